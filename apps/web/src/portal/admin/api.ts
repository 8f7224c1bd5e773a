import type { MenuTreeItem } from '@tidemark/domain';
import { type Payload, post } from '../../wire/request';

/** Calls of the administration pages (docs/access.md). */
export type RoleRow = {
  id: number;
  code: string;
  nameEn: string;
  nameZh: string;
  description: string;
  builtIn: boolean;
  version: number;
  menuItemIds: number[];
  userCount: number;
};

export type UserStatus = 'active' | 'pending_email' | 'pending_approval' | 'disabled';

export type UserRow = {
  id: number;
  userName: string;
  displayName: string;
  email: string;
  kind: 'staff' | 'customer';
  status: UserStatus;
  companyId: number | null;
  companyName: string | null;
  branchId: number | null;
  branchCode: string | null;
  createdAt: string;
  version: number;
  roleIds: number[];
  roleCodes: string[];
  branchIds: number[];
};

export type BranchOption = { id: number; code: string; name: string; nameZh: string };

/** What the signed-in user may grant or take away (the server refuses anything else). */
export type Grantable = { admin: boolean; roleIds: number[]; branchIds: number[]; menuItemIds: number[] };

export type Paged<T> = { rows: T[]; total: number; page: number; limit: number };

export type NoticeRow = {
  id: number;
  upgradeFlag: number;
  startsAt: string;
  endsAt: string;
  titleEn: string;
  titleZh: string;
  bodyEn: string;
  bodyZh: string;
  version: number;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
};

export type CompanyCandidate = { id: number; code: string; name: string; city: string };

export type PendingAccount = {
  id: number;
  userName: string;
  displayName: string;
  email: string;
  phone: string | null;
  requestedCompany: string | null;
  createdAt: string;
  candidates: CompanyCandidate[];
};

export type OutboxMail = {
  id: number;
  toAddress: string;
  subject: string;
  bodyText: string;
  purpose: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
};

/** The data of a call and the server's message (already in the user's language). */
const call = async <T>(
  url: string,
  payload: Payload = {},
  quiet = false,
  signal?: AbortSignal,
): Promise<{ data: T; message: string }> => {
  const res = await post<T>(url, payload, { quiet, signal });
  return { data: res.data, message: res.message };
};

export const accessApi = {
  roles: (quiet = false, signal?: AbortSignal) =>
    call<RoleRow[]>('/api/access/roles/list', {}, quiet, signal).then((r) => r.data),
  saveRole: (values: {
    id?: number;
    code: string;
    nameEn: string;
    nameZh: string;
    description: string;
    version?: number;
  }) => call<{ id: number; version: number }>('/api/access/roles/save', values),
  deleteRole: (id: number) => call<null>('/api/access/roles/delete', { id }),
  saveGrants: (roleId: number, menuItemIds: readonly number[]) =>
    call<{ roleId: number; menuItemIds: number[] }>('/api/access/roles/grants', { roleId, menuItemIds }),
  menu: (signal?: AbortSignal) => call<MenuTreeItem[]>('/api/access/menu', {}, false, signal).then((r) => r.data),
  users: (query: { q: string; page: number; limit: number }, signal?: AbortSignal) =>
    call<Paged<UserRow> & { branches: BranchOption[] }>('/api/access/users/list', query, false, signal).then(
      (r) => r.data,
    ),
  grantable: (signal?: AbortSignal) => call<Grantable>('/api/access/grantable', {}, true, signal).then((r) => r.data),
  saveUser: (values: { userId: number; roleIds: number[]; branchIds: number[]; status: 'active' | 'disabled' }) =>
    call<unknown>('/api/access/users/save', values),
  pendingAccounts: (quiet = false, signal?: AbortSignal) =>
    call<PendingAccount[]>('/api/access/approvals/list', {}, quiet, signal).then((r) => r.data),
  approve: (userId: number, companyId: number) => call<unknown>('/api/access/approvals/approve', { userId, companyId }),
  outbox: (query: { page: number; limit: number }, quiet = false, signal?: AbortSignal) =>
    call<Paged<OutboxMail>>('/api/access/outbox/list', query, quiet, signal).then((r) => r.data),
  notices: (quiet = false, signal?: AbortSignal) =>
    call<NoticeRow[]>('/basApi/myUpgradeList', {}, quiet, signal).then((r) => r.data),
  saveNotice: (values: {
    id?: number;
    upgradeFlag: '0' | '1';
    startsAt: string;
    endsAt: string;
    titleEn: string;
    titleZh: string;
    bodyEn: string;
    bodyZh: string;
    version?: number;
  }) => call<{ id: number; version: number }>('/api/access/upgrade/save', values),
  deleteNotice: (id: number) => call<null>('/api/access/upgrade/delete', { id }),
};
