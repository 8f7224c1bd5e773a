import { render, screen, waitFor } from '@testing-library/react';
import type { FieldDef, SessionUser } from '@tidemark/domain';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../i18n';
import { clearSession, loadUser } from '../../../../shell/session';
import { formatDate, formatDateTime } from '../../../shell/format';
import { stubResizeObserver } from '../../test-env';
import { DateTimeDisplay } from './Display';
import { DateTimeFilter } from './Filter';
import { DateTimeInput } from './Input';
import { dayEnd, dayStart, fromPicker, pickerValue } from './zone';

const USER: SessionUser = {
  id: 4,
  userName: 'csr',
  displayName: 'Wang Fang',
  email: 'csr@tidemark.example',
  kind: 'staff',
  status: 'active',
  companyName: null,
  branchName: 'Shanghai',
  roles: ['csr'],
  language: 'en_us',
  timeZone: 'Asia/Shanghai',
  timeZoneChoice: null,
  branchTimeZone: 'Asia/Shanghai',
};

/** Signs the user in as the server would answer info.json, with the given zone. */
const signInWithZone = async (timeZone: string) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            result: 'true',
            message: '',
            data: { result: 'true', user: { ...USER, timeZone } },
          }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    ),
  );
  await loadUser();
};

const field = (extra: Partial<FieldDef> = {}): FieldDef => ({
  name: 'eta',
  type: 'datetime',
  labelKey: 'tracking.shipment.fields.eta',
  ...extra,
});

const timeText = () => screen.getByText((_t, el) => el?.tagName === 'TIME').textContent;

beforeAll(async () => {
  stubResizeObserver();
  await initI18n('en_us');
});
afterAll(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('portal times on the user’s clock', () => {
  it('show a Shanghai user +08:00 times, labelled, through the one formatter', async () => {
    await signInWithZone('Asia/Shanghai');
    expect(formatDateTime('2026-11-26T05:19:00Z', 'en_us')).toBe('26/11/2026 13:19 (UTC+08:00)');
    expect(formatDateTime('2026-11-26T05:19:00Z', 'zh_cn')).toBe('2026/11/26 13:19 (UTC+08:00)');
    expect(formatDate('2026-11-26T16:30:00Z', 'en_us')).toMatch(/^Friday,? 27 November 2026$/);
    render(<DateTimeDisplay field={field()} value="2026-11-26T05:19:00Z" />);
    expect(timeText()).toBe('26/11/2026 13:19 (UTC+08:00)');
  });

  it('follow a changed preference at once', async () => {
    await signInWithZone('+08:00');
    render(<DateTimeDisplay field={field()} value="2026-11-26T05:19:00Z" />);
    expect(timeText()).toBe('26/11/2026 13:19 (UTC+08:00)');
    await signInWithZone('-05:00');
    await waitFor(() => expect(timeText()).toBe('26/11/2026 00:19 (UTC-05:00)'));
  });

  it('read as UTC, saying so, when the session names no zone', async () => {
    await signInWithZone('Nowhere/Else');
    expect(formatDateTime('2026-11-26T05:19:00Z', 'en_us')).toBe('26/11/2026 05:19 (UTC+00:00)');
  });
});

describe('times that happen at a place', () => {
  it('stay on the clock of the row’s port, marked local', async () => {
    await signInWithZone('+08:00');
    const f = field({ place: { port: 'destinationPort' } });
    render(<DateTimeDisplay field={f} value="2026-11-26T05:19:00Z" row={{ destinationPort: 'USLAX' }} />);
    await waitFor(() => expect(timeText()).toBe('25/11/2026 21:19 (UTC-08:00 local)'));
  });

  it('take the zone the event was recorded in when the row has one', async () => {
    await signInWithZone('-05:00');
    const f = field({ place: { port: 'location', zone: 'timeZone' } });
    render(
      <DateTimeDisplay field={f} value="2026-07-01T05:19:00Z" row={{ location: 'USLAX', timeZone: 'Asia/Shanghai' }} />,
    );
    expect(timeText()).toBe('01/07/2026 13:19 (UTC+08:00 local)');
  });

  it('fall back to the user’s clock for a port the reference data does not know', async () => {
    await signInWithZone('+01:00');
    const f = field({ place: { port: 'originPort' } });
    render(<DateTimeDisplay field={f} value="2026-11-26T05:19:00Z" row={{ originPort: 'ZZZZZ' }} />);
    await waitFor(() => expect(timeText()).toBe('26/11/2026 06:19 (UTC+01:00)'));
  });
});

describe('typed times and date filters on the user’s clock', () => {
  it('send a picked time with the user’s offset, and show a stored one on their clock', () => {
    expect(fromPicker(dayjs('2026-03-01T09:30:00'), '+08:00')).toBe('2026-03-01T09:30:00+08:00');
    expect(fromPicker(dayjs('2026-07-01T09:30:00'), 'America/New_York')).toBe('2026-07-01T09:30:00-04:00');
    expect(pickerValue('2026-03-01T01:30:00Z', '+08:00')?.format('YYYY-MM-DD HH:mm')).toBe('2026-03-01 09:30');
    expect(pickerValue('2026-03-01', '+08:00')?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(pickerValue('soon', '+08:00')).toBeNull();
  });

  it('bound a day of a date-time range by the user’s midnights', () => {
    const day = dayjs('2026-11-26');
    expect(dayStart(day, '+08:00')).toBe('2026-11-26T00:00:00+08:00');
    expect(dayEnd(day, '+08:00')).toBe('2026-11-26T23:59:59.999+08:00');
    expect(dayStart(day, '-05:00')).toBe('2026-11-26T00:00:00-05:00');
  });

  it('show the input and the range on the user’s clock', async () => {
    await signInWithZone('+08:00');
    const { unmount } = render(
      <DateTimeInput field={field()} value="2026-03-01T01:30:00Z" onChange={() => undefined} />,
    );
    expect(screen.getByDisplayValue('2026-03-01 09:30')).toBeTruthy();
    expect(screen.getByText('UTC+08:00')).toBeTruthy();
    unmount();
    // A range a Shanghai user chose reads one day earlier for a New York user.
    const value = { from: '2026-11-26T00:00:00+08:00', to: '2026-11-27T23:59:59.999+08:00' };
    const range = render(
      <DateTimeFilter field={field({ filter: 'range' })} value={value} onChange={() => undefined} />,
    );
    expect(screen.getByDisplayValue('2026-11-26')).toBeTruthy();
    expect(screen.getByDisplayValue('2026-11-27')).toBeTruthy();
    range.unmount();
    await signInWithZone('-05:00');
    render(<DateTimeFilter field={field({ filter: 'range' })} value={value} onChange={() => undefined} />);
    expect(screen.getByDisplayValue('2026-11-25')).toBeTruthy();
    expect(screen.getByDisplayValue('2026-11-27')).toBeTruthy();
  });
});
