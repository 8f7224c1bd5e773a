import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resourceByName } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../i18n';
import { envelope, type FetchCall, stubFetch, stubResizeObserver } from '../../test-env';
import { TextInput } from './Input';

const calls: FetchCall[] = [];
let restoreFetch = () => {};

beforeAll(() => {
  stubResizeObserver();
  restoreFetch = stubFetch(calls, ({ url, body }) =>
    url === '/api/customs/codes/search' && body.get('q') === 'gloves'
      ? envelope([
          { value: '4015.19', label: 'HS · Gloves of vulcanised rubber' },
          { value: '4015.19.0000', label: 'CN · Gloves of vulcanised rubber' },
        ])
      : envelope([]),
  );
  return initI18n('en_us');
});
afterAll(() => restoreFetch());

describe('a text field with a suggest route', () => {
  it('offers what the route finds for the words typed, and takes the code chosen', async () => {
    const field = resourceByName('booking')?.fields.find((f) => f.name === 'hsCode');
    if (!field?.suggest) throw new Error('the booking HS code suggests no codes');
    let value = '';
    const { rerender } = render(<TextInput field={field} value={value} onChange={(v) => (value = String(v))} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'gloves' } });
    expect(value).toBe('gloves');
    rerender(<TextInput field={field} value={value} onChange={(v) => (value = String(v))} />);
    const option = await waitFor(() => screen.getByText('CN · Gloves of vulcanised rubber'), { timeout: 3000 });
    expect(calls.some((c) => c.url === '/api/customs/codes/search' && c.body.get('q') === 'gloves')).toBe(true);
    fireEvent.click(option);
    expect(value).toBe('4015.19.0000');
  });
});
