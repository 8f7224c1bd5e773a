import { type Envelope, httpMessageKey } from '@tidemark/domain';
import { UPLOAD_PAGE } from '@tidemark/domain/tracking/uploads/resources';
import { UPLOAD_EXTENSIONS } from '@tidemark/domain/tracking/uploads/rows';
import { i18n } from '../../../i18n';
import { post, RequestError, wireFields } from '../../../wire/request';
import { engineApi, fileNameOf } from '../../engine/api';

export type UploadState = 'running' | 'done' | 'error';
export type ImportState = 'not_imported' | 'imported' | 'running' | 'done';

export type UploadSummary = {
  id: number;
  fileName: string;
  uploadState: UploadState;
  importState: ImportState;
  totalRows: number;
  importedRows: number;
  failedRows: number;
  /** The whole file's refusal (unreadable, missing columns), in the caller's language. */
  message?: string | null;
};

export type ReportRow = {
  rowNo: number;
  containerNo: string | null;
  eventCode: string | null;
  location: string | null;
  eventTime: string | null;
  importState: ImportState;
  errors: { field: string; message: string }[];
};

export type UploadReport = { upload: UploadSummary; rows: ReportRow[] };

export type RecentUpload = UploadSummary & { createdAt: string };

/** Container event uploads take .xls or .xlsx only (SPEC §5); the server checks the content too. */
export const acceptsFile = (name: string): boolean => {
  const ext = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);
};

export const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

const failure = async (response: Response, url: string): Promise<RequestError> => {
  const body = (await response.json().catch(() => null)) as Partial<Envelope> | null;
  return new RequestError(
    response.status,
    body,
    body?.message || i18n.t(httpMessageKey(response.status), { url, status: response.status }),
  );
};

/**
 * Sends the file. The server checks the session before it reads a multipart body, so the session
 * id travels in the x-sid header and the language in the query string, not as form fields.
 */
export const sendUpload = async (file: File, signal?: AbortSignal): Promise<Envelope<UploadReport>> => {
  const { __sid, lang } = wireFields();
  const url = `/api/tracking/uploads/containerEvents?lang=${encodeURIComponent(lang ?? '')}`;
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(url, {
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
  if (response.status !== 200) throw await failure(response, url);
  return (await response.json()) as Envelope<UploadReport>;
};

export const uploadsApi = {
  report: async (id: number, signal?: AbortSignal) =>
    (await post<UploadReport>('/api/tracking/uploads/report', { id }, { signal })).data,
  recent: async (limit: number, signal?: AbortSignal) =>
    (
      await engineApi.list(
        'trackingUpload',
        { view: UPLOAD_PAGE, page: 1, limit, orderByColumn: 'createdAt', isAsc: 'desc' },
        signal,
      )
    ).rows as unknown as RecentUpload[],
  /** The stored file as it was sent, saved under its own name. */
  download: async (id: number, fallbackName: string): Promise<void> => {
    const { __sid, lang } = wireFields();
    const url = `/api/tracking/uploads/file?id=${id}&lang=${encodeURIComponent(lang ?? '')}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: __sid ? { 'x-sid': __sid } : {}, credentials: 'same-origin' });
    } catch {
      throw new RequestError(0, null, i18n.t('http.network'));
    }
    if (response.status !== 200 || (response.headers.get('content-type') ?? '').includes('json')) {
      throw await failure(response, url);
    }
    const href = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = href;
    link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  },
};
