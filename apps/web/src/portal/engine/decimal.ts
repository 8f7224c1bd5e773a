/**
 * Money and other decimals travel as strings ('1234.5') and are shown and summed on their digits,
 * never through floating point, so 0.1 + 0.2 is 0.3 and large amounts keep every cent.
 */
const DECIMAL = /^(-?)(\d{1,30})(?:\.(\d{0,30}))?$/;

export const isDecimal = (value: string, maxFraction = 6): boolean => {
  const m = DECIMAL.exec(value.trim());
  return m !== null && (m[3] ?? '').length <= maxFraction;
};

/** Adds one to a string of digits. */
const increment = (digits: string): string => {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
};

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A decimal string with thousands separators and exactly `fraction` digits after the point,
 * rounded half away from zero; null when the text is not a decimal.
 */
export const formatDecimal = (value: unknown, fraction: number): string | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const sign = m[1] ?? '';
  let whole = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  let frac = m[3] ?? '';
  if (frac.length > fraction) {
    const roundUp = Number(frac.charAt(fraction)) >= 5;
    frac = frac.slice(0, fraction);
    if (roundUp) {
      const bumped = increment(`${whole}${frac}`);
      whole = bumped.slice(0, bumped.length - fraction) || '0';
      frac = fraction > 0 ? bumped.slice(bumped.length - fraction) : '';
    }
  } else frac = frac.padEnd(fraction, '0');
  const zero = /^0*$/.test(whole) && /^0*$/.test(frac);
  return `${zero ? '' : sign}${group(whole)}${fraction > 0 ? `.${frac}` : ''}`;
};

/** A decimal as an integer count of 10^-scale units. */
const toUnits = (text: string, scale: number): bigint | null => {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const units = BigInt(`${m[2] ?? '0'}${(m[3] ?? '').padEnd(scale, '0')}`);
  return m[1] === '-' ? -units : units;
};

/** The exact sum of decimal strings (blank values are skipped); null when one is not a decimal. */
export const sumDecimals = (values: readonly unknown[]): string | null => {
  const texts = values.filter((v) => v !== null && v !== undefined && v !== '').map((v) => String(v));
  let scale = 0;
  for (const t of texts) {
    const m = DECIMAL.exec(t.trim());
    if (!m) return null;
    scale = Math.max(scale, (m[3] ?? '').length);
  }
  let total = 0n;
  for (const t of texts) {
    const units = toUnits(t, scale);
    if (units === null) return null;
    total += units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${frac}` : ''}`;
};
