import type { Language } from '@tidemark/domain';
import type { QuotationRecord } from '@tidemark/domain/pricing/quotations/document';
import type { TxQuery } from '../../../engine/transaction';

/** The cut-offs a quotation prints, in the order a shipper meets them. */
const CUTOFFS = [
  ['cyCutoff', 'cy_cutoff'],
  ['reeferCutoff', 'reefer_cutoff'],
  ['dgCutoff', 'dg_cutoff'],
  ['siCutoff', 'si_cutoff'],
  ['vgmCutoff', 'vgm_cutoff'],
] as const;

type Row = Omit<QuotationRecord, 'cutoffs' | 'ecu' | 'lines'> & {
  ecuPol: string | null;
  ecuPolName: string | null;
  ecuPod: string | null;
  ecuPodName: string | null;
  ecuTransitDays: number | null;
} & Record<(typeof CUTOFFS)[number][0], string | null>;

/**
 * A quotation with its names and lines as its PDF and mail print them, in the reader's language:
 * ports and carrier by their names, times at the port of loading's clock. The caller has checked
 * the quotation is theirs to see.
 */
export const loadQuotationRecord = async (
  query: TxQuery,
  id: number,
  lang: Language,
): Promise<QuotationRecord | null> => {
  const zh = lang === 'zh_cn';
  const [row] = await query<Row>(
    `SELECT q.quotation_no AS "quotationNo", q.status, q.product, co.name AS "companyName",
            ct.name AS "contactName", ct.email AS "contactEmail", ${zh ? 'b.name_zh' : 'b.name'} AS "branchName",
            q.from_code AS "fromCode", ${zh ? 'pf.name_zh' : 'pf.name'} AS "fromName",
            q.to_code AS "toCode", ${zh ? 'pt.name_zh' : 'pt.name'} AS "toName",
            coalesce(${zh ? 'ca.name_zh' : 'ca.name'}, q.carrier_code) AS carrier, q.equipment, q.containers,
            q.weight_kg::text AS "weightKg", q.volume_cbm::text AS "volumeCbm", q.payment, q.space_type AS "spaceType",
            q.grouping, to_char(q.valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(q.valid_until, 'YYYY-MM-DD') AS "validUntil",
            to_char(q.closing, 'YYYY-MM-DD') AS closing, q.currency, q.total::text AS total,
            u.display_name AS "quotedBy",
            to_char(q.quoted_at AT TIME ZONE coalesce(pf.time_zone, 'UTC'), 'YYYY-MM-DD HH24:MI') AS "quotedAt",
            ${CUTOFFS.map(([f, c]) => `to_char(q.${c} AT TIME ZONE coalesce(pf.time_zone, 'UTC'), 'YYYY-MM-DD HH24:MI') AS "${f}"`).join(', ')},
            q.ecu_pol AS "ecuPol", q.ecu_pol_name AS "ecuPolName", q.ecu_pod AS "ecuPod", q.ecu_pod_name AS "ecuPodName",
            q.ecu_transit_days AS "ecuTransitDays"
       FROM pricing_quotations q
       JOIN companies co ON co.id = q.company_id
       JOIN branches b ON b.id = q.branch_id
       LEFT JOIN contacts ct ON ct.id = q.contact_id
       LEFT JOIN carriers ca ON ca.code = q.carrier_code
       LEFT JOIN users u ON u.id = q.quoted_by
       LEFT JOIN LATERAL (SELECT * FROM ports p WHERE p.unlocode = q.from_code ORDER BY p.kind DESC LIMIT 1) pf ON true
       LEFT JOIN LATERAL (SELECT * FROM ports p WHERE p.unlocode = q.to_code ORDER BY p.kind DESC LIMIT 1) pt ON true
      WHERE q.id = $1`,
    [id],
  );
  if (!row) return null;
  const lines = await query<QuotationRecord['lines'][number]>(
    `SELECT charge_code AS "chargeCode", charge_type AS "chargeType", unit, quantity::text AS quantity,
            rate::text AS rate, margin::text AS margin, amount::text AS amount, currency
       FROM pricing_quotation_lines WHERE quotation_id = $1 ORDER BY id`,
    [id],
  );
  const { ecuPol, ecuPolName, ecuPod, ecuPodName, ecuTransitDays, ...rest } = row;
  return {
    ...rest,
    cutoffs: CUTOFFS.flatMap(([f]) => (row[f] ? [{ key: f, value: row[f] as string }] : [])),
    ecu:
      ecuPol && ecuPod
        ? { pol: ecuPol, polName: ecuPolName, pod: ecuPod, podName: ecuPodName, transitDays: ecuTransitDays }
        : null,
    lines,
  };
};
