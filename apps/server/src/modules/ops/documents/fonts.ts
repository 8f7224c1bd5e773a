import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The one typeface of every document: Noto Sans SC (SIL Open Font License), which sets Latin and
 * Chinese alike, shipped as TrueType files by an npm package so `npm ci` brings it and no system
 * font is assumed. TrueType outlines subset quickly and small: a document embeds only the glyphs
 * it prints (tens of kilobytes), never the 10 MB file.
 */
const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type DocumentFonts = { regular: fontkit.Font; bold: fontkit.Font };

let loaded: DocumentFonts | null = null;

const open = (specifier: string): fontkit.Font => {
  const file = createRequire(import.meta.url).resolve(specifier);
  const font = fontkit.create(readFileSync(file));
  if (!('layout' in font)) throw new Error(`${specifier} is a font collection, not one font`);
  return font;
};

/**
 * The fonts, read and parsed once per process on the first document: the parsed font keeps its
 * glyph and layout caches, so later documents reuse them.
 */
export const documentFonts = (): DocumentFonts => {
  loaded ??= { regular: open(FILES.regular), bold: open(FILES.bold) };
  return loaded;
};
