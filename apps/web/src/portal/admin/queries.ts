import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldConfigQuery } from './settings-api';

/**
 * Query keys of the administration pages. Everything of the access calls sits under ['access'],
 * everything of the settings calls under ['settings'], so a write invalidates what it changed.
 */
export const adminKeys = {
  roles: ['access', 'roles'] as const,
  menu: ['access', 'menu'] as const,
  users: ['access', 'users'] as const,
  grantable: ['access', 'grantable'] as const,
  usersPage: (query: { q: string; page: number; limit: number }) => ['access', 'users', query] as const,
  notices: ['access', 'notices'] as const,
  approvals: ['access', 'approvals'] as const,
  dictionaries: ['settings', 'dictionaries'] as const,
  fieldConfigs: ['settings', 'fieldConfigs'] as const,
  fieldConfigPage: (query: FieldConfigQuery) => ['settings', 'fieldConfigs', query] as const,
  tableFields: (tableName: string) => ['settings', 'tableFields', tableName] as const,
  customerFields: (tableName: string, reportType: string) =>
    ['settings', 'customerFields', tableName, reportType] as const,
};

/**
 * A write of an administration page: the call as the caller gives it, then the queries it
 * changed are invalidated (the ones on screen load again, while the caller already closes its
 * form). Errors stay with the caller, which puts field messages on its form.
 */
export const useAdminWrite = <T, V>(write: (vars: V) => Promise<T>, changes: readonly QueryKey[]) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      for (const queryKey of changes) void client.invalidateQueries({ queryKey });
    },
  });
};
