import { translate } from '@tidemark/domain';
import { code128Widths } from '@tidemark/domain/ops/documents/code128';
import type { DocColumn, DocField, DocSection, DocumentModel } from '@tidemark/domain/ops/documents/model';
import PDFDocument from 'pdfkit';
import { documentFonts } from './fonts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const FOOTER = 28;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - FOOTER;
const INK = '#1a1a1a';
const MUTED = '#5c6670';
const RULE = '#9aa4ad';
const FILL = '#eef1f4';
const PAD = 4;
const SIZE = { label: 7, text: 8.5, heading: 9.5, title: 17, issuer: 13 } as const;

type Pdf = PDFKit.PDFDocument;

/** pdfkit accepts a parsed fontkit font where its types only name files and buffers. */
type FontSource = PDFKit.Mixins.PDFFontSource;

const setFont = (pdf: Pdf, weight: 'regular' | 'bold', size: number, color = INK) =>
  pdf.font(weight, size).fillColor(color);

/** Height of `text` set in `width` at the current font. */
const heightOf = (pdf: Pdf, text: string, width: number) => pdf.heightOfString(text || ' ', { width });

/** A new page when `needed` points do not fit below `y`; answers where to go on. */
const room = (pdf: Pdf, y: number, needed: number): number => {
  if (y + needed <= BOTTOM) return y;
  pdf.addPage();
  return MARGIN;
};

/** The Code 128 bars of `value`, `height` tall, right-aligned at `right`; answers their width. */
const drawBarcode = (pdf: Pdf, value: string, right: number, top: number, height: number): number => {
  const widths = code128Widths(value);
  const modules = widths.reduce((s, w) => s + w, 0);
  // About 1 point a module, narrower for long numbers so the bars keep within 200 points.
  const module = Math.min(1, 200 / modules);
  let x = right - modules * module;
  const left = x;
  pdf.save().fillColor('#000000');
  widths.forEach((w, i) => {
    if (i % 2 === 0) pdf.rect(x, top, w * module, height).fill();
    x += w * module;
  });
  pdf.restore();
  return right - left;
};

const drawHeader = (pdf: Pdf, doc: DocumentModel): number => {
  const top = MARGIN;
  setFont(pdf, 'bold', SIZE.issuer).text(doc.issuer.name, MARGIN, top, { width: WIDTH / 2 });
  setFont(pdf, 'regular', SIZE.text, MUTED);
  for (const line of doc.issuer.lines) pdf.text(line, { width: WIDTH / 2 });
  const right = MARGIN + WIDTH;
  const barWidth = drawBarcode(pdf, doc.barcode.value, right, top, 34);
  setFont(pdf, 'regular', SIZE.label, MUTED).text(doc.barcode.label, right - barWidth, top + 37, {
    width: barWidth,
    align: 'center',
  });
  setFont(pdf, 'bold', SIZE.heading).text(doc.barcode.value, right - barWidth, top + 46, {
    width: barWidth,
    align: 'center',
  });
  let y = Math.max(pdf.y, top + 62) + 6;
  setFont(pdf, 'bold', SIZE.title).text(doc.title, MARGIN, y, { width: WIDTH });
  y = pdf.y + 2;
  const refs = doc.references.map((r) => `${r.label}: ${r.value}`).join('     ');
  setFont(pdf, 'regular', SIZE.text, MUTED).text(refs, MARGIN, y, { width: WIDTH });
  return pdf.y + 8;
};

/** Boxes side by side, each with a small label over its lines; answers the y below them. */
const drawBoxes = (pdf: Pdf, y: number, boxes: readonly { label: string; text: string }[], perRow: number): number => {
  const width = WIDTH / perRow;
  for (let start = 0; start < boxes.length; start += perRow) {
    const row = boxes.slice(start, start + perRow);
    const heights = row.map((b) => {
      setFont(pdf, 'regular', SIZE.text);
      return heightOf(pdf, b.text, width - 2 * PAD) + SIZE.label + 3 * PAD;
    });
    const height = Math.max(...heights);
    y = room(pdf, y, height);
    row.forEach((b, i) => {
      const x = MARGIN + i * width;
      pdf.lineWidth(0.5).strokeColor(RULE).rect(x, y, width, height).stroke();
      setFont(pdf, 'regular', SIZE.label, MUTED).text(b.label, x + PAD, y + PAD, { width: width - 2 * PAD });
      setFont(pdf, 'regular', SIZE.text).text(b.text, x + PAD, y + PAD + SIZE.label + PAD, {
        width: width - 2 * PAD,
      });
    });
    y += height;
  }
  return y + 6;
};

const drawSectionTitle = (pdf: Pdf, y: number, title: string | undefined): number => {
  if (!title) return y;
  y = room(pdf, y, 40);
  setFont(pdf, 'bold', SIZE.heading).text(title, MARGIN, y, { width: WIDTH });
  return pdf.y + 2;
};

const gridBoxes = (fields: readonly DocField[]) => fields.map((f) => ({ label: f.label, text: f.value }));

const columnWidths = (columns: readonly DocColumn[]) => {
  const total = columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => (c.width / total) * WIDTH);
};

type RowStyle = 'head' | 'body' | 'total';

const rowFont = (pdf: Pdf, style: RowStyle) =>
  setFont(
    pdf,
    style === 'body' ? 'regular' : 'bold',
    style === 'head' ? SIZE.label : SIZE.text,
    style === 'head' ? MUTED : INK,
  );

const rowHeight = (pdf: Pdf, columns: readonly DocColumn[], cells: readonly string[], style: RowStyle): number => {
  const widths = columnWidths(columns);
  rowFont(pdf, style);
  return Math.max(...cells.map((c, i) => heightOf(pdf, c, (widths[i] ?? 0) - 2 * PAD))) + 2 * PAD;
};

/** One table row at `y` (which the caller made room for); answers the y below it. */
const drawRow = (pdf: Pdf, y: number, columns: readonly DocColumn[], cells: readonly string[], style: RowStyle) => {
  const widths = columnWidths(columns);
  const height = rowHeight(pdf, columns, cells, style);
  if (style !== 'body') pdf.rect(MARGIN, y, WIDTH, height).fill(FILL);
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const w = widths[i] ?? 0;
    rowFont(pdf, style).text(cell, x + PAD, y + PAD, { width: w - 2 * PAD, align: columns[i]?.align ?? 'left' });
    x += w;
  });
  pdf
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + WIDTH, y + height)
    .stroke();
  return y + height;
};

/** A table's rows; one that does not fit starts a new page under the column heads again. */
const drawTable = (pdf: Pdf, y: number, section: Extract<DocSection, { kind: 'table' }>): number => {
  const head = section.columns.map((c) => c.label);
  y = room(pdf, y, rowHeight(pdf, section.columns, head, 'head') + 20);
  y = drawRow(pdf, y, section.columns, head, 'head');
  const rows: [readonly string[], RowStyle][] = section.rows.map((r) => [r, 'body']);
  if (section.totals) rows.push([section.totals, 'total']);
  for (const [cells, style] of rows) {
    if (y + rowHeight(pdf, section.columns, cells, style) > BOTTOM) {
      pdf.addPage();
      y = drawRow(pdf, MARGIN, section.columns, head, 'head');
    }
    y = drawRow(pdf, y, section.columns, cells, style);
  }
  return y + 8;
};

const drawSection = (pdf: Pdf, y: number, section: DocSection): number => {
  y = drawSectionTitle(pdf, y, section.title);
  if (section.kind === 'grid') return drawBoxes(pdf, y, gridBoxes(section.fields), section.columns);
  return drawTable(pdf, y, section);
};

const drawTerms = (pdf: Pdf, y: number, doc: DocumentModel): number => {
  y = drawSectionTitle(pdf, y, doc.terms.title);
  setFont(pdf, 'regular', SIZE.label, MUTED);
  for (const p of doc.terms.paragraphs) {
    y = room(pdf, y, heightOf(pdf, p, WIDTH));
    pdf.text(p, MARGIN, y, { width: WIDTH });
    y = pdf.y + 2;
  }
  y = room(pdf, y + 10, 30);
  setFont(pdf, 'regular', SIZE.text);
  for (const line of doc.signature) {
    pdf.text(line, MARGIN + WIDTH / 2, y, { width: WIDTH / 2, align: 'right' });
    y = pdf.y + 1;
  }
  return y;
};

/** Page numbers and the print time at the foot of every page, once all pages are known. */
const drawFooters = (pdf: Pdf, doc: DocumentModel, printedAt: Date) => {
  const { start, count } = pdf.bufferedPageRange();
  const time = printedAt.toISOString().slice(0, 16).replace('T', ' ');
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // The foot lies below the text area: without this pdfkit would start a page for it.
    pdf.page.margins.bottom = 0;
    const y = PAGE.height - MARGIN - SIZE.label;
    setFont(pdf, 'regular', SIZE.label, MUTED);
    pdf.text(`${doc.title} · ${doc.barcode.value}`, MARGIN, y, { width: WIDTH / 2, lineBreak: false });
    pdf.text(
      `${translate(doc.lang, 'ops.documents.labels.printed', { time })}   ${translate(doc.lang, 'ops.documents.labels.page', { page: i - start + 1, pages: count })}`,
      MARGIN + WIDTH / 2,
      y,
      { width: WIDTH / 2, align: 'right', lineBreak: false },
    );
  }
};

/**
 * A document as an A4 PDF: the header with the barcode, the parties, the sections in order, the
 * terms and the signature, with page numbers. The font is embedded as a subset of the glyphs the
 * document prints.
 */
export const renderDocument = (doc: DocumentModel, printedAt = new Date()): Promise<Buffer> => {
  const fonts = documentFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // No built-in font: every glyph comes from the embedded Noto Sans SC.
    font: null as unknown as undefined,
    lang: doc.lang === 'zh_cn' ? 'zh-CN' : 'en-US',
    info: { Title: `${doc.title} ${doc.barcode.value}`, Author: doc.issuer.name, Subject: doc.title },
  });
  pdf.registerFont('regular', fonts.regular as unknown as FontSource);
  pdf.registerFont('bold', fonts.bold as unknown as FontSource);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = drawHeader(pdf, doc);
  if (doc.parties.length > 0) {
    y = drawBoxes(
      pdf,
      y,
      doc.parties.map((p) => ({ label: p.label, text: p.lines.join('\n') })),
      Math.min(3, doc.parties.length),
    );
  }
  for (const section of doc.sections) y = drawSection(pdf, y, section);
  drawTerms(pdf, y, doc);
  drawFooters(pdf, doc, printedAt);
  pdf.end();
  return done;
};
