import { describe, expect, it } from 'vitest';
import { trackingNodes } from './nodes';

const at = (h: number) => new Date(Date.UTC(2026, 10, 1, h));
const event = (id: number, containerId: number | null, leg: string, code: string, h: number, location = 'CNSHA') => ({
  id,
  containerId,
  code,
  status: 1,
  leg,
  location,
  occurredAt: at(h),
});

describe('tracking nodes', () => {
  it('make one node per container and leg, counting its events from the first to the latest', () => {
    const nodes = trackingNodes([
      event(1, 10, 'first_mile', 'EMPTY_RELEASED', 1),
      event(2, 11, 'first_mile', 'EMPTY_RELEASED', 2),
      event(3, 10, 'first_mile', 'GATE_IN', 4),
      event(4, 10, 'in_transit', 'DEPARTED', 8),
      event(5, 10, 'in_transit', 'ARRIVED', 30, 'USLAX'),
    ]);
    expect(nodes).toEqual([
      expect.objectContaining({
        containerId: 10,
        leg: 'first_mile',
        eventCount: 2,
        startedAt: at(1),
        lastAt: at(4),
        lastEventId: 3,
        lastCode: 'GATE_IN',
      }),
      expect.objectContaining({ containerId: 11, leg: 'first_mile', eventCount: 1, lastEventId: 2 }),
      expect.objectContaining({
        containerId: 10,
        leg: 'in_transit',
        eventCount: 2,
        startedAt: at(8),
        lastEventId: 5,
        lastLocation: 'USLAX',
      }),
    ]);
  });

  it('take the latest event by time, then by id, whatever the order they arrive in', () => {
    const [node] = trackingNodes([
      event(7, null, 'last_mile', 'DELIVERED', 9),
      event(6, null, 'last_mile', 'OUT_GATE', 5),
      event(8, null, 'last_mile', 'POD', 9),
    ]);
    expect(node).toMatchObject({
      containerId: null,
      eventCount: 3,
      startedAt: at(5),
      lastAt: at(9),
      lastEventId: 8,
      lastCode: 'POD',
    });
  });
});
