import { type Language, translate } from '@tidemark/domain';
import { RATE_SHEET_COLUMNS, RATE_SHEET_LAYOUT, type RateKind } from '@tidemark/domain/pricing/imports/index';
import { CHARGE_UNITS } from '@tidemark/domain/pricing/index';
import ExcelJS from 'exceljs';

/**
 * The rate-sheet template, made on the server so it always matches the checks: the Shipment ID in
 * B2, Sell or Cost in C3 (a list), the column names in row 5 in the user's language, and lists of
 * the branch codes, charge codes and units on the rate rows, so most mistakes cannot be typed.
 */
export const rateSheetTemplate = async (
  lang: Language,
  options: { shipmentNo: string; kind: RateKind; branches: readonly string[]; chargeCodes: readonly string[] },
): Promise<Buffer> => {
  const t = (key: string) => translate(lang, key);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t('pricing.imports.templateSheet.title'));
  sheet.getCell('A1').value = t('pricing.imports.templateSheet.title');
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = t('pricing.imports.templateSheet.shipment');
  sheet.getCell(RATE_SHEET_LAYOUT.shipmentCell).value = options.shipmentNo;
  sheet.getCell('B3').value = t('pricing.imports.templateSheet.kind');
  const kindCell = sheet.getCell(RATE_SHEET_LAYOUT.kindCell);
  kindCell.value = options.kind === 'sell' ? 'Sell' : 'Cost';
  kindCell.dataValidation = { type: 'list', allowBlank: false, formulae: ['"Sell,Cost"'] };
  sheet.getCell('A4').value = t('pricing.imports.templateSheet.note');
  sheet.getCell('A4').font = { italic: true, color: { argb: 'FF666666' } };
  for (const a1 of ['A2', 'B3']) sheet.getCell(a1).font = { bold: true };

  const header = sheet.getRow(RATE_SHEET_LAYOUT.headerRow);
  RATE_SHEET_COLUMNS.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.value = t(`pricing.imports.columns.${column}`);
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE8F7' } };
    sheet.getColumn(i + 1).width = column === 'remarks' ? 36 : 16;
  });
  // Lists on the rate rows, codes only; Excel drops a list longer than 255 characters, so a longer
  // one is left as free text (the import checks it anyway).
  const list = (values: readonly string[]) => {
    const formula = `"${values.join(',')}"`;
    return formula.length <= 257 ? [formula] : null;
  };
  const lists: Partial<Record<(typeof RATE_SHEET_COLUMNS)[number], readonly string[]>> = {
    branch: options.branches,
    chargeCode: options.chargeCodes,
    unit: CHARGE_UNITS,
  };
  const first = RATE_SHEET_LAYOUT.headerRow + 1;
  for (const [column, values] of Object.entries(lists)) {
    const formulae = list(values ?? []);
    if (!formulae) continue;
    const letter = String.fromCharCode(65 + RATE_SHEET_COLUMNS.indexOf(column as (typeof RATE_SHEET_COLUMNS)[number]));
    for (let r = first; r < first + 200; r++) {
      sheet.getCell(`${letter}${r}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        showErrorMessage: true,
        formulae,
      };
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};
