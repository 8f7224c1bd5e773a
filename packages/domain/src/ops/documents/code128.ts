/**
 * Code 128 (ISO/IEC 15417) for the numbers printed on documents: a bill or shipment number as
 * bars a warehouse scanner reads. Code set B carries printable ASCII; runs of digits switch to
 * code set C, two digits a symbol, so long numbers stay short.
 */

/** Bar and space widths of symbols 0..105 (in modules, bar first) and the stop symbol (106). */
// biome-ignore format: the table reads as the standard prints it, ten symbols a line
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

/** Digits from `at` on in `text`. */
const digitRun = (text: string, at: number): number => {
  let n = 0;
  while (at + n < text.length && text.charCodeAt(at + n) >= 48 && text.charCodeAt(at + n) <= 57) n++;
  return n;
};

/**
 * The symbol values of `text`, start and check symbol included, stop left out. Code set C where
 * it saves symbols: a text that opens with four or more digits (or is two digits), and inside the
 * text a run of six or more (four or more at its end); set B for everything else.
 */
export const code128Values = (text: string): number[] => {
  if (text.length === 0) throw new Error('Code 128: nothing to encode');
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (ch.length !== 1 || c < 32 || c > 126) throw new Error(`Code 128: cannot encode ${JSON.stringify(ch)}`);
  }
  const values: number[] = [];
  const lead = digitRun(text, 0);
  let set: 'B' | 'C' = lead >= 4 || (lead === 2 && text.length === 2) ? 'C' : 'B';
  values.push(set === 'C' ? START_C : START_B);
  let i = 0;
  while (i < text.length) {
    if (set === 'C') {
      if (digitRun(text, i) >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      values.push(CODE_B);
      set = 'B';
      continue;
    }
    const run = digitRun(text, i);
    if (run >= 6 || (run >= 4 && i + run === text.length)) {
      // An odd run keeps its first digit in set B, so set C gets pairs only.
      if (run % 2 === 1) {
        values.push(text.charCodeAt(i) - 32);
        i++;
      }
      values.push(CODE_C);
      set = 'C';
      continue;
    }
    values.push(text.charCodeAt(i) - 32);
    i++;
  }
  const check = values.reduce((sum, v, k) => sum + v * Math.max(k, 1), 0) % 103;
  values.push(check);
  return values;
};

/**
 * The bars of `text` as module widths, bar first, alternating bar and space: start, data, check
 * symbol, stop (with its final bar). A renderer draws the odd positions dark.
 */
export const code128Widths = (text: string): number[] =>
  [...code128Values(text), STOP].flatMap((v) => [...(CODE128_PATTERNS[v] ?? '')].map(Number));

/** Reads widths back into the text they encode, or null when they are not valid Code 128. */
export const decodeCode128 = (widths: readonly number[]): string | null => {
  const byPattern = new Map(CODE128_PATTERNS.map((p, v) => [p, v]));
  if (widths.length < 6 * 3 + 7 || (widths.length - 7) % 6 !== 0) return null;
  const values: number[] = [];
  for (let k = 0; k < widths.length - 7; k += 6) {
    const v = byPattern.get(widths.slice(k, k + 6).join(''));
    if (v === undefined || v === STOP) return null;
    values.push(v);
  }
  if (widths.slice(-7).join('') !== CODE128_PATTERNS[STOP]) return null;
  const check = values.pop();
  const sum = values.reduce((s, v, k) => s + v * Math.max(k, 1), 0) % 103;
  if (check !== sum) return null;
  let set: 'B' | 'C' | null = null;
  let out = '';
  for (const [k, v] of values.entries()) {
    if (k === 0) {
      set = v === START_B ? 'B' : v === START_C ? 'C' : null;
      if (!set) return null;
      continue;
    }
    if (set === 'C') {
      if (v < 100) out += String(v).padStart(2, '0');
      else if (v === CODE_B) set = 'B';
      else return null;
    } else if (v < 96) out += String.fromCharCode(v + 32);
    else if (v === CODE_C) set = 'C';
    else return null;
  }
  return out;
};
