import type { TariffSearchAnswer } from '@tidemark/domain/pricing/index';
import { type Payload, post } from '../../../wire/request';

/** The branch office a new tariff is priced at and the defaults it starts with. */
export type TariffDefaults = {
  branchId: number;
  branchCode: string;
  defaultCurrency: string | null;
  validityDays: number | null;
};

/** The tariff desk's calls (apps/server/src/modules/pricing/tariffs/routes.ts). */
export const tariffsApi = {
  defaults: async (signal?: AbortSignal) =>
    (await post<TariffDefaults>('/api/pricing/tariffs/defaults', {}, { signal })).data,
  create: (payload: Payload) => post<{ id: number; tariffNo: string }>('/api/pricing/tariffs/create', payload),
  makeSell: (id: number) => post<{ id: number; tariffNo: string }>('/api/pricing/tariffs/makeSell', { id }),
  search: async (payload: Payload, signal?: AbortSignal) =>
    (await post<TariffSearchAnswer>('/api/pricing/tariffs/search', payload, { signal })).data,
};
