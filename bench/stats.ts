import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Summary = { n: number; p50: number; p95: number; p99: number; mean: number; min: number; max: number };

const quantile = (sorted: number[], q: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
};

const round = (v: number) => Math.round(v * 1000) / 1000;

export const summarize = (samples: number[]): Summary => {
  const s = [...samples].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: round(quantile(s, 0.5)),
    p95: round(quantile(s, 0.95)),
    p99: round(quantile(s, 0.99)),
    mean: round(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)),
    min: round(s[0] ?? Number.NaN),
    max: round(s[s.length - 1] ?? Number.NaN),
  };
};

export type Case = {
  name: string;
  unit: 'ms';
  subject: Summary;
  baseline: Summary;
  baselineName: string;
  ratioP50: number;
  ratioP95: number;
};

export const compare = (name: string, subject: number[], baselineName: string, baseline: number[]): Case => {
  const s = summarize(subject);
  const b = summarize(baseline);
  return {
    name,
    unit: 'ms',
    subject: s,
    baseline: b,
    baselineName,
    ratioP50: round(s.p50 / b.p50),
    ratioP95: round(s.p95 / b.p95),
  };
};

/** Times fn n times after a warm-up, interleaving nothing else; returns milliseconds. */
export const sample = async (
  n: number,
  fn: (i: number) => Promise<unknown>,
  warmup = Math.min(20, n),
): Promise<number[]> => {
  for (let i = 0; i < warmup; i++) await fn(i);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    out.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return out;
};

export const printCase = (c: Case): void => {
  const f = (s: Summary) => `p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  (n=${s.n})`;
  console.log(
    `  ${c.name}\n    subject : ${f(c.subject)}\n    baseline: ${f(c.baseline)}  [${c.baselineName}]\n    ratio   : p50 x${c.ratioP50}  p95 x${c.ratioP95}`,
  );
};

export const writeResult = (name: string, result: unknown): string => {
  const dir = path.resolve(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
};
