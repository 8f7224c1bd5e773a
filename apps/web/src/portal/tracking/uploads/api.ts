import type { Envelope } from '@tidemark/domain';
import { UPLOAD_PAGE } from '@tidemark/domain/tracking/uploads/resources';
import { UPLOAD_EXTENSIONS } from '@tidemark/domain/tracking/uploads/rows';
import { post } from '../../../wire/request';
import { downloadFile, engineApi, uploadFile } from '../../engine/api';

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

/** Sends the file to the container event upload. */
export const sendUpload = (file: File, signal?: AbortSignal): Promise<Envelope<UploadReport>> =>
  uploadFile<UploadReport>('/api/tracking/uploads/containerEvents', file, signal);

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
  download: (id: number, fallbackName: string): Promise<void> =>
    downloadFile('/api/tracking/uploads/file', `id=${id}`, fallbackName),
};
