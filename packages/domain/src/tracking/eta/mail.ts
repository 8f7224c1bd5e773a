/** What the ETA notice says, times already written in the destination's local time. */
export type EtaMailValues = {
  shipmentNo: string;
  origin: string;
  destination: string;
  deltaHours: number;
  oldEta: string;
  newEta: string;
  containerNo: string | null;
  company: string;
};

/** Translates a catalog key in the rule's language (the caller holds the catalogs). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Ends a sentence by itself: a full stop or another closing mark, in English or Chinese. */
const ENDS_SENTENCE = /[.!?。！？]$/;

/**
 * The ETA notice in the rule's language. A company name that ends with its own full stop
 * ('Acme Co.') ends the sentence with it, instead of getting the template's as well ('Acme Co..').
 */
export const etaMail = (translate: Translate, v: EtaMailValues): { subject: string; text: string } => {
  const body = translate('tracking.etaMail.body', {
    shipmentNo: v.shipmentNo,
    origin: v.origin,
    destination: v.destination,
    hours: Math.abs(v.deltaHours),
    direction: translate(v.deltaHours >= 0 ? 'tracking.etaMail.later' : 'tracking.etaMail.earlier'),
    oldEta: v.oldEta,
    newEta: v.newEta,
    containerNo: v.containerNo ?? '-',
    company: v.company,
  });
  const company = v.company.trim();
  return {
    subject: translate('tracking.etaMail.subject', { shipmentNo: v.shipmentNo }),
    text: ENDS_SENTENCE.test(company) ? body.replaceAll(`${v.company}.`, v.company) : body,
  };
};
