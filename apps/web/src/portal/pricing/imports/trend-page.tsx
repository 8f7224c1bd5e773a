import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatMoney } from '@tidemark/domain/common/money';
import {
  type RateSide,
  type RateTrendLane,
  type RateTrendWeek,
  trendBand,
  trendSummary,
} from '@tidemark/domain/pricing/imports/index';
import { Empty, Select, Space, Spin, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../engine/chart-screen';
import { tooltipHtml } from '../../engine/tooltip';
import { PageHeader } from '../../shell/page-header';
import { localPagination } from '../../shell/table';
import { importsApi } from './api';
import './imports.css';

const COLORS: Readonly<Record<RateSide, { band: string; line: string }>> = {
  sell: { band: 'rgba(22, 119, 255, 0.18)', line: '#1677ff' },
  cost: { band: 'rgba(250, 140, 22, 0.2)', line: '#d46b08' },
};

const laneKey = (l: Pick<RateTrendLane, 'pol' | 'pod'>) => `${l.pol}|${l.pod}`;

/** The ECharts option: per side an invisible lowest line, the band up to the highest stacked on it, the average. */
const trendOption = (weeks: readonly RateTrendWeek[], t: (key: string, params?: Record<string, unknown>) => string) => {
  const series = (['sell', 'cost'] as const).flatMap((side) => {
    const band = trendBand(weeks, side);
    return [
      {
        type: 'line',
        stack: side,
        data: band.low,
        lineStyle: { opacity: 0 },
        symbol: 'none',
        silent: true,
        connectNulls: false,
      },
      {
        name: t(`pricing.trends.${side}Band`),
        type: 'line',
        stack: side,
        data: band.spread,
        lineStyle: { opacity: 0 },
        symbol: 'none',
        areaStyle: { color: COLORS[side].band },
        itemStyle: { color: COLORS[side].band },
      },
      {
        name: t(`pricing.trends.${side}Avg`),
        type: 'line',
        data: band.avg,
        symbolSize: 4,
        itemStyle: { color: COLORS[side].line },
        lineStyle: { width: 2 },
      },
    ];
  });
  const figures = (w: RateTrendWeek, side: RateSide) =>
    w[`${side}Samples`] === 0
      ? `${t(`pricing.trends.${side}`)}: —`
      : `${t(`pricing.trends.${side}`)}: ${[w[`${side}Min`], w[`${side}Avg`], w[`${side}Max`]]
          .map((v) => (v === null ? '—' : formatMoney(v)))
          .join(' / ')} (${t('pricing.trends.samples')} ${w[`${side}Samples`]})`;
  return {
    legend: { top: 0, data: series.filter((s) => s.name).map((s) => s.name) },
    grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      formatter: (items: { dataIndex: number }[]) => {
        const w = weeks[items[0]?.dataIndex ?? 0];
        if (!w) return '';
        return tooltipHtml(`${w.isoWeek} (${w.weekStart})`, [
          `${t('pricing.trends.min')} / ${t('pricing.trends.avg')} / ${t('pricing.trends.max')}`,
          figures(w, 'sell'),
          figures(w, 'cost'),
        ]);
      },
    },
    xAxis: { type: 'category', boundaryGap: false, data: weeks.map((w) => w.isoWeek) },
    yAxis: { type: 'value', scale: true },
    series,
  };
};

/**
 * rateTrend: a lane's weekly freight rates per equipment, sell and cost, each a band from the
 * lowest to the highest tariff in force with the average drawn through it.
 */
export const RateTrendPage = () => {
  const { t } = useTranslation();
  const lanes = useQuery({ queryKey: ['pricingTrends', 'lanes'], queryFn: ({ signal }) => importsApi.lanes(signal) });
  const [picked, setPicked] = useState<{ lane?: string; equipment?: string }>({});
  const all = lanes.data ?? [];
  const laneOptions = useMemo(() => {
    const seen = new Map<string, RateTrendLane>();
    for (const l of all) if (!seen.has(laneKey(l))) seen.set(laneKey(l), l);
    return [...seen.values()]
      .sort((a, b) => laneKey(a).localeCompare(laneKey(b)))
      .map((l) => ({ value: laneKey(l), label: `${l.pol} → ${l.pod}` }));
  }, [all]);
  // The lane with the longest history until the user picks one.
  const laneValue = picked.lane ?? (all[0] ? laneKey(all[0]) : undefined);
  const forLane = all.filter((l) => laneKey(l) === laneValue);
  const chosen = forLane.find((l) => l.equipment === picked.equipment) ?? forLane[0];

  const weeks = useQuery({
    queryKey: ['pricingTrends', 'weeks', chosen?.pol, chosen?.pod, chosen?.equipment, chosen?.currency],
    queryFn: ({ signal }) =>
      importsApi.weeks(chosen as Pick<RateTrendLane, 'pol' | 'pod' | 'equipment' | 'currency'>, signal),
    enabled: chosen !== undefined,
    placeholderData: keepPreviousData,
  });
  const rows = weeks.data?.weeks ?? [];
  const option = useMemo(() => trendOption(rows, t), [rows, t]);
  const change = (side: RateSide) => {
    const s = trendSummary(rows, side);
    if (s.first === null || s.last === null || s.changePercent === null) return null;
    return t('pricing.trends.change', {
      side: t(`pricing.trends.${side}`),
      first: formatMoney(s.first),
      last: formatMoney(s.last),
      change: Number(s.changePercent) > 0 ? `+${s.changePercent}` : s.changePercent,
    });
  };
  const money = (v: string | null) => (v === null ? '—' : formatMoney(v));
  const columns: TableColumnsType<RateTrendWeek> = [
    { key: 'isoWeek', title: t('pricing.trends.week'), render: (_, w) => `${w.isoWeek} · ${w.weekStart}` },
    ...(['sell', 'cost'] as const).flatMap((side) =>
      (['Min', 'Avg', 'Max'] as const).map((what) => ({
        key: `${side}${what}`,
        title: `${t(`pricing.trends.${side}`)} ${t(`pricing.trends.${what.toLowerCase()}`)}`,
        align: 'right' as const,
        render: (_: unknown, w: RateTrendWeek) => money(w[`${side}${what}`]),
      })),
    ),
    {
      key: 'sellSamples',
      title: t('pricing.trends.samples'),
      align: 'right',
      render: (_, w) => `${w.sellSamples} / ${w.costSamples}`,
    },
  ];

  return (
    <>
      <PageHeader title={t('menu.pages.rateTrend')} description={t('pricing.trends.intro')} />
      <Space wrap className="rate-trend-tools">
        <label htmlFor="rate-trend-lane">{t('pricing.trends.lane')}</label>
        <Select
          id="rate-trend-lane"
          showSearch
          optionFilterProp="label"
          loading={lanes.isFetching}
          placeholder={t('pricing.trends.pickLane')}
          value={laneValue}
          options={laneOptions}
          onChange={(lane) => setPicked({ lane })}
        />
        <label htmlFor="rate-trend-equipment">{t('pricing.trends.equipment')}</label>
        <Select
          id="rate-trend-equipment"
          value={chosen ? `${chosen.equipment}|${chosen.currency}` : undefined}
          options={forLane.map((l) => ({
            value: `${l.equipment}|${l.currency}`,
            label: `${t(`enums.rate_equipment.${l.equipment}`, { defaultValue: l.equipment })} · ${l.currency}`,
          }))}
          onChange={(v) => setPicked((p) => ({ ...p, lane: laneValue, equipment: v.split('|')[0] }))}
        />
        {chosen ? (
          <Tag>
            {t('pricing.trends.perUnit', { currency: chosen.currency, equipment: chosen.equipment })} ·{' '}
            {t('pricing.trends.weeks', { count: rows.length })}
          </Tag>
        ) : null}
      </Space>
      <Spin spinning={weeks.isFetching}>
        {rows.length > 0 ? (
          <>
            <EChart option={option} label={t('menu.pages.rateTrend')} />
            <Space wrap className="rate-trend-summary">
              {(['sell', 'cost'] as const).map((side) => {
                const text = change(side);
                return text ? <Tag key={side}>{text}</Tag> : null;
              })}
            </Space>
          </>
        ) : weeks.isFetched || (lanes.isFetched && all.length === 0) ? (
          <Empty description={t('messages.noData')} />
        ) : null}
      </Spin>
      <Table<RateTrendWeek>
        rowKey="weekStart"
        size="small"
        columns={columns}
        dataSource={[...rows].reverse()}
        pagination={localPagination(t)}
      />
    </>
  );
};
