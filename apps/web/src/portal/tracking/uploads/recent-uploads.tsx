import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shell/format';
import type { RecentUpload } from './api';
import { ImportStateTag, UploadStateTag } from './state-tags';

/** The latest uploads in the user's scope, each with its stored file and its report. */
export const RecentUploads = ({
  rows,
  loading,
  onDownload,
  onShowReport,
}: {
  rows: readonly RecentUpload[];
  loading: boolean;
  onDownload: (row: RecentUpload) => void;
  onShowReport: (row: RecentUpload) => void;
}) => {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<RecentUpload> = [
    {
      key: 'fileName',
      title: t('tracking.upload.fields.fileName'),
      render: (_, r) => (
        <Button
          type="link"
          className="upload-file-link"
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => onDownload(r)}
        >
          {r.fileName}
        </Button>
      ),
    },
    {
      key: 'uploadState',
      title: t('tracking.upload.fields.uploadState'),
      render: (_, r) => <UploadStateTag value={r.uploadState} />,
    },
    {
      key: 'importState',
      title: t('tracking.upload.fields.importState'),
      render: (_, r) => <ImportStateTag value={r.importState} />,
    },
    { key: 'totalRows', title: t('tracking.upload.fields.totalRows'), dataIndex: 'totalRows', responsive: ['md'] },
    { key: 'importedRows', title: t('tracking.upload.fields.importedRows'), dataIndex: 'importedRows' },
    { key: 'failedRows', title: t('tracking.upload.fields.failedRows'), dataIndex: 'failedRows' },
    {
      key: 'createdAt',
      title: t('tracking.upload.fields.createdAt'),
      responsive: ['lg'],
      render: (_, r) => formatDateTime(r.createdAt, i18n.language),
    },
    {
      key: 'actions',
      render: (_, r) => (
        <Space>
          <Button size="small" icon={<FileSearchOutlined aria-hidden />} onClick={() => onShowReport(r)}>
            {t('tracking.uploads.showReport')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <section className="upload-history">
      <h2>{t('tracking.uploads.history')}</h2>
      <Table<RecentUpload>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={[...rows]}
        pagination={false}
        locale={{ emptyText: t('tracking.uploads.noUploads') }}
      />
    </section>
  );
};
