import {
  amsIsfProblems,
  isUsBound,
  loadingOf,
  type RouteShipment,
  routingProblems,
} from '@tidemark/domain/customs/filings/rules';
import { depotState } from '@tidemark/domain/ops/drayage/rules';
import { type TrackingNode, trackingNodes } from '@tidemark/domain/tracking/nodes';
import type { CopyColumns } from '../../seed/copy';
import type { GeneratedShipment } from './seed';

/**
 * What other areas keep from a shipment's rows, made beside the rows themselves for a first bulk
 * load (the triggers that keep them are off for it): tracking's nodes, the depot states of
 * operations' drayage, and customs' two error lists of US filings. Each comes from the domain rule
 * that the database's refresh function also follows (trackingNodes, depotState, routingProblems,
 * amsIsfProblems); derived.test.ts runs such a load and compares the four tables with what the
 * refresh functions make. A first load has no ISF filings yet, so every US-bound shipment is listed
 * as having none.
 */

export type NodeRow = TrackingNode & { shipmentId: number; branchId: number; companyId: number };

export type DepotRow = {
  id: number;
  shipmentId: number;
  depot: string;
  state: string;
  since: Date;
  eventId: number;
  eventCode: string;
};

type ListedShipment = {
  shipmentId: number;
  shipmentNo: string;
  branchId: number;
  companyId: number;
  mode: string;
  originPort: string;
  destinationPort: string;
};

export type RoutingRow = ListedShipment & { etd: Date; eta: Date; reason: string; detail: string | null };
export type AmsIsfRow = ListedShipment & { loadAt: Date; reason: string; element: string; detail: string | null };

export type DerivedRows = { nodes: NodeRow[]; depots: DepotRow[]; routing: RoutingRow[]; amsIsf: AmsIsfRow[] };

/** The ports the reference data knows, by UN/LOCODE, with their country. */
export type PortCountries = ReadonlyMap<string, string>;

export const emptyDerived = (): DerivedRows => ({ nodes: [], depots: [], routing: [], amsIsf: [] });

/** Adds one generated shipment's derived rows to `into`. */
export const deriveRows = (g: GeneratedShipment, ports: PortCountries, into: DerivedRows): void => {
  const s = g.shipment;
  for (const n of trackingNodes(g.events)) {
    into.nodes.push({ shipmentId: s.id, branchId: s.branchId, companyId: s.companyId, ...n });
  }
  for (const c of g.containers) {
    const depot = depotState(g.events.filter((e) => e.containerId === c.id));
    if (depot) {
      into.depots.push({
        id: c.id,
        shipmentId: s.id,
        depot: depot.depot,
        state: depot.state,
        since: depot.since,
        eventId: depot.event.id,
        eventCode: depot.event.code,
      });
    }
  }
  const route: RouteShipment = {
    mode: s.mode,
    originPort: s.originPort,
    destinationPort: s.destinationPort,
    etd: s.etd,
    eta: s.eta,
    atd: s.atd,
    hsCode: s.hsCode,
    legs: g.legs,
  };
  const listed: ListedShipment = {
    shipmentId: s.id,
    shipmentNo: s.shipmentNo,
    branchId: s.branchId,
    companyId: s.companyId,
    mode: s.mode,
    originPort: s.originPort,
    destinationPort: s.destinationPort,
  };
  for (const p of routingProblems(route, (code) => ports.has(code))) {
    into.routing.push({ ...listed, etd: s.etd, eta: s.eta, reason: p.reason, detail: p.detail });
  }
  if (isUsBound(route, (code) => ports.get(code) ?? null)) {
    const loadAt = loadingOf(route).at;
    for (const p of amsIsfProblems(route, null)) {
      into.amsIsf.push({ ...listed, loadAt, reason: p.reason, element: p.element ?? '', detail: p.detail });
    }
  }
};

export const NODE_COLUMNS = [
  ['shipment_id', 'shipmentId'],
  ['container_id', 'containerId'],
  ['branch_id', 'branchId'],
  ['company_id', 'companyId'],
  ['leg', 'leg'],
  ['event_count', 'eventCount'],
  ['started_at', 'startedAt'],
  ['last_at', 'lastAt'],
  ['last_event_id', 'lastEventId'],
  ['last_code', 'lastCode'],
  ['last_status', 'lastStatus'],
  ['last_location', 'lastLocation'],
] as const satisfies CopyColumns<NodeRow>;

export const DEPOT_COLUMNS = [
  ['id', 'id'],
  ['shipment_id', 'shipmentId'],
  ['depot', 'depot'],
  ['state', 'state'],
  ['since', 'since'],
  ['event_id', 'eventId'],
  ['event_code', 'eventCode'],
] as const satisfies CopyColumns<DepotRow>;

const LISTED_COLUMNS = [
  ['shipment_id', 'shipmentId'],
  ['shipment_no', 'shipmentNo'],
  ['branch_id', 'branchId'],
  ['company_id', 'companyId'],
  ['mode', 'mode'],
  ['origin_port', 'originPort'],
  ['destination_port', 'destinationPort'],
] as const satisfies CopyColumns<ListedShipment>;

export const ROUTING_COLUMNS = [
  ...LISTED_COLUMNS,
  ['etd', 'etd'],
  ['eta', 'eta'],
  ['reason', 'reason'],
  ['detail', 'detail'],
] as const satisfies CopyColumns<RoutingRow>;

export const AMSISF_COLUMNS = [
  ...LISTED_COLUMNS,
  ['load_at', 'loadAt'],
  ['reason', 'reason'],
  ['element', 'element'],
  ['detail', 'detail'],
] as const satisfies CopyColumns<AmsIsfRow>;

/** The tables the derived rows go to, in the order of DerivedRows. */
export const DERIVED_TABLES = ['tracking_nodes', 'depot_containers', 'customs_routing_errors', 'customs_amsisf_errors'];
