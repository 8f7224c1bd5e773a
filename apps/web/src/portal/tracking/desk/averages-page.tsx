import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LaneAverage, LegAverage, TransitStats } from '@tidemark/domain/tracking/desk/analysis';
import { Button, Empty, Space, Spin, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../engine/field-types/enum/dict-select';
import { PortSelect } from '../../engine/field-types/port/port-select';
import { PageHeader } from '../../shell/page-header';
import { localPagination } from '../../shell/table';
import { deskApi, type LanePeriod } from './api';
import './desk.css';
import { PeriodPicker } from './period-picker';
import { TransitChart } from './transit-chart';

type Kind = 'lane' | 'leg';
type Row = (LaneAverage | LegAverage) & { key: string; label: string };

const statColumns = (t: (key: string) => string): TableColumnsType<Row> =>
  (
    [
      ['shipments', 'tracking.desk.shipments'],
      ['avgDays', 'tracking.desk.averages.avg'],
      ['minDays', 'tracking.desk.averages.min'],
      ['maxDays', 'tracking.desk.averages.max'],
      ['p10Days', 'tracking.desk.averages.p10'],
      ['p90Days', 'tracking.desk.averages.p90'],
      ['stddevDays', 'tracking.desk.averages.stddev'],
    ] as const satisfies readonly (readonly [keyof TransitStats, string])[]
  ).map(([name, key]) => ({
    key: name,
    title: t(key),
    dataIndex: name,
    align: 'right' as const,
    sorter: (a: Row, b: Row) => a[name] - b[name],
  }));

/**
 * TrackingAverageDay (per lane) and LegAverageDay (per leg): transit days over a departure
 * period, filtered by mode and ports, as a chart of the spread and a table of every figure.
 */
const AveragesPage = ({ kind }: { kind: Kind }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<LanePeriod>({});
  const [query, setQuery] = useState<LanePeriod>({});
  const averages = useQuery({
    queryKey: ['trackingDesk', kind, query],
    queryFn: ({ signal }): Promise<(LaneAverage | LegAverage)[]> =>
      kind === 'lane' ? deskApi.laneAverages(query, signal) : deskApi.legAverages(query, signal),
    placeholderData: keepPreviousData,
  });
  const loading = averages.isFetching;
  const rows = useMemo<Row[] | null>(
    () =>
      averages.data?.map((r) => {
        const label =
          'leg' in r ? t(`enums.tracking_leg.${r.leg}`) : `${r.originPort} → ${r.destinationPort} · ${r.mode}`;
        return { ...r, key: 'leg' in r ? r.leg : label, label };
      }) ?? null,
    [averages.data, t],
  );

  const labels = useMemo(() => (rows ?? []).map((r) => r.label), [rows]);
  const set = (patch: LanePeriod) => setDraft((d) => ({ ...d, ...patch }));
  const title = kind === 'lane' ? 'menu.pages.TrackingAverageDay' : 'menu.pages.LegAverageDay';
  const columns: TableColumnsType<Row> = [
    {
      key: 'label',
      title: t(kind === 'lane' ? 'tracking.desk.averages.lane' : 'tracking.desk.averages.leg'),
      dataIndex: 'label',
    },
    ...statColumns(t),
  ];

  return (
    <>
      <PageHeader
        title={t(title)}
        description={t(kind === 'lane' ? 'tracking.desk.averages.periodHint' : 'tracking.desk.averages.legHint')}
      />
      <Space wrap className="desk-toolbar">
        <PeriodPicker
          value={{ from: draft.from, to: draft.to }}
          onChange={(p) => setDraft((d) => ({ ...d, from: p.from, to: p.to }))}
        />
        <label className="desk-inline-field" htmlFor="desk-mode">
          {t('tracking.desk.mode')}
          <DictSelect
            id="desk-mode"
            dict="shipment_mode"
            withAll
            value={draft.mode ?? ''}
            onChange={(mode) => set({ mode })}
          />
        </label>
        <label className="desk-inline-field" htmlFor="desk-origin">
          {t('tracking.shipment.fields.originPort')}
          <PortSelect id="desk-origin" value={draft.originPort ?? ''} onChange={(originPort) => set({ originPort })} />
        </label>
        <label className="desk-inline-field" htmlFor="desk-destination">
          {t('tracking.shipment.fields.destinationPort')}
          <PortSelect
            id="desk-destination"
            value={draft.destinationPort ?? ''}
            onChange={(destinationPort) => set({ destinationPort })}
          />
        </label>
        <Button type="primary" icon={<SearchOutlined aria-hidden />} onClick={() => setQuery(draft)}>
          {t('tracking.desk.search')}
        </Button>
      </Space>
      <Spin spinning={loading}>
        {rows && rows.length > 0 ? (
          <TransitChart
            title={t(kind === 'lane' ? 'tracking.desk.averages.chartTitle' : 'tracking.desk.averages.legChartTitle')}
            labels={labels}
            stats={rows}
          />
        ) : rows ? (
          <Empty description={t('messages.noData')} />
        ) : null}
      </Spin>
      <Table<Row>
        className="desk-table"
        rowKey="key"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={rows ?? []}
        pagination={localPagination(t)}
      />
    </>
  );
};

export const TrackingAverageDayPage = () => <AveragesPage kind="lane" />;
export const LegAverageDayPage = () => <AveragesPage kind="leg" />;
