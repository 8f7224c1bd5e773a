import Big from 'big.js';

/** SPEC §5 "Cost-sharing is required": who bears the shipment's costs between the parties. */
export const COST_SHARING = ['by_share', 'origin_bears', 'destination_bears'] as const;
export type CostSharing = (typeof COST_SHARING)[number];

/** A profit share setting or rule holds up to this many parties, each a branch or an agent company. */
export const SHARE_SLOTS = [1, 2, 3] as const;

/** The fields of one party's share: the branch or the agent company, and its percent. */
export const slotFields = (n: number) =>
  ({ branch: `party${n}BranchId`, company: `party${n}CompanyId`, percent: `percent${n}` }) as const;

/** A percent as it is kept: above 0, at most 100, two decimals at most. */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

const present = (v: unknown): boolean => v !== null && v !== undefined && v !== '';

/** What a set of shares is refused for: field -> catalog key, and the sum when it is not 100. */
export type ShareProblems = { fields: Record<string, string>; sum: string | null };

/**
 * SPEC §5 "Profit shares must sum to 100 and parties cannot repeat" and "Cost-sharing is
 * required", for the values of a setting or rule (field names as `slotFields` gives them): each
 * share names one party (a branch or an agent, not both) and a percent above 0 and at most 100,
 * no party twice, at least one share, the percents summing to exactly 100.00, and a cost sharing.
 */
export const shareProblems = (values: Readonly<Record<string, unknown>>): ShareProblems => {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  let sum = new Big(0);
  let shares = 0;
  let last = 'percent1';
  for (const n of SHARE_SLOTS) {
    const f = slotFields(n);
    const branch = values[f.branch];
    const company = values[f.company];
    const percent = values[f.percent];
    if (!present(branch) && !present(company) && !present(percent)) continue;
    if (present(branch) && present(company)) {
      fields[f.company] = 'finance.profit.errors.onePartyPerShare';
      continue;
    }
    if (!present(branch) && !present(company)) {
      fields[f.branch] = 'finance.profit.errors.partyRequired';
      continue;
    }
    const party = present(branch) ? `branch:${String(branch)}` : `company:${String(company)}`;
    if (seen.has(party)) fields[present(branch) ? f.branch : f.company] = 'finance.profit.errors.partyRepeated';
    seen.add(party);
    const text = present(percent) ? String(percent).trim() : '';
    if (!PERCENT.test(text) || new Big(text).lte(0) || new Big(text).gt(100)) {
      fields[f.percent] = text ? 'finance.profit.errors.percentRange' : 'finance.profit.errors.percentRequired';
      continue;
    }
    sum = sum.plus(text);
    shares++;
    last = f.percent;
  }
  if (shares === 0 && Object.keys(fields).length === 0) fields.party1BranchId = 'finance.profit.errors.partyRequired';
  const sumWrong = shares > 0 && Object.keys(fields).length === 0 && !sum.eq(100);
  if (sumWrong) fields[last] = 'finance.profit.errors.sharesSum';
  if (!present(values.costSharing)) fields.costSharing = 'finance.profit.errors.costSharingRequired';
  return { fields, sum: sumWrong ? sum.toFixed(2) : null };
};
