import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@tidemark/domain';
import {
  type QualityCheck,
  type QualityRow,
  SILENT_DAYS_DEFAULT,
  SILENT_DAYS_MAX,
} from '@tidemark/domain/tracking/desk/analysis';
import { Button, InputNumber, Space, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeText } from '../../engine/time-text';
import { formatDateTime } from '../../shell/format';
import { PageHeader } from '../../shell/page-header';
import { type PageState, pagination } from '../../shell/table';
import { deskApi } from './api';
import './desk.css';
import { type Period, PeriodPicker } from './period-picker';

type Query = { days: number; period: Period };

/** checkTracking: shipments whose tracking went quiet, and shipments whose events are out of order. */
export const QualityPage = () => {
  const { t, i18n } = useTranslation();
  const [check, setCheck] = useState<QualityCheck>('silent');
  const [draft, setDraft] = useState<Query>({ days: SILENT_DAYS_DEFAULT, period: {} });
  const [query, setQuery] = useState<Query>(draft);
  const [pageState, setPageState] = useState<PageState>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const payload = {
    ...(check === 'silent' ? { days: query.days } : query.period),
    page: pageState.page,
    limit: pageState.limit,
  };
  const quality = useQuery({
    queryKey: ['trackingDesk', 'quality', check, payload],
    queryFn: ({ signal }) => deskApi.quality(check, payload, signal),
    placeholderData: keepPreviousData,
  });
  const data = quality.data ?? { rows: [], total: 0 };
  const loading = quality.isFetching;

  const when = (v: string | null | undefined) => <span className="pt-nowrap">{formatDateTime(v, i18n.language)}</span>;
  const eventName = (code: string | undefined) =>
    code ? t(`site.tracking.events.${code}`, { defaultValue: code }) : null;

  const common: TableColumnsType<QualityRow> = [
    { key: 'shipmentNo', title: t('tracking.shipment.fields.shipmentNo'), dataIndex: 'shipmentNo' },
    {
      key: 'status',
      title: t('tracking.shipment.fields.status'),
      render: (_, r) => <Tag>{t(`enums.tracking_status.${r.status}`)}</Tag>,
    },
    {
      key: 'lane',
      title: t('tracking.desk.averages.lane'),
      responsive: ['md'],
      render: (_, r) => `${r.originPort} → ${r.destinationPort}`,
    },
    {
      key: 'etd',
      title: t('tracking.shipment.fields.etd'),
      render: (_, r) => <TimeText value={r.etd} place={{ port: r.originPort }} />,
    },
  ];
  const silentColumns: TableColumnsType<QualityRow> = [
    ...common,
    {
      key: 'lastEvent',
      title: t('tracking.desk.quality.lastEvent'),
      render: (_, r) =>
        r.lastEventAt ? when(r.lastEventAt) : <Tag color="warning">{t('tracking.desk.quality.never')}</Tag>,
    },
    {
      key: 'silentDays',
      title: t('tracking.desk.quality.silentDays'),
      align: 'right',
      render: (_, r) => <strong>{t('tracking.desk.days', { days: r.silentDays ?? 0 })}</strong>,
    },
    { key: 'company', title: t('tracking.shipment.fields.companyName'), dataIndex: 'companyName', responsive: ['xl'] },
  ];
  const orderColumns: TableColumnsType<QualityRow> = [
    ...common,
    { key: 'container', title: t('tracking.desk.quality.container'), render: (_, r) => r.containerNo ?? '—' },
    {
      key: 'earlier',
      title: t('tracking.desk.quality.earlier'),
      render: (_, r) => (
        <>
          {eventName(r.earlierCode)} · {when(r.earlierAt)}
        </>
      ),
    },
    {
      key: 'later',
      title: t('tracking.desk.quality.later'),
      render: (_, r) => (
        <span className="desk-alert-text">
          {eventName(r.laterCode)} · {when(r.laterAt)}
        </span>
      ),
    },
  ];

  // Searching again for the same query on its first page reads it again.
  const search = () => {
    if (JSON.stringify(draft) === JSON.stringify(query) && pageState.page === 1) void quality.refetch();
    setQuery(draft);
    setPageState((s) => ({ ...s, page: 1 }));
  };

  return (
    <>
      <PageHeader title={t('menu.pages.checkTracking')} />
      <Tabs
        activeKey={check}
        onChange={(key) => {
          setCheck(key as QualityCheck);
          setPageState((s) => ({ ...s, page: 1 }));
        }}
        items={[
          { key: 'silent', label: t('tracking.desk.quality.silent') },
          { key: 'outOfOrder', label: t('tracking.desk.quality.outOfOrder') },
        ]}
      />
      <Space wrap className="desk-toolbar">
        {check === 'silent' ? (
          <label className="desk-inline-field" htmlFor="desk-silent-days">
            {t('tracking.desk.quality.daysLabel')}
            <InputNumber
              id="desk-silent-days"
              min={1}
              max={SILENT_DAYS_MAX}
              precision={0}
              value={draft.days}
              onChange={(v) => setDraft((d) => ({ ...d, days: v ?? SILENT_DAYS_DEFAULT }))}
            />
          </label>
        ) : (
          <>
            <PeriodPicker value={draft.period} onChange={(period) => setDraft((d) => ({ ...d, period }))} />
            <span className="desk-hint">{t('tracking.desk.quality.windowHint')}</span>
          </>
        )}
        <Button type="primary" icon={<SearchOutlined aria-hidden />} onClick={search}>
          {t('tracking.desk.search')}
        </Button>
      </Space>
      <Table<QualityRow>
        className="desk-table"
        rowKey="id"
        size="small"
        loading={loading}
        columns={check === 'silent' ? silentColumns : orderColumns}
        dataSource={data.rows}
        pagination={pagination(pageState, data.total, setPageState, t)}
      />
    </>
  );
};
