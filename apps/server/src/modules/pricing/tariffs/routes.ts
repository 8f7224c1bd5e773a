import {
  type CreateTariff,
  createTariffSchema,
  type Markup,
  markedUpRates,
  tariffSearchSchema,
  validityEnd,
} from '@tidemark/domain/pricing/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { visibleCompany } from '../../../engine/scope';
import type { TxQuery } from '../../../engine/transaction';
import { auditIn, inTransaction } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { badRequest, forbidden } from '../../../http/errors';
import { idField } from '../../../http/fields';
import { route } from '../../../http/route';
import { refreshCostsAfter } from '../costs/refresh';
import { checkTariffHeader } from './rules';
import { searchTariffs } from './search';

const refuse = (field: string, key: string) => badRequest(key, { [field]: key });

type Settings = { branchId: number; branchCode: string; defaultCurrency: string | null; validityDays: number | null };

/** The user's own branch office and its tariff settings (none yet: nulls). */
export const branchSettings = async (query: TxQuery, auth: Auth): Promise<Settings> => {
  const rows = await query<Settings>(
    `SELECT b.id AS "branchId", b.code AS "branchCode", s.default_currency AS "defaultCurrency",
            s.validity_days AS "validityDays"
       FROM users u JOIN branches b ON b.id = u.branch_id
       LEFT JOIN pricing_tariff_settings s ON s.branch_id = b.id
      WHERE u.id = $1`,
    [auth.userId],
  );
  const row = rows[0];
  if (!row) throw refuse('branchId', 'pricing.tariffs.errors.noSettings');
  return row;
};

const nextTariffNo = async (query: TxQuery): Promise<string> => {
  const rows = await query<{ no: string }>(`SELECT 'TF' || lpad(nextval('pricing_tariff_no_seq')::text, 8, '0') AS no`);
  return rows[0]?.no ?? '';
};

type NewLine = { chargeCode: string; rate: string; unit: string; minimum: string | null };

/** Writes a tariff and its lines (the all-in follows the lines, kept by the database) and audits it. */
const insertTariff = async (
  query: TxQuery,
  auth: Auth,
  header: Omit<CreateTariff, 'lines' | 'validUntil' | 'currency'> & {
    validUntil: string;
    currency: string;
    branchId: number;
  },
  lines: readonly NewLine[],
  audit: Record<string, unknown> = {},
): Promise<{ id: number; tariffNo: string }> => {
  const tariffNo = await nextTariffNo(query);
  const [row] = await query<{ id: number }>(
    `INSERT INTO pricing_tariffs (tariff_no, kind, mode, carrier_code, pol, pod, via, equipment, valid_from, valid_until,
                                  currency, transit_days, contract_no, company_id, branch_id, status, remarks, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
    [
      tariffNo,
      header.kind,
      header.mode,
      header.carrierCode,
      header.pol,
      header.pod,
      header.via ?? null,
      header.equipment,
      header.validFrom,
      header.validUntil,
      header.currency,
      header.transitDays ?? null,
      header.contractNo ?? null,
      header.companyId ?? null,
      header.branchId,
      header.status,
      header.remarks ?? null,
      auth.userId,
    ],
  );
  if (!row) throw new Error('insert into pricing_tariffs returned no row');
  if (lines.length > 0) {
    await query(
      `INSERT INTO pricing_tariff_lines (tariff_id, charge_code, rate, unit, minimum, currency)
       SELECT $1, l.charge_code, l.rate, l.unit, l.minimum, $2
         FROM unnest($3::text[], $4::numeric[], $5::text[], $6::numeric[]) WITH ORDINALITY
              AS l (charge_code, rate, unit, minimum, n)
        ORDER BY l.n`,
      [
        row.id,
        header.currency,
        lines.map((l) => l.chargeCode),
        lines.map((l) => l.rate),
        lines.map((l) => l.unit),
        lines.map((l) => l.minimum),
      ],
    );
  }
  await auditIn(query, {
    entity: 'tariff',
    entityId: row.id,
    action: 'create',
    userId: auth.userId,
    changes: { tariffNo, status: header.status, lines: lines.length, ...audit },
  });
  return { id: row.id, tariffNo };
};

const makeSellBody = z.object({ id: idField });

/**
 * The tariff desk's calls beyond the generic endpoints: the search every quoting desk uses, a
 * tariff created with its lines in one step, the defaults the create form starts from, and a sell
 * tariff made from a cost tariff with the branch office's markup.
 */
export const registerTariffRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/pricing/tariffs/search',
    permission: 'searchTariff',
    summary:
      'Tariffs in force on a day for a lane and equipment, priced for the cargo and ranked by total converted into one currency',
    tags: ['pricing'],
    body: tariffSearchSchema,
    handler: async ({ auth, body }) => {
      // Cost rates are the desk's: those who only quote see sell rates.
      if (body.kind === 'cost' && !auth.permissions.has('tariff')) throw forbidden();
      const companyId = body.companyId;
      if (companyId !== undefined && !(await visibleCompany(app.database.query, auth, companyId))) {
        throw refuse('companyId', 'pricing.tariffs.errors.companyNotFound');
      }
      // Totals are ranked in the currency asked, else in the local currency of the user's branch office.
      const currency =
        body.currency ??
        (
          await app.database.query<{ currency: string }>(
            `SELECT b.local_currency AS currency FROM users u JOIN branches b ON b.id = u.branch_id WHERE u.id = $1`,
            [auth.userId],
          )
        )[0]?.currency ??
        'USD';
      return ok(await searchTariffs(app.database.query, body, currency));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/tariffs/defaults',
    permission: 'createTariff',
    summary: "The user's branch office and the currency and validity a new tariff starts with there",
    tags: ['pricing'],
    handler: async ({ auth }) => ok(await branchSettings(app.database.query, auth)),
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/tariffs/create',
    permission: 'createTariff',
    summary: 'Creates a tariff with its charge lines in one transaction (a draft, or published with a line)',
    tags: ['pricing'],
    body: createTariffSchema,
    handler: async ({ auth, body, t }) => {
      const saved = await inTransaction(app, async (query) => {
        const settings = await branchSettings(query, auth);
        const currency = body.currency ?? settings.defaultCurrency;
        if (!currency) throw refuse('currency', 'validation.required');
        const validUntil =
          body.validUntil ?? (settings.validityDays ? validityEnd(body.validFrom, settings.validityDays) : null);
        if (!validUntil) throw refuse('validUntil', 'validation.required');
        const header = { ...body, currency, validUntil, branchId: settings.branchId };
        await checkTariffHeader(query, header);
        if (body.companyId && !(await visibleCompany(query, auth, body.companyId))) {
          throw refuse('companyId', 'pricing.tariffs.errors.companyNotFound');
        }
        body.lines.forEach((line, i) => {
          if (line.currency && line.currency !== currency) {
            throw refuse(`lines.${i}.currency`, 'pricing.tariffs.errors.currencyMismatch');
          }
        });
        if (body.status === 'active' && body.lines.length === 0)
          throw refuse('lines', 'pricing.tariffs.errors.noLines');
        return insertTariff(
          query,
          auth,
          header,
          body.lines.map((l) => ({ ...l, minimum: l.minimum ?? null })),
        );
      });
      // A published cost tariff moves the computed costs of its lane: recomputed now it is committed.
      await refreshCostsAfter(app, { tariffs: [{ id: saved.id, action: 'create', changes: {} }] }).catch((error) =>
        app.log.error({ err: error }, 'cost refresh failed after the tariff committed'),
      );
      return ok(saved, t('pricing.tariffs.ui.created', { tariffNo: saved.tariffNo }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/tariffs/makeSell',
    permission: 'createTariff',
    summary: "Makes a sell tariff from a cost tariff, its lines raised by the branch office's markup",
    tags: ['pricing'],
    body: makeSellBody,
    handler: async ({ auth, body, t }) => {
      const saved = await inTransaction(app, async (query) => {
        const [cost] = await query<CreateTariff & { tariffNo: string; currency: string; validUntil: string }>(
          `SELECT tariff_no AS "tariffNo", kind, mode, carrier_code AS "carrierCode", pol, pod, via, equipment,
                  valid_from::text AS "validFrom", valid_until::text AS "validUntil", currency,
                  transit_days AS "transitDays", company_id AS "companyId", remarks, status
             FROM pricing_tariffs WHERE id = $1`,
          [body.id],
        );
        if (!cost) throw refuse('id', 'pricing.tariffs.errors.tariffNotFound');
        if (cost.kind !== 'cost' || (cost.status as string) === 'withdrawn') {
          throw refuse('id', 'pricing.tariffs.errors.notCost');
        }
        const settings = await branchSettings(query, auth);
        const [markup] = await query<Markup>(
          `SELECT m.markup_amount::text AS "markupAmount", m.markup_percent::text AS "markupPercent"
             FROM pricing_tariff_markups m JOIN pricing_tariff_settings s ON s.id = m.setting_id
            WHERE s.branch_id = $1 AND m.mode = $2 AND m.equipment = $3`,
          [settings.branchId, cost.mode, cost.equipment],
        );
        if (!markup) throw refuse('id', 'pricing.tariffs.errors.noMarkup');
        const lines = await query<NewLine>(
          `SELECT charge_code AS "chargeCode", rate::text AS rate, unit, minimum::text AS minimum
             FROM pricing_tariff_lines WHERE tariff_id = $1 ORDER BY id`,
          [body.id],
        );
        const rates = markedUpRates(lines, markup);
        const made = await insertTariff(
          query,
          auth,
          { ...cost, kind: 'sell', contractNo: null, branchId: settings.branchId },
          lines.map((l, i) => ({ ...l, rate: rates[i] ?? l.rate })),
          { madeFrom: cost.tariffNo, markup },
        );
        return { ...made, costNo: cost.tariffNo };
      });
      return ok(saved, t('pricing.tariffs.ui.madeSell', { tariffNo: saved.tariffNo, costNo: saved.costNo }));
    },
  });
};
