import { parseInstant } from './shanghai-time';

/** SPEC §3 upgrade notice as POST /basApi/upgrade sends it in data.upgrade (JSON text). */
export type UpgradeNotice = {
  upgradeFlag: number;
  start: Date | null;
  end: Date | null;
  title: string;
  body: string;
  supportContact: string;
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Parses data.upgrade; anything unreadable is no notice rather than an error. */
export const parseUpgrade = (raw: unknown): UpgradeNotice | null => {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return null;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const flag = Number(v.upgradeFlag);
  return {
    upgradeFlag: Number.isFinite(flag) ? flag : 0,
    start: parseInstant(v.upgradeS),
    end: parseInstant(v.upgradeE),
    title: text(v.title),
    body: text(v.body),
    supportContact: text(v.supportContact),
  };
};

/** Identifies one notice, so a dialog the user closed stays closed for that notice in this tab. */
export const noticeKey = (notice: UpgradeNotice): string =>
  `${notice.start?.getTime() ?? ''}-${notice.end?.getTime() ?? ''}-${notice.title}`;

/**
 * SPEC §2, §4: the dialog opens only on a path containing 'dashboard', when upgradeFlag is 1, it
 * is not already open, and the end time is still in the future. A notice the user already closed
 * in this tab does not reopen on the next poll.
 */
export const shouldOpenUpgradeDialog = (input: {
  path: string;
  notice: UpgradeNotice | null;
  open: boolean;
  now: Date;
  dismissed?: ReadonlySet<string>;
}): boolean => {
  const { path, notice, open, now, dismissed } = input;
  if (open || !notice || !path.includes('dashboard')) return false;
  if (notice.upgradeFlag !== 1 || !notice.end || notice.end.getTime() <= now.getTime()) return false;
  return !dismissed?.has(noticeKey(notice));
};

/** Polling stops after this many failures in a row (SPEC §4). */
export const nextFailureCount = (failures: number, succeeded: boolean): number => (succeeded ? 0 : failures + 1);
