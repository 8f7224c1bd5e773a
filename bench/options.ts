/**
 * Command-line options of the benchmarks, `--name value` or `--name=value`, after the names of
 * the benchmarks to run (`npm run bench -- load --duration 10`).
 */
const args = process.argv.slice(2);

/** Arguments that are neither an option nor an option's value: the benchmarks named. */
export const benchmarkNames = (): string[] =>
  args.filter((a, i) => !a.startsWith('-') && !(i > 0 && /^--[^=]+$/.test(args[i - 1] ?? '')));

/** A numeric option, or the fallback when it is not given; anything else than a positive number ends the run. */
export const numberOption = (name: string, fallback: number): number => {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const arg = args[i] as string;
  const text = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[i + 1];
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} takes a positive number, not ${text ?? 'nothing'}`);
    process.exit(2);
  }
  return value;
};
