import { z } from "zod";
import { money } from "./common";
import { order, orderStatus } from "./orders";

/** Query of GET /api/admin/orders; the total count comes back in the X-Total-Count header. */
export const adminOrdersQuery = z.object({
  limit: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(200, "must be at most 200").default(50),
  offset: z.coerce.number().int("must be a whole number").min(0, "must be at least 0").max(10_000_000, "is too large").default(0),
  status: orderStatus.optional(),
  q: z
    .string()
    .trim()
    .max(200, "must be at most 200 characters")
    .optional()
    .transform((v) => v || undefined),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

/** A calendar day YYYY-MM-DD that exists (no 2026-02-30). */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "must be a real date YYYY-MM-DD")
  .meta({ format: "date" });

/**
 * Query of GET /api/admin/orders.csv: days inclusive, in the shop's time zone; an empty value
 * is the same as none (a form that submits every field).
 */
export const adminOrdersCsvQuery = z
  .object({
    from: z.preprocess((v) => (v === "" ? undefined : v), calendarDay.optional()),
    to: z.preprocess((v) => (v === "" ? undefined : v), calendarDay.optional()),
    status: z.preprocess((v) => (v === "" ? undefined : v), orderStatus.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be after to", path: ["from"] });
export type AdminOrdersCsvQuery = z.output<typeof adminOrdersCsvQuery>;

export const lowStockProduct = z.object({ id: z.string(), name: z.string(), inStock: z.number().int() });
export type LowStockProduct = z.infer<typeof lowStockProduct>;

/** GET /api/admin/stats: the dashboard's numbers, over visible (paid or under review) orders only. */
export const adminStats = z.object({
  totalProducts: z.number().int(),
  totalCategories: z.number().int(),
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  /** Orders held because the buyer matched the screening list (extensions §9). */
  onHoldOrders: z.number().int(),
  totalRevenue: money,
  avgOrderValue: money,
  recentOrders: z.array(order),
  /** The lowest-stock products first, at most LOW_STOCK_SHOWN of them. */
  lowStock: z.array(lowStockProduct),
  /** Every product at or below LOW_STOCK_THRESHOLD, of which lowStock shows the first. */
  lowStockCount: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;

/** Stock at or below this shows on the dashboard's low-stock list. */
export const LOW_STOCK_THRESHOLD = 2;
/** How many low-stock products the dashboard lists (a grown catalog may have thousands). */
export const LOW_STOCK_SHOWN = 10;

/**
 * GET /api/admin/stats/sales: what the dashboard charts. Net revenue (total - refunded of visible,
 * not cancelled orders) per day for the last 30 days and per month for the last 12, every day and
 * month present (0.00 when nothing sold), dates in the shop's time zone (America/Los_Angeles);
 * and the ten products that brought the most net line revenue.
 */
export const salesStats = z.object({
  daily: z.array(z.object({ date: z.string(), revenue: money, orders: z.number().int() })),
  monthly: z.array(z.object({ month: z.string(), revenue: money, orders: z.number().int() })),
  topProducts: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int(), revenue: money })),
});
export type SalesStats = z.infer<typeof salesStats>;
