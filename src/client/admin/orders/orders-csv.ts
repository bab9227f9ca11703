import type { OrderStatus } from "../../../shared/contracts/orders";

export interface CsvExportRange {
  from: string;
  to: string;
  status: OrderStatus | "all";
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the range, if anything: a date that is not a date, or a start after the end. */
export function csvRangeProblem({ from, to }: CsvExportRange): string | null {
  if (from && !DATE.test(from)) return "From must be a date";
  if (to && !DATE.test(to)) return "To must be a date";
  if (from && to && from > to) return "From must be on or before To";
  return null;
}

/** GET /api/admin/orders.csv with the dates (inclusive, shop time) and the list's status filter; empty ones left out. */
export function ordersCsvUrl({ from, to, status }: CsvExportRange): string {
  const params = new URLSearchParams();
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  if (status !== "all") params.set("status", status);
  const query = params.toString();
  return query ? `/api/admin/orders.csv?${query}` : "/api/admin/orders.csv";
}
