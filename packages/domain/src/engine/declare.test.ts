import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flattenCatalog } from '../i18n/catalog';
import {
  declarationCatalog,
  definePage,
  defineResource,
  deleteLineAction,
  formFields,
  pageActionsWithRelations,
  withWriteSchemas,
} from './declare';

const vessel = defineResource({
  name: 'vesselCall',
  i18n: 'ops.vesselCall',
  titleField: 'vessel',
  title: { en_us: 'Vessel call', zh_cn: '船舶靠港' },
  store: { table: 'vessel_calls', scope: 'branch' },
  fields: [
    {
      name: 'vessel',
      type: 'text',
      required: true,
      editable: true,
      maxLength: 10,
      label: { en_us: 'Vessel', zh_cn: '船名' },
    },
    { name: 'port', type: 'port', editable: true, label: { en_us: 'Port', zh_cn: '港口' } },
    { name: 'mode', type: 'enum', dict: 'mode', editable: true, labelKey: 'shared.mode' },
    { name: 'teu', type: 'number', editable: true, label: { en_us: 'TEU', zh_cn: '标箱' } },
    { name: 'berthedAt', type: 'datetime', label: { en_us: 'Berthed', zh_cn: '靠泊时间' } },
  ],
});

const page = definePage({
  url: 'vesselCalls',
  group: 'tracking',
  screen: 'list',
  resource: 'vesselCall',
  title: { en_us: 'Vessel calls', zh_cn: '船舶靠港' },
  actions: [
    { key: 'create', kind: 'create', permission: 'vesselCalls:edit' },
    { key: 'edit', kind: 'edit' },
    { key: 'berth', kind: 'transition', transition: 'berth', label: { en_us: 'Berthed', zh_cn: '已靠泊' } },
    { key: 'export', kind: 'export' },
  ],
  roles: ['admin'],
});

describe('declarations', () => {
  it('default label keys, titles, permissions and standard buttons', () => {
    expect(vessel.fields.map((f) => f.labelKey)).toEqual([
      'ops.vesselCall.fields.vessel',
      'ops.vesselCall.fields.port',
      'shared.mode',
      'ops.vesselCall.fields.teu',
      'ops.vesselCall.fields.berthedAt',
    ]);
    expect(page.titleKey).toBe('menu.pages.vesselCalls');
    expect(page.actions?.map((a) => [a.labelKey, a.permission])).toEqual([
      ['engine.actionKinds.create', 'vesselCalls:edit'],
      ['engine.actionKinds.edit', 'vesselCalls:edit'],
      ['pageActions.vesselCalls.berth', 'vesselCalls:berth'],
      ['engine.actionKinds.export', 'vesselCalls:export'],
    ]);
  });

  it('refuses a transition without a label', () => {
    expect(() =>
      definePage({
        url: 'x',
        group: 'tracking',
        screen: 'list',
        roles: ['admin'],
        actions: [{ key: 't', kind: 'transition' }],
      }),
    ).toThrow(/needs a label/);
  });

  it('derive the catalog of their inline labels in both languages', () => {
    const catalog = declarationCatalog([vessel], [page]);
    expect(flattenCatalog(catalog.en_us)).toEqual({
      'ops.vesselCall.title': 'Vessel call',
      'ops.vesselCall.fields.vessel': 'Vessel',
      'ops.vesselCall.fields.port': 'Port',
      'ops.vesselCall.fields.teu': 'TEU',
      'ops.vesselCall.fields.berthedAt': 'Berthed',
      'menu.pages.vesselCalls': 'Vessel calls',
      'permissions.vesselCalls.edit': 'Vessel calls: New',
      'pageActions.vesselCalls.berth': 'Berthed',
      'permissions.vesselCalls.berth': 'Vessel calls: Berthed',
      'permissions.vesselCalls.export': 'Vessel calls: Export',
    });
    expect(flattenCatalog(catalog.zh_cn)['permissions.vesselCalls.export']).toBe('船舶靠港：导出');
  });

  it("carry a page's help text under menu.help.<url>, in both languages, and no key without one", () => {
    const helped = definePage({
      url: 'vesselCallChecks',
      group: 'tracking',
      screen: 'list',
      resource: 'vesselCall',
      title: { en_us: 'Vessel call checks', zh_cn: '船舶靠港核对' },
      help: { en_us: 'Calls without a berth time.', zh_cn: '没有靠泊时间的靠港。' },
      roles: ['admin'],
    });
    expect(helped.helpKey).toBe('menu.help.vesselCallChecks');
    expect(page.helpKey).toBeUndefined();
    const catalog = declarationCatalog([], [helped]);
    expect(flattenCatalog(catalog.en_us)['menu.help.vesselCallChecks']).toBe('Calls without a berth time.');
    expect(flattenCatalog(catalog.zh_cn)['menu.help.vesselCallChecks']).toBe('没有靠泊时间的靠港。');
  });

  it("give a child list's delete its own permission of the page, named and granted like the page's actions", () => {
    const withLines = definePage({
      url: 'vesselCalls',
      group: 'tracking',
      screen: 'list',
      resource: 'vesselCall',
      title: { en_us: 'Vessel calls', zh_cn: '船舶靠港' },
      actions: [{ key: 'edit', kind: 'edit' }],
      relations: [
        {
          key: 'moves',
          resource: 'vesselMove',
          foreignKey: 'callId',
          titleKey: 'ops.vesselCall.relations.moves',
          columns: ['move'],
          actions: [
            { key: 'addMove', kind: 'create', labelKey: 'engine.actionKinds.create', permission: 'vesselCalls:edit' },
            deleteLineAction('vesselCalls', { roles: ['admin'], parentLocked: { field: 'status', in: ['sailed'] } }),
          ],
        },
      ],
      roles: ['admin', 'ops'],
    });
    expect(withLines.relations?.[0]?.actions?.[1]).toEqual({
      key: 'deleteLine',
      kind: 'delete',
      labelKey: 'engine.actionKinds.delete',
      permission: 'vesselCalls:deleteLine',
      roles: ['admin'],
      parentLocked: { field: 'status', in: ['sailed'] },
    });
    expect(pageActionsWithRelations(withLines).map((a) => a.permission)).toEqual([
      'vesselCalls:edit',
      'vesselCalls:edit',
      'vesselCalls:deleteLine',
    ]);
    const catalog = declarationCatalog([vessel], [withLines]);
    expect(flattenCatalog(catalog.en_us)['permissions.vesselCalls.deleteLine']).toBe('Vessel calls: Delete lines');
    expect(flattenCatalog(catalog.zh_cn)['permissions.vesselCalls.deleteLine']).toBe('船舶靠港：删除明细');
    // The shared permission keeps the page action's name.
    expect(flattenCatalog(catalog.en_us)['permissions.vesselCalls.edit']).toBe('Vessel calls: Edit');
  });
});

describe('schemas derived from editable fields', () => {
  const def = withWriteSchemas(vessel, { mode: ['SEA', 'AIR'] });
  const create = def.createSchema;
  const update = def.updateSchema;
  if (!create || !update) throw new Error('no derived schemas');

  it('take each editable field by its type, required ones on create only', () => {
    expect(create.parse({ vessel: ' EVER ACE ', port: 'cnsha', mode: 'SEA', teu: '1200' })).toEqual({
      vessel: 'EVER ACE',
      port: 'CNSHA',
      mode: 'SEA',
      teu: 1200,
    });
    expect(create.safeParse({ port: 'CNSHA' }).success).toBe(false);
    expect(update.parse({ teu: '' })).toEqual({ teu: null });
    expect(update.parse({ berthedAt: '2026-11-27T00:00:00Z' })).toEqual({});
  });

  it('refuse values outside the field: length, dictionary, port code, number', () => {
    const issue = (values: Record<string, unknown>) => create.safeParse({ vessel: 'A', ...values }).error?.issues[0];
    expect(issue({ vessel: 'EVER GIVEN 2' })?.message).toBe('validation.tooLong');
    expect(issue({ vessel: '' })?.message).toBe('validation.required');
    expect(issue({ mode: 'RAIL' })?.message).toBe('validation.invalid');
    expect(issue({ port: 'SHANGHAI' })?.message).toBe('validation.invalid');
    expect(issue({ teu: 'many' })?.message).toBe('validation.number');
  });

  it('take the value of a reference table by its form: a branch id, a country code', () => {
    const office = withWriteSchemas(
      defineResource({
        name: 'office',
        i18n: 'test.office',
        titleField: 'branchId',
        store: { table: 'offices', scope: 'branch' },
        fields: [
          { name: 'branchId', type: 'enum', dict: 'branch_office', editable: true, required: true },
          { name: 'country', type: 'enum', dict: 'country', editable: true },
        ],
      }),
      {},
    ).createSchema;
    expect(office?.parse({ branchId: '3', country: ' us ' })).toEqual({ branchId: 3, country: 'US' });
    expect(office?.safeParse({ branchId: 'SHA' }).success).toBe(false);
    expect(office?.safeParse({ branchId: '3', country: 'USA' }).success).toBe(false);
  });

  it('leave a resource with its own schemas, or none stored, as it is', () => {
    const { store: _store, ...unstored } = vessel;
    expect(withWriteSchemas(unstored, {}).createSchema).toBeUndefined();
    expect(withWriteSchemas(def, {})).toBe(def);
  });
});

describe('record form fields', () => {
  it('are the editable fields, on an edit only those the update schema takes', () => {
    const names = (fields: readonly { name: string }[]) => fields.map((f) => f.name);
    expect(names(formFields(vessel, false))).toEqual(['vessel', 'port', 'mode', 'teu']);
    expect(names(formFields(vessel, true))).toEqual(['vessel', 'port', 'mode', 'teu']);
    const setOnce = {
      ...vessel,
      createSchema: z.object({ vessel: z.string(), port: z.string() }),
      updateSchema: z.object({ port: z.string() }).partial(),
    };
    expect(names(formFields(setOnce, false))).toEqual(['vessel', 'port', 'mode', 'teu']);
    expect(names(formFields(setOnce, true))).toEqual(['port']);
  });
});
