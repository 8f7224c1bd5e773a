import { shipmentResource } from '@tidemark/domain/tracking/desk/resources';
import { describe, expect, it } from 'vitest';
import { detailFields } from './detail-screen';

describe('the detail screen', () => {
  it('shows a shipment’s data, not the quick filters it may be found by', () => {
    const names = detailFields(shipmentResource).map((f) => f.name);
    expect(names).toContain('shipmentNo');
    expect(names).toContain('etd');
    for (const name of ['quickFilter', 'inLast5Weeks', 'inLast7Weeks', 'pendingDo10d', 'pendingDo21d', 'lfdDue']) {
      expect(names).not.toContain(name);
    }
  });
});
