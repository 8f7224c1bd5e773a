import { type Payload, post } from '../../../wire/request';

/** An unconsolidated shipment as the pool lists it. */
export type PoolRow = {
  id: number;
  shipmentNo: string;
  houseBill: string | null;
  masterBill: string | null;
  mode: string;
  originPort: string;
  destinationPort: string;
  carrierCode: string;
  etd: string;
  packages: number;
  grossWeightKg: string;
  volumeCbm: string;
  companyName: string | null;
};

export type PoolQuery = { mode?: string; originPort?: string; destinationPort?: string; consoleId?: number };

/** The consolidation workflow's calls (apps/server/src/modules/ops/consoles/routes.ts). */
export const consolesApi = {
  pool: async (query: PoolQuery, signal?: AbortSignal) =>
    (await post<{ rows: PoolRow[]; more: boolean }>('/api/ops/consoles/pool', { ...query, limit: 50 }, { signal }))
      .data,
  consolidate: (payload: Payload) =>
    post<{ id: number; consoleNo: string; houses: number }>('/api/ops/consoles/consolidate', payload),
  attach: (consoleId: number, shipmentIds: readonly number[]) =>
    post<{ consoleNo: string; count: number }>('/api/ops/consoles/attach', { consoleId, shipmentIds }),
  detach: (houseId: number) => post<{ consoleNo: string }>('/api/ops/consoles/detach', { houseId }),
  allocate: (consoleId: number) =>
    post<{ awbNo: string; consoleNo: string }>('/api/ops/consoles/allocateMawb', { consoleId }),
  addRange: (payload: Payload) => post<{ count: number }>('/api/ops/mawb/addRange', payload),
};
