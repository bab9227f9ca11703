import { format } from "date-fns";
import type { SalesStats } from "../../../shared/contracts/admin";
import { toCents } from "../../../shared/money";

export type SalesRange = "daily" | "monthly";

/** One bar of the chart: a short label for the axis, a long one for people, net revenue in cents, orders. */
export interface SalesPoint {
  key: string;
  label: string;
  longLabel: string;
  cents: number;
  orders: number;
}

// The server's "2026-11-26" and "2026-11" are dates in the shop's time zone: read as local calendar dates,
// never through Date's UTC parsing (which would show the day before west of Greenwich).
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

function day(value: string): Date | null {
  const m = DAY.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

function month(value: string): Date | null {
  const m = MONTH.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, 1) : null;
}

interface SeriesFormat {
  parse: (key: string) => Date | null;
  label: string;
  longLabel: string;
}

const DAILY: SeriesFormat = { parse: day, label: "MMM d", longLabel: "EEEE, MMMM d, yyyy" };
const MONTHLY: SeriesFormat = { parse: month, label: "MMM yy", longLabel: "MMMM yyyy" };

/** One day or month as a point; a key the format cannot read is shown as it came. */
function toPoint(key: string, revenue: string, orders: number, series: SeriesFormat): SalesPoint {
  const date = series.parse(key);
  return {
    key,
    label: date ? format(date, series.label) : key,
    longLabel: date ? format(date, series.longLabel) : key,
    cents: toCents(revenue),
    orders,
  };
}

/** The answer's days or months as chart points, oldest first (the server's order), in the shop's dates as given. */
export function salesPoints(stats: SalesStats, range: SalesRange): SalesPoint[] {
  return range === "daily"
    ? stats.daily.map((d) => toPoint(d.date, d.revenue, d.orders, DAILY))
    : stats.monthly.map((m) => toPoint(m.month, m.revenue, m.orders, MONTHLY));
}

/** The series' sum: net revenue in cents and the number of orders. */
export function salesTotals(points: readonly SalesPoint[]): { cents: number; orders: number } {
  return points.reduce((sum, p) => ({ cents: sum.cents + p.cents, orders: sum.orders + p.orders }), { cents: 0, orders: 0 });
}
