'use client';

import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

export type ChartRow = { label: string } & Record<string, number | string>;

/** The ticks of every axis. */
const TICK = { fontSize: 12 };
/** The axis of the rows' labels (dates, or the values ranked). */
const LABEL_AXIS = { dataKey: 'label', tick: TICK } as const;
/** The axis of the counts: views and visitors are whole numbers. */
const COUNT_AXIS = { allowDecimals: false, tick: TICK } as const;
/** Room above for the highest dot of a chart over time, and right for the last tick's label. */
const MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };

/**
 * One chart of the insights page, drawn with Recharts (loaded by this page only: no public page
 * imports this file). It is a picture for sighted readers — the table beside it (InsightsDashboard)
 * carries the same numbers for everyone — so it is one labelled image to assistive technology.
 * `line`: values over time; `columns`: counts over time; `rows`: a ranking, one bar per value.
 */
export function InsightsChart({ type, data, series, label }: { type: 'line' | 'columns' | 'rows'; data: ChartRow[]; series: ChartSeries[]; label: string }) {
  const height = type === 'rows' ? Math.max(120, 36 * data.length + (series.length > 1 ? 64 : 40)) : 260;
  const chart = { data, accessibilityLayer: false };
  // What every chart has: a dashed grid under its axes, a tooltip above, the legend below when it names anything.
  const frame = (xAxis: ReactElement, yAxis: ReactElement, legend: boolean) => [
    <CartesianGrid key="grid" strokeDasharray="3 3" />,
    xAxis,
    yAxis,
    <Tooltip key="tooltip" />,
    legend ? <Legend key="legend" /> : null,
  ];
  // Over time: the dates along the bottom (thinned out when they crowd), the counts up the side.
  const overTime = frame(<XAxis key="x" {...LABEL_AXIS} minTickGap={16} />, <YAxis key="y" {...COUNT_AXIS} width={40} />, true);
  const bars = series.map((s) => <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />);
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        {type === 'line' ? (
          <LineChart {...chart} margin={MARGIN}>
            {overTime}
            {series.map((s) => (
              <Line key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={s.color} strokeWidth={2} dot={data.length <= 31} isAnimationActive={false} />
            ))}
          </LineChart>
        ) : type === 'columns' ? (
          <BarChart {...chart} margin={MARGIN}>
            {overTime}
            {bars}
          </BarChart>
        ) : (
          // A ranking: the values down the side (room for a page's path), the counts along the bottom.
          <BarChart {...chart} layout="vertical" margin={{ ...MARGIN, top: 0 }}>
            {frame(<XAxis key="x" type="number" {...COUNT_AXIS} />, <YAxis key="y" type="category" {...LABEL_AXIS} width={120} />, series.length > 1)}
            {bars}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
