import type { ChartDef } from '@tidemark/domain';
import { describe, expect, it } from 'vitest';
import { chartOption } from './chart-screen';

const chart: ChartDef = {
  groupBy: 'depot',
  series: 'bar',
  measures: [
    { key: 'onHand', fn: 'sum', field: 'onHand', labelKey: 'a' },
    { key: 'outOfHand', fn: 'sum', field: 'outOfHand', labelKey: 'b' },
    { key: 'total', fn: 'count', labelKey: 'c' },
  ],
};
const groups = [
  { key: 'USLAX', values: { onHand: 4, outOfHand: 2, total: 6 } },
  { key: 'CNSHA', values: { onHand: 1, outOfHand: 3, total: 4 } },
];
const names = ['On hand', 'Out of hand', 'Containers'];

type Series = { type: string; name: string; data: number[] };
const seriesOf = (option: unknown) => (option as { series: Series[] }).series;

describe('chart option', () => {
  it('draws the first measure by default', () => {
    const series = seriesOf(chartOption(chart, ['USLAX', 'CNSHA'], groups, names));
    expect(series.map((s) => [s.name, s.data])).toEqual([['On hand', [4, 1]]]);
  });

  it('draws the measures a bar chart names side by side, in the order of the declaration', () => {
    const option = chartOption({ ...chart, drawn: ['outOfHand', 'onHand'] }, ['USLAX', 'CNSHA'], groups, names);
    expect(seriesOf(option).map((s) => [s.type, s.name, s.data])).toEqual([
      ['bar', 'On hand', [4, 1]],
      ['bar', 'Out of hand', [2, 3]],
    ]);
    expect(option).toHaveProperty('legend');
  });

  it('keeps a pie to its first measure', () => {
    const series = seriesOf(
      chartOption({ ...chart, series: 'pie', drawn: ['outOfHand'] }, ['USLAX', 'CNSHA'], groups, names),
    );
    expect(series).toHaveLength(1);
    expect(series[0]?.data).toEqual([
      { value: 4, name: 'USLAX' },
      { value: 1, name: 'CNSHA' },
    ]);
  });
});
