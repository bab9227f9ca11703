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

export const lowStockProduct = z.object({ id: z.string(), name: z.string(), inStock: z.number().int() });
export type LowStockProduct = z.infer<typeof lowStockProduct>;

/** GET /api/admin/stats: the dashboard's numbers, over visible (paid or under review) orders only. */
export const adminStats = z.object({
  totalProducts: z.number().int(),
  totalCategories: z.number().int(),
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  totalRevenue: money,
  avgOrderValue: money,
  recentOrders: z.array(order),
  lowStock: z.array(lowStockProduct),
});
export type AdminStats = z.infer<typeof adminStats>;

/** Stock at or below this shows on the dashboard's low-stock list. */
export const LOW_STOCK_THRESHOLD = 2;
