import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { type DemoSeed, moduleOf } from './module';

const demo: DemoSeed = {
  seed: 1,
  asOf: new Date('2026-11-27T00:00:00Z'),
  shipments: 0,
  companies: 0,
  batchSize: 1,
  users: false,
};

/** Parts that log when their demo data starts and ends, each taking a few milliseconds. */
const recorder = () => {
  const log: string[] = [];
  const part = (name: string, alongside: boolean) => ({
    seedAlongside: alongside,
    seed: async () => {
      log.push(`${name}+`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      log.push(`${name}-`);
    },
  });
  return { log, part };
};

describe('demo data of a module made of parts', () => {
  it('seeds parts in order, and a run of parts seeded alongside side by side on a server', async () => {
    const { log, part } = recorder();
    const module = moduleOf('area', [part('a', false), part('b', true), part('c', true), part('d', false)]);
    await module.seed?.({ kind: 'postgres' } as Database, demo);
    expect(log.slice(0, 2)).toEqual(['a+', 'a-']);
    expect(log.slice(-2)).toEqual(['d+', 'd-']);
    const middle = log.slice(2, 6);
    expect([...middle].sort()).toEqual(['b+', 'b-', 'c+', 'c-']);
    if (availableParallelism() > 1) expect(middle).toEqual(['b+', 'c+', 'b-', 'c-']);
  });

  it('seeds them one after the other on the embedded database', async () => {
    const { log, part } = recorder();
    const module = moduleOf('area', [part('a', true), part('b', true), part('c', false)]);
    await module.seed?.({ kind: 'pglite' } as Database, demo);
    expect(log).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
  });
});
