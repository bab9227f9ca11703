import { asc, lte, sql } from "drizzle-orm";
import { LOW_STOCK_SHOWN, LOW_STOCK_THRESHOLD, type AdminStats } from "../../../shared/contracts/admin";
import type { DbOrTx } from "../../db/client";
import { categories, products } from "../../db/schema/catalog";
import { orderDayTotals, orders } from "../../db/schema/orders";
import { isVisibleOrder, newestFirst } from "../../domain/orders/order-visibility";
import { toOrderDtos } from "../../domain/orders/orders.mapper";

/** What an order brought in: its total less what was refunded (extensions §1). */
export const net = sql`(${orders.total} - ${orders.refundedAmount})`;
/** Cancelled orders earn nothing, whatever became of their payment. */
export const earning = sql`${orders.status} <> 'cancelled'`;
/** The same over order_day_totals' rows. */
export const earningDay = sql`${orderDayTotals.status} <> 'cancelled'`;

/**
 * The dashboard's numbers. The order counts and money come from order_day_totals (visible orders per
 * shop-time-zone day and status, kept by migration 0026's triggers: decision 0084), a few thousand rows
 * at most instead of every order. Sums stay numeric in PostgreSQL and come back as exact decimal
 * strings; the cast to numeric(18,2) gives "0.00" for an empty shop and rounds the average. Revenue and
 * average are net of refunds over the orders that are not cancelled; the order counts keep every
 * visible order.
 */
export async function adminStats(db: DbOrTx): Promise<AdminStats> {
  const lowStockWhere = lte(products.inStock, LOW_STOCK_THRESHOLD);
  const [totals, totalProducts, totalCategories, recent, lowStock, lowStockCount] = await Promise.all([
    db
      .select({
        totalOrders: sql<number>`coalesce(sum(${orderDayTotals.orders}), 0)::int`,
        pendingOrders: sql<number>`coalesce(sum(${orderDayTotals.orders}) filter (where ${orderDayTotals.status} = 'pending'), 0)::int`,
        onHoldOrders: sql<number>`coalesce(sum(${orderDayTotals.orders}) filter (where ${orderDayTotals.status} = 'on_hold'), 0)::int`,
        totalRevenue: sql<string>`coalesce(sum(${orderDayTotals.net}) filter (where ${earningDay}), 0)::numeric(18,2)::text`,
        avgOrderValue: sql<string>`coalesce(sum(${orderDayTotals.net}) filter (where ${earningDay})
          / nullif(sum(${orderDayTotals.orders}) filter (where ${earningDay}), 0), 0)::numeric(18,2)::text`,
      })
      .from(orderDayTotals),
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
      .where(lowStockWhere)
      .orderBy(asc(products.inStock), asc(products.name), asc(products.id))
      .limit(LOW_STOCK_SHOWN),
    db.$count(products, lowStockWhere),
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
    lowStockCount,
  };
}
