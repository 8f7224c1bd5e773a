import { decimal, fixed, isDecimal } from '../../common/money';
import { currencyByCode } from '../../reference/currencies';
import { CHARGE_UNITS, type ChargeUnit, type PricedCargo, priceLines } from '../common/charges';

/**
 * The rate-sheet import: the template's layout, the file limits and the checks every row goes
 * through before it may become a sell or cost rate line of a shipment. SPEC §5: .xls or .xlsx
 * only, one file at a time, the data in the first sheet, cell C3 says Sell or Cost, cell B2
 * holds the Shipment ID, and Branch and Charge Code are required on every row.
 */

export const RATE_SHEET_EXTENSIONS = ['xls', 'xlsx'] as const;
export type RateSheetExtension = (typeof RATE_SHEET_EXTENSIONS)[number];
export const RATE_SHEET_MAX_BYTES = 8 * 1024 * 1024;
/** Rate rows of one sheet; a carrier's full local-charge sheet for a big console stays well inside. */
export const RATE_SHEET_MAX_ROWS = 10_000;

/** The template: Shipment ID in B2, Sell or Cost in C3, the column names in row 5, rates from row 6. */
export const RATE_SHEET_LAYOUT = { shipmentCell: 'B2', kindCell: 'C3', headerRow: 5 } as const;
/** Rows searched for the column names when a sheet moved them (rows 4 to 10). */
const HEADER_SEARCH = { from: 4, to: 10 } as const;

export const rateSheetExtension = (fileName: string): RateSheetExtension | null => {
  const ext = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (RATE_SHEET_EXTENSIONS as readonly string[]).includes(ext ?? '') ? (ext as RateSheetExtension) : null;
};

export const RATE_SHEET_COLUMNS = [
  'branch',
  'chargeCode',
  'unit',
  'quantity',
  'rate',
  'minimum',
  'currency',
  'remarks',
] as const;
export type RateSheetColumn = (typeof RATE_SHEET_COLUMNS)[number];
export const REQUIRED_RATE_COLUMNS: readonly RateSheetColumn[] = ['branch', 'chargeCode', 'unit', 'rate', 'currency'];

/** Column names a sheet may carry in either language (compared without case and extra spaces). */
export const RATE_SHEET_HEADERS: Readonly<Record<RateSheetColumn, readonly string[]>> = {
  branch: ['branch', 'branch office', 'office', '分公司', '网点'],
  chargeCode: ['charge code', 'charge', 'fee code', '费用代码', '费用'],
  unit: ['unit', 'charge unit', 'basis', '计费单位', '单位'],
  quantity: ['quantity', 'qty', '数量'],
  rate: ['rate', 'unit rate', 'unit price', '单价', '费率'],
  minimum: ['minimum', 'min', 'minimum charge', '最低收费', '最低'],
  currency: ['currency', 'curr', '币种', '币别'],
  remarks: ['remarks', 'remark', 'notes', '备注'],
};

const plain = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

type Cells = readonly (string | null)[];

/** A cell by its A1 name from the rows the sheet reader gives (row 1 first). */
export const cellAt = (rows: readonly Cells[], a1: string): string | null => {
  const m = /^([A-Z])(\d+)$/.exec(a1);
  if (!m) return null;
  const value = rows[Number(m[2]) - 1]?.[(m[1] as string).charCodeAt(0) - 65] ?? null;
  return value === null || value.trim() === '' ? null : value.trim();
};

export type RateKind = 'sell' | 'cost';

const KIND_WORDS: Readonly<Record<RateKind, readonly string[]>> = {
  sell: ['sell', 'selling', 'sell rate', '卖价', '销售'],
  cost: ['cost', 'buying', 'cost rate', '成本', '采购'],
};

/** C3: Sell or Cost, in either language. */
export const parseRateKind = (text: string | null): RateKind | null => {
  if (text === null) return null;
  const word = plain(text);
  return (Object.keys(KIND_WORDS) as RateKind[]).find((k) => KIND_WORDS[k].includes(word)) ?? null;
};

/** Column index of each template column found in one row. */
export const mapRateHeader = (row: Cells): Partial<Record<RateSheetColumn, number>> => {
  const out: Partial<Record<RateSheetColumn, number>> = {};
  row.forEach((cell, index) => {
    if (cell === null) return;
    const key = plain(cell);
    for (const column of RATE_SHEET_COLUMNS) {
      if (out[column] === undefined && RATE_SHEET_HEADERS[column].includes(key)) out[column] = index;
    }
  });
  return out;
};

/** A whole file refused: a catalog key and its parameters. */
export type SheetRefusal = { key: string; params?: Record<string, string | number> };

export type SheetHead = {
  shipmentNo: string;
  kind: RateKind;
  /** The header's spreadsheet row (1-based) and where each column is. */
  headerRow: number;
  columns: Partial<Record<RateSheetColumn, number>>;
};

/** B2, C3 and the header row; the shipment itself is looked up by the server. */
export const readSheetHead = (rows: readonly Cells[]): SheetHead | SheetRefusal => {
  const shipmentNo = cellAt(rows, RATE_SHEET_LAYOUT.shipmentCell);
  if (shipmentNo === null) return { key: 'pricing.imports.errors.noShipment' };
  const kind = parseRateKind(cellAt(rows, RATE_SHEET_LAYOUT.kindCell));
  if (kind === null) return { key: 'pricing.imports.errors.kindCell' };
  for (let r = HEADER_SEARCH.from; r <= HEADER_SEARCH.to; r++) {
    const columns = mapRateHeader(rows[r - 1] ?? []);
    if (columns.branch === undefined && columns.chargeCode === undefined) continue;
    const missing = REQUIRED_RATE_COLUMNS.filter((c) => columns[c] === undefined);
    if (missing.length > 0)
      return { key: 'pricing.imports.errors.missingColumns', params: { columns: missing.join(',') } };
    return { shipmentNo: shipmentNo.toUpperCase(), kind, headerRow: r, columns };
  }
  return { key: 'pricing.imports.errors.noHeader' };
};

export type RawRateRow = Readonly<Record<RateSheetColumn, string | null>>;

export const rateRowFromCells = (cells: Cells, columns: Partial<Record<RateSheetColumn, number>>): RawRateRow => {
  const out = {} as Record<RateSheetColumn, string | null>;
  for (const column of RATE_SHEET_COLUMNS) {
    const index = columns[column];
    const value = index === undefined ? null : (cells[index] ?? null);
    out[column] = value === null || value.trim() === '' ? null : value.trim();
  }
  return out;
};

export type RateRowIssue = { field: RateSheetColumn; key: string };

/** What the rows are checked against: the branch codes, the charge codes of the shared dictionary, the shipment's cargo. */
export type RateSheetContext = {
  branches: ReadonlySet<string>;
  chargeCodes: ReadonlySet<string>;
  cargo: PricedCargo;
};

export type ImportedRate = {
  branch: string;
  chargeCode: string;
  unit: ChargeUnit;
  quantity: string;
  rate: string;
  minimum: string | null;
  currency: string;
  amount: string;
  remarks: string | null;
};

/** Unit words a forwarder's sheet uses, besides the codes themselves. */
const UNIT_WORDS: Readonly<Record<ChargeUnit, readonly string[]>> = {
  container: ['per container', 'cntr', 'ctr', 'box', '每箱', '箱'],
  shipment: ['per shipment', 'bl', 'b/l', 'shpt', '每票', '票'],
  kg: ['per kg', 'kgs', '每公斤', '公斤'],
  cbm: ['per cbm', 'm3', '每立方米', '立方米'],
  wm: ['per w/m', 'w/m', 'rt', '每计费吨', '计费吨'],
};

export const parseChargeUnit = (text: string): ChargeUnit | null => {
  const word = plain(text);
  return CHARGE_UNITS.find((u) => u === word || UNIT_WORDS[u].includes(word)) ?? null;
};

/** numeric(15, 4): eleven digits before the point. */
const MAX_WHOLE_DIGITS = 11;

/** A decimal cell ('1,250.5' and '1250.5' alike) as text, or the issue it has. */
const amountCell = (text: string, places: number): { value: string } | { issue: string } => {
  const bare = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text;
  if (!isDecimal(bare)) return { issue: 'pricing.imports.errors.notNumber' };
  const value = decimal(bare);
  if (value.lt(0)) return { issue: 'pricing.imports.errors.negative' };
  // Spreadsheets keep binary floats: 12.1 may arrive as 12.100000000000001. Noise below the
  // places kept rounds away; a real extra decimal is refused.
  const rounded = value.round(places);
  if (value.minus(rounded).abs().gt('1e-9')) return { issue: 'pricing.imports.errors.tooManyDecimals' };
  if (rounded.round(0, 0).toFixed(0).length > MAX_WHOLE_DIGITS) return { issue: 'pricing.imports.errors.tooLarge' };
  return { value: fixed(rounded, places) };
};

/** The cargo one line is priced for: the shipment's, or the quantity the row gives for its unit. */
const cargoFor = (unit: ChargeUnit, quantity: string | null, shipment: PricedCargo): PricedCargo => {
  if (quantity === null) return shipment;
  if (unit === 'container') return { ...shipment, containers: Number(quantity) };
  if (unit === 'wm') return { ...shipment, weightKg: '0', volumeCbm: quantity };
  return { ...shipment, weightKg: quantity, volumeCbm: quantity };
};

/**
 * One row's checks and, when it passes, its rate line priced by `priceLines`: the amount is the
 * rate times the quantity, never below the minimum. A blank quantity is the shipment's own (its
 * containers, weight, volume or W/M).
 */
export const checkRateRow = (
  raw: RawRateRow,
  context: RateSheetContext,
): { rate?: ImportedRate; issues: RateRowIssue[] } => {
  const issues: RateRowIssue[] = [];
  const issue = (field: RateSheetColumn, key: string) => issues.push({ field, key });
  const required = (field: RateSheetColumn) => {
    if (raw[field] === null) issue(field, 'pricing.imports.errors.required');
    return raw[field];
  };

  const branch = required('branch')?.toUpperCase() ?? null;
  if (branch !== null && !context.branches.has(branch)) issue('branch', 'pricing.imports.errors.unknownBranch');
  const chargeCode = required('chargeCode')?.toUpperCase() ?? null;
  if (chargeCode !== null && !context.chargeCodes.has(chargeCode))
    issue('chargeCode', 'pricing.imports.errors.unknownChargeCode');
  const unitText = required('unit');
  const unit = unitText === null ? null : parseChargeUnit(unitText);
  if (unitText !== null && unit === null) issue('unit', 'pricing.imports.errors.unknownUnit');
  const currency = required('currency')?.toUpperCase() ?? null;
  if (currency !== null && !currencyByCode.has(currency)) issue('currency', 'pricing.imports.errors.unknownCurrency');
  if (raw.remarks !== null && raw.remarks.length > 200) issue('remarks', 'pricing.imports.errors.tooLong');

  const number = (field: 'rate' | 'minimum' | 'quantity', places: number): string | null => {
    const text = field === 'rate' ? required(field) : raw[field];
    if (text === null) return null;
    const parsed = amountCell(text, places);
    if ('issue' in parsed) {
      issue(field, parsed.issue);
      return null;
    }
    return parsed.value;
  };
  const rate = number('rate', 4);
  const minimum = number('minimum', 4);
  const quantity = number('quantity', 3);
  if (quantity !== null && unit !== null) {
    if (unit === 'container' && !decimal(quantity).eq(decimal(quantity).round(0, 0)))
      issue('quantity', 'pricing.imports.errors.wholeContainers');
    else if (unit === 'shipment' && !decimal(quantity).eq(1)) issue('quantity', 'pricing.imports.errors.oneShipment');
    else if (decimal(quantity).eq(0)) issue('quantity', 'pricing.imports.errors.zeroQuantity');
  }
  if (
    issues.length > 0 ||
    branch === null ||
    chargeCode === null ||
    unit === null ||
    currency === null ||
    rate === null
  )
    return { issues };

  const line = { chargeCode, rate, unit, minimum, currency };
  const priced = priceLines([line], cargoFor(unit, quantity, context.cargo)).lines[0];
  if (!priced || decimal(priced.quantity).eq(0)) {
    // A per-container line on a shipment without containers, or no weight: the row must say how many.
    return { issues: [{ field: 'quantity', key: 'pricing.imports.errors.noQuantity' }] };
  }
  const amount = priced.amount;
  if (decimal(amount).round(0, 0).toFixed(0).length > MAX_WHOLE_DIGITS)
    return { issues: [{ field: 'rate', key: 'pricing.imports.errors.tooLarge' }] };
  return {
    rate: {
      branch,
      chargeCode,
      unit,
      quantity: priced.quantity,
      rate,
      minimum,
      currency,
      amount,
      remarks: raw.remarks,
    },
    issues,
  };
};

export type CheckedRateRow = {
  /** The spreadsheet's row number, as the user sees it. */
  rowNo: number;
  raw: RawRateRow;
  rate?: ImportedRate;
  issues: RateRowIssue[];
};

/** Every rate row under the header, blank rows left out, each with its checks. */
export const checkRateRows = (
  rows: readonly Cells[],
  head: Pick<SheetHead, 'headerRow' | 'columns'>,
  context: RateSheetContext,
): CheckedRateRow[] => {
  const out: CheckedRateRow[] = [];
  for (let i = head.headerRow; i < rows.length; i++) {
    const raw = rateRowFromCells(rows[i] ?? [], head.columns);
    if (Object.values(raw).every((v) => v === null)) continue;
    out.push({ rowNo: i + 1, raw, ...checkRateRow(raw, context) });
  }
  return out;
};
