import { ABSENT_MARKERS, EMAIL_RE, LANDLINE_RE, MOBILE_RE } from '../../common/formats';
import { isValidContainerNumber } from '../../reference/container-number';
import { type BookingMode, type BookingStatus, LOAD_TYPES_BY_MODE, type LoadType } from './statuses';

/**
 * The booking desk's rules, shared by the form (the checklist beside it, live) and the server
 * (which enforces the same checklist when a booking is confirmed, and the same transitions).
 */

/** SPEC §5 UN/LOCODE: a country and three letters or digits 2-9. */
export const UNLOCODE_RE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** SPEC §5 phone: an 11-digit mobile starting with 1, or a landline with an optional area code. */
export const isPhone = (value: string): boolean => MOBILE_RE.test(value.trim()) || LANDLINE_RE.test(value.trim());
export const isEmail = (value: string): boolean => EMAIL_RE.test(value.trim());

/** SPEC §5: a seal or marks field is filled, with NONE or N/M when there is none. */
export const isFilledMarking = (value: string | null | undefined): boolean => (value ?? '').trim().length > 0;
export const isAbsentMarker = (value: string): boolean =>
  (ABSENT_MARKERS as readonly string[]).includes(value.trim().toUpperCase());

/** The parties of a booking, each with the same fields. */
export const PARTY_ROLES = ['shipper', 'consignee', 'notify'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
export const PARTY_FIELDS = ['Name', 'Address', 'Country', 'City', 'Phone', 'Fax', 'Email'] as const;
/** What a party needs before the booking can be confirmed (phone, fax and e-mail are optional). */
const PARTY_REQUIRED = ['Name', 'Address', 'Country', 'City'] as const;

type Text = string | null | undefined;
type Num = string | number | null | undefined;

/** What the checklist reads of a booking: its fields, its containers and its packing lines. */
export type BookingCheck = {
  mode: BookingMode;
  loadType: Text;
  companyId: Num;
  originPort: Text;
  destinationPort: Text;
  etd: Text | Date;
  eta: Text | Date;
  carrierCode: Text;
  marks: Text;
  packages: Num;
  packageType: Text;
  grossWeightKg: Num;
  volumeCbm: Num;
  goodsDescription: Text;
  incoterm: Text;
  freightTerm: Text;
  paymentTerm: Text;
  containers: readonly { isoType: Text; containerNo: Text; sealNo: Text }[];
  packingLines: number;
} & Partial<Record<`${PartyRole}${(typeof PARTY_FIELDS)[number]}`, Text>>;

/** One line of the checklist: what it checks, the field it points at, and whether it holds. */
export type ChecklistItem = { key: ChecklistKey; field: string; ok: boolean };

export const CHECKLIST_KEYS = [
  'customer',
  'shipper',
  'consignee',
  'notify',
  'partyContacts',
  'loadType',
  'originPort',
  'destinationPort',
  'samePorts',
  'etd',
  'eta',
  'carrier',
  'packages',
  'grossWeight',
  'volume',
  'goodsDescription',
  'marks',
  'containers',
  'containerNumbers',
  'seals',
  'packing',
  'incoterm',
  'freightTerm',
  'paymentTerm',
] as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];

/** Catalog key of a checklist line (its text in both languages). */
export const checklistLabelKey = (key: ChecklistKey): string => `ops.bookings.checklist.${key}`;

const filled = (v: Text): boolean => typeof v === 'string' && v.trim().length > 0;
const positive = (v: Num): boolean => v !== null && v !== undefined && v !== '' && Number(v) > 0;
const time = (v: Text | Date): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const t = v instanceof Date ? v.getTime() : Date.parse(v);
  return Number.isNaN(t) ? null : t;
};

const partyComplete = (b: BookingCheck, role: PartyRole): boolean =>
  PARTY_REQUIRED.every((f) => filled(b[`${role}${f}`]));

/** Phones and e-mails given for any party are in the SPEC §5 formats. */
const contactsValid = (b: BookingCheck): boolean =>
  PARTY_ROLES.every((role) => {
    const phone = b[`${role}Phone`];
    const fax = b[`${role}Fax`];
    const email = b[`${role}Email`];
    return (
      (!filled(phone) || isPhone(phone as string)) &&
      (!filled(fax) || isPhone(fax as string)) &&
      (!filled(email) || isEmail(email as string))
    );
  });

/**
 * Everything a booking needs before it can be confirmed, in the order the form shows it. Each
 * line names the field it points at, so the server can answer the missing ones on their fields.
 */
export const bookingChecklist = (b: BookingCheck): ChecklistItem[] => {
  const loadType = b.loadType as LoadType | null | undefined;
  const fcl = loadType === 'FCL';
  const etd = time(b.etd);
  const eta = time(b.eta);
  const origin = (b.originPort ?? '').trim().toUpperCase();
  const destination = (b.destinationPort ?? '').trim().toUpperCase();
  const items: ChecklistItem[] = [
    { key: 'customer', field: 'companyId', ok: positive(b.companyId) },
    { key: 'shipper', field: 'shipperName', ok: partyComplete(b, 'shipper') },
    { key: 'consignee', field: 'consigneeName', ok: partyComplete(b, 'consignee') },
    { key: 'notify', field: 'notifyName', ok: partyComplete(b, 'notify') },
    { key: 'partyContacts', field: 'shipperPhone', ok: contactsValid(b) },
    {
      key: 'loadType',
      field: 'loadType',
      ok: !!loadType && (LOAD_TYPES_BY_MODE[b.mode] as readonly string[]).includes(loadType),
    },
    { key: 'originPort', field: 'originPort', ok: UNLOCODE_RE.test(origin) },
    { key: 'destinationPort', field: 'destinationPort', ok: UNLOCODE_RE.test(destination) },
    { key: 'samePorts', field: 'destinationPort', ok: origin === '' || origin !== destination },
    { key: 'etd', field: 'etd', ok: etd !== null },
    { key: 'eta', field: 'eta', ok: eta !== null && (etd === null || eta > etd) },
    { key: 'carrier', field: 'carrierCode', ok: filled(b.carrierCode) },
    { key: 'packages', field: 'packages', ok: positive(b.packages) && filled(b.packageType) },
    { key: 'grossWeight', field: 'grossWeightKg', ok: positive(b.grossWeightKg) },
    { key: 'volume', field: 'volumeCbm', ok: positive(b.volumeCbm) },
    { key: 'goodsDescription', field: 'goodsDescription', ok: filled(b.goodsDescription) },
    { key: 'marks', field: 'marks', ok: isFilledMarking(b.marks) },
  ];
  if (fcl) {
    items.push(
      { key: 'containers', field: 'containers', ok: b.containers.length > 0 },
      {
        key: 'containerNumbers',
        field: 'containers',
        ok: b.containers.every((c) => filled(c.containerNo) && isValidContainerNumber(c.containerNo as string)),
      },
      { key: 'seals', field: 'containers', ok: b.containers.every((c) => isFilledMarking(c.sealNo)) },
    );
  } else {
    items.push({ key: 'packing', field: 'packing', ok: b.packingLines > 0 });
  }
  items.push(
    { key: 'incoterm', field: 'incoterm', ok: filled(b.incoterm) },
    { key: 'freightTerm', field: 'freightTerm', ok: filled(b.freightTerm) },
    { key: 'paymentTerm', field: 'paymentTerm', ok: filled(b.paymentTerm) },
  );
  return items;
};

/** The lines of the checklist that do not hold yet: what stands between the booking and its confirmation. */
export const missingItems = (b: BookingCheck): ChecklistItem[] => bookingChecklist(b).filter((i) => !i.ok);

/** The transitions of a booking, by action: the states it may start from and the state it reaches. */
export const BOOKING_TRANSITIONS = {
  submit: { field: 'status', from: ['draft'], to: 'submitted' },
  plan: { field: 'status', from: ['submitted', 'pending_sr', 'sr_decrease'], to: 'pending_planning' },
  pendingSr: { field: 'status', from: ['submitted', 'pending_planning', 'sr_decrease'], to: 'pending_sr' },
  srDecrease: { field: 'status', from: ['submitted', 'pending_planning', 'pending_sr'], to: 'sr_decrease' },
  confirm: {
    field: 'status',
    from: ['draft', 'submitted', 'pending_planning', 'pending_sr', 'sr_decrease'],
    to: 'confirmed',
  },
  cancel: {
    field: 'status',
    from: ['draft', 'submitted', 'pending_planning', 'pending_sr', 'sr_decrease'],
    to: 'cancelled',
  },
} as const satisfies Record<string, { field: 'status'; from: readonly BookingStatus[]; to: BookingStatus }>;
export type BookingAction = keyof typeof BOOKING_TRANSITIONS;

/** Who acts: our staff, or a customer on its own company's bookings. */
export type BookingActor = 'staff' | 'customer';

/** A customer only submits its drafts; everything after that is the desk's. */
const CUSTOMER_ACTIONS: ReadonlySet<BookingAction> = new Set(['submit']);

/**
 * Whether an actor may run an action on a booking in a state: null when allowed, else the catalog
 * key of the refusal.
 */
export const transitionRefusal = (actor: BookingActor, action: string, from: string): string | null => {
  const step = (BOOKING_TRANSITIONS as Record<string, { from: readonly string[] }>)[action];
  if (!step) return 'ops.bookings.errors.unknownAction';
  if (actor === 'customer' && !CUSTOMER_ACTIONS.has(action as BookingAction)) return 'ops.bookings.errors.staffOnly';
  if (!step.from.includes(from)) return 'ops.bookings.errors.notFromState';
  return null;
};

/** The actions an actor may run on a booking in a state, in the order the screen offers them. */
export const allowedActions = (actor: BookingActor, from: string): BookingAction[] =>
  (Object.keys(BOOKING_TRANSITIONS) as BookingAction[]).filter((a) => transitionRefusal(actor, a, from) === null);

/** Whether a booking in this state may still be edited, and by whom. */
export const editRefusal = (actor: BookingActor, status: string): string | null => {
  if (status === 'confirmed' || status === 'cancelled') return 'ops.bookings.errors.closed';
  if (actor === 'customer' && status !== 'draft') return 'ops.bookings.errors.submittedLocked';
  return null;
};

/**
 * SPEC §4: bookings pending planning, Pending SR or S/R decrease hold their space until they are
 * approved; space allocation (planning) reads this before allocating.
 */
export const SPACE_BLOCKING_STATUSES: readonly BookingStatus[] = ['pending_planning', 'pending_sr', 'sr_decrease'];
export const isBlockedForSpaceAllocation = (status: string): boolean =>
  (SPACE_BLOCKING_STATUSES as readonly string[]).includes(status);

/** The statuses the pending desk works on (besides drafts converted from web requests). */
export const PENDING_DESK_STATUSES: readonly BookingStatus[] = [
  'submitted',
  'pending_planning',
  'pending_sr',
  'sr_decrease',
];

/**
 * SPEC §5/§8: a batch action over bookings whose containers are of different types is refused.
 * Each booking gives its container types; bookings without containers take no side. Answers the
 * catalog key of the refusal, or null.
 */
export const batchRefusal = (bookings: readonly { containerTypes: readonly string[] }[]): string | null => {
  const types = new Set(bookings.flatMap((b) => b.containerTypes));
  return types.size > 1 ? 'ops.bookings.errors.mixedContainerTypes' : null;
};

/** Container types as the list column holds them (comma-joined, sorted) back to a list. */
export const containerTypesOf = (joined: string | null | undefined): string[] =>
  (joined ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
