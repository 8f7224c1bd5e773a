/** The finance work list's sections, in the order the screen shows them. */
export type WorkbenchSectionKey = 'review' | 'unlock' | 'loss' | 'unbilled';

/** One waiting item: a charge line (review, unlock, unbilled) or a loss application (loss). */
export type WorkbenchRow = {
  id: number;
  version: number;
  shipmentId: number;
  shipmentNo: string;
  branchCode: string;
  /** The charge's code and side (lines), or null (loss applications). */
  chargeCode: string | null;
  side: string | null;
  status: string;
  currency: string;
  /** The line's amount, or the expected loss. */
  amount: string;
  /** The shipment's profit in local currency (loss applications). */
  profitLocal: string | null;
  /** The bill-to party (unbilled lines). */
  partyName: string | null;
  /** Who asked (submitted, requested the unlock, applied) and since when; the ETD for unbilled lines. */
  who: string | null;
  since: string;
  reason: string | null;
  /** Whether the caller may decide it (loss applications: an approver who did not apply). */
  decidable: boolean;
};

export type WorkbenchSection = { key: WorkbenchSectionKey; count: number; rows: WorkbenchRow[] };

/** What `POST /api/finance/rmsWorkbench/summary` answers. */
export type WorkbenchSummary = { sections: WorkbenchSection[] };
