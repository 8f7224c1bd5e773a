import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { dispositionName, downloadFile } from './download';

beforeAll(async () => {
  await initI18n('en_us');
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('signed-in file downloads', () => {
  it('reads the file name from Content-Disposition, the UTF-8 form first', () => {
    expect(dispositionName(`attachment; filename="HBL-X.pdf"; filename*=UTF-8''HBL-%E6%8F%90.pdf`, 'f')).toBe(
      'HBL-提.pdf',
    );
    expect(dispositionName('attachment; filename="HBL-X.pdf"', 'f')).toBe('HBL-X.pdf');
    expect(dispositionName(null, 'fallback.pdf')).toBe('fallback.pdf');
  });

  it('asks with the session and the language, and hands the file to the browser under its name', async () => {
    sessionStorage.setItem('token', 'sid-42');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="HBL-TDMO1.pdf"' },
        }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:doc');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const name = await downloadFile('/api/ops/documents/house-bill', { shipmentNo: 'S000000001' });
    expect(name).toBe('HBL-TDMO1.pdf');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const asked = new URL(String(url));
    expect(asked.pathname).toBe('/api/ops/documents/house-bill');
    expect(asked.searchParams.get('shipmentNo')).toBe('S000000001');
    expect(asked.searchParams.get('lang')).toBe('en_us');
    expect(new Headers(init?.headers).get('x-sid')).toBe('sid-42');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('throws the server’s message when the file is refused', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'No such shipment among yours.', data: null }), {
          status: 404,
        }),
    );
    await expect(downloadFile('/api/ops/documents/house-bill', { shipmentNo: 'S1' })).rejects.toThrow(
      'No such shipment among yours.',
    );
  });
});
