import { REPORT_HISTORY_FIELDS, REPORT_HISTORY_TABLE } from '@tidemark/domain/engine/field-config';
import { Alert, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBreakpoint } from '../shell/breakpoint';
import { PageHeader } from '../shell/page-header';
import { ColumnSettingsButton, useColumnSettings } from './column-settings';
import { HISTORY_PAGE } from './tables';
import './settings.css';

type HistoryRow = Record<string, unknown> & { reportNo: string };

const FIELDS = new Map(REPORT_HISTORY_FIELDS.map((f) => [f.name, f]));

/**
 * historyPage: the report-history table (rpt_history_temp) with the user's own columns. The
 * server keeps the table's columns and their configuration but has no rows or list call for it
 * yet, so the table is shown empty and says so rather than inventing reports.
 */
export const HistoryPage = () => {
  const { t } = useTranslation();
  const phone = useBreakpoint() === 'phone';
  const settings = useColumnSettings(REPORT_HISTORY_TABLE, HISTORY_PAGE);
  const columns: TableColumnsType<HistoryRow> = settings.columns.flatMap((name) => {
    const field = FIELDS.get(name);
    return field ? [{ key: name, dataIndex: name, title: t(field.labelKey), width: field.width }] : [];
  });

  return (
    <>
      <PageHeader
        title={t('menu.pages.historyPage')}
        description={t('settingsUi.history.hint')}
        extra={
          <ColumnSettingsButton
            tableName={REPORT_HISTORY_TABLE}
            reportType={HISTORY_PAGE}
            settings={settings}
            compact={phone}
          />
        }
      />
      <Alert type="info" showIcon className="st-alert" title={t('settingsUi.history.notRecorded')} />
      <div className="pt-panel">
        <Table<HistoryRow>
          rowKey="reportNo"
          size="middle"
          columns={columns}
          dataSource={[]}
          loading={settings.loading}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: <Empty description={t('settingsUi.history.empty')} /> }}
        />
      </div>
    </>
  );
};
