import type { ConsoleContainerMode, ConsoleReadiness, ConsoleTransport } from './dictionaries';

/**
 * Which shipments make one console: the same transport and packing (air, sea full loads, sea
 * groupage) on the same route, from one load port to one discharge port. Refusals are catalog keys.
 */

/** Most shipments consolidated in one step. */
export const CONSOLIDATE_MAX = 200;

export const CONSOLIDATION_ERRORS = {
  none: 'opsConsoles.errors.noShipments',
  tooMany: 'opsConsoles.errors.tooManyShipments',
  notConsolidated: 'opsConsoles.errors.modeNotConsolidated',
  mixedMode: 'opsConsoles.errors.mixedMode',
  mixedRoute: 'opsConsoles.errors.mixedRoute',
  modeMismatch: 'opsConsoles.errors.modeMismatch',
  routeMismatch: 'opsConsoles.errors.routeMismatch',
  alreadyConsolidated: 'opsConsoles.errors.alreadyConsolidated',
} as const;

export type ConsolidationError = (typeof CONSOLIDATION_ERRORS)[keyof typeof CONSOLIDATION_ERRORS];

/** What a house shipment brings to the choice of its console. */
export type HouseRoute = { mode: string; originPort: string; destinationPort: string };

/** A console's transport from its houses' mode; road and rail shipments are not consolidated here. */
export const transportOf = (mode: string): ConsoleTransport | null =>
  mode === 'AIR' ? 'AIR' : mode === 'FCL' || mode === 'LCL' ? 'SEA' : null;

/** A console's container mode from its houses' mode: air cargo travels loose unless the airline builds a ULD. */
export const containerModeOf = (mode: string): ConsoleContainerMode | null =>
  mode === 'AIR' ? 'LSE' : mode === 'FCL' ? 'FCL' : mode === 'LCL' ? 'LCL' : null;

/** The modes a console of a transport and container mode takes. */
const modesFor = (transport: string, containerMode: string): readonly string[] =>
  transport === 'AIR' ? ['AIR'] : containerMode === 'FCL' ? ['FCL'] : ['LCL'];

/** Why these shipments cannot make one console, or null when they can. */
export const consolidationIssue = (houses: readonly HouseRoute[]): ConsolidationError | null => {
  const first = houses[0];
  if (!first) return CONSOLIDATION_ERRORS.none;
  if (houses.length > CONSOLIDATE_MAX) return CONSOLIDATION_ERRORS.tooMany;
  if (houses.some((h) => transportOf(h.mode) === null)) return CONSOLIDATION_ERRORS.notConsolidated;
  if (houses.some((h) => h.mode !== first.mode)) return CONSOLIDATION_ERRORS.mixedMode;
  if (houses.some((h) => h.originPort !== first.originPort || h.destinationPort !== first.destinationPort)) {
    return CONSOLIDATION_ERRORS.mixedRoute;
  }
  return null;
};

/** What a console offers a house: its transport, container mode and route. */
export type ConsoleRoute = {
  transport: string;
  containerMode: string;
  firstLoadPort: string;
  lastDischargePort: string;
};

/** Why a shipment cannot join this console, or null when it can. */
export const attachIssue = (console: ConsoleRoute, house: HouseRoute): ConsolidationError | null => {
  if (!modesFor(console.transport, console.containerMode).includes(house.mode))
    return CONSOLIDATION_ERRORS.modeMismatch;
  if (house.originPort !== console.firstLoadPort || house.destinationPort !== console.lastDischargePort) {
    return CONSOLIDATION_ERRORS.routeMismatch;
  }
  return null;
};

/** A console number: C, the branch code, the two-digit year and a five-digit sequence of that branch and year. */
export const consoleNumber = (branchCode: string, year: number, seq: number): string =>
  `C${branchCode}${String(year % 100).padStart(2, '0')}${String(seq).padStart(5, '0')}`;

/** What posting a master bill looks at. */
export type PostingFacts = {
  postStatus: string;
  masterBill: string | null;
  etd: unknown;
  houses: number;
  /** Houses whose shipment carries the console's master bill. */
  housesOnMaster: number;
};

/**
 * A master bill is ready to post once it is issued (MBL or MAWB set), the departure is planned
 * (ETD set), and the console has houses, every one of them carrying the console's master bill.
 */
export const readinessOf = (f: PostingFacts): ConsoleReadiness => {
  if (f.postStatus === 'posted') return 'posted';
  const ready = Boolean(f.masterBill) && f.etd !== null && f.etd !== undefined && f.houses > 0;
  return ready && f.housesOnMaster === f.houses ? 'ready' : 'notReady';
};
