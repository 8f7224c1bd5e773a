import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FieldDef } from '@tidemark/domain';
import { shipmentResource } from '@tidemark/domain/tracking/desk/resources';
import { App } from 'antd';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { clearDictionaryCache } from '../../engine/dictionary';
import { SearchForm } from '../../engine/search-form';
import { stubResizeObserver } from '../../engine/test-env';

/** The dictionaries the two filters load, as the server answers them (rail movement: Empty, Y, N). */
const DICTIONARIES: Record<string, { value: string; label: string }[]> = {
  tracking_status: [
    { value: '0', label: 'Booked' },
    { value: '1', label: 'On the water' },
    { value: '2', label: 'Arrived' },
    { value: '3', label: 'On rail' },
  ],
  rail_movement: [
    { value: '', label: 'Empty' },
    { value: 'Y', label: 'Yes' },
    { value: 'N', label: 'No' },
  ],
};

const fieldsOf = (...names: string[]): FieldDef[] =>
  names.map((n) => {
    const field = shipmentResource.fields.find((f) => f.name === n);
    if (!field) throw new Error(`no field ${n}`);
    return field;
  });

beforeAll(async () => {
  stubResizeObserver();
  await initI18n('en_us');
  clearDictionaryCache();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const dictType = new URLSearchParams(String(init?.body ?? '')).get('dictType') ?? '';
      const data = DICTIONARIES[dictType] ?? [];
      return new Response(JSON.stringify({ success: true, result: 'true', message: '', data }));
    }),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearDictionaryCache();
});

/** Opens an antd select by its input id and clicks the option with this label. */
const choose = async (id: string, label: string) => {
  const input = document.getElementById(id) as HTMLElement;
  fireEvent.mouseDown(input.closest('.ant-select-content') ?? input);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === label || o.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
};

describe('tracking list filters', () => {
  it('choose several statuses at once and send them as one list', async () => {
    const onSearch = vi.fn();
    render(
      <App>
        <SearchForm fields={fieldsOf('status')} filters={{}} onSearch={onSearch} />
      </App>,
    );
    const select = (document.getElementById('filter-status') as HTMLElement).closest('.ant-select');
    expect(select?.className).toContain('ant-select-multiple');
    await choose('filter-status', 'On the water');
    await choose('filter-status', 'Arrived');
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ f_status: '1,2' }));
  });

  it('show a status list from the URL by its labels', async () => {
    render(
      <App>
        <SearchForm fields={fieldsOf('status')} filters={{ f_status: '0,3' }} onSearch={() => undefined} />
      </App>,
    );
    const input = document.getElementById('filter-status') as HTMLElement;
    fireEvent.mouseDown(input.closest('.ant-select-content') ?? input);
    const selected = () =>
      [...document.querySelectorAll('.ant-select-item-option-selected')].map((o) => o.textContent).sort();
    await waitFor(() => expect(selected()).toEqual(['Booked', 'On rail']));
  });

  it('offer the rail movement "- All -" as no filter and "Empty" as its own choice', async () => {
    const onSearch = vi.fn();
    render(
      <App>
        <SearchForm fields={fieldsOf('railMovement')} filters={{}} onSearch={onSearch} />
      </App>,
    );
    const shown = () => document.querySelector('.ant-select-content')?.getAttribute('title');
    await waitFor(() => expect(shown()).toBe('- All -'));
    await choose('filter-railMovement', 'Empty');
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ f_railMovement: '_empty' }));
    expect(shown()).toBe('Empty');
    await choose('filter-railMovement', '- All -');
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ f_railMovement: '' }));
  });
});
