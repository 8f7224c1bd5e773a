import { decimal, fixed } from '@tidemark/domain/common/money';
import { airBreakFor, type ChargeUnit, priceLines } from '@tidemark/domain/pricing/index';
import type { TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { insertLines, type NewLine } from './lines';
import { type SheetShipment, sheetLines, shipmentQuotation } from './sheet';

/** Whether the side already has an SR line of the code, or one is among the lines being added. */
const srTaken = (taken: Set<string>, code: string): boolean => {
  if (taken.has(code)) return true;
  taken.add(code);
  return false;
};

const takenSr = async (query: TxQuery, shipmentId: number, side: 'revenue' | 'cost'): Promise<Set<string>> =>
  new Set((await sheetLines(query, shipmentId)).filter((l) => l.side === side && l.isSr).map((l) => l.chargeCode));

/**
 * Fill from quotation: the shipment's quotation (its booking's, else its customer's confirmed one
 * for the lane) becomes revenue lines billed to the shipment's customer. A line priced above its
 * rate × quantity (its minimum applied) is carried as one unit at the quoted amount; the first line
 * of each charge code is the SR line unless the sheet has one. Refused when the sheet holds the
 * quotation's lines already.
 */
export const fillFromQuotation = async (query: TxQuery, auth: Auth, shipment: SheetShipment): Promise<number> => {
  const quotation = await shipmentQuotation(query, shipment);
  if (!quotation) throw new AppError(400, 'finance.charges.errors.noQuotation');
  const already = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM charge_lines WHERE shipment_id = $1 AND quotation_id = $2 AND source = 'quotation'`,
    [shipment.id, quotation.id],
  );
  if ((already[0]?.n ?? 0) > 0) {
    throw new AppError(409, 'finance.charges.errors.alreadyFilled', { quotationNo: quotation.quotationNo });
  }
  const quoted = await query<{
    chargeCode: string;
    description: string | null;
    quantity: string;
    rate: string;
    amount: string;
    currency: string;
  }>(
    `SELECT charge_code AS "chargeCode", description, quantity::text AS quantity, rate::text AS rate,
            amount::text AS amount, currency
       FROM pricing_quotation_lines WHERE quotation_id = $1 ORDER BY id`,
    [quotation.id],
  );
  const taken = await takenSr(query, shipment.id, 'revenue');
  const lines: NewLine[] = quoted.map((q) => {
    const plain = decimal(q.quantity).times(decimal(q.rate)).round(4).eq(decimal(q.amount));
    return {
      side: 'revenue',
      chargeCode: q.chargeCode,
      partyCompanyId: shipment.companyId,
      description: q.description,
      currency: q.currency,
      quantity: plain ? q.quantity : '1',
      unitPrice: plain ? q.rate : fixed(decimal(q.amount)),
      taxRate: '0',
      rateDate: null,
      isSr: !srTaken(taken, q.chargeCode),
      source: 'quotation',
      quotationId: quotation.id,
    };
  });
  return (await insertLines(query, auth, shipment, lines)).length;
};

/** The rate equipment of a container of the shipments core: 20', 40' high cube, else 40'. */
const EQUIPMENT_SQL = `CASE WHEN c.iso_type LIKE '2%' THEN '20GP' WHEN c.iso_type LIKE '45%' OR c.iso_type LIKE 'L5%'
  THEN '40HC' ELSE '40GP' END`;

/** Volumetric kilograms per cubic metre of air cargo (IATA 1:6000). */
const AIR_KG_PER_CBM = 167;

type Group = { equipment: string; containers: number };

/** What the shipment is priced as: its containers by equipment (FCL), LCL by W/M, or its air weight break. */
const groupsOf = async (query: TxQuery, shipment: SheetShipment): Promise<{ mode: 'sea' | 'air'; groups: Group[] }> => {
  if (shipment.mode === 'FCL') {
    const rows = await query<Group>(
      `SELECT ${EQUIPMENT_SQL} AS equipment, count(*)::int AS containers FROM containers c
        WHERE c.shipment_id = $1 GROUP BY 1 ORDER BY 1`,
      [shipment.id],
    );
    return { mode: 'sea', groups: rows.length > 0 ? rows : [{ equipment: '40HC', containers: 1 }] };
  }
  if (shipment.mode === 'LCL') return { mode: 'sea', groups: [{ equipment: 'LCL', containers: 0 }] };
  if (shipment.mode === 'AIR') {
    const volumetric = decimal(shipment.volumeCbm).times(AIR_KG_PER_CBM);
    const chargeable = volumetric.gt(decimal(shipment.grossWeightKg)) ? volumetric : decimal(shipment.grossWeightKg);
    return { mode: 'air', groups: [{ equipment: airBreakFor(fixed(chargeable, 3)), containers: 0 }] };
  }
  return { mode: 'sea', groups: [] };
};

/**
 * Fill from cost rates: for each equipment of the shipment, the published cost tariff of its lane
 * in force on its ETD day (the shipment's carrier's when there is one, else the cheapest) becomes
 * cost lines, priced for the shipment's containers, weight and volume as every pricing page prices
 * (`priceLines`). The first line of each charge code is the SR line unless the sheet has one.
 * Refused when the sheet holds cost-rate lines already, or when no rate is in force.
 */
export const fillFromCostRates = async (query: TxQuery, auth: Auth, shipment: SheetShipment): Promise<number> => {
  const already = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM charge_lines WHERE shipment_id = $1 AND source = 'cost_rate'`,
    [shipment.id],
  );
  if ((already[0]?.n ?? 0) > 0) throw new AppError(409, 'finance.charges.errors.costAlreadyFilled');
  const { mode, groups } = await groupsOf(query, shipment);
  const noRates = (equipment: string) =>
    new AppError(400, 'finance.charges.errors.noCostRates', {
      pol: shipment.originPort,
      pod: shipment.destinationPort,
      equipment,
      day: shipment.etdDay,
    });
  if (groups.length === 0) throw noRates(shipment.mode);
  const taken = await takenSr(query, shipment.id, 'cost');
  const lines: NewLine[] = [];
  for (const group of groups) {
    const tariffs = await query<{ id: number; tariffNo: string; carrierCode: string }>(
      `SELECT id, tariff_no AS "tariffNo", carrier_code AS "carrierCode" FROM pricing_tariffs
        WHERE kind = 'cost' AND status = 'active' AND company_id IS NULL AND mode = $1
          AND pol = $2 AND pod = $3 AND equipment = $4 AND $5::date BETWEEN valid_from AND valid_until
        ORDER BY (carrier_code = $6) DESC, base_total, id LIMIT 1`,
      [mode, shipment.originPort, shipment.destinationPort, group.equipment, shipment.etdDay, shipment.carrierCode],
    );
    const tariff = tariffs[0];
    if (!tariff) throw noRates(group.equipment);
    const rateLines = await query<{
      chargeCode: string;
      rate: string;
      unit: ChargeUnit;
      minimum: string | null;
      currency: string;
    }>(
      `SELECT charge_code AS "chargeCode", rate::text AS rate, unit, minimum::text AS minimum, currency
         FROM pricing_tariff_lines WHERE tariff_id = $1 ORDER BY id`,
      [tariff.id],
    );
    const priced = priceLines(rateLines, {
      containers: group.containers,
      weightKg: shipment.grossWeightKg,
      volumeCbm: shipment.volumeCbm,
    });
    for (const line of priced.lines) {
      const plain = decimal(line.quantity).times(decimal(line.rate)).round(4).eq(decimal(line.amount));
      lines.push({
        side: 'cost',
        chargeCode: line.chargeCode,
        partyCompanyId: null,
        description: `${tariff.carrierCode} ${tariff.tariffNo} · ${group.equipment}`,
        currency: line.currency,
        quantity: plain ? line.quantity : '1',
        unitPrice: plain ? line.rate : line.amount,
        taxRate: '0',
        rateDate: null,
        isSr: !srTaken(taken, line.chargeCode),
        source: 'cost_rate',
        quotationId: null,
      });
    }
  }
  return (await insertLines(query, auth, shipment, lines)).length;
};
