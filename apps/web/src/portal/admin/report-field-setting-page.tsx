import { CheckCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Popconfirm, Row, Select, Skeleton, Space, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../shell/session';
import { useFeedback } from '../shell/feedback';
import { PageHeader } from '../shell/page-header';
import { columnText } from './column-order';
import { ColumnPicker } from './column-picker';
import { useColumnSettings, useColumnWrites } from './column-settings';
import { CONFIG_TABLES, reportTypeLabel, reportTypesOf, tableLabel } from './tables';
import './settings.css';

/** The tables and report types whose lists the user can open, so they only set columns they will see. */
export const ownTables = (permissions: ReadonlySet<string>): { tableName: string; reportTypes: string[] }[] =>
  CONFIG_TABLES.map((tableName) => ({
    tableName,
    reportTypes: reportTypesOf(tableName).filter((r) => permissions.has(r)),
  })).filter((x) => x.reportTypes.length > 0);

/**
 * reportFieldSetting: the user's own columns of a report or list (SPEC §7 queryCustomerFields,
 * saveCustomerFields, clearCustomerFields). The own list wins while it is not empty; reset goes
 * back to the defaults the administrators set. A refused save shows the server's message.
 */
export const ReportFieldSettingPage = () => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const { reportError, success } = useFeedback();
  const tables = useMemo(() => ownTables(permissions), [permissions]);
  const [params, setParams] = useSearchParams();
  const table = tables.find((x) => x.tableName === params.get('tableName')) ?? tables[0];
  const tableName = table?.tableName ?? '';
  const askedReport = params.get('reportType') ?? '';
  const reportType = table?.reportTypes.includes(askedReport) ? askedReport : (table?.reportTypes[0] ?? '');
  const settings = useColumnSettings(tableName, reportType);
  const [draft, setDraft] = useState<string[]>([]);
  const writes = useColumnWrites(tableName, reportType);
  const busy = writes.save.isPending ? 'save' : writes.reset.isPending ? 'reset' : null;

  useEffect(() => {
    setDraft(settings.columns);
  }, [settings.columns]);

  const choose = (next: { tableName: string; reportType: string }) =>
    setParams(new URLSearchParams(next), { preventScrollReset: true });

  const save = async () => {
    try {
      success((await writes.save.mutateAsync(columnText(draft, settings.available))).message);
    } catch (error) {
      reportError(error);
    }
  };

  const reset = async () => {
    try {
      success((await writes.reset.mutateAsync()).message);
    } catch (error) {
      reportError(error);
    }
  };

  const own = settings.own.length > 0;
  const changed = draft.join('\n') !== settings.columns.join('\n');

  return (
    <>
      <PageHeader title={t('menu.pages.reportFieldSetting')} description={t('settingsUi.mine.hint')} />
      <div className="pt-panel">
        <Form name="myColumns" layout="vertical" className="st-search">
          <Row gutter={[12, 0]}>
            <Col xs={24} sm={12} lg={8}>
              <Form.Item label={t('settingsUi.fieldConfig.fields.tableName')}>
                <Select
                  aria-label={t('settingsUi.fieldConfig.fields.tableName')}
                  value={tableName || undefined}
                  options={tables.map((x) => ({ value: x.tableName, label: tableLabel(x.tableName, t) }))}
                  onChange={(v: string) =>
                    choose({ tableName: v, reportType: tables.find((x) => x.tableName === v)?.reportTypes[0] ?? '' })
                  }
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <Form.Item label={t('settingsUi.mine.report')}>
                <Select
                  aria-label={t('settingsUi.mine.report')}
                  value={reportType || undefined}
                  options={(table?.reportTypes ?? []).map((r) => ({ value: r, label: reportTypeLabel(r, t) }))}
                  onChange={(v: string) => choose({ tableName, reportType: v })}
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {settings.loading && settings.available.length === 0 ? (
          <Skeleton active />
        ) : (
          <Row gutter={[24, 16]}>
            <Col xs={24} lg={14}>
              <div className="st-mine-head">
                <h2 className="st-section-title">{t('settingsUi.mine.yourColumns')}</h2>
                {own ? (
                  <Tag color="blue" icon={<CheckCircleOutlined aria-hidden />}>
                    {t('settingsUi.columns.ownTag')}
                  </Tag>
                ) : (
                  <Tag>{t('settingsUi.columns.defaultTag')}</Tag>
                )}
              </div>
              <ColumnPicker available={settings.available} value={draft} onChange={setDraft} />
              <Space className="st-form-buttons" wrap>
                <Popconfirm
                  title={t('settingsUi.mine.confirmReset')}
                  okText={t('settingsUi.columns.reset')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => reset()}
                  disabled={!own}
                >
                  <Button
                    icon={<UndoOutlined aria-hidden />}
                    disabled={!own || busy !== null}
                    loading={busy === 'reset'}
                  >
                    {t('settingsUi.columns.reset')}
                  </Button>
                </Popconfirm>
                <Button
                  type="primary"
                  onClick={() => void save()}
                  loading={busy === 'save'}
                  disabled={busy !== null || (own && !changed)}
                >
                  {t('common.save')}
                </Button>
              </Space>
            </Col>
            <Col xs={24} lg={10}>
              <h2 className="st-section-title">{t('settingsUi.mine.defaults')}</h2>
              <Alert type="info" showIcon className="st-alert" title={t('settingsUi.mine.defaultsHint')} />
              <ol className="st-default-list">
                {settings.assigned.map((c) => (
                  <li key={c.fieldName}>{c.fieldLabel || c.fieldName}</li>
                ))}
              </ol>
            </Col>
          </Row>
        )}
      </div>
    </>
  );
};
