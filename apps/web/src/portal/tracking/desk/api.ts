import type {
  BulkLookupRow,
  LaneAverage,
  LegAverage,
  LegCount,
  LfdBucket,
  LfdRow,
  QualityCheck,
  QualityRow,
} from '@tidemark/domain/tracking/desk/analysis';
import { post } from '../../../wire/request';

export type LanePeriod = {
  from?: string;
  to?: string;
  mode?: string;
  originPort?: string;
  destinationPort?: string;
};

/** The tracking desk's own reads (apps/server/src/modules/tracking/desk/routes.ts). */
export const deskApi = {
  numbers: async (numbers: string, signal?: AbortSignal) =>
    (await post<BulkLookupRow[]>('/api/tracking/desk/numbers', { numbers }, { signal })).data,
  quality: async (
    check: QualityCheck,
    payload: { days?: number; from?: string; to?: string; page: number; limit: number },
    signal?: AbortSignal,
  ) =>
    (await post<{ rows: QualityRow[]; total: number }>('/api/tracking/desk/quality', { check, ...payload }, { signal }))
      .data,
  /** The leg counts under a LegTracking list's filters (f_<field>, as the list sends them). */
  legs: async (filters: Readonly<Record<string, string>>, signal?: AbortSignal) =>
    (await post<LegCount[]>('/api/tracking/desk/legs', filters, { signal })).data,
  lfd: async (payload: { page: number; limit: number }, signal?: AbortSignal) =>
    (
      await post<{ rows: LfdRow[]; total: number; buckets: Record<LfdBucket, number> }>(
        '/api/tracking/desk/lfd',
        payload,
        { signal },
      )
    ).data,
  laneAverages: async (payload: LanePeriod, signal?: AbortSignal) =>
    (await post<LaneAverage[]>('/api/tracking/desk/laneAverages', payload, { signal })).data,
  legAverages: async (payload: LanePeriod, signal?: AbortSignal) =>
    (await post<LegAverage[]>('/api/tracking/desk/legAverages', payload, { signal })).data,
};
