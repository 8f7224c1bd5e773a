import { describe, expect, it } from 'vitest';
import { makeContainerNumber } from '../../reference/container-number';
import {
  allowedActions,
  type BookingCheck,
  batchRefusal,
  bookingChecklist,
  editRefusal,
  isBlockedForSpaceAllocation,
  isPhone,
  missingItems,
  transitionRefusal,
} from './rules';
import { bookingCreateSchema, containerCreateSchema } from './schemas';

const party = (role: string, name: string) => ({
  [`${role}Name`]: name,
  [`${role}Address`]: '88 Century Avenue',
  [`${role}Country`]: 'CN',
  [`${role}City`]: 'Shanghai',
});

const complete: BookingCheck = {
  mode: 'SEA',
  loadType: 'FCL',
  companyId: 7,
  ...party('shipper', 'Harbour Lights Trading'),
  ...party('consignee', 'Pacific Gate Imports'),
  ...party('notify', 'Pacific Gate Imports'),
  shipperPhone: '021-12345678',
  shipperEmail: 'export@harbour.example',
  originPort: 'CNSHA',
  destinationPort: 'USLAX',
  etd: '2026-12-01T10:00:00+08:00',
  eta: '2026-12-16T08:00:00-08:00',
  carrierCode: 'MAEU',
  marks: 'N/M',
  packages: 120,
  packageType: 'CTN',
  grossWeightKg: '8400',
  volumeCbm: 56,
  goodsDescription: 'LED desk lamps',
  incoterm: 'FOB',
  freightTerm: 'prepaid',
  paymentTerm: 'at_origin',
  containers: [{ isoType: '40HC', containerNo: makeContainerNumber('MSKU', 702517), sealNo: 'NONE' }],
  packingLines: 0,
};

const keys = (b: BookingCheck) => missingItems(b).map((i) => i.key);

describe('booking checklist', () => {
  it('holds for a complete FCL booking', () => {
    expect(keys(complete)).toEqual([]);
    expect(bookingChecklist(complete).every((i) => i.ok)).toBe(true);
  });

  it('names each missing item on its field', () => {
    const missing = missingItems({ ...complete, shipperAddress: ' ', etd: null, carrierCode: '', incoterm: null });
    expect(missing.map((i) => [i.key, i.field])).toEqual([
      ['shipper', 'shipperName'],
      ['etd', 'etd'],
      ['carrier', 'carrierCode'],
      ['incoterm', 'incoterm'],
    ]);
  });

  it('wants ports as 5-letter UN/LOCODEs, different from each other', () => {
    expect(keys({ ...complete, originPort: 'SHA' })).toEqual(['originPort']);
    expect(keys({ ...complete, destinationPort: 'CNSHA' })).toEqual(['samePorts']);
  });

  it('wants an ETA after the ETD', () => {
    expect(keys({ ...complete, eta: '2026-11-30T10:00:00+08:00' })).toEqual(['eta']);
  });

  it('wants marks filled, NONE or N/M when there are none', () => {
    expect(keys({ ...complete, marks: '' })).toEqual(['marks']);
    expect(keys({ ...complete, marks: 'NONE' })).toEqual([]);
  });

  it('wants containers numbered and sealed for FCL, packing for LCL and air', () => {
    expect(keys({ ...complete, containers: [] })).toEqual(['containers']);
    expect(
      keys({
        ...complete,
        containers: [
          { isoType: '40HC', containerNo: `${makeContainerNumber('MSKU', 702517).slice(0, 10)}9`, sealNo: 'S1' },
        ],
      }),
    ).toEqual(['containerNumbers']);
    expect(keys({ ...complete, containers: [{ ...complete.containers[0], sealNo: '' } as never] })).toEqual(['seals']);
    expect(keys({ ...complete, loadType: 'LCL', containers: [] })).toEqual(['packing']);
    expect(keys({ ...complete, loadType: 'LCL', containers: [], packingLines: 2 })).toEqual([]);
    expect(keys({ ...complete, mode: 'AIR', loadType: 'FCL' })).toContain('loadType');
    expect(keys({ ...complete, mode: 'AIR', loadType: 'AIR', containers: [], packingLines: 1 })).toEqual([]);
  });

  it('refuses contacts in the wrong format', () => {
    expect(keys({ ...complete, consigneePhone: '12345' })).toEqual(['partyContacts']);
    expect(keys({ ...complete, notifyEmail: 'not-an-address' })).toEqual(['partyContacts']);
    expect(keys({ ...complete, consigneePhone: '13912345678' })).toEqual([]);
  });
});

describe('booking transitions', () => {
  it('lets customers only submit their drafts', () => {
    expect(transitionRefusal('customer', 'submit', 'draft')).toBeNull();
    expect(transitionRefusal('customer', 'confirm', 'submitted')).toBe('ops.bookings.errors.staffOnly');
    expect(transitionRefusal('customer', 'cancel', 'draft')).toBe('ops.bookings.errors.staffOnly');
    expect(allowedActions('customer', 'draft')).toEqual(['submit']);
    expect(allowedActions('customer', 'submitted')).toEqual([]);
  });

  it('moves staff through planning, Pending SR and S/R decrease to confirmed or cancelled', () => {
    expect(allowedActions('staff', 'submitted')).toEqual(['plan', 'pendingSr', 'srDecrease', 'confirm', 'cancel']);
    expect(allowedActions('staff', 'pending_sr')).toEqual(['plan', 'srDecrease', 'confirm', 'cancel']);
    expect(allowedActions('staff', 'confirmed')).toEqual([]);
    expect(transitionRefusal('staff', 'submit', 'submitted')).toBe('ops.bookings.errors.notFromState');
    expect(transitionRefusal('staff', 'explode', 'draft')).toBe('ops.bookings.errors.unknownAction');
  });

  it('locks confirmed and cancelled bookings, and submitted ones for customers', () => {
    expect(editRefusal('staff', 'pending_sr')).toBeNull();
    expect(editRefusal('staff', 'confirmed')).toBe('ops.bookings.errors.closed');
    expect(editRefusal('customer', 'cancelled')).toBe('ops.bookings.errors.closed');
    expect(editRefusal('customer', 'submitted')).toBe('ops.bookings.errors.submittedLocked');
    expect(editRefusal('customer', 'draft')).toBeNull();
  });

  it('blocks space allocation while pending planning, Pending SR or S/R decrease', () => {
    expect(['pending_planning', 'pending_sr', 'sr_decrease'].every(isBlockedForSpaceAllocation)).toBe(true);
    expect(['draft', 'submitted', 'confirmed', 'cancelled'].some(isBlockedForSpaceAllocation)).toBe(false);
  });
});

describe('batch rule', () => {
  it('refuses bookings of different container types', () => {
    expect(batchRefusal([{ containerTypes: ['40HC'] }, { containerTypes: ['20GP'] }])).toBe(
      'ops.bookings.errors.mixedContainerTypes',
    );
    expect(batchRefusal([{ containerTypes: ['40HC', '20GP'] }])).toBe('ops.bookings.errors.mixedContainerTypes');
    expect(
      batchRefusal([{ containerTypes: ['40HC'] }, { containerTypes: ['40HC'] }, { containerTypes: [] }]),
    ).toBeNull();
  });
});

describe('SPEC §5 formats on the booking form', () => {
  const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('takes mobiles of 11 digits starting with 1 and landlines', () => {
    expect(isPhone('13912345678')).toBe(true);
    expect(isPhone('021-12345678')).toBe(true);
    expect(isPhone('23912345678')).toBe(false);
  });

  it('answers format errors on their fields', () => {
    const r = bookingCreateSchema.safeParse({
      mode: 'SEA',
      loadType: 'FCL',
      shipperEmail: 'x@',
      consigneePhone: '555',
      originPort: 'Shanghai',
    });
    expect(issues(r)).toEqual({
      shipperEmail: 'validation.email',
      consigneePhone: 'ops.bookings.errors.phone',
      originPort: 'ops.bookings.errors.unlocode',
    });
  });

  it('checks container numbers by their ISO 6346 check digit and writes NONE or N/M in capitals', () => {
    expect(
      issues(containerCreateSchema.safeParse({ bookingId: 1, isoType: '20GP', containerNo: 'MSKU7025170' })),
    ).toEqual({
      containerNo: 'validation.containerNumber',
    });
    const good = makeContainerNumber('MSKU', 702517);
    const ok = containerCreateSchema.parse({
      bookingId: '1',
      isoType: '20GP',
      containerNo: good.toLowerCase(),
      sealNo: 'n/m',
    });
    expect(ok).toMatchObject({ containerNo: good, sealNo: 'N/M' });
  });
});
