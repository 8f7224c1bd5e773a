import { type Envelope, httpMessageKey, REQUEST_TIMEOUT_MS, responseVerdict } from '@tidemark/domain';
import { currentLanguage, i18n } from '../i18n';
import { languageChosen } from '../i18n/language';
import { sessionValue } from './storage';

/** A rejected call: SPEC §7 rejects with the body when the status is not 200. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<Envelope> | null,
    message: string,
  ) {
    super(message);
  }
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

type Listener = () => void;
const listeners = { start: new Set<Listener>(), end: new Set<Listener>(), permission: new Set<Listener>() };

/** The loading overlay and the permission alert subscribe here. */
export const requestEvents = {
  on(event: keyof typeof listeners, fn: Listener): () => void {
    listeners[event].add(fn);
    return () => listeners[event].delete(fn);
  },
};
const emit = (event: keyof typeof listeners) => {
  for (const fn of listeners[event]) fn();
};

export type Payload = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
export type CallOptions = { files?: Record<string, Blob>; signal?: AbortSignal; timeoutMs?: number; quiet?: boolean };

/** The fields SPEC §7 adds to every call. */
export const wireFields = (): Record<string, string> => {
  const lang = currentLanguage();
  return { __sid: sessionValue('token') ?? '', dlg: languageChosen() ? '1' : '0', lg: lang, lang };
};

const append = (target: URLSearchParams | FormData, payload: Payload) => {
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) target.append(key, String(v));
    else target.append(key, String(value));
  }
};

const messageFor = (status: number, body: Partial<Envelope> | null, url: string) =>
  body?.message || i18n.t(httpMessageKey(status), { url, status });

const texts = () => ({
  notLoggedIn: [i18n.t('messages.notLoggedIn', { lng: 'en_us' }), i18n.t('messages.notLoggedIn', { lng: 'zh_cn' })],
  permissionInsufficient: [
    i18n.t('messages.permissionInsufficient', { lng: 'en_us' }),
    i18n.t('messages.permissionInsufficient', { lng: 'zh_cn' }),
  ],
});

const send = async <T>(url: string, init: RequestInit, options: CallOptions): Promise<Envelope<T>> => {
  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  const abort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abort);
  if (!options.quiet) emit('start');
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
    } catch (error) {
      const timedOut =
        controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
      if (timedOut) throw new RequestError(408, null, i18n.t('http.408'));
      if (options.signal?.aborted) throw error;
      throw new RequestError(0, null, i18n.t('http.network'));
    }
    const body = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (body && responseVerdict(body, texts()) === 'permission-alert') emit('permission');
    if (response.status !== 200 || !body) {
      throw new RequestError(response.status, body, messageFor(response.status, body, url));
    }
    return body;
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', abort);
    if (!options.quiet) emit('end');
  }
};

/** POST, form-encoded (multipart when files are sent), with the SPEC §7 fields added. */
export const post = <T = unknown>(
  url: string,
  payload: Payload = {},
  options: CallOptions = {},
): Promise<Envelope<T>> => {
  const all = { ...payload, ...wireFields() };
  if (options.files && Object.keys(options.files).length > 0) {
    const form = new FormData();
    append(form, all);
    for (const [name, file] of Object.entries(options.files)) form.append(name, file);
    return send<T>(url, { method: 'POST', body: form }, options);
  }
  const body = new URLSearchParams();
  append(body, all);
  return send<T>(url, { method: 'POST', body, headers: { accept: 'application/json' } }, options);
};

/**
 * GET with query parameters and the SPEC §7 fields; the session id travels in a header rather
 * than the URL, so it never lands in access logs, history or Referer headers.
 */
export const get = <T = unknown>(
  url: string,
  params: Payload = {},
  options: CallOptions = {},
): Promise<Envelope<T>> => {
  const { __sid, ...fields } = wireFields();
  const query = new URLSearchParams();
  append(query, { ...params, ...fields });
  const headers: Record<string, string> = { accept: 'application/json' };
  if (__sid) headers['x-sid'] = __sid;
  return send<T>(`${url}?${query.toString()}`, { method: 'GET', headers }, options);
};
