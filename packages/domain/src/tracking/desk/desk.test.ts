import { describe, expect, it } from 'vitest';
import { DICTIONARIES, isKnownDictType, MENU_PAGES, PAGES, RESOURCES, resourceByName } from '../../areas';
import { hasKey } from '../../i18n';
import {
  averagesSchema,
  BULK_LOOKUP_MAX,
  bulkLookupSchema,
  lfdBucketOf,
  qualitySchema,
  splitNumbers,
} from './analysis';
import { TRACKING_DESK_PAGES } from './pages';
import { QUICK_FILTER_FIELDS, QUICK_FILTERS } from './quick-filters';
import { shipmentResource, TRACKING_DESK_RESOURCES } from './resources';

const DESK_URLS = [
  'tracking',
  'ansellTracking',
  'LegTracking',
  'findTrackingNoList',
  'checkTracking',
  'containerReport',
  'LFDControl',
  'TrackingAverageDay',
  'LegAverageDay',
];

describe('tracking desk definitions', () => {
  it('are in the registry and the tracking menu', () => {
    for (const r of TRACKING_DESK_RESOURCES) expect(RESOURCES).toContain(r);
    expect(TRACKING_DESK_PAGES.map((p) => p.url).sort()).toEqual([...DESK_URLS].sort());
    for (const p of TRACKING_DESK_PAGES) {
      expect(PAGES).toContain(p);
      expect(MENU_PAGES.some((m) => m.url === p.url && m.group === 'tracking')).toBe(true);
    }
  });

  it('label every field and page in both languages', () => {
    for (const r of TRACKING_DESK_RESOURCES) {
      expect(hasKey(`${r.i18n}.title`), r.name).toBe(true);
      for (const f of r.fields) expect(hasKey(f.labelKey), f.labelKey).toBe(true);
    }
    for (const p of TRACKING_DESK_PAGES) expect(hasKey(p.titleKey), p.titleKey).toBe(true);
    for (const key of ['tracking.desk.lookup.tooMany', 'tracking.desk.lookup.numberTooLong']) {
      expect(hasKey(key), key).toBe(true);
    }
  });

  it('name dictionaries, columns, filters and sorts that exist', () => {
    for (const r of TRACKING_DESK_RESOURCES) {
      for (const f of r.fields.filter((f) => f.type === 'enum')) {
        const dict = f.dict ?? '';
        expect(isKnownDictType(dict), f.name).toBe(true);
      }
    }
    for (const p of TRACKING_DESK_PAGES.filter((p) => p.resource)) {
      const fields = new Map((resourceByName(p.resource ?? '')?.fields ?? []).map((f) => [f.name, f]));
      for (const c of p.columns ?? []) expect(fields.has(c), `${p.url} column ${c}`).toBe(true);
      for (const f of p.filters ?? []) expect(fields.get(f)?.filter, `${p.url} filter ${f}`).toBeDefined();
      for (const f of Object.keys(p.fixed ?? {})) expect(fields.get(f)?.filter, `${p.url} fixed ${f}`).toBeDefined();
      if (p.defaultSort) expect(fields.get(p.defaultSort.field)?.sortable, p.url).toBe(true);
    }
  });

  it('offer every SPEC §3 tracking filter on the tracking page, with the §9 dictionaries', () => {
    const tracking = TRACKING_DESK_PAGES.find((p) => p.url === 'tracking');
    const dictOf = (name: string) => shipmentResource.fields.find((f) => f.name === name)?.dict;
    const expected: Record<string, string | undefined> = {
      status: 'tracking_status',
      quickFilter: 'quick_filter',
      region: 'region',
      archived: undefined,
      transload: undefined,
      updateToCw: 'update_to_cw_status',
      packingMode: 'packing_mode',
      dropMode: 'drop_mode',
      railMovement: 'rail_movement',
      peelOff: 'peel_off_status',
      invoiceReview: 'invoice_review_status',
      reportStatus: 'report_status',
      moveDataType: undefined,
      originHold: 'origin_hold',
      shipmentType: 'shipment_type',
      jobStatus: 'job_status',
      isaChangeReason: 'isa_change_reason',
    };
    for (const [name, dict] of Object.entries(expected)) {
      expect(tracking?.filters, name).toContain(name);
      expect(dictOf(name), name).toBe(dict);
    }
    // The status filter is a list (several statuses at once); the other enumerations take one value.
    const lists = shipmentResource.fields.filter((f) => f.multiple).map((f) => f.name);
    expect(lists).toEqual(['status']);
  });

  it('back every quick filter with a yes/no field of the shipment list', () => {
    expect(Object.keys(QUICK_FILTER_FIELDS).sort()).toEqual([...QUICK_FILTERS].sort());
    expect(DICTIONARIES.quick_filter).toEqual([...QUICK_FILTERS]);
    for (const name of Object.values(QUICK_FILTER_FIELDS)) {
      const f = shipmentResource.fields.find((x) => x.name === name);
      expect(f?.type, name).toBe('boolean');
      expect(f?.filter, name).toBe('exact');
    }
  });

  it('declare the quick filters filter-only: filters of the lists, never data of a shipment', () => {
    const filterOnly = shipmentResource.fields.filter((f) => f.filterOnly).map((f) => f.name);
    expect(filterOnly.sort()).toEqual(['quickFilter', ...Object.values(QUICK_FILTER_FIELDS)].sort());
    for (const f of shipmentResource.fields.filter((x) => x.filterOnly)) {
      expect(f.filter, f.name).toBeDefined();
      expect(f.editable, f.name).toBeFalsy();
    }
    expect(TRACKING_DESK_PAGES.find((p) => p.url === 'tracking')?.filters).toContain('quickFilter');
    // No page shows one as a column.
    for (const page of PAGES) {
      const resource = page.resource ? resourceByName(page.resource) : undefined;
      const shown = (page.columns ?? []).filter((c) => resource?.fields.find((f) => f.name === c)?.filterOnly);
      expect(shown, page.url).toEqual([]);
    }
  });
});

describe('desk requests', () => {
  it('split pasted numbers on commas and lines, once each, in upper case', () => {
    expect(splitNumbers(' s000000001,\n\nMSCU1234565 ; s000000001\r\ntdmo00000002 ')).toEqual([
      'S000000001',
      'MSCU1234565',
      'TDMO00000002',
    ]);
    expect(bulkLookupSchema.safeParse({ numbers: ' , \n ' }).success).toBe(false);
    const many = Array.from({ length: BULK_LOOKUP_MAX + 1 }, (_, i) => `N${i}`).join(',');
    const refused = bulkLookupSchema.safeParse({ numbers: many });
    expect(refused.error?.issues[0]?.message).toBe('tracking.desk.lookup.tooMany');
    expect(bulkLookupSchema.safeParse({ numbers: `${'X'.repeat(41)}` }).error?.issues[0]?.message).toBe(
      'tracking.desk.lookup.numberTooLong',
    );
  });

  it('default the silent days to 7 and refuse unknown checks and periods the wrong way round', () => {
    expect(qualitySchema.parse({ check: 'silent' }).days).toBe(7);
    expect(qualitySchema.safeParse({ check: 'other' }).success).toBe(false);
    expect(qualitySchema.safeParse({ check: 'silent', days: '0' }).success).toBe(false);
    expect(averagesSchema.safeParse({ from: '2026-10-01', to: '2026-09-01' }).success).toBe(false);
    expect(averagesSchema.parse({ from: '', originPort: 'cnsha' }).originPort).toBe('CNSHA');
  });

  it('put days left to the LFD into buckets: overdue, 3 or fewer, up to 7, later', () => {
    expect([-1, 0, 3, 4, 7, 8].map(lfdBucketOf)).toEqual(['overdue', 'alert', 'alert', 'soon', 'soon', 'later']);
  });
});
