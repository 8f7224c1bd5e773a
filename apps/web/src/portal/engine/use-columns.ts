import type { PageDef, ResourceDef } from '@tidemark/domain';
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../shell/feedback';
import { columnApi } from './api';
import { canSaveColumns, columnsPayload, effectiveColumns } from './columns';

/**
 * The columns of a list for this user (SPEC §7): table name = resource name, report type = page
 * URL; the user's own list wins when not empty. Saving answers result 'true' or a message shown
 * as an error.
 */
export const useListColumns = (resource: ResourceDef, page: PageDef) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const [columns, setColumns] = useState<string[]>(() => effectiveColumns(resource, page, null, null));
  const [custom, setCustom] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      const data = await columnApi.query(resource.name, page.url);
      setColumns(effectiveColumns(resource, page, data.assignFields, data.customerFields));
      setCustom(data.customerFields !== '' && data.customerFields !== '[]');
    } catch {
      // The declared columns stay; the list still works without the user's choice.
    }
  }, [resource, page]);

  useEffect(() => {
    void load();
  }, [load]);

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
      setColumns(names);
      setCustom(true);
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
      await load();
      setCustom(false);
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
