import { UPGRADE_POLL_MAX_FAILURES } from '@tidemark/domain';
import { describe, expect, it } from 'vitest';
import { formatShanghai, parseInstant, shanghaiToIso, shanghaiWallClock } from './shanghai-time';
import { nextFailureCount, noticeKey, parseUpgrade, shouldOpenUpgradeDialog } from './upgrade-notice';

const now = new Date('2026-11-22T02:00:00Z');
const notice = (over: Record<string, unknown> = {}) =>
  parseUpgrade(
    JSON.stringify({
      upgradeFlag: 1,
      upgradeS: '2026-11-22T03:00:00Z',
      upgradeE: '2026-11-22T05:00:00Z',
      title: 'Database upgrade',
      body: 'Planned work',
      supportContact: 'it-support@tidemark.example',
      ...over,
    }),
  );

describe('upgrade notice', () => {
  it('parses data.upgrade JSON text', () => {
    expect(notice()).toEqual({
      upgradeFlag: 1,
      start: new Date('2026-11-22T03:00:00Z'),
      end: new Date('2026-11-22T05:00:00Z'),
      title: 'Database upgrade',
      body: 'Planned work',
      supportContact: 'it-support@tidemark.example',
    });
    expect(parseUpgrade('')).toBeNull();
    expect(parseUpgrade('not json')).toBeNull();
    expect(parseUpgrade(undefined)).toBeNull();
    expect(parseUpgrade('{"upgradeFlag":"1"}')?.upgradeFlag).toBe(1);
  });

  it('opens on a dashboard path with flag 1, not open, end in the future', () => {
    expect(shouldOpenUpgradeDialog({ path: '/dashboard/udRole', notice: notice(), open: false, now })).toBe(true);
  });

  it('stays shut off the dashboard, without the flag, when open, or after the end', () => {
    expect(shouldOpenUpgradeDialog({ path: '/user-account', notice: notice(), open: false, now })).toBe(false);
    expect(shouldOpenUpgradeDialog({ path: '/dashboard', notice: notice({ upgradeFlag: 0 }), open: false, now })).toBe(
      false,
    );
    expect(shouldOpenUpgradeDialog({ path: '/dashboard', notice: notice(), open: true, now })).toBe(false);
    const ended = notice({ upgradeE: '2026-11-22T01:59:59Z' });
    expect(shouldOpenUpgradeDialog({ path: '/dashboard', notice: ended, open: false, now })).toBe(false);
    expect(shouldOpenUpgradeDialog({ path: '/dashboard', notice: notice({ upgradeE: '' }), open: false, now })).toBe(
      false,
    );
    expect(shouldOpenUpgradeDialog({ path: '/dashboard', notice: null, open: false, now })).toBe(false);
  });

  it('opens while the work is under way, since only the end counts', () => {
    const running = notice({ upgradeS: '2026-11-22T01:00:00Z' });
    expect(shouldOpenUpgradeDialog({ path: '/dashboard', notice: running, open: false, now })).toBe(true);
  });

  it('does not reopen a notice closed in this tab', () => {
    const n = notice();
    if (!n) throw new Error('no notice');
    const dismissed = new Set([noticeKey(n)]);
    expect(shouldOpenUpgradeDialog({ path: '/dashboard', notice: n, open: false, now, dismissed })).toBe(false);
    const other = notice({ upgradeE: '2026-11-23T05:00:00Z' });
    expect(shouldOpenUpgradeDialog({ path: '/dashboard', notice: other, open: false, now, dismissed })).toBe(true);
  });

  it('counts failures in a row and resets on success', () => {
    let failures = 0;
    for (const ok of [false, false, true, false, false, false]) failures = nextFailureCount(failures, ok);
    expect(failures).toBe(UPGRADE_POLL_MAX_FAILURES);
  });
});

describe('Shanghai time', () => {
  it('formats an instant on the Shanghai wall clock', () => {
    expect(formatShanghai(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23 01:30');
    expect(shanghaiWallClock(new Date('2026-11-22T17:30:05Z'))).toBe('2026-11-23 01:30:05');
  });

  it('reads ISO, epoch and zone-less Shanghai times', () => {
    expect(parseInstant('2026-11-23 01:30:00')?.toISOString()).toBe('2026-11-22T17:30:00.000Z');
    expect(parseInstant('2026-11-22T17:30:00.000Z')?.toISOString()).toBe('2026-11-22T17:30:00.000Z');
    expect(parseInstant(1_795_000_000_000)?.getTime()).toBe(1_795_000_000_000);
    expect(parseInstant('soon')).toBeNull();
    expect(shanghaiToIso('2026-11-23 08:00:00')).toBe('2026-11-23T00:00:00.000Z');
  });
});
