import { describe, expect, it } from 'vitest';
import { periodInstants } from './sql';

const iso = (r: { start: Date; end: Date }) => [r.start.toISOString(), r.end.toISOString()];

describe("a desk period on the user's clock", () => {
  it("spans the user's whole days, both included", () => {
    expect(iso(periodInstants({ from: '2026-11-26', to: '2026-11-26' }, 'Asia/Shanghai', 90))).toEqual([
      '2026-11-25T16:00:00.000Z',
      '2026-11-26T16:00:00.000Z',
    ]);
    expect(iso(periodInstants({ from: '2026-11-20', to: '2026-11-26' }, 'America/Los_Angeles', 90))).toEqual([
      '2026-11-20T08:00:00.000Z',
      '2026-11-27T08:00:00.000Z',
    ]);
  });

  it("ends today on the user's clock when open, and starts the default days before", () => {
    // 01:00 on 26 November in Shanghai is still the 25th in UTC.
    const now = new Date('2026-11-25T17:00:00Z');
    expect(iso(periodInstants({}, 'Asia/Shanghai', 90, now))).toEqual([
      '2026-08-27T16:00:00.000Z',
      '2026-11-26T16:00:00.000Z',
    ]);
    expect(iso(periodInstants({ from: '2026-11-01' }, 'UTC', 90, now))).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-26T00:00:00.000Z',
    ]);
  });
});
