import type { RateKind, RateTrendLane, RateTrendWeek } from '@tidemark/domain/pricing/imports/index';
import { RATE_IMPORT_PAGE } from '@tidemark/domain/pricing/imports/index';
import { post } from '../../../wire/request';
import { downloadFile, engineApi, uploadFile } from '../../engine/api';

export type PreviewRow = {
  rowNo: number;
  branch: string | null;
  chargeCode: string | null;
  unit: string | null;
  quantity: string | null;
  rate: string | null;
  minimum: string | null;
  currency: string | null;
  amount: string | null;
  remarks: string | null;
  accepted: boolean;
  errors: { field: string; message: string }[];
};

export type SheetPreview = {
  fileName: string;
  kind: RateKind;
  shipment: {
    shipmentNo: string;
    mode: string;
    route: string;
    containers: number;
    weightKg: string;
    volumeCbm: string;
  };
  counts: { read: number; accepted: number; refused: number };
  totals: Record<string, string>;
  rows: PreviewRow[];
};

export type RecentImport = {
  id: number;
  fileName: string;
  shipmentNo: string;
  kind: RateKind;
  rowsRead: number;
  rowsAccepted: number;
  rowsRefused: number;
  createdAt: string;
};

/** The rate-sheet import's calls (apps/server/src/modules/pricing/imports/routes.ts). */
export const importsApi = {
  preview: (file: File, signal?: AbortSignal) => uploadFile<SheetPreview>('/api/pricing/imports/preview', file, signal),
  commit: (file: File) => uploadFile<{ import: { id: number } }>('/api/pricing/imports/commit', file),
  template: (kind: RateKind, shipmentNo: string) =>
    downloadFile(
      '/api/pricing/imports/template',
      new URLSearchParams({ kind, shipmentNo }).toString(),
      `rate-sheet-${kind}.xlsx`,
    ),
  recent: async (limit: number, signal?: AbortSignal) =>
    (
      await engineApi.list(
        'rateImport',
        { view: RATE_IMPORT_PAGE, page: 1, limit, orderByColumn: 'createdAt', isAsc: 'desc' },
        signal,
      )
    ).rows as unknown as RecentImport[],
  lanes: async (signal?: AbortSignal) =>
    (await post<RateTrendLane[]>('/api/pricing/trends/lanes', {}, { signal })).data,
  weeks: async (lane: { pol: string; pod: string; equipment: string; currency: string }, signal?: AbortSignal) =>
    (await post<{ currency: string | null; weeks: RateTrendWeek[] }>('/api/pricing/trends/weeks', lane, { signal }))
      .data,
};
