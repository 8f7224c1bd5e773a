import { SettingOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../shell/feedback';
import { type ColumnChoice, columnText, effectiveColumns, knownColumns } from './column-order';
import { ColumnPicker } from './column-picker';
import { settingsApi } from './settings-api';

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

/** The columns a user sees in one list (SPEC §7 queryCustomerFields), reloaded on a language change. */
export const useColumnSettings = (tableName: string, reportType: string): ColumnSettings => {
  const { i18n } = useTranslation();
  const { reportError } = useFeedback();
  const [state, setState] = useState<{ available: ColumnChoice[]; assigned: ColumnChoice[]; own: ColumnChoice[] }>({
    available: [],
    assigned: [],
    own: [],
  });
  const [loading, setLoading] = useState(true);
  const lang = i18n.language;

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const [available, fields] = await Promise.all([
        settingsApi.getAllFieldsOnTable(tableName),
        settingsApi.queryCustomerFields(tableName, reportType),
      ]);
      setState({ available, ...fields });
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  }, [tableName, reportType, reportError]);

  useEffect(() => {
    if (lang) void reload();
  }, [reload, lang]);

  const columns = useMemo(
    () =>
      knownColumns(
        effectiveColumns(state.assigned, state.own).map((c) => c.fieldName),
        state.available,
      ),
    [state],
  );
  return { ...state, columns, loading, reload };
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
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);

  const start = () => {
    setDraft(settings.columns);
    setOpen(true);
  };

  const save = async () => {
    setBusy('save');
    try {
      const res = await settingsApi.saveCustomerFields(tableName, reportType, columnText(draft, settings.available));
      success(res.message);
      await settings.reload();
      setOpen(false);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };

  const reset = async () => {
    setBusy('reset');
    try {
      const res = await settingsApi.clearCustomerFields(tableName, reportType);
      success(res.message);
      await settings.reload();
      setOpen(false);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
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
