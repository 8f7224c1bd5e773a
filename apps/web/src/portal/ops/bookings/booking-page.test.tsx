import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { stubResizeObserver } from '../../engine/test-env';
import { SeaBookings } from './booking-page';

beforeAll(() => {
  stubResizeObserver();
  // The inputs' reference data (dictionaries, companies) is not what this test is about.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  return initI18n('en_us');
});

const renderNew = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={['/dashboard/bookingSea/new']}>
          <Routes>
            <Route path="/dashboard/bookingSea/*" element={<SeaBookings />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

const line = (item: string) => document.querySelector(`.bk-checklist li[data-item="${item}"]`);

describe('the sea booking form', () => {
  it('shows its sections and ticks the checklist beside it as the form is filled in', async () => {
    renderNew();
    for (const section of ['Booking', 'Parties', 'Cargo', 'Routing', 'Terms and services']) {
      expect(await screen.findByRole('heading', { name: section })).toBeTruthy();
    }
    // A sea booking shows the vessel and voyage, not the flight.
    expect(screen.getByLabelText('Vessel')).toBeTruthy();
    expect(screen.queryByLabelText('Flight')).toBeNull();
    expect(line('goodsDescription')?.getAttribute('data-ok')).toBe('false');
    expect(line('marks')?.getAttribute('data-ok')).toBe('false');
    expect(line('containers')?.getAttribute('data-ok')).toBe('false');
    const missing = screen.getByRole('status').textContent;

    fireEvent.change(screen.getByLabelText('Goods description'), { target: { value: 'LED desk lamps' } });
    fireEvent.change(screen.getByLabelText('Marks and numbers (NONE or N/M if absent)'), { target: { value: 'N/M' } });
    await vi.waitFor(() => expect(line('goodsDescription')?.getAttribute('data-ok')).toBe('true'));
    expect(line('marks')?.getAttribute('data-ok')).toBe('true');
    expect(screen.getByRole('status').textContent).not.toBe(missing);
  }, 60_000);
});
