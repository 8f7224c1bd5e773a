/**
 * Written compliance statements a customer company signs: which kinds there are, the states a
 * statement goes through, and the rules of each step (pure, shared by the server and the screens).
 */

/** Restricted-party screening declaration, dual-use goods statement. */
export const STATEMENT_KINDS = ['restricted_party', 'dual_use'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** draft -> submitted -> approved or rejected; approved -> signed; a rejected one is edited and submitted again. */
export const STATEMENT_STATES = ['draft', 'submitted', 'approved', 'rejected', 'signed'] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];

/** States in which the author's desk may still change the wording, the kind and the dates. */
export const STATEMENT_EDITABLE: readonly StatementState[] = ['draft', 'rejected'];

/**
 * HS chapters whose goods are often dual-use (export-controlled for military or WMD use):
 * 28 and 29 (chemicals, precursors), 38 (chemical products), 84 (machinery, machine tools),
 * 85 (electronics), 88 (aircraft, drones), 90 (optics, measuring instruments), 93 (arms).
 * A shipment of goods in these chapters needs a signed dual-use statement as well.
 */
export const DUAL_USE_CHAPTERS: readonly string[] = ['28', '29', '38', '84', '85', '88', '90', '93'];

/** The kinds a shipment needs signed and in force: screening always, dual-use for goods of a sensitive chapter. */
export const requiredKinds = (hsCode: string | null | undefined): StatementKind[] => {
  const chapter = (hsCode ?? '').replace(/\D/g, '').slice(0, 2);
  return chapter.length === 2 && DUAL_USE_CHAPTERS.includes(chapter)
    ? ['restricted_party', 'dual_use']
    : ['restricted_party'];
};

type Validity = { validFrom: string; validUntil: string | null };

/** Whether a statement is in force on a day (dates as YYYY-MM-DD, both ends included). */
export const inForce = (s: Validity, day: string): boolean =>
  s.validFrom <= day && (s.validUntil === null || day <= s.validUntil);

/** The required kinds no signed statement in force covers on the day. */
export const missingKinds = (
  signed: readonly (Validity & { kind: string; state: string })[],
  hsCode: string | null | undefined,
  day: string,
): StatementKind[] =>
  requiredKinds(hsCode).filter(
    (kind) => !signed.some((s) => s.kind === kind && s.state === 'signed' && inForce(s, day)),
  );

const err = (key: string) => `customs.compliance.errors.${key}`;

/**
 * Why an approval or a rejection is refused (a catalog key), or null: only a submitted statement,
 * never by its author, a rejection only with its reason.
 */
export const decisionRefusal = (
  s: { state: string; createdBy: number | null },
  userId: number,
  decision: 'approve' | 'reject',
  reason: string | null | undefined,
): string | null => {
  if (s.state !== 'submitted') return err('notSubmitted');
  if (s.createdBy !== null && s.createdBy === userId) return err('ownStatement');
  if (decision === 'reject' && !reason?.trim()) return err('reasonRequired');
  return null;
};

/** Why a signature is refused, or null: only an approved statement, on a day it is in force. */
export const signRefusal = (s: Validity & { state: string }, day: string): string | null => {
  if (s.state !== 'approved') return err('notApproved');
  if (!inForce(s, day)) return err('notInForce');
  return null;
};
