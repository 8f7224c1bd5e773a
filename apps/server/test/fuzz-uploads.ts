import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { SPECIAL_TEXTS } from './fuzz-inputs';

/** The columns of the container event upload template. */
const HEADER = ['Container No', 'Event Code', 'Status', 'Location', 'Event Time', 'Time Zone', 'ETA', 'Remarks'];

type Cell = string | number | boolean | Date | null | { formula: string };

const xlsx = async (rows: Cell[][], header: string[] = HEADER): Promise<Uint8Array> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Events');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await book.xlsx.writeBuffer());
};

const xls = (rows: Cell[][]): Uint8Array => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Events');
  return new Uint8Array(XLSX.write(book, { bookType: 'xls', type: 'buffer' }) as Buffer);
};

/** Texts a spreadsheet cell can hold (its XML has no room for most control characters). */
const cellTexts = SPECIAL_TEXTS.filter(
  (t) =>
    ![...t].some((ch) => {
      const code = ch.charCodeAt(0);
      return (
        (code < 0x20 && ch !== '\t' && ch !== '\n' && ch !== '\r') ||
        (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
      );
    }),
);

/**
 * Real spreadsheets for the upload route, so generated requests reach the parser and the import:
 * a valid row, hostile text in every column, numbers, dates, booleans and formulas where text is
 * expected, a cell at Excel's length limit, one row over the row cap, a missing header, and the
 * same hostile rows as .xls.
 */
export const uploadSamples = async (): Promise<{ filename: string; bytes: Uint8Array }[]> => {
  const hostileRows: Cell[][] = cellTexts.map((text, i) =>
    HEADER.map((_, j) => cellTexts[(i + j) % cellTexts.length] ?? text),
  );
  const oddTypes: Cell[][] = [
    [1e308, -1, true, new Date(0), new Date(8.64e15), 0, null, { formula: '1/0' }],
    [7025177, 'GATE_IN', 3, 'CNSHA', 45_000, -13, new Date('2026-11-01T00:00:00Z'), { formula: 'REPT("x",32767)' }],
    ['MSKU7025177', 'GATE_IN', null, 'CNSHA', 'infinity', '+99:99', '-infinity', null],
    ['MSKU7025177', 'GATE_IN', null, 'CNSHA', '275760-09-13 00:00', 'Mars/Olympus', '0000-00-00', null],
  ];
  const valid: Cell[][] = [['MSKU7025177', 'GATE_IN', null, 'CNSHA', '2026-11-01 10:00:00+08:00', null, null, null]];
  const long = 'x'.repeat(32_767);
  return [
    { filename: 'events.xlsx', bytes: await xlsx(valid) },
    { filename: 'hostile.xlsx', bytes: await xlsx(hostileRows) },
    { filename: 'types.xlsx', bytes: await xlsx(oddTypes) },
    { filename: 'long.xlsx', bytes: await xlsx([['MSKU7025177', long, long, long, long, long, long, long]]) },
    { filename: 'many.xlsx', bytes: await xlsx(Array.from({ length: 5_001 }, () => valid[0] as Cell[])) },
    { filename: 'header.xlsx', bytes: await xlsx(valid, ['Container', '$`', '{{7*7}}']) },
    { filename: 'hostile.xls', bytes: xls(hostileRows) },
    {
      filename: 'types.xls',
      bytes: xls(oddTypes.map((r) => r.map((c) => (c && typeof c === 'object' && 'formula' in c ? null : c)))),
    },
  ];
};
