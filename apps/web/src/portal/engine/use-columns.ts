import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageDef, ResourceDef } from '@tidemark/domain';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../shell/feedback';
import { columnApi } from './api';
import { canSaveColumns, columnsPayload, effectiveColumns } from './columns';

const columnsKey = (resource: ResourceDef, page: PageDef) => ['columns', resource.name, page.url] as const;

/**
 * The columns of a list for this user (SPEC §7): table name = resource name, report type = page
 * URL; the user's own list wins when not empty. Saving answers result 'true' or a message shown
 * as an error. Until the user's choice is read (or when it cannot be), the declared columns show.
 */
export const useListColumns = (resource: ResourceDef, page: PageDef) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);

  const chosen = useQuery({
    queryKey: columnsKey(resource, page),
    queryFn: async ({ signal }) => {
      const data = await columnApi.query(resource.name, page.url, signal);
      return {
        columns: effectiveColumns(resource, page, data.assignFields, data.customerFields),
        custom: data.customerFields !== '' && data.customerFields !== '[]',
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { quiet: true },
  });
  const declared = useMemo(() => effectiveColumns(resource, page, null, null), [resource, page]);
  const columns = chosen.data?.columns ?? declared;
  const custom = chosen.data?.custom ?? false;

  const save = async (names: string[]): Promise<boolean> => {
    if (!canSaveColumns(names)) {
      void message.error(t('settings.fieldConfig.atLeastOne'));
      return false;
    }
    setSaving(true);
    try {
      const res = await columnApi.save(
        resource.name,
        page.url,
        columnsPayload(names, resource, (f) => t(f.labelKey)),
      );
      if (res.result !== 'true') {
        void message.error(res.message || t('http.400'));
        return false;
      }
      void message.success(res.message || t('portal.saved'));
      client.setQueryData(columnsKey(resource, page), { columns: names, custom: true });
      return true;
    } catch (error) {
      reportError(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const reset = async (): Promise<boolean> => {
    setSaving(true);
    try {
      const res = await columnApi.clear(resource.name, page.url);
      void message.success(res.message || t('portal.saved'));
      await client.invalidateQueries({ queryKey: columnsKey(resource, page) });
      return true;
    } catch (error) {
      reportError(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { columns, custom, saving, save, reset };
};
