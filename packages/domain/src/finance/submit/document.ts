import { decimal } from '../../common/money';
import { CHARGE_CODES } from '../../pricing/index';

/** A charge line as it is sent to CargoWise: figures as decimal strings, the party by its code. */
export type CwLine = {
  chargeLineId: number;
  side: 'revenue' | 'cost';
  chargeCode: string;
  /** The office's CargoWise code for the charge code (chargeCodeMapping), when one is active. */
  cwCode: string | null;
  description: string | null;
  partyCode: string | null;
  partyName: string | null;
  currency: string | null;
  amount: string;
  localAmount: string;
  taxAmount: string;
};

export type CwSubmission = {
  submissionNo: string;
  shipmentNo: string;
  mode: string;
  branchCode: string;
  localCurrency: string;
  lines: readonly CwLine[];
};

/** Why a line cannot go to CargoWise. */
export type CwProblem = {
  chargeLineId: number;
  chargeCode: string;
  reason: 'reversal' | 'unknownCode' | 'noParty' | 'noCurrency';
};

/**
 * SPEC §5 "Reverse data cannot be submitted to CW": a line whose amount is below zero reverses a
 * charge (a credit, a correction of a line already sent); CargoWise takes it only as a correction
 * made there.
 */
export const isReversal = (line: Pick<CwLine, 'amount'>): boolean => decimal(line.amount).lt(0);

/** The lines of a batch that are reversals, in order. */
export const reversalsOf = <T extends Pick<CwLine, 'amount'>>(lines: readonly T[]): T[] => lines.filter(isReversal);

/**
 * What keeps each line of a submission out of CargoWise: a reversal, a code the office has not
 * mapped to CargoWise's (or one Tidemark does not know), no party, no currency.
 */
export const cwProblems = (lines: readonly CwLine[]): CwProblem[] =>
  lines.flatMap((l): CwProblem[] => {
    const base = { chargeLineId: l.chargeLineId, chargeCode: l.chargeCode };
    if (isReversal(l)) return [{ ...base, reason: 'reversal' }];
    if (!(CHARGE_CODES as readonly string[]).includes(l.chargeCode) || !l.cwCode) {
      return [{ ...base, reason: 'unknownCode' }];
    }
    if (!l.partyCode) return [{ ...base, reason: 'noParty' }];
    if (!l.currency || !/^[A-Z]{3}$/.test(l.currency)) return [{ ...base, reason: 'noCurrency' }];
    return [];
  });

const PROBLEM_TEXT: Readonly<Record<CwProblem['reason'], { en: string; zh: string }>> = {
  reversal: { en: 'is a reversal, which cannot be submitted to CW', zh: '为冲销数据，不能提交至 CW' },
  unknownCode: {
    en: 'has a charge code the office has not mapped to CargoWise (charge code mapping)',
    zh: '的费用代码未在本办事处的费用代码对照中映射到 CargoWise',
  },
  noParty: { en: 'has no party (debtor or creditor)', zh: '缺少结算对象（应收方或应付方）' },
  noCurrency: { en: 'has no currency', zh: '缺少币种' },
};

/**
 * The reason a submission failed, kept with it in both languages (the delivery runs for nobody in
 * particular): "Line 812 OFR has no party (debtor or creditor) / 费用行 812 OFR 缺少结算对象（应收方或应付方）".
 */
export const problemText = (problems: readonly CwProblem[]): string => {
  const en = problems.map((p) => `Line ${p.chargeLineId} ${p.chargeCode} ${PROBLEM_TEXT[p.reason].en}`).join('; ');
  const zh = problems.map((p) => `费用行 ${p.chargeLineId} ${p.chargeCode} ${PROBLEM_TEXT[p.reason].zh}`).join('；');
  return `${en} / ${zh}`;
};

const escapeXml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const el = (name: string, value: string | null, indent: string): string =>
  value === null || value === '' ? '' : `${indent}<${name}>${escapeXml(value)}</${name}>\n`;
const coded = (name: string, code: string | null, indent: string): string =>
  code ? `${indent}<${name}><Code>${escapeXml(code)}</Code></${name}>\n` : '';

/** CargoWise's job type of a shipment by its mode: forwarding shipments, by sea, air or land. */
const transportMode = (mode: string): string =>
  mode === 'AIR' ? 'AIR' : mode === 'RAIL' ? 'RAI' : mode === 'ROAD' ? 'ROA' : 'SEA';

const chargeLineXml = (line: CwLine, position: number): string => {
  const i = '          ';
  const cost = line.side === 'cost';
  const amount = decimal(line.amount).toFixed(2);
  const local = decimal(line.localAmount).toFixed(2);
  const party = `${i}  <Type>Organization</Type>\n${i}  <Key>${escapeXml(line.partyCode ?? '')}</Key>\n`;
  return [
    `${i.slice(2)}<ChargeLine>\n`,
    `${i}<ChargeCode><Code>${escapeXml(line.cwCode ?? line.chargeCode)}</Code></ChargeCode>\n`,
    el('Description', line.description, i),
    `${i}<DisplaySequence>${position}</DisplaySequence>\n`,
    cost
      ? `${i}<CostOSAmount>${amount}</CostOSAmount>\n${coded('CostOSCurrency', line.currency, i)}${i}<CostLocalAmount>${local}</CostLocalAmount>\n${i}<Creditor>\n${party}${i}</Creditor>\n`
      : `${i}<SellOSAmount>${amount}</SellOSAmount>\n${coded('SellOSCurrency', line.currency, i)}${i}<SellLocalAmount>${local}</SellLocalAmount>\n${i}<SellOSGSTVATAmount>${decimal(line.taxAmount).toFixed(2)}</SellOSGSTVATAmount>\n${i}<Debtor>\n${party}${i}</Debtor>\n`,
    `${i.slice(2)}</ChargeLine>\n`,
  ].join('');
};

/**
 * The CargoWise Universal Shipment document (schema 2011/11, version 1.1) of a submission: the
 * forwarding shipment by its number, and its job costing with one charge line per line sent, sell
 * lines with their debtor, cost lines with their creditor, each in its own currency and in the
 * office's. Refused (problems answered) while any line cannot go to CargoWise.
 */
export const cargowiseDocument = (
  submission: CwSubmission,
): { ok: true; xml: string } | { ok: false; problems: CwProblem[] } => {
  const problems = cwProblems(submission.lines);
  if (problems.length > 0) return { ok: false, problems };
  const lines = submission.lines.map((l, n) => chargeLineXml(l, n + 1)).join('');
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '<UniversalShipment xmlns="http://www.cargowise.com/Schemas/Universal/2011/11" version="1.1">\n',
    '  <Shipment>\n',
    '    <DataContext>\n',
    '      <DataTargetCollection>\n',
    '        <DataTarget>\n',
    '          <Type>ForwardingShipment</Type>\n',
    `          <Key>${escapeXml(submission.shipmentNo)}</Key>\n`,
    '        </DataTarget>\n',
    '      </DataTargetCollection>\n',
    `      <Company><Code>${escapeXml(submission.branchCode)}</Code></Company>\n`,
    `      <TriggerDescription>${escapeXml(submission.submissionNo)}</TriggerDescription>\n`,
    '    </DataContext>\n',
    `    <TransportMode><Code>${transportMode(submission.mode)}</Code></TransportMode>\n`,
    '    <JobCosting>\n',
    `      <Branch><Code>${escapeXml(submission.branchCode)}</Code></Branch>\n`,
    `      <Currency><Code>${escapeXml(submission.localCurrency)}</Code></Currency>\n`,
    '      <ChargeLineCollection>\n',
    lines,
    '      </ChargeLineCollection>\n',
    '    </JobCosting>\n',
    '  </Shipment>\n',
    '</UniversalShipment>\n',
  ].join('');
  return { ok: true, xml };
};
