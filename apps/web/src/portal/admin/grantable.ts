import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCan } from '../permission';
import { accessApi } from './api';
import { adminKeys } from './queries';

/** The role whose holders, and whose own grants, only administrators change. */
export const ADMIN_ROLE_CODE = 'admin';

export type GrantableCheck = {
  /** Whether the answer has arrived: until then nothing is offered. */
  ready: boolean;
  admin: boolean;
  mayRole: (id: number) => boolean;
  mayBranch: (id: number) => boolean;
  mayItem: (id: number) => boolean;
};

/**
 * What the signed-in user may grant or take away, so forms offer only that (the server refuses
 * the rest): roles whose permissions they hold, branches of their own scope, their own menu items.
 */
export const useGrantable = (): GrantableCheck => {
  const canEdit = useCan('udRole:edit');
  const query = useQuery({
    queryKey: adminKeys.grantable,
    queryFn: ({ signal }) => accessApi.grantable(signal),
    enabled: canEdit,
  });
  const data = query.data;
  return useMemo(() => {
    const roles = new Set(data?.roleIds ?? []);
    const branches = new Set(data?.branchIds ?? []);
    const items = new Set(data?.menuItemIds ?? []);
    return {
      ready: data !== undefined,
      admin: data?.admin ?? false,
      mayRole: (id) => roles.has(id),
      mayBranch: (id) => branches.has(id),
      mayItem: (id) => items.has(id),
    };
  }, [data]);
};
