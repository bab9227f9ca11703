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

/** The answer's days or months as chart points, oldest first (the server's order), in the shop's dates as given. */
export function salesPoints(stats: SalesStats, range: SalesRange): SalesPoint[] {
  if (range === "daily") {
    return stats.daily.map((d) => {
      const date = day(d.date);
      return {
        key: d.date,
        label: date ? format(date, "MMM d") : d.date,
        longLabel: date ? format(date, "EEEE, MMMM d, yyyy") : d.date,
        cents: toCents(d.revenue),
        orders: d.orders,
      };
    });
  }
  return stats.monthly.map((m) => {
    const date = month(m.month);
    return {
      key: m.month,
      label: date ? format(date, "MMM yy") : m.month,
      longLabel: date ? format(date, "MMMM yyyy") : m.month,
      cents: toCents(m.revenue),
      orders: m.orders,
    };
  });
}

/** The series' sum: net revenue in cents and the number of orders. */
export function salesTotals(points: readonly SalesPoint[]): { cents: number; orders: number } {
  return points.reduce((sum, p) => ({ cents: sum.cents + p.cents, orders: sum.orders + p.orders }), { cents: 0, orders: 0 });
}
