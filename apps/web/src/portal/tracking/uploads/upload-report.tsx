import { Alert, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localPagination } from '../../shell/table';
import type { UploadReport as Report, ReportRow } from './api';
import { ImportStateTag, UploadStateTag } from './state-tags';

/** One upload's outcome: its states, the counts, and every row with its errors. */
export const UploadReport = ({ report }: { report: Report }) => {
  const { t } = useTranslation();
  const [onlyFailed, setOnlyFailed] = useState(false);
  const { upload, rows } = report;
  const shown = useMemo(() => (onlyFailed ? rows.filter((r) => r.errors.length > 0) : rows), [rows, onlyFailed]);

  const columns: TableColumnsType<ReportRow> = [
    { key: 'rowNo', title: t('tracking.uploads.rowNo'), dataIndex: 'rowNo', width: 70 },
    {
      key: 'containerNo',
      title: t('tracking.uploads.columns.containerNo'),
      render: (_, r) => <span className="pt-nowrap">{r.containerNo ?? '—'}</span>,
    },
    { key: 'eventCode', title: t('tracking.uploads.columns.eventCode'), render: (_, r) => r.eventCode ?? '—' },
    {
      key: 'location',
      title: t('tracking.uploads.columns.location'),
      responsive: ['md'],
      render: (_, r) => r.location ?? '—',
    },
    {
      key: 'eventTime',
      title: t('tracking.uploads.columns.eventTime'),
      responsive: ['lg'],
      render: (_, r) => r.eventTime ?? '—',
    },
    {
      key: 'importState',
      title: t('tracking.uploadRow.fields.importState'),
      render: (_, r) => <ImportStateTag value={r.importState} />,
    },
    {
      key: 'errors',
      title: t('tracking.uploads.errorsTitle'),
      render: (_, r) =>
        r.errors.length === 0 ? (
          <span className="upload-no-errors">{t('tracking.uploads.noErrors')}</span>
        ) : (
          <ul className="upload-errors">
            {r.errors.map((e) => (
              <li key={`${e.field}-${e.message}`}>{e.message}</li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <section className="upload-report" aria-label={t('tracking.uploads.report')}>
      <h2>
        {t('tracking.uploads.report')}: {upload.fileName}
      </h2>
      <Space wrap className="upload-report-summary">
        <span>{t('tracking.upload.fields.uploadState')}</span>
        <UploadStateTag value={upload.uploadState} />
        <span>{t('tracking.upload.fields.importState')}</span>
        <ImportStateTag value={upload.importState} />
        <Tag color="success">
          {t('tracking.upload.fields.importedRows')}: {upload.importedRows}
        </Tag>
        <Tag color={upload.failedRows > 0 ? 'error' : 'default'}>
          {t('tracking.upload.fields.failedRows')}: {upload.failedRows}
        </Tag>
        <span className="upload-summary-text">
          {t('tracking.uploads.summary', {
            total: upload.totalRows,
            imported: upload.importedRows,
            failed: upload.failedRows,
          })}
        </span>
        {rows.length > 0 ? (
          <>
            <Switch checked={onlyFailed} onChange={setOnlyFailed} aria-label={t('tracking.uploads.onlyFailed')} />
            {t('tracking.uploads.onlyFailed')}
          </>
        ) : null}
      </Space>
      {upload.message ? <Alert type="error" showIcon title={upload.message} className="upload-file-error" /> : null}
      {rows.length > 0 ? (
        <Table<ReportRow>
          className="upload-rows"
          rowKey="rowNo"
          size="small"
          columns={columns}
          dataSource={shown}
          rowClassName={(r) => (r.errors.length > 0 ? 'upload-row-failed' : '')}
          pagination={localPagination(t)}
        />
      ) : null}
    </section>
  );
};
