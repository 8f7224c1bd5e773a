import { post, RequestError } from '../../wire/request';
import { type ColumnChoice, parseColumnText } from './column-order';

/** Calls of the settings pages: dictionaries (docs/engine.md) and SPEC §7 /a/dw/rptFieldCustomized/*. */
export type DictionaryEntry = {
  id: number;
  dictType: string;
  value: string;
  labelEn: string;
  labelZh: string;
  sort: number;
  active: boolean;
  version: number;
};

export type DictionaryValues = {
  id?: number;
  dictType: string;
  value: string;
  labelEn: string;
  labelZh: string;
  sort: number;
  active: boolean;
  version?: number;
};

export type BranchType = 'all' | 'controlling_office' | 'branch';

export type FieldConfig = {
  id: number;
  tableName: string;
  reportType: string;
  configType: string;
  branchType: BranchType;
  branchCode: string;
  assignFields: string;
  version: number;
  updatedAt: string;
};

export type FieldConfigQuery = {
  tableName: string;
  reportType?: string;
  branchType?: string;
  branchCode?: string;
  pageNo: number;
  pageSize: number;
};

export type FieldConfigValues = {
  tableName: string;
  reportType: string;
  configType: string;
  branchType: BranchType;
  branchCode: string;
  assignFields: string;
};

export type CustomerFields = { assigned: ColumnChoice[]; own: ColumnChoice[] };

const BASE = '/a/dw/rptFieldCustomized';

/**
 * A call whose refusal comes as result 'false' with status 200 (saveCustomerFields): the message is
 * thrown as an error, so the screen shows it like any other failure.
 */
const strict = async <T>(url: string, payload: Parameters<typeof post>[1]): Promise<{ data: T; message: string }> => {
  const res = await post<T>(url, payload);
  if (res.result !== 'true') throw new RequestError(200, res, res.message);
  return { data: res.data, message: res.message };
};

export const settingsApi = {
  dictionaries: async (signal?: AbortSignal): Promise<DictionaryEntry[]> =>
    (await post<DictionaryEntry[]>('/api/engine/dictionaries/list', {}, { signal })).data,
  saveDictionary: (values: DictionaryValues) =>
    strict<{ id: number; version: number }>('/api/engine/dictionaries/save', values),

  queryFieldConfig: async (query: FieldConfigQuery, signal?: AbortSignal) =>
    (
      await post<{ list: FieldConfig[]; total: number; pageNo: number; pageSize: number }>(
        `${BASE}/queryFieldConfig`,
        query,
        { signal },
      )
    ).data,
  getAllFieldsOnTable: async (tableName: string, signal?: AbortSignal): Promise<ColumnChoice[]> =>
    (await post<ColumnChoice[]>(`${BASE}/getAllFieldsOnTable`, { tableName }, { signal })).data,
  createFieldConfig: (values: FieldConfigValues) =>
    strict<{ id: number; version: number }>(`${BASE}/createFieldConfig`, values),
  updateFieldConfig: (id: number, assignFields: string, version: number) =>
    strict<{ id: number; version: number }>(`${BASE}/updateFieldConfig`, { id, assignFields, version }),
  deleteFieldConfig: (id: number) => strict<null>(`${BASE}/deleteFieldConfig`, { id }),

  queryCustomerFields: async (tableName: string, reportType: string, signal?: AbortSignal): Promise<CustomerFields> => {
    const res = await post<{ assignFields: string; customerFields: string }>(
      `${BASE}/queryCustomerFields`,
      { tableName, reportType },
      { signal },
    );
    return { assigned: parseColumnText(res.data.assignFields), own: parseColumnText(res.data.customerFields) };
  },
  /** SPEC §7: result 'true', or a message shown as an error. */
  saveCustomerFields: (tableName: string, reportType: string, customerFields: string) =>
    strict<null>(`${BASE}/saveCustomerFields`, { tableName, reportType, customerFields }),
  clearCustomerFields: (tableName: string, reportType: string) =>
    strict<null>(`${BASE}/clearCustomerFields`, { tableName, reportType }),
};
