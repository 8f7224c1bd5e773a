import type { TransitStats } from '@tidemark/domain/tracking/desk/analysis';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tooltipHtml } from '../../engine/tooltip';

type ChartInstance = {
  setOption: (option: unknown, notMerge?: boolean) => void;
  resize: () => void;
  dispose: () => void;
};

const ROW_HEIGHT = 28;
const BASE_HEIGHT = 110;

/**
 * Transit days per group (a lane or a leg) as horizontal bars from P10 to P90 with the average
 * marked; the tooltip gives every figure of the group.
 */
export const TransitChart = ({
  title,
  labels,
  stats,
}: {
  title: string;
  labels: readonly string[];
  stats: readonly TransitStats[];
}) => {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    const resize = () => chart.current?.resize();
    void import('./echarts-setup').then((echarts) => {
      if (!live || !element.current) return;
      chart.current = echarts.init(element.current) as unknown as ChartInstance;
      window.addEventListener('resize', resize);
      setReady(true);
    });
    return () => {
      live = false;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!ready || !chart.current) return;
    const days = (n: number) => t('tracking.desk.days', { days: n });
    const option = {
      title: { text: title, left: 0, textStyle: { fontSize: 14 } },
      legend: { top: 0, right: 0 },
      grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: { dataIndex: number }[]) => {
          const i = items[0]?.dataIndex ?? 0;
          const s = stats[i];
          if (!s) return '';
          return tooltipHtml(labels[i] ?? '', [
            `${t('tracking.desk.shipments')}: ${s.shipments}`,
            `${t('tracking.desk.averages.avg')}: ${days(s.avgDays)}`,
            `${t('tracking.desk.averages.min')} / ${t('tracking.desk.averages.max')}: ${days(s.minDays)} / ${days(s.maxDays)}`,
            `${t('tracking.desk.averages.p10')} / ${t('tracking.desk.averages.p90')}: ${days(s.p10Days)} / ${days(s.p90Days)}`,
            `${t('tracking.desk.averages.stddev')}: ${s.stddevDays}`,
          ]);
        },
      },
      xAxis: { type: 'value', name: t('tracking.desk.daysUnit') },
      yAxis: { type: 'category', data: [...labels], inverse: true },
      series: [
        {
          // The invisible start of each bar, so the visible part spans P10 to P90.
          type: 'bar',
          stack: 'spread',
          silent: true,
          itemStyle: { color: 'transparent' },
          data: stats.map((s) => s.p10Days),
        },
        {
          name: `${t('tracking.desk.averages.p10')}–${t('tracking.desk.averages.p90')}`,
          type: 'bar',
          stack: 'spread',
          itemStyle: { color: '#91caff' },
          data: stats.map((s) => Math.round((s.p90Days - s.p10Days) * 100) / 100),
        },
        {
          name: t('tracking.desk.averages.avg'),
          type: 'scatter',
          symbol: 'diamond',
          symbolSize: 12,
          itemStyle: { color: '#0958d9' },
          data: stats.map((s) => s.avgDays),
        },
      ],
    };
    chart.current.setOption(option, true);
    chart.current.resize();
  }, [ready, title, labels, stats, t]);

  return (
    <div
      ref={element}
      className="desk-chart"
      role="img"
      aria-label={title}
      style={{ height: BASE_HEIGHT + Math.max(labels.length, 3) * ROW_HEIGHT }}
    />
  );
};
