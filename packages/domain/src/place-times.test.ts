import { describe, expect, it } from 'vitest';
import { RESOURCES } from './areas';

describe('times that happen at a place', () => {
  it('name a port field of their own resource, and a zone field when they have one', () => {
    let declared = 0;
    for (const res of RESOURCES) {
      const byName = new Map(res.fields.map((f) => [f.name, f]));
      for (const f of res.fields) {
        if (!f.place) continue;
        declared++;
        expect(f.type, `${res.name}.${f.name}`).toBe('datetime');
        expect(byName.get(f.place.port)?.type, `${res.name}.${f.name} port`).toBe('port');
        if (f.place.zone) expect(byName.has(f.place.zone), `${res.name}.${f.name} zone`).toBe(true);
      }
    }
    expect(declared).toBeGreaterThanOrEqual(10);
  });
});
