import { DICTIONARIES } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { post, type Session, signIn } from '../../../test/session-helpers';
import { syncDictionaries } from './dictionaries';

type Entry = {
  id: number;
  dictType: string;
  value: string;
  labelEn: string;
  sort: number;
  active: boolean;
  version: number;
};

describe.each(ENGINES)('dictionaries on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  let csr: Session;
  const find = (s: Session | null, dictType: string, lang = 'en_us') =>
    post(t, '/api/new/icbu/findDictTypeList', s, { dictType, lang });
  const entries = async (dictType: string): Promise<Entry[]> =>
    (await post(t, '/api/engine/dictionaries/list', admin, { dictType })).json().data;

  beforeAll(async () => {
    t = await testApp(engine);
    admin = await signIn(t, 'admin');
    csr = await signIn(t, 'csr');
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds every value of the domain list', async () => {
    const rows = await t.database.query<{ dict_type: string; value: string }>(
      'SELECT dict_type, value FROM dictionaries',
    );
    const have = new Set(rows.map((r) => `${r.dict_type}|${r.value}`));
    for (const [type, values] of Object.entries(DICTIONARIES)) {
      for (const value of values) expect(have.has(`${type}|${value}`), `${type}|${value}`).toBe(true);
    }
  });

  it('answers a dictionary in the request language, in order, to any signed-in user', async () => {
    const en = await find(csr, 'tracking_status');
    expect(en.json()).toMatchObject({ result: 'true' });
    expect(en.json().data.slice(0, 3)).toEqual([
      { value: '0', label: 'Working' },
      { value: '1', label: 'On Water' },
      { value: '2', label: 'On Rail' },
    ]);
    expect(en.json().data.map((o: { value: string }) => o.value)).toEqual(DICTIONARIES.tracking_status);
    const zh = await find(csr, 'rail_movement', 'zh_cn');
    expect(zh.json().data).toEqual([
      { value: '', label: '空' },
      { value: 'Y', label: '是' },
      { value: 'N', label: '否' },
    ]);
    expect((await find(null, 'tracking_status')).statusCode).toBe(401);
    expect((await find(csr, 'Not A Key')).statusCode).toBe(400);
    expect((await find(csr, 'no_such_dictionary')).json().data).toEqual([]);
  });

  it('answers branch offices and countries from their tables', async () => {
    const branches = (await find(csr, 'branch_office', 'zh_cn')).json().data as { value: string; label: string }[];
    const sha = await t.database.query<{ id: number }>(`SELECT id FROM branches WHERE code = 'SHA'`);
    expect(branches).toContainEqual({ value: String(sha[0]?.id), label: '上海' });
    const countries = (await find(csr, 'country')).json().data as { value: string; label: string }[];
    expect(countries.find((c) => c.value === 'DE')?.label).toBe('Germany');
  });

  it('lets administrators rename, re-sort and deactivate values, and keeps their edits at the next start', async () => {
    const [working] = await entries('tracking_status');
    if (!working) throw new Error('no tracking status entries');
    const saved = await post(t, '/api/engine/dictionaries/save', admin, {
      id: working.id,
      dictType: 'tracking_status',
      value: '0',
      labelEn: 'In progress',
      labelZh: '进行中',
      sort: 999,
      active: 'false',
      version: working.version,
    });
    expect(saved.json()).toMatchObject({
      result: 'true',
      message: 'The dictionary entry has been saved',
      data: { version: 2 },
    });
    const list = (await find(csr, 'tracking_status')).json().data as { value: string }[];
    expect(list.map((o) => o.value)).not.toContain('0');

    await t.database.query(`DELETE FROM dictionaries WHERE dict_type = 'tracking_status' AND value = '10'`);
    expect(await syncDictionaries(t.database)).toBe(1);
    const after = await entries('tracking_status');
    expect(after.find((e) => e.value === '0')).toMatchObject({ labelEn: 'In progress', sort: 999, active: false });
    expect(after.find((e) => e.value === '10')).toMatchObject({ labelEn: 'Unknown', active: true });

    const audit = await t.database.query<{ changes: Record<string, unknown> }>(
      `SELECT changes FROM audit_log WHERE entity = 'dictionary' AND entity_id = $1`,
      [String(working.id)],
    );
    expect(audit[0]?.changes).toMatchObject({ labelEn: { from: 'Working', to: 'In progress' } });
  });

  it('adds values, refuses duplicates, stale versions and changed keys', async () => {
    const add = (fields: Record<string, string | number>) =>
      post(t, '/api/engine/dictionaries/save', admin, {
        dictType: 'message_importance',
        labelEn: 'Low',
        labelZh: '低',
        sort: 30,
        ...fields,
      });
    const created = await add({ value: 'low' });
    expect(created.json().result).toBe('true');
    const duplicate = await add({ value: 'low' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ value: 'This value already exists in the dictionary' });
    const id = created.json().data.id;
    const renamed = await add({ id, value: 'lowest', version: 1 });
    expect(renamed.json().errors).toEqual({ value: 'The dictionary and value of an existing entry cannot be changed' });
    expect((await add({ id, value: 'low', version: 1, labelEn: 'Low priority' })).json().result).toBe('true');
    expect((await add({ id, value: 'low', version: 1, labelEn: 'Lower' })).statusCode).toBe(409);
    expect((await find(csr, 'message_importance')).json().data).toEqual([
      { value: 'hot', label: 'Hot' },
      { value: 'normal', label: 'Normal' },
      { value: 'low', label: 'Low priority' },
    ]);
  });

  it('keeps the administration to holders of dictionaryManage', async () => {
    const list = await post(t, '/api/engine/dictionaries/list', csr, {});
    expect(list.statusCode).toBe(403);
    expect(list.json().result).toBe('');
    const save = await post(t, '/api/engine/dictionaries/save', csr, {
      dictType: 'message_importance',
      value: 'x',
      labelEn: 'x',
      labelZh: 'x',
    });
    expect(save.statusCode).toBe(403);
    const itStaff = await signIn(t, 'it');
    expect((await post(t, '/api/engine/dictionaries/list', itStaff, {})).statusCode).toBe(200);
  });
});
