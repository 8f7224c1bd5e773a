import { SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../shell/feedback';
import { type ColumnChoice, columnText, effectiveColumns, knownColumns } from './column-order';
import { ColumnPicker } from './column-picker';
import { adminKeys } from './queries';
import { type CustomerFields, settingsApi } from './settings-api';

export type ColumnSettings = {
  /** Every column of the table, labelled in the current language. */
  available: ColumnChoice[];
  /** The defaults that apply to the user (the administrators' configuration or the page's columns). */
  assigned: ColumnChoice[];
  /** The user's own list; empty when they use the defaults. */
  own: ColumnChoice[];
  /** What the list shows: the own list when not empty, else the defaults. */
  columns: string[];
  loading: boolean;
  reload: () => Promise<void>;
};

const NO_COLUMNS: ColumnChoice[] = [];
const NO_FIELDS: CustomerFields = { assigned: NO_COLUMNS, own: NO_COLUMNS };

/**
 * The columns a user sees in one list (SPEC §7 queryCustomerFields), read again in a new
 * language. While other columns load, the ones shown stay.
 */
export const useColumnSettings = (tableName: string, reportType: string): ColumnSettings => {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const lang = i18n.language;
  const tableFields = useQuery({
    queryKey: [...adminKeys.tableFields(tableName), lang],
    queryFn: ({ signal }) => settingsApi.getAllFieldsOnTable(tableName, signal),
    placeholderData: keepPreviousData,
  });
  const customerFields = useQuery({
    queryKey: [...adminKeys.customerFields(tableName, reportType), lang],
    queryFn: ({ signal }) => settingsApi.queryCustomerFields(tableName, reportType, signal),
    placeholderData: keepPreviousData,
  });
  const available = tableFields.data ?? NO_COLUMNS;
  const fields = customerFields.data ?? NO_FIELDS;

  const columns = useMemo(
    () =>
      knownColumns(
        effectiveColumns(fields.assigned, fields.own).map((c) => c.fieldName),
        available,
      ),
    [fields, available],
  );
  const reload = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.tableFields(tableName) }),
      client.invalidateQueries({ queryKey: adminKeys.customerFields(tableName, reportType) }),
    ]);
  };
  return {
    available,
    assigned: fields.assigned,
    own: fields.own,
    columns,
    loading: tableFields.isFetching || customerFields.isFetching,
    reload,
  };
};

/**
 * Saving the user's own columns (saveCustomerFields; a refusal's message is thrown) and going
 * back to the defaults (clearCustomerFields). Each waits until the columns are read again, here
 * and in the list they belong to (table name = resource, report type = page).
 */
export const useColumnWrites = (tableName: string, reportType: string) => {
  const client = useQueryClient();
  const reread = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.customerFields(tableName, reportType) }),
      client.invalidateQueries({ queryKey: ['columns', tableName, reportType] }),
    ]);
  const save = useMutation({
    mutationFn: (customerFields: string) => settingsApi.saveCustomerFields(tableName, reportType, customerFields),
    onSuccess: reread,
  });
  const reset = useMutation({
    mutationFn: () => settingsApi.clearCustomerFields(tableName, reportType),
    onSuccess: reread,
  });
  return { save, reset };
};

/**
 * The column chooser of a list: the user's own columns in order, saved with saveCustomerFields
 * (a refusal's message is shown as an error), or reset to the defaults with clearCustomerFields.
 */
export const ColumnSettingsButton = ({
  tableName,
  reportType,
  settings,
  compact = false,
}: {
  tableName: string;
  reportType: string;
  settings: ColumnSettings;
  compact?: boolean;
}) => {
  const { t } = useTranslation();
  const { reportError, success } = useFeedback();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const writes = useColumnWrites(tableName, reportType);
  const busy = writes.save.isPending ? 'save' : writes.reset.isPending ? 'reset' : null;

  const start = () => {
    setDraft(settings.columns);
    setOpen(true);
  };

  const save = async () => {
    try {
      const res = await writes.save.mutateAsync(columnText(draft, settings.available));
      success(res.message);
      setOpen(false);
    } catch (error) {
      reportError(error);
    }
  };

  const reset = async () => {
    try {
      const res = await writes.reset.mutateAsync();
      success(res.message);
      setOpen(false);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <>
      <Button icon={<SettingOutlined aria-hidden />} onClick={start} aria-label={t('settingsUi.columns.button')}>
        {compact ? null : t('settingsUi.columns.button')}
      </Button>
      <Modal
        open={open}
        title={
          <Space size={8} wrap>
            {t('settingsUi.columns.title')}
            {settings.own.length > 0 ? (
              <Tag color="blue">{t('settingsUi.columns.ownTag')}</Tag>
            ) : (
              <Tag>{t('settingsUi.columns.defaultTag')}</Tag>
            )}
          </Space>
        }
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={[
          <Button key="reset" onClick={() => void reset()} loading={busy === 'reset'} disabled={busy !== null}>
            {t('settingsUi.columns.reset')}
          </Button>,
          <Button key="cancel" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>,
          <Button
            key="save"
            type="primary"
            onClick={() => void save()}
            loading={busy === 'save'}
            disabled={busy !== null}
          >
            {t('common.save')}
          </Button>,
        ]}
      >
        <ColumnPicker available={settings.available} value={draft} onChange={setDraft} />
      </Modal>
    </>
  );
};
