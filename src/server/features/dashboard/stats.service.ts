import { asc, lte, sql } from "drizzle-orm";
import { LOW_STOCK_THRESHOLD, type AdminStats } from "../../../shared/contracts/admin";
import type { DbOrTx } from "../../db/client";
import { categories, products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { isVisibleOrder, newestFirst } from "../../domain/orders/order-visibility";
import { toOrderDtos } from "../../domain/orders/orders.mapper";

/** What an order brought in: its total less what was refunded (extensions §1). */
export const net = sql`(${orders.total} - ${orders.refundedAmount})`;
/** Cancelled orders earn nothing, whatever became of their payment. */
export const earning = sql`${orders.status} <> 'cancelled'`;

/**
 * The dashboard's numbers as SQL aggregates: one pass over the visible orders, never
 * loading them. Sums stay numeric in PostgreSQL and come back as exact decimal strings;
 * the cast to numeric(18,2) gives "0.00" for an empty shop and rounds the average. Revenue and
 * average are net of refunds over the orders that are not cancelled; the order counts keep every
 * visible order. status, total and refunded_amount are all in orders_visible_status_total_idx.
 */
export async function adminStats(db: DbOrTx): Promise<AdminStats> {
  const [totals, totalProducts, totalCategories, recent, lowStock] = await Promise.all([
    db
      .select({
        totalOrders: sql<number>`count(*)::int`,
        pendingOrders: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
        onHoldOrders: sql<number>`(count(*) filter (where ${orders.status} = 'on_hold'))::int`,
        totalRevenue: sql<string>`coalesce(sum(${net}) filter (where ${earning}), 0)::numeric(18,2)::text`,
        avgOrderValue: sql<string>`coalesce(avg(${net}) filter (where ${earning}), 0)::numeric(18,2)::text`,
      })
      .from(orders)
      .where(isVisibleOrder),
    db.$count(products),
    db.$count(categories),
    db
      .select()
      .from(orders)
      .where(isVisibleOrder)
      .orderBy(...newestFirst)
      .limit(5),
    db
      .select({ id: products.id, name: products.name, inStock: products.inStock })
      .from(products)
      .where(lte(products.inStock, LOW_STOCK_THRESHOLD))
      .orderBy(asc(products.inStock), asc(products.name), asc(products.id)),
  ]);
  const t = totals[0];
  return {
    totalProducts,
    totalCategories,
    totalOrders: Number(t?.totalOrders ?? 0),
    pendingOrders: Number(t?.pendingOrders ?? 0),
    onHoldOrders: Number(t?.onHoldOrders ?? 0),
    totalRevenue: t?.totalRevenue ?? "0.00",
    avgOrderValue: t?.avgOrderValue ?? "0.00",
    recentOrders: await toOrderDtos(db, recent),
    lowStock,
  };
}
