import {
  ltaLaneResource,
  ltaNacResource,
  ltaResource,
  nraLineResource,
  nraResource,
} from '@tidemark/domain/pricing/rates/agreements';
import { nraAcceptanceRefusal } from '@tidemark/domain/pricing/rates/index';
import type { ServerResource, WriteContext } from '../../../engine/resource';
import { auditChange, checkValidity, dateText, lockedScoped, merged, refuse, today, visibleCompany } from './checks';

/**
 * Agreements with customers belong to the branch serving the customer, so staff see those of
 * their branches. An LTA's used TEU are counted from the confirmed FCL bookings of its customer
 * and its named accounts, with its carrier, on its lanes, departing within its validity.
 */

/** TEU of confirmed FCL bookings under the agreement `a`, on the lanes `lanes` (a condition on l). */
const usedTeuSql = (
  a: string,
  lanes: string,
) => `(SELECT COALESCE(sum(CASE WHEN bc.iso_type LIKE '20%' THEN 1 ELSE 2 END), 0)::int
   FROM bookings b JOIN booking_containers bc ON bc.booking_id = b.id
  WHERE b.status = 'confirmed' AND b.load_type = 'FCL' AND b.carrier_code = ${a}.carrier_code
    AND (b.company_id = ${a}.company_id
         OR b.company_id IN (SELECT n.company_id FROM pricing_lta_nacs n WHERE n.lta_id = ${a}.id))
    AND EXISTS (SELECT 1 FROM pricing_lta_lanes l
                 WHERE l.lta_id = ${a}.id AND l.pol = b.origin_port AND l.pod = b.destination_port AND ${lanes})
    AND b.etd::date BETWEEN ${a}.valid_from AND ${a}.valid_until)`;

/** The commitment per period times the years or quarters the validity touches (as `termCommitment`). */
const TERM_COMMITMENT_SQL = `(t.committed_teu * GREATEST(1, ceil(
  ((extract(year FROM t.valid_until) - extract(year FROM t.valid_from)) * 12
   + extract(month FROM t.valid_until) - extract(month FROM t.valid_from) + 1)
  / CASE t.period WHEN 'year' THEN 12.0 ELSE 3.0 END))::int)`;

const BY_LTA = { branch: 'a.branch_id', company: 'a.company_id' };

const ltaRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const company = await visibleCompany(ctx, values.companyId);
    if (!company) throw refuse('companyId', 'pricing.rates.companyNotFound');
    const number = await ctx.query<{ no: string }>(
      `SELECT 'LTA' || to_char($1::date, 'YY') || lpad(nextval('pricing_lta_no_seq')::text, 5, '0') AS no`,
      [values.validFrom],
    );
    return { ...values, ltaNo: number[0]?.no, branchId: company.branchId };
  },
  beforeUpdate: async (_ctx, before, values) => {
    checkValidity(before, values, 'validFrom', 'validUntil');
    return values;
  },
};

export const ltaServerResource: ServerResource = {
  def: ltaResource,
  table: 'pricing_ltas',
  from: 'pricing_ltas t JOIN companies co ON co.id = t.company_id LEFT JOIN carriers c ON c.code = t.carrier_code',
  columns: {
    companyName: 'co.name',
    carrierName: 'c.name',
    lanes: `(SELECT string_agg(l.pol || '-' || l.pod, ', ' ORDER BY l.pol, l.pod) FROM pricing_lta_lanes l WHERE l.lta_id = t.id)`,
    termCommitment: TERM_COMMITMENT_SQL,
    usedTeu: usedTeuSql('t', 'true'),
  },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
  rules: ltaRules,
};

/** The agreement a lane or named account belongs to, among the user's, locked for the write. */
const lockedLta = (ctx: WriteContext, by: { id?: unknown; no?: unknown }) => {
  const byId = by.id !== undefined && by.id !== null;
  return lockedScoped<{ id: number; company_id: number }>(
    ctx,
    { select: 'a.id, a.company_id', from: 'pricing_ltas a', where: byId ? 'a.id = $1' : 'a.lta_no = $1' },
    [
      byId
        ? Number(by.id)
        : String(by.no ?? '')
            .trim()
            .toUpperCase(),
    ],
  );
};

const laneRule = async (ctx: WriteContext, ltaId: unknown, lane: { pol: unknown; pod: unknown }, except: unknown) => {
  const lta = await lockedLta(ctx, { id: ltaId });
  if (!lta) throw refuse('pol', 'pricing.rates.ltaNotFound');
  const twice = await ctx.query(
    'SELECT 1 FROM pricing_lta_lanes WHERE lta_id = $1 AND pol = $2 AND pod = $3 AND id IS DISTINCT FROM $4',
    [lta.id, lane.pol, lane.pod, except ?? null],
  );
  if (twice.length > 0) throw refuse('pod', 'pricing.rates.laneTwice');
};

export const ltaLaneServerResource: ServerResource = {
  def: ltaLaneResource,
  table: 'pricing_lta_lanes',
  from: 'pricing_lta_lanes t JOIN pricing_ltas a ON a.id = t.lta_id',
  columns: { usedTeu: usedTeuSql('a', 'l.id = t.id') },
  scope: 'branch',
  scopeColumns: BY_LTA,
  rules: {
    beforeCreate: async (ctx, values) => {
      await laneRule(ctx, values.ltaId, { pol: values.pol, pod: values.pod }, null);
      return values;
    },
    beforeUpdate: async (ctx, before, values) => {
      const lane = { pol: merged(before, values, 'pol'), pod: merged(before, values, 'pod') };
      if (lane.pol === lane.pod) throw refuse('pod', 'pricing.rates.samePort');
      await laneRule(ctx, before.ltaId, lane, before.id);
      return values;
    },
  },
};

export const ltaNacServerResource: ServerResource = {
  def: ltaNacResource,
  table: 'pricing_lta_nacs',
  from: `pricing_lta_nacs t
    JOIN pricing_ltas a ON a.id = t.lta_id
    JOIN companies co ON co.id = t.company_id
    JOIN companies h ON h.id = a.company_id`,
  columns: {
    ltaNo: 'a.lta_no',
    companyName: 'co.name',
    ltaCompanyName: 'h.name',
    carrierCode: 'a.carrier_code',
    validFrom: 'a.valid_from',
    validUntil: 'a.valid_until',
    branchId: 'a.branch_id',
  },
  scope: 'branch',
  scopeColumns: BY_LTA,
  rules: {
    beforeCreate: async (ctx, values) => {
      const lta = await lockedLta(ctx, { id: values.ltaId, no: values.ltaNo });
      if (!lta) throw refuse(values.ltaId ? 'companyId' : 'ltaNo', 'pricing.rates.ltaNotFound');
      const company = await visibleCompany(ctx, values.companyId);
      if (!company) throw refuse('companyId', 'pricing.rates.companyNotFound');
      if (company.id === lta.company_id) throw refuse('companyId', 'pricing.rates.nacHolder');
      const twice = await ctx.query('SELECT 1 FROM pricing_lta_nacs WHERE lta_id = $1 AND company_id = $2', [
        lta.id,
        company.id,
      ]);
      if (twice.length > 0) throw refuse('companyId', 'pricing.rates.nacTwice');
      return { ltaId: lta.id, companyId: company.id, remarks: values.remarks };
    },
  },
};

// ---- negotiated rate arrangements -----------------------------------------------------------------

const NRA = nraResource.name;

type NraRef = { id: number; status: string; amends_id: number | null };

const lockedNra = (ctx: WriteContext, id: unknown) =>
  lockedScoped<NraRef>(ctx, { select: 'a.id, a.status, a.amends_id', from: 'pricing_nras a', where: 'a.id = $1' }, [
    Number(id),
  ]);

/** An arrangement's terms change only while it is a draft: what the shipper agreed stays as agreed. */
const draftOnly = (nra: NraRef | undefined, field: string): NraRef => {
  if (!nra) throw refuse(field, 'messages.noResult');
  if (nra.status !== 'draft') throw refuse(field, 'pricing.rates.nraAgreed');
  return nra;
};

/** The shipper accepts: who recorded it and when, and the arrangement it amends is superseded. */
const accept = async (ctx: WriteContext, before: Record<string, unknown>) => {
  const id = Number(before.id);
  const lines = await ctx.query('SELECT 1 FROM pricing_nra_lines WHERE nra_id = $1 LIMIT 1', [id]);
  if (lines.length === 0) throw refuse('status', 'pricing.rates.nraNeedsRates');
  const refusal = nraAcceptanceRefusal(dateText(before.effectiveDate), dateText(before.expiryDate), await today(ctx));
  if (refusal) throw refuse('effectiveDate', refusal);
  await ctx.query('UPDATE pricing_nras SET accepted_by = $2, accepted_at = now() WHERE id = $1', [id, ctx.auth.userId]);
  const amended = await ctx.query<{ id: number }>(
    `UPDATE pricing_nras p SET status = 'superseded', version = p.version + 1, updated_at = now()
       FROM pricing_nras n WHERE n.id = $1 AND p.id = n.amends_id AND p.status = 'amending' RETURNING p.id`,
    [id],
  );
  for (const p of amended) {
    await auditChange(ctx, NRA, p.id, 'update', { status: { from: 'amending', to: 'superseded' } });
  }
};

/**
 * Amending opens the next amendment of the same number as a draft copy of the terms and rates; the
 * agreed arrangement stays in force until the shipper accepts the amendment.
 */
const amend = async (ctx: WriteContext, before: Record<string, unknown>) => {
  const id = Number(before.id);
  const copy = await ctx.query<{ id: number; amendment_no: number }>(
    `INSERT INTO pricing_nras (nra_no, amendment_no, amends_id, company_id, carrier_code, effective_date, expiry_date,
                               terms, branch_id)
     SELECT nra_no, (SELECT max(amendment_no) + 1 FROM pricing_nras x WHERE x.nra_no = n.nra_no), id, company_id,
            carrier_code, GREATEST(effective_date, current_date), GREATEST(expiry_date, current_date), terms, branch_id
       FROM pricing_nras n WHERE id = $1
     RETURNING id, amendment_no`,
    [id],
  );
  const created = copy[0];
  if (!created) throw refuse('status', 'messages.noResult');
  await ctx.query(
    `INSERT INTO pricing_nra_lines (nra_id, pol, pod, equipment, commodity, rate, currency)
     SELECT $2, pol, pod, equipment, commodity, rate, currency FROM pricing_nra_lines WHERE nra_id = $1 ORDER BY id`,
    [id, created.id],
  );
  await auditChange(ctx, NRA, created.id, 'create', { amends: before.nraNo, amendmentNo: created.amendment_no });
};

const nraRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const company = await visibleCompany(ctx, values.companyId);
    if (!company) throw refuse('companyId', 'pricing.rates.companyNotFound');
    const number = await ctx.query<{ no: string }>(
      `SELECT 'NRA' || to_char(current_date, 'YY') || lpad(nextval('pricing_nra_no_seq')::text, 5, '0') AS no`,
    );
    return { ...values, nraNo: number[0]?.no, amendmentNo: 0, status: 'draft', branchId: company.branchId };
  },
  beforeUpdate: async (ctx, before, values) => {
    draftOnly(await lockedNra(ctx, before.id), 'terms');
    checkValidity(before, values, 'effectiveDate', 'expiryDate');
    return values;
  },
  beforeTransition: async (ctx, before, step) => {
    if (step.action === 'accept') await accept(ctx, before);
    if (step.action === 'amend') await amend(ctx, before);
  },
};

export const nraServerResource: ServerResource = {
  def: nraResource,
  table: 'pricing_nras',
  from: `pricing_nras t
    JOIN companies co ON co.id = t.company_id
    LEFT JOIN carriers c ON c.code = t.carrier_code
    LEFT JOIN users u ON u.id = t.accepted_by`,
  columns: {
    companyName: 'co.name',
    carrierName: 'c.name',
    acceptedByName: 'u.display_name',
    lanes: `(SELECT string_agg(DISTINCT l.pol || '-' || l.pod, ', ') FROM pricing_nra_lines l WHERE l.nra_id = t.id)`,
  },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
  rules: nraRules,
};

export const nraLineServerResource: ServerResource = {
  def: nraLineResource,
  table: 'pricing_nra_lines',
  from: 'pricing_nra_lines t JOIN pricing_nras a ON a.id = t.nra_id',
  scope: 'branch',
  scopeColumns: BY_LTA,
  rules: {
    beforeCreate: async (ctx, values) => {
      draftOnly(await lockedNra(ctx, values.nraId), 'pol');
      return values;
    },
    beforeUpdate: async (ctx, before, values) => {
      draftOnly(await lockedNra(ctx, before.nraId), 'pol');
      if (merged(before, values, 'pol') === merged(before, values, 'pod')) {
        throw refuse('pod', 'pricing.rates.samePort');
      }
      return values;
    },
  },
};
