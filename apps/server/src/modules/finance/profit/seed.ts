import { germanVatCheckDigit, usciCheckCharacter } from '@tidemark/domain/finance/index';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import type { Auth } from '../../../http/auth';
import { insertLines, markLines } from '../charges/lines';
import { loadShipment, sheetRow } from '../charges/sheet';
import { decideLoss } from './loss';
import { ruleFor, sharesOfRule } from './shares';

const staff = (userId: number, userName: string): Auth => ({
  userId,
  userName,
  kind: 'staff',
  permissions: new Set(),
  branchIds: [],
  companyId: null,
  sessionId: 'demo-seed',
  timeZone: 'UTC',
});

/** The losses' stories, in turn: what went wrong, why finance applies, and how the approver answered. */
const LOSSES = [
  {
    extra: ['Demurrage at destination, 9 days over free time', '目的港滞期费，超出免费期 9 天'],
    reason: 'Consignee collected late after customs hold; demurrage cannot be rebilled per contract',
    decision: null,
  },
  {
    extra: ['Re-export trucking after the consignee refused the cargo', '收货人拒收后转运拖车费'],
    reason: '收货人拒收，转运费用由我司承担，已与客户确认',
    decision: { approve: true, reason: null },
  },
  {
    extra: ['Detention of two containers returned late', '两个集装箱超期还箱滞箱费'],
    reason: 'Detention caused by our trucker: apply to carry the loss on this shipment',
    decision: { approve: false, reason: '滞箱费应向拖车公司索赔，请先提交索赔再申请' },
  },
  {
    extra: ['Storage at the destination CFS during the customs inspection', '海关查验期间目的港仓储费'],
    reason: '海关查验产生仓储费，客户合同为全包价，无法向客户收取',
    decision: null,
  },
] as const;

/** A unified social credit code of a Shanghai (Pudong) company: its organisation code with its GB 11714 check, then the check character. */
const usciFor = (n: number): string => {
  const org8 = String(10_000_000 + ((n * 7_919) % 89_999_999)).slice(0, 8);
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...org8].reduce((acc, c, i) => acc + Number(c) * (weights[i] as number), 0);
  const c9 = 11 - (sum % 11);
  const first17 = `91310115${org8}${c9 === 10 ? 'X' : c9 === 11 ? '0' : String(c9)}`;
  return `${first17}${usciCheckCharacter(first17)}`;
};

/** A tax id of the company's country, or none where the portal keeps no kind for it. */
const taxIdFor = (country: string, id: number): { type: string; no: string } | null => {
  const digits = (len: number) => String((id * 104_729) % 10 ** len).padStart(len, '0');
  switch (country) {
    case 'CN':
      return { type: 'USCI', no: usciFor(id) };
    case 'US':
      return { type: 'EIN', no: `${['95', '13', '36', '47'][id % 4]}${digits(7)}` };
    case 'DE': {
      const first8 = `${1 + (id % 9)}${digits(7)}`;
      return { type: 'VAT', no: `DE${first8}${germanVatCheckDigit(first8)}` };
    }
    case 'NL':
      return { type: 'VAT', no: `NL${digits(9)}B01` };
    default:
      return null;
  }
};

/**
 * Demo rows of the profit part, telling the charge sheets' story on: four reviewed Shanghai sheets
 * become loss-making through a late cost (demurrage, re-export trucking, detention, storage), and
 * finance applies for each loss; the manager approves one (whose profit finance then locks),
 * rejects one with a reason, and two wait on the work list. Profit share rules of the Shanghai
 * office for its main lanes and its first customer, shipments' shares taken from them (or entered),
 * and tax ids of the Chinese, US, German and Dutch companies. Needs the demo users; runs once.
 */
export const seedProfit = async (database: Database, demo: DemoSeed): Promise<void> => {
  if (!demo.users) return;
  const done = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM loss_applications');
  if ((done[0]?.n ?? 0) > 0) return;
  const users = new Map(
    (
      await database.query<{ id: number; user_name: string }>(
        `SELECT id, user_name FROM users WHERE user_name IN ('csr', 'finance', 'manager')`,
      )
    ).map((u) => [u.user_name, staff(u.id, u.user_name)]),
  );
  const csr = users.get('csr');
  const finance = users.get('finance');
  const approver = users.get('manager');
  if (!csr || !finance || !approver) return;
  // The approver decides within the branches the account is scoped to, as it would on the work list.
  const manager: Auth = {
    ...approver,
    branchIds: (
      await database.query<{ branch_id: number }>('SELECT branch_id FROM user_branch_scopes WHERE user_id = $1', [
        approver.userId,
      ])
    ).map((r) => r.branch_id),
  };
  const query = database.query;
  const asOf = demo.asOf.toISOString();

  // Shanghai sheets whose profit is open, on their way to review and not invoiced yet.
  const sheets = await query<{ shipment_id: number }>(
    `SELECT cs.shipment_id FROM charge_sheets cs JOIN branches b ON b.id = cs.branch_id
      WHERE b.code = 'SHA' AND cs.profit_state = 'open' AND cs.line_count > 0
        AND NOT EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = cs.shipment_id
                          AND (l.status NOT IN ('draft', 'submitted', 'reviewed') OR l.invoice_id IS NOT NULL))
      ORDER BY cs.shipment_id LIMIT ${LOSSES.length}`,
  );
  for (const [i, { shipment_id: id }] of sheets.entries()) {
    const story = LOSSES[i] as (typeof LOSSES)[number];
    const zh = i % 2;
    const shipment = await loadShipment(query, id);
    const sheet = await sheetRow(query, shipment);
    const extra = (Math.max(Number(sheet.profitLocal), 0) + 650 + 275 * i).toFixed(2);
    const [lineId] = await insertLines(query, csr, shipment, [
      {
        side: 'cost',
        chargeCode: i === 2 ? 'DET' : 'DEM',
        partyCompanyId: null,
        description: story.extra[zh] as string,
        currency: shipment.localCurrency,
        quantity: '1',
        unitPrice: extra,
        taxRate: '0',
        rateDate: null,
        isSr: false,
        source: 'manual',
        quotationId: null,
      },
    ]);
    if (lineId === undefined) continue;
    const inState = async (status: string) =>
      (
        await query<{ id: number }>('SELECT id FROM charge_lines WHERE shipment_id = $1 AND status = $2', [id, status])
      ).map((r) => r.id);
    await markLines(query, csr, shipment, await inState('draft'), 'submit', { confirmFreightTotal: true });
    await markLines(query, finance, shipment, await inState('submitted'), 'review', {});
    const loss = (await sheetRow(query, shipment)).profitLocal.replace('-', '');
    const applied = await query<{ id: number }>(
      `INSERT INTO loss_applications (shipment_id, branch_id, local_currency, expected_loss, reason, applied_by, applied_at)
       SELECT $1, s.branch_id, cs.local_currency, $2, $3, $4, least(s.etd + interval '6 days', $5::timestamptz)
         FROM shipments s JOIN charge_sheets cs ON cs.shipment_id = s.id WHERE s.id = $1 RETURNING id`,
      [id, loss, story.reason, finance.userId, asOf],
    );
    const applicationId = applied[0]?.id;
    if (applicationId === undefined || !story.decision) continue;
    await decideLoss(query, manager, {
      id: applicationId,
      version: 1,
      decision: story.decision.approve ? 'approve' : 'reject',
      reason: story.decision.reason,
    });
    await query(
      `UPDATE loss_applications a SET decided_at = least(s.etd + interval '7 days', $2::timestamptz),
              updated_at = least(s.etd + interval '7 days', $2::timestamptz)
         FROM shipments s WHERE s.id = a.shipment_id AND a.id = $1`,
      [applicationId, asOf],
    );
    if (story.decision.approve) {
      const ids = (await query<{ id: number }>('SELECT id FROM charge_lines WHERE shipment_id = $1', [id])).map(
        (r) => r.id,
      );
      await markLines(query, finance, shipment, ids, 'lock', {});
      await query(
        `UPDATE charge_sheets SET profit_state = 'locked', profit_locked_by = $2,
                profit_locked_at = least((SELECT etd FROM shipments WHERE id = $1) + interval '8 days', $3::timestamptz),
                version = version + 1
          WHERE shipment_id = $1`,
        [id, finance.userId, asOf],
      );
    }
  }

  // Shanghai's profit share rules: its two busiest lanes with the destination office, and its first customer with an agent.
  const sha = (await query<{ id: number }>(`SELECT id FROM branches WHERE code = 'SHA'`))[0]?.id;
  if (sha === undefined) return;
  const lanes = await query<{ pol: string; pod: string; dest_branch: number | null; dest_code: string | null }>(
    `SELECT s.origin_port AS pol, s.destination_port AS pod,
            (SELECT b.id FROM branches b WHERE b.country = left(s.destination_port, 2) AND b.id <> s.branch_id ORDER BY b.id LIMIT 1) AS dest_branch,
            (SELECT b.code FROM branches b WHERE b.country = left(s.destination_port, 2) AND b.id <> s.branch_id ORDER BY b.id LIMIT 1) AS dest_code
       FROM charge_sheets cs JOIN shipments s ON s.id = cs.shipment_id
      WHERE cs.branch_id = $1
      GROUP BY s.origin_port, s.destination_port, s.branch_id
      ORDER BY count(*) DESC, s.origin_port, s.destination_port LIMIT 2`,
    [sha],
  );
  const validFrom = new Date(demo.asOf.getTime() - 400 * 86_400_000).toISOString().slice(0, 10);
  for (const [i, lane] of lanes.entries()) {
    const [mine, theirs] = i === 0 ? ['60', '40'] : ['55', '45'];
    await query(
      `INSERT INTO profit_share_rules (rule_name, branch_id, pol, pod, valid_from, cost_sharing,
                                       party1_branch_id, percent1, party2_branch_id, party2_company_id, percent2, remarks)
       VALUES ($1, $2, $3, $4, $5, $6, $2, $7, $8, $9, $10, $11)`,
      [
        i === 0
          ? `${lane.pol}–${lane.pod} lane split ${mine}/${theirs}`
          : `${lane.pol}—${lane.pod} 航线分成 ${mine}/${theirs}`,
        sha,
        lane.pol,
        lane.pod,
        validFrom,
        i === 0 ? 'by_share' : 'origin_bears',
        mine,
        lane.dest_branch,
        lane.dest_branch === null
          ? // No office there: the agent is a company of the destination's country, else one another office serves.
            ((
              await query<{ id: number }>(
                'SELECT id FROM companies WHERE branch_id <> $2 ORDER BY (country = left($1, 2)) DESC, id LIMIT 1',
                [lane.pod, sha],
              )
            )[0]?.id ?? null)
          : null,
        theirs,
        i === 0 ? 'Agreed with the destination office for the annual contract' : '与目的港代理年度协议约定',
      ],
    );
  }
  const customer = await query<{ company_id: number; agent: number | null }>(
    `SELECT s.company_id,
            (SELECT c.id FROM companies c WHERE c.country <> 'CN' AND c.id <> s.company_id ORDER BY c.id LIMIT 1) AS agent
       FROM charge_sheets cs JOIN shipments s ON s.id = cs.shipment_id WHERE cs.branch_id = $1
      GROUP BY s.company_id ORDER BY count(*) DESC, s.company_id LIMIT 1`,
    [sha],
  );
  const key = customer[0];
  if (key?.agent) {
    await query(
      `INSERT INTO profit_share_rules (rule_name, branch_id, company_id, valid_from, cost_sharing,
                                       party1_branch_id, percent1, party2_company_id, percent2, remarks)
       VALUES ('Key account: overseas agent share', $1, $2, $3, 'destination_bears', $1, 70, $4, 30, '重点客户：海外代理分成 30%')`,
      [sha, key.company_id, validFrom, key.agent],
    );
  }
  // Shipments' shares: from the rule in force where one applies, entered by hand for a few others.
  const shipments = await query<{ shipment_id: number; branch_id: number }>(
    `SELECT shipment_id, branch_id FROM charge_sheets WHERE branch_id = $1 ORDER BY shipment_id LIMIT 40`,
    [sha],
  );
  let manual = 0;
  for (const { shipment_id: id, branch_id: branch } of shipments) {
    const rule = await ruleFor(query, id);
    const values = rule
      ? sharesOfRule(rule)
      : manual++ < 6
        ? { ruleId: null, costSharing: 'origin_bears', party1BranchId: branch, percent1: '100' }
        : null;
    if (!values) continue;
    await query(
      `INSERT INTO profit_share_settings (shipment_id, branch_id, rule_id, cost_sharing, party1_branch_id, party1_company_id,
                                          percent1, party2_branch_id, party2_company_id, percent2, party3_branch_id,
                                          party3_company_id, percent3, remarks)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        id,
        branch,
        values.ruleId ?? null,
        values.costSharing,
        values.party1BranchId ?? null,
        values.party1CompanyId ?? null,
        values.percent1 ?? null,
        values.party2BranchId ?? null,
        values.party2CompanyId ?? null,
        values.percent2 ?? null,
        values.party3BranchId ?? null,
        values.party3CompanyId ?? null,
        values.percent3 ?? null,
        rule ? null : '本单无代理合作，利润归起运港',
      ],
    );
  }

  // Tax ids of the companies the portal keeps a kind of number for.
  const companies = await query<{ id: number; country: string }>(
    `SELECT id, country FROM companies WHERE country IN ('CN', 'US', 'DE', 'NL') ORDER BY id LIMIT 120`,
  );
  for (const c of companies) {
    const tax = taxIdFor(c.country, c.id);
    if (!tax) continue;
    await query(
      `INSERT INTO party_tax_ids (company_id, country, tax_type, tax_no, valid_from, valid_until, remarks)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (company_id, tax_type) DO NOTHING`,
      [
        c.id,
        c.country,
        tax.type,
        tax.no,
        c.country === 'CN' ? '2016-01-01' : '2019-07-01',
        c.id % 11 === 0 ? '2025-12-31' : null,
        c.id % 11 === 0
          ? c.country === 'CN'
            ? '已变更登记，待更新'
            : 'Registration replaced, new number pending'
          : null,
      ],
    );
  }
};
