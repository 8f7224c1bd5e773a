import {
  type Envelope,
  httpMessageKey,
  type ListRequest,
  type ListResponse,
  REQUEST_TIMEOUT_MS,
} from '@tidemark/domain';
import { i18n } from '../../i18n';
import { type CallOptions, type Payload, post, RequestError, wireFields } from '../../wire/request';

/** A record as the generic endpoints answer it: its fields by API name, with id (and version from get). */
export type EngineRow = Readonly<Record<string, unknown>> & { id: number };
/** A written record's id and version; a transition that went through may carry warnings to show. */
export type Saved = { id: number; version: number; warnings?: readonly string[] };
export type Neighbours = { previous: number | null; next: number | null };
/** One group of a chart page: its value of the group-by field and each measure's figure. */
export type ChartGroup = { key: string | null; values: Readonly<Record<string, number | null>> };
export type AuditEntry = {
  id: number;
  action: string;
  changes: Readonly<Record<string, unknown>> | null;
  at: string;
  userId: number | null;
  userName: string | null;
  displayName: string | null;
};

const url = (resource: string, call: string) => `/api/engine/${encodeURIComponent(resource)}/${call}`;

/** The generic endpoints of docs/engine.md. */
export const engineApi = {
  list: async (resource: string, payload: ListRequest, signal?: AbortSignal) =>
    (await post<ListResponse<EngineRow>>(url(resource, 'list'), payload, { signal })).data,
  /** The total of a list's filters, after a page asked with `count: 'later'` left it pending. */
  count: async (resource: string, payload: Payload, signal?: AbortSignal) =>
    (await post<{ total: number; totalExact: boolean }>(url(resource, 'count'), payload, { signal, quiet: true })).data,
  get: async (resource: string, view: string, id: number, signal?: AbortSignal) =>
    (await post<EngineRow>(url(resource, 'get'), { view, id }, { signal })).data,
  create: (resource: string, payload: Payload, options?: CallOptions) =>
    post<Saved>(url(resource, 'create'), payload, options),
  update: (resource: string, payload: Payload, options?: CallOptions) =>
    post<Saved>(url(resource, 'update'), payload, options),
  transition: (resource: string, payload: Payload) => post<Saved>(url(resource, 'transition'), payload),
  /** Deletes a record at the version read (a child through its parent: the relation's payload). */
  delete: (resource: string, payload: Payload) => post<{ id: number }>(url(resource, 'delete'), payload),
  batchUpdate: (resource: string, payload: Payload) => post<Saved[]>(url(resource, 'batchUpdate'), payload),
  audit: async (resource: string, view: string, id: number, signal?: AbortSignal) =>
    (await post<AuditEntry[]>(url(resource, 'audit'), { view, id }, { quiet: true, signal })).data,
  chart: async (resource: string, payload: Payload, signal?: AbortSignal) =>
    (await post<{ groups: ChartGroup[] }>(url(resource, 'chart'), payload, { signal })).data.groups,
  neighbours: async (resource: string, payload: Payload, signal?: AbortSignal) =>
    (await post<Neighbours>(url(resource, 'neighbours'), payload, { quiet: true, signal })).data,
};

/** SPEC §7 column configuration: the user's own columns of a table and report type. */
export const columnApi = {
  query: async (tableName: string, reportType: string, signal?: AbortSignal) =>
    (
      await post<{ assignFields: string; customerFields: string }>(
        '/a/dw/rptFieldCustomized/queryCustomerFields',
        { tableName, reportType },
        { quiet: true, signal },
      )
    ).data,
  save: (tableName: string, reportType: string, customerFields: string) =>
    post<null>('/a/dw/rptFieldCustomized/saveCustomerFields', { tableName, reportType, customerFields }),
  clear: (tableName: string, reportType: string) =>
    post<null>('/a/dw/rptFieldCustomized/clearCustomerFields', { tableName, reportType }),
};

/** SPEC §7 saved page settings (saved filters): one text per user, menu module and link code. */
export const savedSettingsApi = {
  read: async (menuModule: string, linkCode: string, signal?: AbortSignal) =>
    (await post<{ customizeInfo: string }>('/basApi/cost/linkInfo', { menuModule, linkCode }, { quiet: true, signal }))
      .data.customizeInfo,
  save: (menuModule: string, linkCode: string, customizeInfo: string) =>
    post<null>('/basApi/cost/linksave', { menuModule, linkCode, customizeInfo }),
};

/** The download name of a Content-Disposition header: the UTF-8 form first, then the plain one. */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoded name: the plain one below still serves.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"/i.exec(disposition) ?? /filename\s*=\s*([^;]+)/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
};

export type ExportResult = { kind: 'file'; name: string; blob: Blob } | { kind: 'refused'; message: string };

/**
 * Runs an export: the server streams the workbook row by row, so the body is read as a stream
 * and each chunk reports the bytes received so far (and the size when the server knows it).
 * A JSON answer instead of a file is a refusal such as 'No files to download.'.
 */
export const exportList = async (
  resource: string,
  payload: Payload,
  onProgress: (received: number, size: number | null) => void,
  signal?: AbortSignal,
): Promise<ExportResult> => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...payload, ...wireFields() })) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) body.append(key, String(v));
    else body.append(key, String(value));
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url(resource, 'export'), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RequestError(timeout.aborted ? 408 : 0, null, i18n.t(timeout.aborted ? 'http.408' : 'http.network'));
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || type.includes('json')) {
    const envelope = (await response.json().catch(() => null)) as Partial<Envelope> | null;
    if (response.status !== 200) {
      throw new RequestError(
        response.status,
        envelope,
        envelope?.message || i18n.t(httpMessageKey(response.status), { url: resource, status: response.status }),
      );
    }
    return { kind: 'refused', message: envelope?.message || i18n.t('messages.noFiles') };
  }
  const size = Number(response.headers.get('content-length')) || null;
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress(0, size);
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received, size);
    }
  } else {
    const whole = await response.arrayBuffer();
    chunks.push(whole);
    onProgress(whole.byteLength, size);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), `${resource}.xlsx`);
  return { kind: 'file', name, blob: new Blob(chunks, { type: type || 'application/octet-stream' }) };
};

/** Hands a file to the browser as a download. */
export const saveFile = (blob: Blob, name: string): void => {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled; keep the URL a moment for slow ones.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};

/** A byte count for people: 512 B, 12.3 KB, 4.5 MB. */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

const failure = async (response: Response, url: string): Promise<RequestError> => {
  const body = (await response.json().catch(() => null)) as Partial<Envelope> | null;
  return new RequestError(
    response.status,
    body,
    body?.message || i18n.t(httpMessageKey(response.status), { url, status: response.status }),
  );
};

/**
 * Sends one file (multipart, field `file`) to an upload route. The server checks the session
 * before it reads a multipart body, so the session id travels in the x-sid header and the
 * language in the query string, not as form fields.
 */
export const uploadFile = async <T>(
  path: string,
  file: File,
  signal?: AbortSignal,
  /** Form fields sent before the file (what the upload is for). */
  fields: Readonly<Record<string, string>> = {},
): Promise<Envelope<T>> => {
  const { __sid, lang } = wireFields();
  const target = `${path}?lang=${encodeURIComponent(lang ?? '')}`;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(target, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', ...(__sid ? { 'x-sid': __sid } : {}) },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RequestError(0, null, i18n.t('http.network'));
  }
  if (response.status !== 200) throw await failure(response, target);
  return (await response.json()) as Envelope<T>;
};

/** A file a GET route makes (`query` already encoded), saved under the name the server gives. */
export const downloadFile = async (path: string, query: string, fallbackName: string): Promise<void> => {
  const { __sid, lang } = wireFields();
  const target = `${path}?${query}${query ? '&' : ''}lang=${encodeURIComponent(lang ?? '')}`;
  let response: Response;
  try {
    response = await fetch(target, { headers: __sid ? { 'x-sid': __sid } : {}, credentials: 'same-origin' });
  } catch {
    throw new RequestError(0, null, i18n.t('http.network'));
  }
  if (response.status !== 200 || (response.headers.get('content-type') ?? '').includes('json')) {
    throw await failure(response, target);
  }
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
};
