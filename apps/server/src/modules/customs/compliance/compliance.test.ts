import { makeContainerNumber } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_BOOKING } from '../../../../test/booking-fixture';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

type Statement = { id: number; version: number; companyId: number; kind: string; state: string } & Record<
  string,
  unknown
>;

/** A sea booking complete enough to confirm, apart from its container. */
const BOOKING: Fields = {
  mode: 'SEA',
  loadType: 'FCL',
  ...COMPLETE_BOOKING,
  goodsDescription: 'Cotton T-shirts',
  hsCode: '6109.10',
};

describe.each(ENGINES)('written compliance statements on %s', (engine) => {
  let t: TestApp;
  let customs: Session;
  let admin: Session;
  let manager: Session;
  let sales: Session;
  let ops: Session;
  let customer: Session;
  let customerCompany: number;
  let shaCompany: number;

  const call = (s: Session, endpoint: string, fields: Fields) =>
    post(t, `/api/engine/complianceStatement/${endpoint}`, s, fields);
  const list = async (s: Session, view: string, extra: Fields = {}): Promise<Statement[]> => {
    const res = await call(s, 'list', { view, limit: 50, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rows;
  };
  const get = async (id: number): Promise<Statement> => {
    const res = await call(admin, 'get', { view: 'complianceWritten', id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const create = async (s: Session, fields: Fields = {}) =>
    call(s, 'create', {
      view: 'complianceWritten',
      companyId: shaCompany,
      kind: 'restricted_party',
      statementEn: 'We screen every party against the restricted-party lists.',
      statementZh: '我司已对所有相关方进行受限方名单筛查。',
      validFrom: '2026-01-01',
      validUntil: '2027-12-31',
      ...fields,
    });
  const submit = async (s: Session, id: number) =>
    call(s, 'transition', { view: 'complianceWritten', id, version: (await get(id)).version, action: 'submit' });
  const decide = async (s: Session, id: number, decision: 'approve' | 'reject', extra: Fields = {}) =>
    post(t, `/api/customs/compliance/${decision}`, s, { id, version: (await get(id)).version, ...extra });
  const sign = async (s: Session, id: number, extra: Fields = {}) =>
    post(t, '/api/customs/compliance/sign', s, {
      id,
      version: (await get(id)).version,
      signatoryName: 'Jordan Lee',
      signatoryTitle: 'Trade Compliance Manager',
      ...extra,
    });

  beforeAll(async () => {
    t = await testApp(engine);
    customs = await signIn(t, 'customs', '10.62.0.1');
    admin = await signIn(t, 'admin', '10.62.0.2');
    manager = await signIn(t, 'manager', '10.62.0.3');
    sales = await signIn(t, 'sales', '10.62.0.4');
    ops = await signIn(t, 'ops', '10.62.0.5');
    customer = await signIn(t, 'customer', '10.62.0.6');
    customerCompany = await idOf(t, "SELECT company_id AS id FROM users WHERE user_name = 'customer'");
    shaCompany = await idOf(
      t,
      `SELECT c.id FROM companies c JOIN branches b ON b.id = c.branch_id
        WHERE b.code = 'SHA' AND c.id NOT IN (SELECT company_id FROM compliance_statements) ORDER BY c.id LIMIT 1`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('has demo statements in every state, the demo customer’s screening declaration signed by its user', async () => {
    const states = await t.database.query<{ state: string }>(
      'SELECT DISTINCT state FROM compliance_statements ORDER BY state',
    );
    expect(states.map((s) => s.state)).toEqual(['approved', 'draft', 'rejected', 'signed', 'submitted']);
    const [own] = await t.database.query<{ signed_by: string; signatory_name: string }>(
      `SELECT u.user_name AS signed_by, s.signatory_name FROM compliance_statements s JOIN users u ON u.id = s.signed_by
        WHERE s.company_id = $1 AND s.kind = 'restricted_party' AND s.state = 'signed' AND s.valid_from <= current_date`,
      [customerCompany],
    );
    expect(own).toEqual({ signed_by: 'customer', signatory_name: 'Jordan Lee' });
  });

  describe('permissions and scope', () => {
    it('lets customs, admin and the manager read, sales its branches’ customers only, and refuses ops', async () => {
      expect((await list(customs, 'complianceWritten')).length).toBeGreaterThan(0);
      expect((await list(manager, 'complianceWritten')).length).toBeGreaterThan(0);
      const salesRows = await list(sales, 'complianceWritten');
      const all = await list(admin, 'complianceWritten');
      expect(salesRows.length).toBeGreaterThan(0);
      expect(salesRows.length).toBeLessThan(all.length);
      const [outside] = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM compliance_statements s
          WHERE s.id = ANY ($1::int[])
            AND s.branch_id NOT IN (SELECT us.branch_id FROM user_branch_scopes us JOIN users u ON u.id = us.user_id
                                     WHERE u.user_name = 'sales')`,
        [salesRows.map((r) => r.id)],
      );
      expect(outside?.n).toBe(0);
      expect((await call(ops, 'list', { view: 'complianceWritten' })).statusCode).toBe(403);
      expect((await call(ops, 'list', { view: 'complianceWrittenAp' })).statusCode).toBe(403);
    });

    it('lets only customs and admin write, and only them decide', async () => {
      expect((await create(manager)).statusCode).toBe(403);
      expect((await create(sales)).statusCode).toBe(403);
      expect((await create(customer)).statusCode).toBe(403);
      const [submitted] = await list(admin, 'complianceWrittenAp');
      expect(submitted).toBeDefined();
      expect((await decide(manager, Number(submitted?.id), 'approve')).statusCode).toBe(403);
      expect((await call(sales, 'list', { view: 'complianceWrittenAp' })).statusCode).toBe(403);
    });

    it('shows a customer its own company’s statements to sign and signed, nothing of others, and no other list', async () => {
      const rows = await list(customer, 'complianceWrittenSGN');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.companyId === customerCompany)).toBe(true);
      expect(rows.every((r) => r.state === 'approved' || r.state === 'signed')).toBe(true);
      expect((await call(customer, 'list', { view: 'complianceWritten' })).statusCode).toBe(403);
      const [other] = await t.database.query<{ id: number }>(
        'SELECT id FROM compliance_statements WHERE company_id <> $1 ORDER BY id LIMIT 1',
        [customerCompany],
      );
      expect((await call(customer, 'get', { view: 'complianceWrittenSGN', id: Number(other?.id) })).statusCode).toBe(
        404,
      );
    });
  });

  describe('approval', () => {
    let id: number;

    it('is refused to the author, on the server and in the database', async () => {
      const created = await create(customs);
      expect(created.statusCode, created.body).toBe(200);
      id = created.json().data.id;
      expect((await get(id)).state).toBe('draft');
      expect((await submit(customs, id)).statusCode).toBe(200);
      const own = await decide(customs, id, 'approve');
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe('A statement is approved by a reviewer other than its author');
      await expect(
        t.database.query(
          "UPDATE compliance_statements SET state = 'approved', decided_by = created_by, decided_at = now() WHERE id = $1",
          [id],
        ),
      ).rejects.toMatchObject({ code: '23514' });
      expect((await get(id)).state).toBe('submitted');
    });

    it('rejects only with a reason, and a rejected statement is edited and submitted again', async () => {
      const bare = await decide(admin, id, 'reject', { reason: ' ' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors).toMatchObject({ reason: 'Give the reason for rejecting the statement' });
      await expect(
        t.database.query(
          "UPDATE compliance_statements SET state = 'rejected', decided_at = now(), decision_reason = '' WHERE id = $1",
          [id],
        ),
      ).rejects.toMatchObject({ code: '23514' });
      const rejected = await decide(admin, id, 'reject', { reason: 'Name the end users' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(await get(id)).toMatchObject({ state: 'rejected', decisionReason: 'Name the end users' });
      const { version } = await get(id);
      const edited = await call(customs, 'update', {
        view: 'complianceWritten',
        id,
        version,
        statementEn: 'We screen every party, end users included, against the restricted-party lists.',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await submit(customs, id)).statusCode).toBe(200);
      expect(await get(id)).toMatchObject({ state: 'submitted', decisionReason: null });
    });

    it('is approved by another reviewer, and an approved statement is no longer edited', async () => {
      const approved = await decide(admin, id, 'approve');
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await get(id)).toMatchObject({ state: 'approved', decidedByName: 'Alex Morgan' });
      const again = await decide(admin, id, 'approve');
      expect(again.statusCode).toBe(400);
      const { version } = await get(id);
      const late = await call(customs, 'update', { view: 'complianceWritten', id, version, validUntil: '2028-01-01' });
      expect(late.statusCode).toBe(409);
    });
  });

  describe('signature', () => {
    it('is the customer’s, for an approved statement of its own company in force', async () => {
      const [mine] = await t.database.query<{ id: number }>(
        "SELECT id FROM compliance_statements WHERE company_id = $1 AND state = 'approved' ORDER BY id LIMIT 1",
        [customerCompany],
      );
      const id = Number(mine?.id);
      expect((await sign(customs, id)).statusCode).toBe(403);
      expect((await sign(customer, id, { signatoryTitle: '' })).statusCode).toBe(400);
      const signed = await sign(customer, id);
      expect(signed.statusCode, signed.body).toBe(200);
      const row = await get(id);
      expect(row).toMatchObject({ state: 'signed', signatoryName: 'Jordan Lee', signedByName: 'Jordan Lee' });
      expect(row.signedAt).toBeTruthy();
      const twice = await sign(customer, id);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe('Only an approved statement can be signed');
    });

    it('refuses another company’s statement, one not approved and one not in force', async () => {
      const [others] = await t.database.query<{ id: number }>(
        "SELECT id FROM compliance_statements WHERE company_id <> $1 AND state = 'approved' ORDER BY id LIMIT 1",
        [customerCompany],
      );
      expect((await sign(customer, Number(others?.id))).statusCode).toBe(404);
      const created = await create(admin, {
        companyId: customerCompany,
        kind: 'dual_use',
        validFrom: '2099-01-01',
        validUntil: '',
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id as number;
      expect((await submit(admin, id)).statusCode).toBe(200);
      expect((await sign(customer, id)).json().message).toBe('Only an approved statement can be signed');
      // Approved by a reviewer of the customer's branch (the customs desk's branches do not serve it).
      await t.database.query(
        `UPDATE compliance_statements SET state = 'approved', decided_at = now(),
                decided_by = (SELECT id FROM users WHERE user_name = 'customs'), version = version + 1
          WHERE id = $1`,
        [id],
      );
      const early = await sign(customer, id);
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe('The statement is not in force today: check its validity dates');
    });
  });

  describe('booking confirmation', () => {
    const confirmFor = async (companyId: number, serial: number) => {
      const created = await post(t, '/api/engine/booking/create', admin, {
        view: 'bookingSea',
        companyId,
        ...BOOKING,
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id as number;
      const box = await post(t, '/api/engine/bookingContainer/create', admin, {
        view: 'bookingSea',
        relation: 'containers',
        parentId: id,
        isoType: '40HC',
        containerNo: makeContainerNumber('TDMU', serial),
        sealNo: 'SL1',
      });
      expect(box.statusCode, box.body).toBe(200);
      const { version } = (await post(t, '/api/engine/booking/get', admin, { view: 'bookingSea', id })).json().data;
      const confirmed = await post(t, '/api/engine/booking/transition', admin, {
        view: 'bookingSea',
        id,
        version,
        action: 'confirm',
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const booking = (await post(t, '/api/engine/booking/get', admin, { view: 'bookingSea', id })).json().data;
      expect(booking.status).toBe('confirmed');
      return confirmed.json().data as { warnings?: string[] };
    };

    it('warns for a customer without a signed statement in force, and confirms all the same', async () => {
      const none = await idOf(
        t,
        'SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM compliance_statements) ORDER BY id LIMIT 1',
      );
      const answer = await confirmFor(none, 518_301);
      expect(answer.warnings).toHaveLength(1);
      expect(answer.warnings?.[0]).toMatch(/^No signed restricted-party screening declaration in force for .+\./);
    });

    it('says nothing for a customer with its signed screening declaration in force', async () => {
      const answer = await confirmFor(customerCompany, 518_302);
      expect(answer.warnings).toBeUndefined();
    });
  });
});
