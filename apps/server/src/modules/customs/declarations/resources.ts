import {
  type CustomsResult,
  checkTotals,
  customsResultResource,
  DECLARATION_EDITABLE,
  type DeclarationState,
  declarationLineResource,
  declarationResource,
  estimateLine,
  type LineEstimate,
  weightTolerance,
} from '@tidemark/domain/customs/declarations/index';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import type { TxQuery } from '../../../engine/transaction';
import { AppError, badRequest } from '../../../http/errors';
import { checkHsCode, countryOfPort } from '../codes';

type Values = Record<string, unknown>;

const refuse = (field: string, key: string): never => {
  throw badRequest(key, { [field]: key });
};

/** `<branch code>-CD-<year>-<six digits>`: the branch's counter of the year, locked so numbers neither repeat nor skip. */
export const allocateDeclarationNumber = async (
  query: TxQuery,
  branch: { id: number; code: string },
  year: number,
): Promise<string> => {
  await query(
    'INSERT INTO customs_declaration_counters (branch_id, year) VALUES ($1, $2) ON CONFLICT (branch_id, year) DO NOTHING',
    [branch.id, year],
  );
  const rows = await query<{ last_value: number }>(
    'UPDATE customs_declaration_counters SET last_value = last_value + 1 WHERE branch_id = $1 AND year = $2 RETURNING last_value',
    [branch.id, year],
  );
  return `${branch.code}-CD-${year}-${String(rows[0]?.last_value ?? 1).padStart(6, '0')}`;
};

/** One answer of customs to a declaration, as the state action that records it happens. */
export const recordResult = async (
  query: TxQuery,
  declarationId: number,
  result: CustomsResult,
  message: string | null,
  userId: number | null,
): Promise<void> => {
  await query(
    `INSERT INTO customs_results (declaration_id, branch_id, shipment_id, result, message, recorded_by)
     SELECT id, branch_id, shipment_id, $2, $3, $4 FROM customs_declarations WHERE id = $1`,
    [declarationId, result, message, userId],
  );
};

type Shipment = { id: number; branchId: number; branchCode: string; originPort: string; destinationPort: string };

/** The shipment a declaration names, within the writer's branches; the field says so when it is not there. */
const shipmentOf = async (ctx: WriteContext, shipmentNo: string): Promise<Shipment> => {
  const [shipment] = await ctx.query<Shipment>(
    `SELECT s.id, s.branch_id AS "branchId", b.code AS "branchCode", s.origin_port AS "originPort",
            s.destination_port AS "destinationPort"
       FROM shipments s JOIN branches b ON b.id = s.branch_id
      WHERE s.shipment_no = $1 AND s.branch_id = ANY ($2::int[])`,
    [shipmentNo, ctx.auth.branchIds],
  );
  if (!shipment) {
    throw new AppError(
      404,
      'customs.declarations.errors.shipmentNotFound',
      { shipmentNo },
      { shipmentNo: 'customs.declarations.errors.shipmentUnknown' },
    );
  }
  return shipment;
};

const assertPort = async (ctx: WriteContext, port: unknown): Promise<void> => {
  const [known] = await ctx.query('SELECT 1 FROM ports WHERE unlocode = $1', [port]);
  if (!known) refuse('clearancePort', 'customs.declarations.errors.portUnknown');
};

const assertCurrency = async (ctx: WriteContext, currency: unknown): Promise<void> => {
  const [known] = await ctx.query('SELECT 1 FROM currencies WHERE code = $1', [currency]);
  if (!known) refuse('currency', 'customs.errors.currency');
};

const assertEditable = (status: unknown): void => {
  if (!DECLARATION_EDITABLE.includes(status as DeclarationState)) {
    throw new AppError(409, 'customs.declarations.errors.notEditable');
  }
};

/**
 * Refuses a submit whose lines do not add up to the shipment's cargo (docs/customs.md): the top
 * message gives both sides' figures, each field its own reason.
 */
const assertTotals = (before: Values): void => {
  const cargo = {
    packages: Number(before.shipmentPackages),
    grossWeightKg: String(before.shipmentGrossWeightKg),
  };
  const totals = {
    lines: Number(before.lineCount),
    packages: Number(before.totalPackages),
    grossWeightKg: String(before.totalGrossWeightKg),
    value: String(before.totalValue),
  };
  const problems = checkTotals(totals, cargo);
  if (problems.length === 0) return;
  throw new AppError(
    400,
    'customs.declarations.errors.totalsMismatch',
    {
      packages: totals.packages,
      shipmentPackages: cargo.packages,
      weight: totals.grossWeightKg,
      shipmentWeight: cargo.grossWeightKg,
      tolerance: weightTolerance(cargo.grossWeightKg).toFixed(3),
    },
    Object.fromEntries(problems.map((p) => [p.field, p.key])),
  );
};

/**
 * Declarations, filed by the customs desk for shipments of their branches: the shipment by number
 * (its branch becomes the declaration's), numbered per branch and year, in draft; the declarant,
 * trade mode and broker from the branch's customs configuration (else its controlling office's)
 * unless given, the port of
 * clearance the shipment's own on the declaring side (its origin for an export, its destination
 * for an import). Only a draft or rejected declaration changes; submit checks the lines against
 * the shipment's cargo; accept and release record customs' answer; each names who and when.
 */
export const declarationServer: ServerResource = storedResource(declarationResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      const { shipmentNo, ...rest } = values;
      const shipment = await shipmentOf(ctx, String(shipmentNo));
      const [config] = await ctx.query<{ declarantCode: string; brokerName: string | null; tradeMode: string }>(
        `SELECT c.declarant_code AS "declarantCode", c.broker_name AS "brokerName", c.default_trade_mode AS "tradeMode"
           FROM customs_configurations c JOIN branches b ON b.id = $1
          WHERE c.branch_id IN (b.id, b.controlling_office_id)
          ORDER BY (c.branch_id = b.id) DESC LIMIT 1`,
        [shipment.branchId],
      );
      const declarantCode = rest.declarantCode ?? config?.declarantCode;
      if (!declarantCode) refuse('declarantCode', 'customs.declarations.errors.noDeclarant');
      const tradeMode = rest.tradeMode ?? config?.tradeMode;
      if (!tradeMode) refuse('tradeMode', 'customs.declarations.errors.noTradeMode');
      const clearancePort =
        rest.clearancePort ?? (rest.direction === 'import' ? shipment.destinationPort : shipment.originPort);
      await assertPort(ctx, clearancePort);
      await assertCurrency(ctx, rest.currency);
      const number = await allocateDeclarationNumber(
        ctx.query,
        { id: shipment.branchId, code: shipment.branchCode },
        new Date().getUTCFullYear(),
      );
      return {
        ...rest,
        declarationNo: number,
        shipmentId: shipment.id,
        branchId: shipment.branchId,
        declarantCode,
        tradeMode,
        clearancePort,
        brokerName: rest.brokerName ?? config?.brokerName ?? null,
        entryCountry: countryOfPort(shipment.destinationPort),
        status: 'draft',
        createdBy: ctx.auth.userId,
      };
    },
    beforeUpdate: async (ctx, before, values) => {
      assertEditable(before.status);
      if (Object.hasOwn(values, 'declarantCode') && !values.declarantCode) {
        refuse('declarantCode', 'customs.declarations.errors.noDeclarant');
      }
      if (Object.hasOwn(values, 'tradeMode') && !values.tradeMode) {
        refuse('tradeMode', 'customs.declarations.errors.noTradeMode');
      }
      if (Object.hasOwn(values, 'clearancePort')) await assertPort(ctx, values.clearancePort);
      if (Object.hasOwn(values, 'currency')) await assertCurrency(ctx, values.currency);
      return values;
    },
    beforeTransition: async (ctx, before, step) => {
      const id = Number(before.id);
      if (step.action === 'submit') {
        assertTotals(before);
        await ctx.query(
          'UPDATE customs_declarations SET submitted_by = $2, submitted_at = now(), reject_reason = NULL WHERE id = $1',
          [id, ctx.auth.userId],
        );
        return;
      }
      const column = step.action === 'release' ? 'released' : 'decided';
      await ctx.query(`UPDATE customs_declarations SET ${column}_by = $2, ${column}_at = now() WHERE id = $1`, [
        id,
        ctx.auth.userId,
      ]);
      await recordResult(ctx.query, id, step.to as CustomsResult, null, ctx.auth.userId);
    },
  },
});

type Header = {
  status: string;
  direction: string;
  entryCountry: string | null;
  originPort: string;
  destinationPort: string;
};

/** The declaration a line belongs to, as its rules need it. */
const headerOf = async (ctx: WriteContext, declarationId: unknown): Promise<Header> => {
  const [header] = await ctx.query<Header>(
    `SELECT d.status, d.direction, d.entry_country AS "entryCountry", s.origin_port AS "originPort",
            s.destination_port AS "destinationPort"
       FROM customs_declarations d JOIN shipments s ON s.id = d.shipment_id WHERE d.id = $1`,
    [declarationId],
  );
  if (!header) throw badRequest('validation.invalid');
  return header;
};

/** The duty rate the code has in the tariff of the country the goods enter: US ad valorem, China MFN. */
const rateOf = async (query: TxQuery, country: string | null, code: string): Promise<string | null> => {
  if (country !== 'US' && country !== 'CN') return null;
  const [row] = await query<{ rate: string | null }>(
    country === 'US'
      ? 'SELECT ad_valorem_rate::text AS rate FROM customs_us_hts_codes WHERE code = $1'
      : 'SELECT mfn_rate::text AS rate FROM customs_cn_codes WHERE code = $1',
    [code],
  );
  return row?.rate ?? null;
};

/**
 * The estimate of a line: for an import declaration, from its code's rate in the country of
 * entry; an export declaration, and a code without a recorded rate, have none.
 */
export const lineEstimate = async (
  query: TxQuery,
  header: Pick<Header, 'direction' | 'entryCountry'>,
  code: string,
  value: string,
): Promise<LineEstimate | null> => {
  if (header.direction !== 'import') return null;
  return estimateLine(header.entryCountry, value, await rateOf(query, header.entryCountry, code));
};

export const estimateColumns = (estimate: LineEstimate | null): Values => ({
  dutyRate: estimate?.dutyRate ?? null,
  dutyEstimate: estimate?.duty ?? null,
  vatRate: estimate?.vatRate ?? null,
  vatEstimate: estimate?.vat ?? null,
});

/**
 * A declaration's lines, only while it is a draft or rejected: the code checked for its format and
 * its existence in the tariff of the shipment's origin or destination country (checkHsCode), the
 * origin a known country, and the duty and tax estimated again whenever the code or value changes.
 */
export const declarationLineServer: ServerResource = storedResource(declarationLineResource, {
  rules: (() => {
    const check = async (ctx: WriteContext, declarationId: unknown, before: Values | null, values: Values) => {
      const header = await headerOf(ctx, declarationId);
      assertEditable(header.status);
      const out: Values = { ...values };
      if (Object.hasOwn(values, 'hsCode')) {
        const countries = [countryOfPort(header.originPort), countryOfPort(header.destinationPort)].filter(
          (c): c is string => c !== null,
        );
        const checked = await checkHsCode(ctx.query, String(values.hsCode), countries);
        if ('error' in checked) refuse('hsCode', checked.error);
        else out.hsCode = checked.code;
      }
      if (Object.hasOwn(values, 'originCountry')) {
        const [known] = await ctx.query('SELECT 1 FROM countries WHERE code = $1', [values.originCountry]);
        if (!known) refuse('originCountry', 'validation.invalid');
      }
      const code = (out.hsCode ?? before?.hsCode) as string;
      const value = String(out.value ?? before?.value);
      return { ...out, ...estimateColumns(await lineEstimate(ctx.query, header, code, value)) };
    };
    return {
      beforeCreate: (ctx: WriteContext, values: Values) => check(ctx, values.declarationId, null, values),
      beforeUpdate: (ctx: WriteContext, before: Values, values: Values) =>
        check(ctx, before.declarationId, before, values),
      beforeDelete: async (ctx: WriteContext, before: Values) => {
        assertEditable((await headerOf(ctx, before.declarationId)).status);
      },
    };
  })(),
});

/** Customs' answers, written by the declarations' state actions; read-only here. */
export const customsResultServer: ServerResource = storedResource(customsResultResource);
