import { TIME_ZONES } from '../common/constants';
import { CUSTOMER_REGIONS } from '../customers/regions';
import { LANGUAGES } from '../i18n/language';
import {
  DROP_MODES,
  INVOICE_REVIEW,
  JOB_STATUSES,
  LEGS,
  ORIGIN_HOLDS,
  PACKING_MODES,
  PEEL_OFF_STATES,
  RAIL_MOVEMENTS,
  REGIONS,
  REPORT_STATUS,
  SHIPMENT_MODES,
  SHIPMENT_TYPES,
  TRACKING_STATUS_CODES,
  UPDATE_TO_CW,
} from '../tracking/statuses';

/** Numeric codes travel as text in dictionaries, like every form value. */
const codes = (values: Readonly<Record<string, number>>): string[] => Object.values(values).map(String);

/** SPEC §4 customer data status: a replaced customer points to its successor. */
export const CUSTOMER_DATA_STATUSES = ['valid', 'obsolete', 'replaced'] as const;
export type CustomerDataStatus = (typeof CUSTOMER_DATA_STATUSES)[number];

/** What an organisation code (tmOrgCode) is used for on documents. */
export const ORG_CODE_PURPOSES = ['shipper', 'consignee', 'notify', 'billing'] as const;
export type OrgCodePurpose = (typeof ORG_CODE_PURPOSES)[number];

/** SPEC §4 KPI status codes. */
export const KPI_STATUS = { canUpload: 0, notFiled: 1, waitingReview: 2, rejected: 3, approved: 4 } as const;

/** SPEC §9 quick filters of the tracking list: time windows, pending DO dispatch and the last free day. */
export const QUICK_FILTERS = ['week5', 'week7', 'pending_do_10d', 'pending_do_21d', 'lfd'] as const;

/** SPEC §9 ISA (appointment) change reasons. */
export const ISA_CHANGE_REASONS = [
  'RESCHEDULE',
  'MISSED APPT',
  'NOT AVAILABLE',
  'TRUCKER ERROR',
  'CUSTOMER REQUEST',
  'ORIGINAL APPT',
] as const;

/** Which offices a column configuration applies to (most specific wins: branch, controlling office, all). */
export const FIELD_CONFIG_BRANCH_TYPES = ['all', 'controlling_office', 'branch'] as const;
export type FieldConfigBranchType = (typeof FIELD_CONFIG_BRANCH_TYPES)[number];

/**
 * Every enumeration of SPEC §4 and §9 (plus the customer area's own) as dictionary key -> values,
 * in display order. The server seeds the `dictionaries` table from this list at start (missing
 * values only, so an administrator's edits stay); labels come from `enums.<key>.<value>`.
 */
export const DICTIONARIES = {
  tracking_status: TRACKING_STATUS_CODES.map(String),
  tracking_leg: [...LEGS],
  update_to_cw_status: codes(UPDATE_TO_CW),
  invoice_review_status: codes(INVOICE_REVIEW),
  report_status: codes(REPORT_STATUS),
  job_status: [...JOB_STATUSES],
  origin_hold: [...ORIGIN_HOLDS],
  peel_off_status: [...PEEL_OFF_STATES],
  kpi_status: codes(KPI_STATUS),
  generic_record_state: ['added', 'submitted', 'checked', 'rejected', 'pending_check'],
  task_state: ['unacknowledged', 'in_progress', 'delayed', 'finished'],
  task_filter: ['all', 'waiting_to_accept', 'in_progress', 'abnormal', 'finished'],
  import_state: ['not_imported', 'imported', 'running', 'done'],
  upload_state: ['running', 'done', 'error'],
  lock_state: ['unlock_requested', 'locked', 'rejected'],
  profit_lock_state: ['locked', 'unlocked', 'amended_after_unlock'],
  loss_application_state: ['applied', 'approved', 'rejected'],
  message_importance: ['hot', 'normal'],
  quotation_validity: ['expired', 'inactive', 'obsolete'],
  customer_data_status: [...CUSTOMER_DATA_STATUSES],
  allocation_block_status: ['pending_planning', 'pending_sr', 'sr_decrease'],
  shipment_mode: [...SHIPMENT_MODES],
  packing_mode: [...PACKING_MODES],
  drop_mode: [...DROP_MODES],
  rail_movement: [...RAIL_MOVEMENTS],
  shipment_type: [...SHIPMENT_TYPES],
  region: [...REGIONS],
  isa_change_reason: [...ISA_CHANGE_REASONS],
  quick_filter: [...QUICK_FILTERS],
  time_zone: [...TIME_ZONES],
  language: [...LANGUAGES],
  customer_region: [...CUSTOMER_REGIONS],
  org_code_purpose: [...ORG_CODE_PURPOSES],
  field_config_branch_type: [...FIELD_CONFIG_BRANCH_TYPES],
} as const satisfies Readonly<Record<string, readonly string[]>>;
export type DictType = keyof typeof DICTIONARIES;
export const DICT_TYPES = Object.keys(DICTIONARIES) as DictType[];

/**
 * Dictionaries answered from reference tables rather than the dictionaries table: branch offices
 * (value = branch id) and countries (value = ISO code), named in the request's language.
 */
export const TABLE_DICTIONARIES = ['branch_office', 'country'] as const;
export type TableDictType = (typeof TABLE_DICTIONARIES)[number];

/** Dictionary keys are snake_case. */
export const DICT_TYPE_RE = /^[a-z][a-z0-9_]{1,49}$/;

export const isDictType = (key: string): key is DictType => Object.hasOwn(DICTIONARIES, key);

/**
 * The empty value of a dictionary (SPEC "Empty") as a filter value: in a filter the empty value
 * itself is '- All -' (no filter), so choosing "Empty" sends this instead.
 */
export const EMPTY_FILTER_VALUE = '_empty';

/** Catalog key of a value's label; the empty value (SPEC "Empty") is `_empty`. */
export const dictionaryLabelKey = (dictType: string, value: string): string =>
  `enums.${dictType}.${value === '' ? EMPTY_FILTER_VALUE : value}`;
