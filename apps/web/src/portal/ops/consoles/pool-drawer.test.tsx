import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { stubResizeObserver } from '../../engine/test-env';
import { PoolDrawer } from './pool-drawer';

const POOL = [
  {
    id: 41,
    shipmentNo: 'S000000041',
    houseBill: 'TDMO00000041',
    mode: 'FCL',
    originPort: 'CNNGB',
    destinationPort: 'USLAX',
    carrierCode: 'MAEU',
    etd: '2026-11-20T10:00:00Z',
    packages: 12,
    grossWeightKg: '1200.000',
    volumeCbm: '6.000',
    companyName: 'Harbour Trading',
    masterBill: null,
  },
  {
    id: 42,
    shipmentNo: 'S000000042',
    houseBill: 'TDMO00000042',
    mode: 'LCL',
    originPort: 'CNNGB',
    destinationPort: 'USLAX',
    carrierCode: 'MAEU',
    etd: '2026-11-21T10:00:00Z',
    packages: 3,
    grossWeightKg: '300.000',
    volumeCbm: '1.000',
    companyName: 'Harbour Trading',
    masterBill: null,
  },
];
const MIXED = 'The selected shipments travel differently (air, FCL, LCL): a console takes shipments of one mode only';

const calls: { url: string; body: URLSearchParams }[] = [];
const realFetch = globalThis.fetch;

beforeAll(() => {
  stubResizeObserver();
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = new URLSearchParams(String(init?.body ?? ''));
    calls.push({ url, body });
    const answer = url.endsWith('/pool')
      ? { status: 200, json: { success: true, result: 'true', message: '', data: { rows: POOL, more: false } } }
      : { status: 400, json: { success: false, result: 'false', message: MIXED, data: null } };
    return new Response(JSON.stringify(answer.json), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return initI18n('en_us');
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('the consolidation drawer', () => {
  it('lists the waiting shipments, sends the selection with the console form and shows a refusal', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <PoolDrawer target={{ kind: 'consolidate' }} onClose={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
    await screen.findByText('S000000042', undefined, { timeout: 60_000 });
    const submit = screen.getByRole('button', { name: 'Create console' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    for (const box of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(box);
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(submit);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/consolidate'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/consolidate'))?.body;
    expect(sent?.getAll('shipmentIds')).toEqual(['41', '42']);
    expect(sent?.get('consoleType')).toBe('CONSOL');
    expect(sent?.get('payment')).toBe('PP');
    expect(await screen.findByText(MIXED)).toBeTruthy();
  }, 120_000);
});
