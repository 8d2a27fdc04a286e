'use client';

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

export type ChartRow = { label: string } & Record<string, number | string>;

/**
 * One chart of the insights page, drawn with Recharts (loaded by this page only: no public page
 * imports this file). It is a picture for sighted readers — the table beside it (InsightsDashboard)
 * carries the same numbers for everyone — so it is one labelled image to assistive technology.
 * `line`: values over time; `columns`: counts over time; `rows`: a ranking, one bar per value.
 */
export function InsightsChart({ type, data, series, label }: { type: 'line' | 'columns' | 'rows'; data: ChartRow[]; series: ChartSeries[]; label: string }) {
  const height = type === 'rows' ? Math.max(120, 36 * data.length + (series.length > 1 ? 64 : 40)) : 260;
  const tick = { fontSize: 12 };
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        {type === 'line' ? (
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={tick} minTickGap={16} />
            <YAxis allowDecimals={false} tick={tick} width={40} />
            <Tooltip />
            <Legend />
            {series.map((s) => (
              <Line key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={s.color} strokeWidth={2} dot={data.length <= 31} isAnimationActive={false} />
            ))}
          </LineChart>
        ) : type === 'columns' ? (
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={tick} minTickGap={16} />
            <YAxis allowDecimals={false} tick={tick} width={40} />
            <Tooltip />
            <Legend />
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
            ))}
          </BarChart>
        ) : (
          <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} tick={tick} />
            <YAxis type="category" dataKey="label" tick={tick} width={120} />
            <Tooltip />
            {series.length > 1 ? <Legend /> : null}
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
