import { pageByUrl } from '@tidemark/domain';
import { describe, expect, it } from 'vitest';
import { offeredDownloads } from './record-downloads';

describe('the downloads a record offers', () => {
  const page = pageByUrl('tracking');
  if (!page) throw new Error('no tracking page');

  it('offers a shipment’s house bill to anyone and its manifest to staff, from the record’s numbers', () => {
    const record = { id: 1, shipmentNo: 'S000000001', masterBill: 'MAEU262418073' };
    expect(offeredDownloads(page, record, 'staff')).toEqual([
      { def: expect.objectContaining({ key: 'houseBill' }), query: { shipmentNo: 'S000000001' } },
      { def: expect.objectContaining({ key: 'manifest' }), query: { masterBill: 'MAEU262418073' } },
    ]);
    expect(offeredDownloads(page, record, 'customer').map((d) => d.def.key)).toEqual(['houseBill']);
  });

  it('leaves out a download whose number the record does not hold', () => {
    const keys = offeredDownloads(page, { id: 2, shipmentNo: 'S000000002', masterBill: null }, 'staff').map(
      (d) => d.def.key,
    );
    expect(keys).toEqual(['houseBill']);
    expect(offeredDownloads({ ...page, downloads: [] }, { id: 3, shipmentNo: 'S3' }, 'staff')).toEqual([]);
  });
});
