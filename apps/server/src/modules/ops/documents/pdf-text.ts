import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader extracts it (pdf.js), page by page with lines joined by spaces:
 * what the tests read back to prove a document prints what it should, in either language.
 */
export const pdfText = async (pdf: Uint8Array): Promise<{ pages: number; text: string }> => {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join(' ') };
};
