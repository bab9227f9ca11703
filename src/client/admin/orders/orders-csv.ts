import { z } from "zod";
import type { OrderStatus } from "../../../shared/contracts/orders";

const day = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), `${label} must be a date`);

/** The export's dates, either may be empty (no limit); ISO days compare as text. */
export const csvRangeSchema = z
  .object({ from: day("From"), to: day("To") })
  .refine(({ from, to }) => !(from && to && from > to), { path: ["to"], message: "From must be on or before To" });

export type CsvRange = z.input<typeof csvRangeSchema>;

/** GET /api/admin/orders.csv with the dates (inclusive, shop time) and the list's status filter; empty ones left out. */
export function ordersCsvUrl({ from, to, status }: CsvRange & { status: OrderStatus | "all" }): string {
  const params = new URLSearchParams();
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  if (status !== "all") params.set("status", status);
  const query = params.toString();
  return query ? `/api/admin/orders.csv?${query}` : "/api/admin/orders.csv";
}
