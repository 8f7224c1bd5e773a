import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { get, post, RequestError, requestEvents } from './request';

beforeAll(async () => {
  await initI18n('en_us');
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { status }));

describe('the request layer (SPEC §7, §8)', () => {
  it('form-encodes POSTs and adds __sid, dlg, lg and lang', async () => {
    sessionStorage.setItem('token', 'sid-123');
    const fetchMock = respond(200, { success: true, result: 'true', message: '', data: 1 });
    await post('/api/x', { a: 'b', list: ['1', '2'], skip: undefined });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init?.method).toBe('POST');
    const body = new URLSearchParams(String(init?.body));
    expect(body.get('a')).toBe('b');
    expect(body.getAll('list')).toEqual(['1', '2']);
    expect(body.has('skip')).toBe(false);
    expect(body.get('__sid')).toBe('sid-123');
    expect(body.get('lang')).toBe('en_us');
    expect(body.get('lg')).toBe('en_us');
    expect(body.get('dlg')).toBe('0');
  });

  it('sends files as multipart', async () => {
    const fetchMock = respond(200, { success: true, result: 'true', message: '', data: null });
    await post('/api/upload', { kind: 'x' }, { files: { file: new Blob(['abc']) } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData | undefined)?.get('kind')).toBe('x');
  });

  it('puts GET parameters in the query and the session id in a header', async () => {
    sessionStorage.setItem('token', 'sid-9');
    const fetchMock = respond(200, { success: true, result: 'true', message: '', data: [] });
    await get('/api/list', { page: 2 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('page=2');
    expect(String(url)).not.toContain('sid-9');
    expect((init?.headers as Record<string, string> | undefined)?.['x-sid']).toBe('sid-9');
  });

  it('rejects a non-200 answer with its body and the server message, or the status message', async () => {
    respond(400, { success: false, result: 'false', message: 'Request error', data: null, errors: { email: 'bad' } });
    const error = await post('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(400);
    expect((error as RequestError).fieldErrors).toEqual({ email: 'bad' });
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 502 }));
    await expect(post('/api/x')).rejects.toThrow('Gateway error');
  });

  it('turns a network failure into the network message', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(post('/api/x')).rejects.toThrow('Network request error, please try again later');
  });

  it('raises the permission alert for an empty result with the permission message', async () => {
    const alert = vi.fn();
    const off = requestEvents.on('permission', alert);
    respond(403, { success: false, result: '', message: 'The operation permission is insufficient', data: null });
    await post('/api/x').catch(() => undefined);
    expect(alert).toHaveBeenCalledTimes(1);
    off();
  });

  it('tells the loading overlay when calls start and end, unless quiet', async () => {
    const start = vi.fn();
    const end = vi.fn();
    const offs = [requestEvents.on('start', start), requestEvents.on('end', end)];
    respond(200, { success: true, result: 'true', message: '', data: null });
    await post('/api/x');
    await post('/api/x', {}, { quiet: true });
    expect(start).toHaveBeenCalledTimes(1);
    expect(end).toHaveBeenCalledTimes(1);
    for (const off of offs) off();
  });
});
