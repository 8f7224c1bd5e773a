import type { CustomerRegion } from '@tidemark/domain/customers/regions';
import type { CustomerDataStatus, OrgCodePurpose } from '@tidemark/domain/customers/statuses';
import type { ListResponse } from '@tidemark/domain/engine/definitions';
import { type Payload, post } from '../../wire/request';

/** Records of the customer area as the generic endpoints answer them (docs/engine.md). */
export type CompanyRow = {
  id: number;
  code: string;
  name: string;
  customerRegion: CustomerRegion;
  branchId: number;
  country: string;
  city: string;
  status: CustomerDataStatus;
  successorId: number | null;
  successorName: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  taxId: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ContactRow = {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  title: string | null;
  email: string;
  phone: string | null;
  mobile: string | null;
  isPrimary: boolean;
  updatedAt: string;
};

export type OrgCodeRow = {
  id: number;
  code: string;
  companyId: number;
  companyName: string;
  purpose: OrgCodePurpose;
  branchId: number;
  updatedAt: string;
};

export type Versioned<T> = T & { version: number };

export type AuditEntry = {
  id: number;
  action: string;
  changes: Record<string, unknown> | null;
  at: string;
  userId: number | null;
  userName: string | null;
  displayName: string | null;
};

export type CompanyOption = { id: number; code: string; name: string; status: string; customerRegion: string };

export type Saved = { id: number; version: number };

/** The pages (views) each resource is reached through; the server checks the user holds them. */
export const VIEWS = { company: 'customer', contact: 'customerContact', orgCode: 'tmOrgCode' } as const;
export type ResourceName = keyof typeof VIEWS;

const engine = (resource: ResourceName, call: string) => `/api/engine/${resource}/${call}`;

const saved = async (url: string, payload: Payload) => {
  const res = await post<Saved>(url, payload);
  return { data: res.data, message: res.message };
};

/** The generic endpoints for one resource through one page. */
export const engineApi = {
  list: async <Row>(resource: ResourceName, payload: Payload, view: string = VIEWS[resource]) =>
    (await post<ListResponse<Row>>(engine(resource, 'list'), { ...payload, view })).data,
  get: async <Row>(resource: ResourceName, id: number, view: string = VIEWS[resource]) =>
    (await post<Versioned<Row>>(engine(resource, 'get'), { view, id })).data,
  create: (resource: ResourceName, fields: Payload, view: string = VIEWS[resource]) =>
    saved(engine(resource, 'create'), { ...fields, view }),
  update: (resource: ResourceName, id: number, version: number, fields: Payload, view: string = VIEWS[resource]) =>
    saved(engine(resource, 'update'), { ...fields, view, id, version }),
  transition: (resource: ResourceName, id: number, version: number, action: string, view: string = VIEWS[resource]) =>
    saved(engine(resource, 'transition'), { view, id, version, action }),
  audit: async (resource: ResourceName, id: number, view: string = VIEWS[resource]) =>
    (await post<AuditEntry[]>(engine(resource, 'audit'), { view, id })).data,
};

/** Companies the user can see, by name or code, or by id (the successor picker). */
export const lookupCompanies = async (query: { q?: string; ids?: number[] }): Promise<CompanyOption[]> =>
  (await post<CompanyOption[]>('/api/customers/lookup', { q: query.q ?? '', ids: query.ids ?? [] }, { quiet: true }))
    .data;
