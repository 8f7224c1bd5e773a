import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { stubResizeObserver } from '../engine/test-env';
import { DictionaryManagePage } from './dictionary-manage-page';
import type { DictionaryEntry } from './settings-api';

const entry = (id: number, value: string, labelEn: string, labelZh: string): DictionaryEntry => ({
  id,
  dictType: 'message_importance',
  value,
  labelEn,
  labelZh,
  sort: id * 10,
  active: true,
  version: 1,
});
const ENTRIES = [entry(1, 'hot', 'Hot', '紧急'), entry(2, 'normal', 'Normal', '普通')];

beforeAll(async () => {
  stubResizeObserver();
  await initI18n('en_us');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, result: 'true', message: '', data: ENTRIES }))),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('dictionaryManage', () => {
  // The page renders its entry dialog from the start; the setup fails any test in which antd
  // warns about a deprecated prop (the dialog's mask closing once used one).
  it('renders the values of the chosen dictionary without antd deprecation warnings', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <MemoryRouter initialEntries={['/dashboard/dictionaryManage?type=message_importance']}>
            <DictionaryManagePage />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Hot')).toBeTruthy();
    expect(screen.getByText('Normal')).toBeTruthy();
  });
});
