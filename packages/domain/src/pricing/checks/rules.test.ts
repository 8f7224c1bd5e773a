import { describe, expect, it } from 'vitest';
import {
  type BookingTerms,
  checkedDay,
  confirmationOutcome,
  confirmedCodes,
  type QuotationTerms,
  quotationWarnings,
  sailingDay,
} from './rules';

const quotation: QuotationTerms = {
  carrierCode: 'COSU',
  spaceType: 'FAK',
  equipment: '40HC',
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
};

/** A booking that matches the quotation in every respect. */
const booking: BookingTerms = {
  carrierCode: 'COSU',
  spaceType: 'FAK',
  originPort: 'CNSHA',
  etd: '2026-12-10T18:00:00+08:00',
  cargoReadyDate: '2026-12-04',
  containerTypes: ['40HC'],
};

const codes = (b: Partial<BookingTerms>, q: Partial<QuotationTerms> = {}) =>
  quotationWarnings({ ...booking, ...b }, { ...quotation, ...q }, '2026-11-30').map((w) => w.code);

describe('the quotation checks of a booking', () => {
  it('finds nothing when the booking matches its quotation', () => {
    expect(codes({})).toEqual([]);
  });

  it('warns of an expired quotation and of one not yet effective, on the sailing day at the port', () => {
    expect(codes({ etd: '2027-01-02T10:00:00+08:00' })).toEqual(['validity']);
    expect(codes({ etd: '2026-11-28T10:00:00+08:00' })).toEqual(['validity']);
    const [late] = quotationWarnings({ ...booking, etd: '2027-01-02T10:00:00+08:00' }, quotation, '2026-11-30');
    expect(late?.params).toMatchObject({ day: '2027-01-02', state: 'expired' });
    // 06:00 in Shanghai on 1 December is still 30 November in UTC: the port's day counts.
    expect(sailingDay('2026-11-30T22:00:00Z', 'CNSHA')).toBe('2026-12-01');
    expect(codes({ etd: '2026-11-30T22:00:00Z' })).toEqual([]);
    // The last day of validity is still valid.
    expect(codes({ etd: '2026-12-31T20:00:00+08:00' })).toEqual([]);
  });

  it('checks the cargo ready date when there is no ETD, and today when there is neither', () => {
    expect(checkedDay({ ...booking, etd: null }, '2026-11-30')).toBe('2026-12-04');
    expect(codes({ etd: null, cargoReadyDate: '2027-01-05' })).toEqual(['validity']);
    expect(codes({ etd: null, cargoReadyDate: null })).toEqual(['validity']);
    expect(quotationWarnings({ ...booking, etd: null, cargoReadyDate: null }, quotation, '2026-12-02')).toEqual([]);
  });

  it('needs a confirmation when the carriers differ, not when one of them names none', () => {
    expect(codes({ carrierCode: 'MAEU' })).toEqual(['carrier']);
    expect(codes({ carrierCode: 'cosu ' })).toEqual([]);
    expect(codes({ carrierCode: null })).toEqual([]);
    expect(codes({}, { carrierCode: null })).toEqual([]);
  });

  it('warns of another space type, and of the default FAK when none is preferred', () => {
    expect(codes({ spaceType: 'premium' })).toEqual(['spaceType']);
    expect(codes({ spaceType: null })).toEqual(['defaultFak']);
    expect(codes({ spaceType: '' })).toEqual(['defaultFak']);
    // The default FAK is compared with the quotation's space too.
    expect(codes({ spaceType: null }, { spaceType: 'contract' })).toEqual(['spaceType', 'defaultFak']);
  });

  it('warns of containers of another type than the quotation, not of an equipment that is no container', () => {
    expect(codes({ containerTypes: ['40HC', '20GP'] })).toEqual(['equipment']);
    expect(
      quotationWarnings({ ...booking, containerTypes: ['20GP', '40GP'] }, quotation, '2026-11-30')[0]?.params,
    ).toEqual({ booking: '20GP, 40GP', quotation: '40HC' });
    expect(codes({ containerTypes: [] })).toEqual([]);
    expect(codes({ containerTypes: ['40HC'] }, { equipment: 'LCL' })).toEqual([]);
    expect(codes({ containerTypes: ['40HC'] }, { equipment: null })).toEqual([]);
  });

  it('lists every warning together, in one order', () => {
    expect(
      codes(
        { carrierCode: 'MAEU', spaceType: null, etd: '2027-02-01T10:00:00+08:00', containerTypes: ['20GP'] },
        { spaceType: 'premium' },
      ),
    ).toEqual(['validity', 'carrier', 'spaceType', 'equipment', 'defaultFak']);
  });
});

describe('the confirmation of quotation warnings', () => {
  const warnings = quotationWarnings({ ...booking, carrierCode: 'MAEU', spaceType: null }, quotation, '2026-11-30');

  it('lets a write without warnings through, whatever it confirms', () => {
    expect(confirmationOutcome([], [], null)).toEqual({ record: '' });
    expect(confirmationOutcome([], ['carrier'], null)).toEqual({ record: '' });
  });

  it('refuses warnings nobody confirmed', () => {
    expect(confirmationOutcome(warnings, [], null)).toBeNull();
  });

  it('takes a confirmation of exactly the warnings there are, in any order', () => {
    expect(confirmationOutcome(warnings, ['defaultFak', 'carrier'], null)).toEqual({ record: 'carrier,defaultFak' });
    expect(confirmationOutcome(warnings, confirmedCodes('carrier,defaultFak'), null)).toEqual({
      record: 'carrier,defaultFak',
    });
  });

  it('refuses a confirmation of fewer or of other warnings', () => {
    expect(confirmationOutcome(warnings, ['carrier'], null)).toBeNull();
    expect(confirmationOutcome(warnings, ['carrier', 'defaultFak', 'validity'], null)).toBeNull();
  });

  it('keeps warnings confirmed earlier on the booking, and asks again for a new one', () => {
    expect(confirmationOutcome(warnings, [], 'carrier,defaultFak')).toEqual({ record: 'carrier,defaultFak' });
    expect(confirmationOutcome(warnings.slice(0, 1), [], 'carrier,defaultFak')).toEqual({ record: 'carrier' });
    expect(confirmationOutcome(warnings, [], 'carrier')).toBeNull();
  });

  it('reads confirmations repeated or comma-joined', () => {
    expect(confirmedCodes(['carrier', 'validity,defaultFak', ' '])).toEqual(['carrier', 'validity', 'defaultFak']);
    expect(confirmedCodes(undefined)).toEqual([]);
  });
});
