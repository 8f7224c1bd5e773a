import { translate } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { idOf, post, type Session, signIn } from '../../../../test/session-helpers';

const en = (key: string, params?: Record<string, string>) => translate('en_us', key, params);

describe.each(ENGINES)('loss applications, profit shares, tax ids and the work list on %s', (engine) => {
  let t: TestApp;
  const s: Record<string, Session> = {};
  let shipmentId: number;

  const sheet = async () =>
    (
      await t.database.query<{ version: number; profit: string; state: string }>(
        'SELECT version, profit_local::text AS profit, profit_state AS state FROM charge_sheets WHERE shipment_id = $1',
        [shipmentId],
      )
    )[0] as { version: number; profit: string; state: string };
  const lock = async (who: Session) =>
    post(t, '/api/engine/shipmentProfit/transition', who, {
      view: 'shipmentProfit',
      id: shipmentId,
      version: (await sheet()).version,
      action: 'lock',
    });
  const apply = (who: Session, expectedLoss: string, reason = 'Demurrage cannot be rebilled') =>
    post(t, '/api/engine/lossApplication/create', who, {
      view: 'shipmentProfit',
      relation: 'lossApplications',
      parentId: shipmentId,
      expectedLoss,
      reason,
    });
  const decide = (who: Session, id: number, version: number, decision: string, reason = '') =>
    post(t, '/api/finance/rmsWorkbench/loss-decision', who, { id, version, decision, reason });

  beforeAll(async () => {
    t = await testApp(engine);
    for (const [i, user] of ['finance', 'manager', 'admin', 'reviewer', 'csr', 'customer'].entries()) {
      s[user] = await signIn(t, user, `10.89.0.${i + 1}`);
    }
    // A Shanghai sheet in profit, its lines entered or on their way to review, made loss-making by a late cost.
    const row = (
      await t.database.query<{ shipment_id: number; profit: string; currency: string }>(
        `SELECT cs.shipment_id, cs.profit_local::text AS profit, cs.local_currency AS currency
           FROM charge_sheets cs JOIN branches b ON b.id = cs.branch_id
          WHERE b.code = 'SHA' AND cs.profit_state = 'open' AND cs.profit_local > 0
            AND NOT EXISTS (SELECT 1 FROM loss_applications a WHERE a.shipment_id = cs.shipment_id)
            AND NOT EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = cs.shipment_id
                              AND (l.status NOT IN ('draft', 'submitted', 'reviewed') OR l.invoice_id IS NOT NULL))
          ORDER BY cs.shipment_id LIMIT 1`,
      )
    )[0];
    if (!row) throw new Error('no open Shanghai sheet in profit');
    shipmentId = row.shipment_id;
    const saved = await post(t, '/api/finance/chargeSheet/lines/save', s.csr as Session, {
      shipmentId,
      side: 'cost',
      chargeCode: 'DEM',
      currency: row.currency,
      quantity: '1',
      unitPrice: (Number(row.profit) + 500).toFixed(2),
      taxRate: '0',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const inState = async (status: string) =>
      (
        await t.database.query<{ id: number }>('SELECT id FROM charge_lines WHERE shipment_id = $1 AND status = $2', [
          shipmentId,
          status,
        ])
      ).map((r) => r.id);
    const mark = async (who: Session, path: string, marker: string, ids: number[]) =>
      ids.length === 0
        ? 200
        : (
            await post(t, `/api/finance/chargeSheet/lines/${path}`, who, {
              shipmentId,
              ids,
              marker,
              confirmFreightTotal: 'true',
            })
          ).statusCode;
    expect(await mark(s.csr as Session, 'submit', 'submit', await inState('draft'))).toBe(200);
    expect(await mark(s.finance as Session, 'review', 'review', await inState('submitted'))).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('has demo loss applications in every state, the shipment profit showing the latest', async () => {
    const states = await t.database.query<{ state: string; n: number }>(
      'SELECT state, count(*)::int AS n FROM loss_applications GROUP BY state ORDER BY state',
    );
    expect(states.map((r) => r.state)).toEqual(['applied', 'approved', 'rejected']);
    const listed = await post(t, '/api/engine/shipmentProfit/list', s.finance as Session, {
      view: 'shipmentProfit',
      f_lossState: 'rejected',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.rows.length).toBeGreaterThan(0);
    expect(Number(listed.json().data.rows[0].profitLocal)).toBeLessThan(0);
  });

  it('refuses to lock a loss-making profit until a loss application is approved by someone other than its applicant', async () => {
    expect(Number((await sheet()).profit)).toBeLessThan(0);
    const early = await lock(s.finance as Session);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(en('finance.profit.errors.lossNotApproved'));

    const bad = await apply(s.manager as Session, '-5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ expectedLoss: en('finance.profit.errors.lossAmount') });
    expect((await apply(s.customer as Session, '500')).statusCode).toBe(403);
    const applied = await apply(s.manager as Session, '512.40');
    expect(applied.statusCode, applied.body).toBe(200);
    const id = applied.json().data.id as number;
    const again = await apply(s.finance as Session, '100');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(en('finance.profit.errors.lossOpen'));
    const row = (
      await t.database.query<{ applied_by: number; state: string; local_currency: string; expected_loss: string }>(
        'SELECT applied_by, state, local_currency, expected_loss::text FROM loss_applications WHERE id = $1',
        [id],
      )
    )[0];
    expect(row).toMatchObject({ state: 'applied', local_currency: 'CNY', expected_loss: '512.40' });
    expect(row?.applied_by).toBe(await idOf(t, `SELECT id FROM users WHERE user_name = 'manager'`));

    // The applicant may not decide; finance and reviewers hold no approval; a rejection needs its reason.
    const own = await decide(s.manager as Session, id, 1, 'approve');
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(en('finance.profit.errors.lossOwnApplication'));
    expect(translate('zh_cn', 'finance.profit.errors.lossOwnApplication')).toContain('其他审批人');
    expect((await decide(s.finance as Session, id, 1, 'approve')).statusCode).toBe(403);
    expect((await decide(s.reviewer as Session, id, 1, 'approve')).statusCode).toBe(403);
    const noReason = await decide(s.admin as Session, id, 1, 'reject', '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: en('finance.profit.errors.lossReasonRequired') });
    expect((await decide(s.admin as Session, id, 2, 'approve')).statusCode).toBe(409);

    const approved = await decide(s.admin as Session, id, 1, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await decide(s.admin as Session, id, 2, 'reject', 'late')).statusCode).toBe(400);
    const decided = (
      await t.database.query<{ decided_by: number; decided_at: string | null }>(
        'SELECT decided_by, decided_at FROM loss_applications WHERE id = $1',
        [id],
      )
    )[0];
    expect(decided?.decided_by).toBe(await idOf(t, `SELECT id FROM users WHERE user_name = 'admin'`));
    expect(decided?.decided_at).not.toBeNull();
    const audit = await t.database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'lossApplication' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'transition:approve']);

    const locked = await lock(s.finance as Session);
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await sheet()).state).toBe('locked');
  });

  it('refuses to apply for a shipment in profit or outside the user’s branches', async () => {
    const inProfit = await idOf(
      t,
      `SELECT cs.shipment_id AS id FROM charge_sheets cs JOIN branches b ON b.id = cs.branch_id
        WHERE b.code = 'SHA' AND cs.profit_local > 0 ORDER BY cs.shipment_id LIMIT 1`,
    );
    const res = await post(t, '/api/engine/lossApplication/create', s.finance as Session, {
      view: 'shipmentProfit',
      relation: 'lossApplications',
      parentId: inProfit,
      expectedLoss: '10',
      reason: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('finance.profit.errors.lossNotNeeded'));
    const foreign = await t.database.query<{ id: number }>(
      `SELECT cs.shipment_id AS id FROM charge_sheets cs
        WHERE cs.branch_id NOT IN (SELECT us.branch_id FROM user_branch_scopes us JOIN users u ON u.id = us.user_id
                                    WHERE u.user_name = 'finance')
        LIMIT 1`,
    );
    if (foreign[0]) {
      const out = await post(t, '/api/engine/lossApplication/create', s.finance as Session, {
        view: 'shipmentProfit',
        relation: 'lossApplications',
        parentId: foreign[0].id,
        expectedLoss: '10',
        reason: 'x',
      });
      expect([403, 404]).toContain(out.statusCode);
    }
  });

  it('counts the work list in SQL within the user’s branches, and refuses customers', async () => {
    const res = await post(t, '/api/finance/rmsWorkbench/summary', s.finance as Session);
    expect(res.statusCode, res.body).toBe(200);
    const sections = res.json().data.sections as {
      key: string;
      count: number;
      rows: { since: string; decidable: boolean; branchCode: string }[];
    }[];
    expect(sections.map((x) => x.key)).toEqual(['review', 'unlock', 'loss', 'unbilled']);
    const mine = `(SELECT us.branch_id FROM user_branch_scopes us JOIN users u ON u.id = us.user_id WHERE u.user_name = 'finance')`;
    const expected = (
      await t.database.query<Record<string, number>>(
        `SELECT
           (SELECT count(*)::int FROM charge_lines WHERE status = 'submitted' AND branch_id IN ${mine}) AS review,
           (SELECT count(*)::int FROM charge_lines WHERE status = 'unlock_requested' AND branch_id IN ${mine}) AS unlock,
           (SELECT count(*)::int FROM loss_applications WHERE state = 'applied' AND branch_id IN ${mine}) AS loss,
           (SELECT count(*)::int FROM charge_lines l JOIN shipments s ON s.id = l.shipment_id
             WHERE l.side = 'revenue' AND l.invoice_id IS NULL
               AND l.status IN ('draft', 'submitted', 'rejected', 'unlock_requested')
               AND s.etd <= now() - interval '30 days' AND l.branch_id IN ${mine}) AS unbilled`,
      )
    )[0] as Record<string, number>;
    for (const section of sections) {
      expect(section.count, section.key).toBe(expected[section.key]);
      expect(section.rows.length).toBe(Math.min(section.count, 10));
      const times = section.rows.map((r) => r.since);
      expect(times).toEqual([...times].sort());
    }
    expect(expected.review).toBeGreaterThan(0);
    expect(expected.loss).toBeGreaterThan(0);
    // Finance holds no approval: nothing is decidable for it; a manager may decide what another applied.
    expect(sections.find((x) => x.key === 'loss')?.rows.every((r) => !r.decidable)).toBe(true);
    const manager = (await post(t, '/api/finance/rmsWorkbench/summary', s.manager as Session)).json().data.sections as {
      key: string;
      rows: { decidable: boolean }[];
    }[];
    expect(manager.find((x) => x.key === 'loss')?.rows.some((r) => r.decidable)).toBe(true);
    // A narrower user sees fewer: the CSR's single branch is never more than finance's.
    expect((await post(t, '/api/finance/rmsWorkbench/summary', s.customer as Session)).statusCode).toBe(403);
    expect((await post(t, '/api/finance/rmsWorkbench/summary', s.csr as Session)).statusCode).toBe(403);
  });

  it('keeps profit shares summing to 100 with distinct parties and a cost sharing, and splits the profit in SQL', async () => {
    const target = (
      await t.database.query<{ shipment_no: string; branch_id: number; company_id: number; pol: string; pod: string }>(
        `SELECT s.shipment_no, s.branch_id, s.company_id, s.origin_port AS pol, s.destination_port AS pod
           FROM charge_sheets cs JOIN shipments s ON s.id = cs.shipment_id JOIN branches b ON b.id = s.branch_id
          WHERE b.code = 'SHA' AND cs.profit_local <> 0
            AND NOT EXISTS (SELECT 1 FROM profit_share_settings p WHERE p.shipment_id = s.id)
          ORDER BY s.id LIMIT 1`,
      )
    )[0];
    if (!target) throw new Error('no sheet without shares');
    const other = await idOf(t, `SELECT id FROM branches WHERE code = 'NGB'`);
    const create = (fields: Record<string, string | number>) =>
      post(t, '/api/engine/profitShare/create', s.finance as Session, {
        view: 'profitShareSetting',
        shipmentNo: target.shipment_no,
        ...fields,
      });
    const short = await create({
      party1BranchId: target.branch_id,
      percent1: '60',
      party2BranchId: other,
      percent2: '30',
      costSharing: 'by_share',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(en('finance.profit.errors.sharesSum', { sum: '90.00' }));
    expect(short.json().errors.percent2).toBeDefined();
    const twice = await create({
      party1BranchId: other,
      percent1: '50',
      party2BranchId: other,
      percent2: '50',
      costSharing: 'by_share',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ party2BranchId: en('finance.profit.errors.partyRepeated') });
    const noCost = await create({ party1BranchId: target.branch_id, percent1: '100' });
    expect(noCost.statusCode).toBe(400);
    expect(noCost.json().errors).toEqual({ costSharing: en('finance.profit.errors.costSharingRequired') });
    expect(
      (await post(t, '/api/engine/profitShare/list', s.customer as Session, { view: 'profitShareSetting' })).statusCode,
    ).toBe(403);

    // A rule for the customer on the lane gives the shipment its shares when none are entered.
    const badRule = await post(t, '/api/engine/profitShareRule/create', s.finance as Session, {
      view: 'rmsProfitShareRule',
      ruleName: 'No scope',
      branchId: target.branch_id,
      validFrom: '2020-01-01',
      party1BranchId: target.branch_id,
      percent1: '100',
      costSharing: 'by_share',
    });
    expect(badRule.statusCode).toBe(400);
    expect(badRule.json().errors).toEqual({ companyId: en('finance.profit.errors.ruleScope') });
    const rule = await post(t, '/api/engine/profitShareRule/create', s.finance as Session, {
      view: 'rmsProfitShareRule',
      ruleName: 'Test 33.33/66.67',
      branchId: target.branch_id,
      companyId: target.company_id,
      pol: target.pol,
      pod: target.pod,
      validFrom: '2020-01-01',
      party1BranchId: target.branch_id,
      percent1: '33.33',
      party2BranchId: other,
      percent2: '66.67',
      costSharing: 'destination_bears',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const fromRule = await create({});
    expect(fromRule.statusCode, fromRule.body).toBe(200);
    const again = await create({ party1BranchId: other, percent1: '100', costSharing: 'by_share' });
    expect(again.json().errors).toEqual({ shipmentNo: en('finance.profit.errors.shareExists') });
    const got = await post(t, '/api/engine/profitShare/get', s.finance as Session, {
      view: 'profitShareSetting',
      id: fromRule.json().data.id,
    });
    const record = got.json().data;
    expect(record).toMatchObject({ ruleId: rule.json().data.id, costSharing: 'destination_bears' });
    expect(Number(record.percent1)).toBe(33.33);
    const profit = record.profitLocal as string;
    expect((Number(record.share1Local) + Number(record.share2Local)).toFixed(2)).toBe(Number(profit).toFixed(2));
    expect(Number(record.share1Local)).toBe(Math.round(Number(profit) * 33.33) / 100);
    // Changed by hand, the shares are checked whole and no longer follow the rule.
    const edit = await post(t, '/api/engine/profitShare/update', s.finance as Session, {
      view: 'profitShareSetting',
      id: record.id,
      version: record.version,
      percent1: '50',
    });
    expect(edit.statusCode).toBe(400);
    const fixed = await post(t, '/api/engine/profitShare/update', s.finance as Session, {
      view: 'profitShareSetting',
      id: record.id,
      version: record.version,
      percent1: '50',
      percent2: '50',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const rows = await t.database.query<{ rule_id: number | null }>(
      'SELECT rule_id FROM profit_share_settings WHERE id = $1',
      [record.id],
    );
    expect(rows[0]?.rule_id).toBeNull();
  });

  it('checks tax ids by kind and keeps one per company and kind', async () => {
    const cn = await idOf(
      t,
      `SELECT c.id FROM companies c JOIN branches b ON b.id = c.branch_id
        WHERE c.country = 'CN' AND b.code = 'SHA' ORDER BY c.id LIMIT 1`,
    );
    await t.database.query('DELETE FROM party_tax_ids WHERE company_id = $1', [cn]);
    const create = (fields: Record<string, string | number>) =>
      post(t, '/api/engine/taxId/create', s.finance as Session, {
        view: 'rmsTaxId',
        companyId: cn,
        validFrom: '2020-01-01',
        ...fields,
      });
    const wrong = await create({ taxType: 'USCI', taxNo: '91350100M000100Y44' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ taxNo: en('finance.profit.errors.taxIdCheck') });
    const country = await create({ taxType: 'EIN', taxNo: '95-1234567' });
    expect(country.json().errors).toEqual({ country: en('finance.profit.errors.taxIdCountry') });
    const ok = await create({ taxType: 'USCI', taxNo: '91350100m000100y43' });
    expect(ok.statusCode, ok.body).toBe(200);
    const kept = await t.database.query<{ tax_no: string; country: string }>(
      'SELECT tax_no, country FROM party_tax_ids WHERE id = $1',
      [ok.json().data.id],
    );
    expect(kept[0]).toEqual({ tax_no: '91350100M000100Y43', country: 'CN' });
    const twin = await create({ taxType: 'USCI', taxNo: '91350100M000100Y43' });
    expect(twin.json().errors).toEqual({ taxType: en('finance.profit.errors.taxIdDuplicate') });
    const demo = await t.database.query<{ tax_type: string; tax_no: string; country: string }>(
      'SELECT tax_type, tax_no, country FROM party_tax_ids',
    );
    expect(demo.length).toBeGreaterThan(3);
    expect((await post(t, '/api/engine/taxId/list', s.customer as Session, { view: 'rmsTaxId' })).statusCode).toBe(403);
  });
});
