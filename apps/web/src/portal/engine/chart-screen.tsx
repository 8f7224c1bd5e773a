import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChartDef, ChartMeasure, PageDef, ResourceDef } from '@tidemark/domain';
import { Button, Empty, Spin, Table, type TableColumnsType, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../shell/page-header';
import { type ChartGroup, engineApi } from './api';
import { useDictionary } from './dictionary';
import { listPayload, listStateToSearch, parseListState, withFilters } from './list-state';
import { engineKeys, invalidateResource } from './queries';
import { FOLDED_COUNT, SearchForm } from './search-form';
import { tooltipHtml } from './tooltip';

type ChartInstance = {
  setOption: (option: unknown, notMerge?: boolean) => void;
  resize: () => void;
  dispose: () => void;
};

const HEIGHT = 360;

const SERIES_COLORS = ['#1677ff', '#fa8c16', '#52c41a', '#eb2f96', '#722ed1', '#13c2c2'];

/**
 * The ECharts option of a chart declaration: the first measure drawn per group (a bar or line
 * chart may name several to draw side by side), every measure in the tooltip.
 */
export const chartOption = (
  chart: ChartDef,
  labels: readonly string[],
  groups: readonly ChartGroup[],
  names: string[],
) => {
  const first = chart.measures[0];
  const values = groups.map((g) => (first ? (g.values[first.key] ?? 0) : 0));
  const tooltip = (i: number) =>
    tooltipHtml(
      labels[i] ?? '',
      chart.measures.map((m, j) => `${names[j]}: ${groups[i]?.values[m.key] ?? '–'}`),
    );
  if (chart.series === 'pie') {
    return {
      tooltip: { trigger: 'item', formatter: (p: { dataIndex: number }) => tooltip(p.dataIndex) },
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', radius: ['35%', '65%'], data: values.map((value, i) => ({ value, name: labels[i] })) }],
    };
  }
  const named = chart.measures.filter((m) => chart.drawn?.includes(m.key));
  const drawn = named.length > 0 ? named : chart.measures.slice(0, 1);
  return {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (items: { dataIndex: number }[]) => tooltip(items[0]?.dataIndex ?? 0),
    },
    grid: { left: 8, right: 24, top: drawn.length > 1 ? 40 : 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: [...labels], axisLabel: { interval: 0, rotate: labels.length > 8 ? 30 : 0 } },
    yAxis: { type: 'value', name: drawn.length === 1 ? names[chart.measures.indexOf(drawn[0] as ChartMeasure)] : '' },
    ...(drawn.length > 1 ? { legend: { top: 0 } } : {}),
    series: drawn.map((m, i) => ({
      type: chart.series,
      name: names[chart.measures.indexOf(m)],
      data: groups.map((g) => g.values[m.key] ?? 0),
      itemStyle: { color: SERIES_COLORS[i % SERIES_COLORS.length] },
    })),
  };
};

/** Draws the option into a div; ECharts arrives with the first chart (its own chunk). */
export const EChart = ({ option, label }: { option: unknown; label: string }) => {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let mounted = true;
    const resize = () => chart.current?.resize();
    void import('./echarts-setup').then((echarts) => {
      if (!mounted || !element.current) return;
      chart.current = echarts.init(element.current) as unknown as ChartInstance;
      window.addEventListener('resize', resize);
      setReady(true);
    });
    return () => {
      mounted = false;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!ready || !chart.current) return;
    chart.current.setOption(option, true);
    chart.current.resize();
  }, [ready, option]);

  return <div ref={element} className="eng-chart" role="img" aria-label={label} style={{ height: HEIGHT }} />;
};

/**
 * A chart page (PageDef.chart): the resource's rows under the page's filters (the list's search
 * form, kept in the URL) grouped by one field; the first measure is drawn, every measure is in
 * the table under the chart.
 */
export const ChartScreen = ({ page, resource }: { page: PageDef; resource: ResourceDef }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => parseListState(search), [search]);
  const chart = page.chart;
  const byName = useMemo(() => new Map(resource.fields.map((f) => [f.name, f])), [resource]);
  const groupField = chart ? byName.get(chart.groupBy) : undefined;
  const dictionary = useDictionary(groupField?.type === 'enum' ? groupField.dict : undefined);
  const filterFields = useMemo(
    () =>
      (page.filters ?? []).flatMap((n) => {
        const field = byName.get(n);
        return field?.filter ? [field] : [];
      }),
    [page, byName],
  );

  const payload = useMemo(() => {
    const { page: _page, limit: _limit, orderByColumn: _o, isAsc: _a, ...filters } = listPayload(page, state);
    return filters;
  }, [page, state]);
  const groups = useQuery({
    queryKey: engineKeys.chart(resource.name, payload),
    queryFn: ({ signal }) => engineApi.chart(resource.name, payload, signal),
    enabled: chart !== undefined,
  });

  const names = useMemo(() => (chart?.measures ?? []).map((m) => t(m.labelKey)), [chart, t]);
  const rows = groups.data ?? [];
  const labels = useMemo(
    () =>
      (groups.data ?? []).map((g) => {
        if (g.key === null || g.key === '') return t('engineUi.chart.blank');
        return groupField?.type === 'enum' ? dictionary.labelOf(g.key) : g.key;
      }),
    [groups.data, groupField, dictionary, t],
  );
  const option = useMemo(
    () => (chart ? chartOption(chart, labels, groups.data ?? [], names) : null),
    [chart, labels, groups.data, names],
  );

  const columns: TableColumnsType<ChartGroup & { label: string }> = [
    { key: 'label', title: groupField ? t(groupField.labelKey) : t('engineUi.chart.group'), dataIndex: 'label' },
    ...(chart?.measures ?? []).map((m, i) => ({
      key: m.key,
      title: names[i],
      align: 'right' as const,
      render: (_: unknown, row: ChartGroup) => row.values[m.key] ?? '–',
      sorter: (a: ChartGroup, b: ChartGroup) => (a.values[m.key] ?? 0) - (b.values[m.key] ?? 0),
    })),
  ];

  return (
    <div className="eng-list">
      <PageHeader
        title={t(page.titleKey)}
        extra={
          <Tooltip title={t('portal.actions.refresh')}>
            <Button
              icon={<ReloadOutlined aria-hidden />}
              aria-label={t('portal.actions.refresh')}
              onClick={() => void invalidateResource(client, resource.name)}
            />
          </Tooltip>
        }
      />
      {filterFields.length > 0 ? (
        <div className="pt-panel eng-search-panel">
          <SearchForm
            fields={filterFields}
            filters={state.filters}
            folded={FOLDED_COUNT}
            onSearch={(filters) => setParams(new URLSearchParams(listStateToSearch(withFilters(state, filters))))}
          />
        </div>
      ) : null}
      <div className="pt-panel eng-results">
        <Spin spinning={groups.isFetching}>
          {option && rows.length > 0 ? (
            <EChart option={option} label={t(page.titleKey)} />
          ) : groups.isFetched ? (
            <Empty description={t('messages.noData')} />
          ) : (
            <div style={{ height: HEIGHT }} />
          )}
        </Spin>
        <p className="eng-muted">{t('engineUi.chart.groups', { count: rows.length })}</p>
        <Table
          size="small"
          rowKey={(r) => r.key ?? ''}
          columns={columns}
          dataSource={rows.map((g, i) => ({ ...g, label: labels[i] ?? '' }))}
          pagination={false}
        />
      </div>
    </div>
  );
};
