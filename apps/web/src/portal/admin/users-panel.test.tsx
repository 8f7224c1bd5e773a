import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { stubResizeObserver } from '../engine/test-env';
import type { Grantable, RoleRow, UserRow } from './api';
import { UsersPanel } from './users-panel';

vi.mock('../../shell/session', () => ({
  useSession: () => ({ status: 'signed-in', user: null, menu: [], permissions: new Set(['udRole', 'udRole:edit']) }),
}));

const role = (id: number, code: string, nameEn: string): RoleRow => ({
  id,
  code,
  nameEn,
  nameZh: nameEn,
  description: '',
  builtIn: true,
  version: 1,
  menuItemIds: [],
  userCount: 1,
});
const ROLES_ALL = [
  role(1, 'admin', 'Administrator'),
  role(4, 'csr', 'Customer service'),
  role(8, 'it', 'IT'),
  role(9, 'hr', 'HR'),
];

const user = (id: number, displayName: string, roleIds: number[], branchIds: number[]): UserRow => ({
  id,
  userName: displayName.toLowerCase().replace(' ', ''),
  displayName,
  email: `${id}@tidemark.example`,
  kind: 'staff',
  status: 'active',
  companyId: null,
  companyName: null,
  branchId: 1,
  branchCode: 'SHA',
  createdAt: '2026-01-01T00:00:00Z',
  version: 1,
  roleIds,
  roleCodes: [],
  branchIds,
});
const USERS = [user(1, 'Alex Morgan', [1], [1, 2]), user(9, 'Zhao Min', [9], [2])];
const BRANCHES = [
  { id: 1, code: 'SHA', name: 'Shanghai', nameZh: '上海' },
  { id: 2, code: 'NGB', name: 'Ningbo', nameZh: '宁波' },
  { id: 3, code: 'LAX', name: 'Los Angeles', nameZh: '洛杉矶' },
];
/** The IT user: its own role and HR's, the branches of its scope, never the administrator's. */
let grantable: Grantable = { admin: false, roleIds: [8, 9], branchIds: [1, 2], menuItemIds: [] };

const realFetch = globalThis.fetch;
beforeAll(() => {
  stubResizeObserver();
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    const data = url.endsWith('/grantable')
      ? grantable
      : { rows: USERS, total: USERS.length, page: 1, limit: 20, branches: BRANCHES };
    return new Response(JSON.stringify({ success: true, result: 'true', message: '', data }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return initI18n('en_us');
});
afterEach(cleanup);
afterAll(() => {
  globalThis.fetch = realFetch;
});

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <UsersPanel roles={ROLES_ALL} />
      </App>
    </QueryClientProvider>,
  );

/** The texts of the options a select offers once opened, and which of them are greyed out. */
const offered = (select: HTMLElement) => {
  const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
  const dropdown = list?.closest('.ant-select-dropdown');
  return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map(
    (o) => `${o.textContent}${o.classList.contains('ant-select-item-option-disabled') ? ' (fixed)' : ''}`,
  );
};

describe('the users of the roles page', () => {
  it("offers only the roles and branches the user may grant, and no administrator's account", async () => {
    renderPanel();
    const adminRow = (await screen.findByText('Alex Morgan')).closest('tr') as HTMLElement;
    const hrRow = screen.getByText('Zhao Min').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(hrRow).getByRole('button', { name: /Roles and scope/ })).toBeTruthy());
    expect(within(adminRow).queryByRole('button', { name: /Roles and scope/ })).toBeNull();

    fireEvent.click(within(hrRow).getByRole('button', { name: /Roles and scope/ }));
    const dialog = await screen.findByRole('dialog');
    const [roles, scope] = within(dialog).getAllByRole('combobox');
    if (!roles || !scope) throw new Error('no selects in the form');
    fireEvent.mouseDown(roles);
    await waitFor(() => expect(offered(roles)).toEqual(['IT', 'HR']));

    fireEvent.mouseDown(scope);
    await waitFor(() => expect(offered(scope)).toEqual(['SHA · Shanghai', 'NGB · Ningbo']));
  }, 60_000);

  it('shows a held role or branch the user may not grant as fixed', async () => {
    grantable = { admin: false, roleIds: [8], branchIds: [1], menuItemIds: [] };
    renderPanel();
    const hrRow = (await screen.findByText('Zhao Min')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(hrRow).getByRole('button', { name: /Roles and scope/ })).toBeTruthy());
    fireEvent.click(within(hrRow).getByRole('button', { name: /Roles and scope/ }));
    const dialog = await screen.findByRole('dialog');
    const [roles, scope] = within(dialog).getAllByRole('combobox');
    if (!roles || !scope) throw new Error('no selects in the form');
    fireEvent.mouseDown(roles);
    await waitFor(() => expect(offered(roles)).toEqual(['IT', 'HR (fixed)']));
    fireEvent.mouseDown(scope);
    await waitFor(() => expect(offered(scope)).toEqual(['SHA · Shanghai', 'NGB · Ningbo (fixed)']));
  }, 60_000);
});
