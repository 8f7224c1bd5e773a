import { describe, expect, it } from 'vitest';
import { AREAS, DICT_TYPES, DICTIONARIES, MENU_PAGES, PAGES, RESOURCES, tableFields } from './areas';
import { TIME_ZONES } from './common/constants';
import { DICT_TYPE_RE, dictionaryLabelKey, dictionaryNameKey } from './engine/dictionaries';
import { parseColumnList } from './engine/field-config';
import { MENU_GROUPS } from './engine/menu';
import { hasKey, translate } from './i18n';
import { REPORT_HISTORY_FIELDS } from './reports';
import { DROP_MODES, JOB_STATUSES, RAIL_MOVEMENTS, SHIPMENT_TYPES } from './shipments';

describe('areas', () => {
  it('have distinct keys, each the name of its folder, and list every page and resource once', () => {
    const keys = AREAS.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(PAGES.map((p) => p.url)).size).toBe(PAGES.length);
    expect(new Set(RESOURCES.map((r) => r.name)).size).toBe(RESOURCES.length);
    expect(MENU_PAGES.map((p) => p.url)).toEqual(PAGES.map((p) => p.url));
  });

  it('put their pages in the menu groups they declare', () => {
    for (const area of AREAS) {
      for (const group of area.menuGroups) expect(MENU_GROUPS, area.key).toContain(group);
      expect([...new Set(area.pages.map((p) => p.group))].sort(), area.key).toEqual([...area.menuGroups].sort());
    }
  });

  it('add relations only to pages that exist, with child resources, labels and permissions that exist', () => {
    const urls = new Set(PAGES.map((p) => p.url));
    const resources = new Set(RESOURCES.map((r) => r.name));
    for (const area of AREAS) {
      for (const [url, relations] of Object.entries(area.relationsFor ?? {})) {
        expect(urls.has(url), `${area.key} adds to ${url}`).toBe(true);
        const page = PAGES.find((p) => p.url === url);
        for (const r of relations) {
          expect(resources.has(r.resource), r.resource).toBe(true);
          expect(hasKey(r.titleKey), r.titleKey).toBe(true);
          expect(page?.relations ?? [], url).toContain(r);
          if (r.permission) expect(urls.has(r.permission), r.permission).toBe(true);
        }
        const keys = (page?.relations ?? []).map((r) => r.key);
        expect(new Set(keys).size, url).toBe(keys.length);
      }
    }
  });

  it('own each dictionary once', () => {
    const owned = AREAS.flatMap((a) => Object.keys(a.dictionaries));
    expect(new Set(owned).size).toBe(owned.length);
    expect(owned).toEqual(DICT_TYPES);
  });
});

describe('dictionaries', () => {
  it('cover the SPEC §4 and §9 enumerations under snake_case keys', () => {
    for (const key of DICT_TYPES) expect(key).toMatch(DICT_TYPE_RE);
    expect(DICT_TYPES).toEqual(
      expect.arrayContaining([
        'tracking_status',
        'update_to_cw_status',
        'invoice_review_status',
        'report_status',
        'job_status',
        'origin_hold',
        'peel_off_status',
        'kpi_status',
        'generic_record_state',
        'task_state',
        'task_filter',
        'import_state',
        'upload_state',
        'lock_state',
        'profit_lock_state',
        'loss_application_state',
        'message_importance',
        'quotation_validity',
        'customer_data_status',
        'packing_mode',
        'drop_mode',
        'rail_movement',
        'shipment_type',
        'region',
        'isa_change_reason',
        'quick_filter',
        'time_zone',
        'language',
        'customer_region',
        'org_code_purpose',
      ]),
    );
    expect(DICTIONARIES.tracking_status).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '10']);
    expect(DICTIONARIES.update_to_cw_status).toEqual(['-1', '0', '1', '2', '3']);
    expect(DICTIONARIES.job_status).toEqual([...JOB_STATUSES]);
    expect(DICTIONARIES.drop_mode).toEqual([...DROP_MODES]);
    expect(DICTIONARIES.rail_movement).toEqual([...RAIL_MOVEMENTS]);
    expect(DICTIONARIES.shipment_type).toEqual([...SHIPMENT_TYPES]);
    expect(DICTIONARIES.time_zone).toEqual([...TIME_ZONES]);
  });

  it('name and label every value in both languages, once per dictionary', () => {
    for (const [type, values] of Object.entries(DICTIONARIES)) {
      expect(new Set(values).size, type).toBe(values.length);
      expect(hasKey(dictionaryNameKey(type)), type).toBe(true);
      for (const value of values) expect(hasKey(dictionaryLabelKey(type, value)), `${type}:${value}`).toBe(true);
    }
    expect(translate('en_us', dictionaryLabelKey('rail_movement', ''))).toBe('Empty');
    expect(translate('zh_cn', dictionaryLabelKey('job_status', 'WHL'))).toBe('作业暂停');
  });
});

describe('column configuration', () => {
  it('knows the report-history table and every engine resource', () => {
    expect(tableFields('rpt_history_temp')).toBe(REPORT_HISTORY_FIELDS);
    expect(tableFields('company')?.some((f) => f.name === 'name')).toBe(true);
    expect(tableFields('no_such_table')).toBeUndefined();
    for (const f of REPORT_HISTORY_FIELDS) expect(hasKey(f.labelKey), f.labelKey).toBe(true);
  });

  it('reads a column list in order and refuses empty, unknown or repeated columns', () => {
    const fields = REPORT_HISTORY_FIELDS;
    expect(
      parseColumnList(
        '[{"fieldName":"status","fieldLabel":"Status"},{"fieldName":"reportNo","fieldLabel":"No."}]',
        fields,
      ),
    ).toEqual({
      columns: [
        { fieldName: 'status', fieldLabel: 'Status' },
        { fieldName: 'reportNo', fieldLabel: 'No.' },
      ],
    });
    expect(parseColumnList('["status"]', fields)).toEqual({ columns: [{ fieldName: 'status', fieldLabel: '' }] });
    expect(parseColumnList('[]', fields)).toEqual({ problem: 'empty' });
    expect(parseColumnList('', fields)).toEqual({ problem: 'empty' });
    expect(parseColumnList('{', fields)).toEqual({ problem: 'format' });
    expect(parseColumnList('[{"fieldName":"nope"}]', fields)).toEqual({ problem: 'unknown', fieldName: 'nope' });
    expect(parseColumnList('["status","status"]', fields)).toEqual({ problem: 'duplicate', fieldName: 'status' });
  });

  it('declares the admin pages with their permissions', () => {
    const urls = [
      'dictionaryManage',
      'columnManage',
      'columnAdd',
      'reportFieldManage',
      'reportFieldSetting',
      'historyPage',
    ];
    for (const url of urls) {
      const page = PAGES.find((p) => p.url === url);
      expect(page, url).toBeDefined();
      expect(hasKey(page?.titleKey ?? ''), url).toBe(true);
      for (const a of page?.actions ?? []) expect(hasKey(`permissions.${a.permission.replace(':', '.')}`)).toBe(true);
    }
  });
});
