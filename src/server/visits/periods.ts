/**
 * Periods of the insights dashboard (pure): UTC days grouped by day, ISO week (from Monday) or
 * month; every period of a range, so that a chart shows the empty ones as zero.
 */
import 'server-only';

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The period a UTC day (YYYY-MM-DD) belongs to: the day, its week's Monday, or YYYY-MM. */
export function periodOf(day: string, by: Granularity): string {
  if (by === 'day') return day;
  if (by === 'month') return day.slice(0, 7);
  const date = parseDay(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every period from `from` to `to` (days, inclusive), in order. */
export function periodsBetween(from: string, to: string, by: Granularity): string[] {
  const out: string[] = [];
  for (let t = parseDay(from).getTime(); t <= parseDay(to).getTime(); t += DAY_MS) {
    const period = periodOf(new Date(t).toISOString().slice(0, 10), by);
    if (out[out.length - 1] !== period) out.push(period);
  }
  return out;
}

/** The UTC day `days - 1` days before `to`: the first day of a range of `days` days ending on `to`. */
export function rangeStart(to: string, days: number): string {
  return new Date(parseDay(to).getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar month before the one of `day` (YYYY-MM), and its first and last day. */
export function previousMonth(day: string): { month: string; first: string; last: string } {
  const date = parseDay(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0));
  return { month: first.toISOString().slice(0, 7), first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}

export interface Counted {
  value: string;
  views: number;
  visitors: number;
}

/**
 * Sums daily counts per value, largest first (views, then visitors, then the value). Visitors of
 * several days are the sum of each day's unique visitors: nobody is recognized across days.
 */
export function sumByValue(rows: Iterable<Counted>, limit = Infinity): Counted[] {
  const sums = new Map<string, Counted>();
  for (const row of rows) {
    const sum = sums.get(row.value) ?? { value: row.value, views: 0, visitors: 0 };
    sum.views += row.views;
    sum.visitors += row.visitors;
    sums.set(row.value, sum);
  }
  return [...sums.values()].sort((a, b) => b.views - a.views || b.visitors - a.visitors || a.value.localeCompare(b.value)).slice(0, limit);
}

/** Messages per visitor, as a share (0 when there were no visitors). */
export function conversion(messages: number, visitors: number): number {
  return visitors > 0 ? messages / visitors : 0;
}
