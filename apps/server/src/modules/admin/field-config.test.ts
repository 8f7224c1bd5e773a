import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { type Fields, post, type Session, signIn } from '../../../test/session-helpers';

const BASE = '/a/dw/rptFieldCustomized';
type Column = { fieldName: string; fieldLabel: string };
const cols = (...names: string[]) => JSON.stringify(names.map((fieldName) => ({ fieldName, fieldLabel: fieldName })));
const names = (text: string) => (JSON.parse(text) as Column[]).map((c) => c.fieldName);

describe.each(ENGINES)('column configuration and saved settings on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  let csr: Session;
  let sales: Session;
  const call = (s: Session | null, path: string, fields: Fields = {}) => post(t, `${BASE}/${path}`, s, fields);
  const customerFields = async (s: Session, fields: Fields = {}) =>
    (await call(s, 'queryCustomerFields', fields)).json().data as { assignFields: string; customerFields: string };

  beforeAll(async () => {
    t = await testApp(engine);
    admin = await signIn(t, 'admin');
    csr = await signIn(t, 'csr');
    sales = await signIn(t, 'sales');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every column of a table, the report-history table by default', async () => {
    const history = await call(csr, 'getAllFieldsOnTable');
    expect(history.json().data.slice(0, 2)).toEqual([
      { fieldName: 'reportNo', fieldLabel: 'Report no.' },
      { fieldName: 'reportName', fieldLabel: 'Report name' },
    ]);
    const company = await call(csr, 'getAllFieldsOnTable', { tableName: 'company', lang: 'zh_cn' });
    expect(company.json().data).toContainEqual({ fieldName: 'name', fieldLabel: '客户名称' });
    const unknown = await call(csr, 'getAllFieldsOnTable', { tableName: 'users' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ tableName: 'This table has no column configuration' });
    expect((await call(null, 'getAllFieldsOnTable')).statusCode).toBe(401);
  });

  it("answers the defaults and the user's own list; the own list saves only with known columns", async () => {
    const start = await customerFields(csr, { tableName: 'company', reportType: 'customer' });
    expect(names(start.assignFields)).toEqual([
      'code',
      'name',
      'customerRegion',
      'branchId',
      'country',
      'city',
      'status',
      'updatedAt',
    ]);
    expect(start.customerFields).toBe('[]');

    const save = (customerFieldsText: string) =>
      call(csr, 'saveCustomerFields', {
        tableName: 'company',
        reportType: 'customer',
        customerFields: customerFieldsText,
      });
    const empty = await save('[]');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ result: 'false', message: 'Choose at least one column' });
    expect((await save(cols('name', 'nope'))).json()).toMatchObject({
      result: 'false',
      message: 'Unknown column: nope',
    });
    expect((await save('not json')).json()).toMatchObject({ result: 'false', message: 'The column list is not valid' });
    const saved = await save(cols('status', 'name'));
    expect(saved.json()).toMatchObject({ result: 'true', message: 'Your columns have been saved' });

    const zh = await customerFields(csr, { tableName: 'company', reportType: 'customer', lang: 'zh_cn' });
    expect(JSON.parse(zh.customerFields)).toEqual([
      { fieldName: 'status', fieldLabel: '数据状态' },
      { fieldName: 'name', fieldLabel: '客户名称' },
    ]);
    // Another user and another report type keep their own.
    expect((await customerFields(sales, { tableName: 'company', reportType: 'customer' })).customerFields).toBe('[]');
    expect((await customerFields(csr, { tableName: 'company', reportType: 'companyList' })).customerFields).toBe('[]');

    const cleared = await call(csr, 'clearCustomerFields', { tableName: 'company', reportType: 'customer' });
    expect(cleared.json().result).toBe('true');
    expect((await customerFields(csr, { tableName: 'company', reportType: 'customer' })).customerFields).toBe('[]');
  });

  it('lets administrators configure defaults per office, the most specific winning', async () => {
    const create = (fields: Fields) => call(admin, 'createFieldConfig', { reportType: 'historyPage', ...fields });
    const all = await create({ branchType: 'all', assignFields: cols('reportName', 'status') });
    expect(all.json()).toMatchObject({ result: 'true', message: 'The column configuration has been saved' });
    const lax = await create({ branchType: 'controlling_office', branchCode: 'lax', assignFields: cols('status') });
    expect(lax.json().result).toBe('true');
    const sha = await create({
      branchType: 'branch',
      branchCode: 'SHA',
      assignFields: cols('requestedAt', 'reportNo'),
    });
    expect(sha.json().result).toBe('true');

    const history = { reportType: 'historyPage' };
    expect(names((await customerFields(csr, history)).assignFields)).toEqual(['requestedAt', 'reportNo']);
    expect(names((await customerFields(sales, history)).assignFields)).toEqual(['status']);
    const ops = await signIn(t, 'ops');
    expect(names((await customerFields(ops, history)).assignFields)).toEqual(['reportName', 'status']);

    const duplicate = await create({ branchType: 'all', assignFields: cols('status') });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('A configuration for this table, report type and office already exists');
    const badOffice = await create({
      branchType: 'controlling_office',
      branchCode: 'NGB',
      assignFields: cols('status'),
    });
    expect(badOffice.json().errors).toEqual({ branchCode: 'Choose an office that matches the office type' });
    const badColumns = await create({ branchType: 'branch', branchCode: 'NGB', assignFields: cols('status', 'nope') });
    expect(badColumns.json()).toMatchObject({
      message: 'Unknown column: nope',
      errors: { assignFields: 'Check the chosen columns' },
    });
    const noColumns = await create({ branchType: 'branch', branchCode: 'NGB', assignFields: '[]' });
    expect(noColumns.json().message).toBe('Choose at least one column');

    const query = await call(admin, 'queryFieldConfig', { reportType: 'historyPage', pageNo: 1, pageSize: 10 });
    expect(query.json().data).toMatchObject({ total: 3, pageNo: 1, pageSize: 10 });
    expect(query.json().data.list.map((c: { tableName: string }) => c.tableName)).toEqual([
      'rpt_history_temp',
      'rpt_history_temp',
      'rpt_history_temp',
    ]);
    const branchOnly = await call(admin, 'queryFieldConfig', { reportType: 'historyPage', branchType: 'branch' });
    expect(branchOnly.json().data.list.map((c: { branchCode: string }) => c.branchCode)).toEqual(['SHA']);

    const shaId = sha.json().data.id;
    const updated = await call(admin, 'updateFieldConfig', { id: shaId, assignFields: cols('finishedAt'), version: 1 });
    expect(updated.json()).toMatchObject({ result: 'true', data: { id: shaId, version: 2 } });
    expect(
      (await call(admin, 'updateFieldConfig', { id: shaId, assignFields: cols('status'), version: 1 })).statusCode,
    ).toBe(409);
    expect(names((await customerFields(csr, history)).assignFields)).toEqual(['finishedAt']);

    const deleted = await call(admin, 'deleteFieldConfig', { id: shaId });
    expect(deleted.json()).toMatchObject({ result: 'true', message: 'The column configuration has been deleted' });
    expect(names((await customerFields(csr, history)).assignFields)).toEqual(['reportName', 'status']);
    expect((await call(admin, 'deleteFieldConfig', { id: shaId })).statusCode).toBe(404);
    const audit = await t.database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'fieldConfig' AND entity_id = $1 ORDER BY id`,
      [String(shaId)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps configuration to holders of columnManage', async () => {
    const refused = [
      await call(csr, 'queryFieldConfig'),
      await call(csr, 'createFieldConfig', { assignFields: cols('status') }),
      await call(csr, 'updateFieldConfig', { id: 1, assignFields: cols('status') }),
      await call(csr, 'deleteFieldConfig', { id: 1 }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ result: '', message: 'The operation permission is insufficient' });
    }
    const itStaff = await signIn(t, 'it');
    expect((await call(itStaff, 'queryFieldConfig')).statusCode).toBe(200);
    for (const path of ['saveCustomerFields', 'clearCustomerFields', 'queryCustomerFields']) {
      expect((await call(null, path)).statusCode).toBe(401);
    }
  });

  describe('saved settings', () => {
    const save = (s: Session, customizeInfo: string) =>
      post(t, '/basApi/cost/linksave', s, { menuModule: 'tracking', linkCode: 'savedFilter1', customizeInfo });
    const read = async (s: Session) =>
      (await post(t, '/basApi/cost/linkInfo', s, { menuModule: 'tracking', linkCode: 'savedFilter1' })).json().data;

    it('are kept per user and replaced on save', async () => {
      expect((await read(csr)).customizeInfo).toBe('');
      const filters = JSON.stringify({ f_status: ['1', '3'], orderByColumn: 'etd', isAsc: 'desc' });
      expect((await save(csr, filters)).json()).toMatchObject({
        result: 'true',
        message: 'The settings have been saved',
      });
      expect(await read(csr)).toMatchObject({
        menuModule: 'tracking',
        linkCode: 'savedFilter1',
        customizeInfo: filters,
      });
      expect((await read(sales)).customizeInfo).toBe('');
      await save(csr, '{}');
      expect((await read(csr)).customizeInfo).toBe('{}');
    });

    it('hold at most 20,000 characters and need a session', async () => {
      expect((await save(csr, 'x'.repeat(20_000))).json().result).toBe('true');
      const tooLong = await save(csr, 'x'.repeat(20_001));
      expect(tooLong.statusCode).toBe(400);
      expect(Object.keys(tooLong.json().errors)).toEqual(['customizeInfo']);
      const anonymous = await post(t, '/basApi/cost/linkInfo', null, { menuModule: 'tracking', linkCode: 'x' });
      expect(anonymous.statusCode).toBe(401);
      const missing = await post(t, '/basApi/cost/linkInfo', csr, { menuModule: '', linkCode: 'x' });
      expect(missing.json().errors).toEqual({ menuModule: 'This field is required' });
    });
  });
});
