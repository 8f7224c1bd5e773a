import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@tidemark/domain';
import { LFD_BUCKETS, type LfdBucket, type LfdRow, lfdBucketOf } from '@tidemark/domain/tracking/desk/analysis';
import { Card, Statistic, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeText } from '../../engine/time-text';
import { PageHeader } from '../../shell/page-header';
import { type PageState, pagination } from '../../shell/table';
import { deskApi } from './api';
import './desk.css';

type LfdData = { rows: LfdRow[]; total: number; buckets: Record<LfdBucket, number> };
const EMPTY: LfdData = { rows: [], total: 0, buckets: { overdue: 0, alert: 0, soon: 0, later: 0 } };

const BUCKET_COLOR: Record<LfdBucket, string> = {
  overdue: 'error',
  alert: 'warning',
  soon: 'processing',
  later: 'default',
};

/** LFDControl: containers before the out-gate by days left to the last free day; 3 or fewer and overdue stand out. */
export const LfdControlPage = () => {
  const { t } = useTranslation();
  const [pageState, setPageState] = useState<PageState>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const lfd = useQuery({
    queryKey: ['trackingDesk', 'lfd', pageState],
    queryFn: ({ signal }): Promise<LfdData> => deskApi.lfd(pageState, signal),
    placeholderData: keepPreviousData,
  });
  const data = lfd.data ?? EMPTY;
  const loading = lfd.isFetching;

  const columns: TableColumnsType<LfdRow> = [
    {
      key: 'daysLeft',
      title: t('tracking.desk.lfd.daysLeft'),
      render: (_, r) => (
        <Tag color={BUCKET_COLOR[lfdBucketOf(r.daysLeft)]}>
          {r.daysLeft < 0
            ? t('tracking.desk.lfd.overdueBy', { days: -r.daysLeft })
            : t('tracking.desk.days', { days: r.daysLeft })}
        </Tag>
      ),
    },
    { key: 'lastFreeDay', title: t('tracking.shipment.fields.lastFreeDay'), dataIndex: 'lastFreeDay' },
    { key: 'containerNo', title: t('tracking.container.fields.containerNo'), dataIndex: 'containerNo' },
    { key: 'shipmentNo', title: t('tracking.shipment.fields.shipmentNo'), dataIndex: 'shipmentNo' },
    {
      key: 'status',
      title: t('tracking.shipment.fields.status'),
      render: (_, r) => t(`enums.tracking_status.${r.status}`),
    },
    { key: 'destination', title: t('tracking.shipment.fields.destinationPort'), dataIndex: 'destinationPort' },
    {
      key: 'ata',
      title: t('tracking.shipment.fields.ata'),
      responsive: ['lg'],
      render: (_, r) => <TimeText value={r.ata} place={{ port: r.destinationPort }} />,
    },
    { key: 'company', title: t('tracking.shipment.fields.companyName'), dataIndex: 'companyName', responsive: ['xl'] },
  ];

  return (
    <>
      <PageHeader title={t('menu.pages.LFDControl')} description={t('tracking.desk.lfd.hint')} />
      <section className="desk-cards">
        {LFD_BUCKETS.map((b) => (
          <Card key={b} size="small" className={`desk-card desk-card-${b}`}>
            <Statistic title={t(`tracking.desk.lfd.${b}`)} value={data.buckets[b]} />
          </Card>
        ))}
      </section>
      <Table<LfdRow>
        className="desk-table"
        rowKey="containerId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data.rows}
        rowClassName={(r) =>
          lfdBucketOf(r.daysLeft) === 'overdue'
            ? 'desk-row-overdue'
            : lfdBucketOf(r.daysLeft) === 'alert'
              ? 'desk-row-alert'
              : ''
        }
        pagination={pagination(pageState, data.total, setPageState, t)}
      />
    </>
  );
};
