import { sql } from "drizzle-orm";
import type { SalesStats } from "../../../shared/contracts/admin";
import type { DbOrTx } from "../../db/client";
import { orderDayTotals, productSales } from "../../db/schema/orders";
import { SHOP_TIME_ZONE } from "../../../shared/shop-time";
import { earningDay } from "./stats.service";

const DAYS = 30;
const MONTHS = 12;
const TOP = 10;

/** Rows of db.execute: pg answers { rows }, PGlite too (drizzle passes the driver's result on). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const localNow = sql`(now() at time zone ${SHOP_TIME_ZONE})`;

/**
 * Net revenue (total - refunded of visible, not cancelled orders, on the day the order was placed)
 * per shop-time-zone day for the last 30 days, today included, every day present. The days come from
 * order_day_totals (migration 0026's triggers keep it in step with the orders: decision 0084).
 */
async function daily(db: DbOrTx): Promise<SalesStats["daily"]> {
  const first = sql`(${localNow}::date - ${DAYS - 1}::int)`;
  const result = await db.execute(sql`
    with sales as (
      select ${orderDayTotals.day} as day, sum(${orderDayTotals.net}) as revenue, sum(${orderDayTotals.orders}) as n
      from ${orderDayTotals}
      where ${earningDay} and ${orderDayTotals.day} >= ${first}
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.revenue, 0)::numeric(18,2)::text as revenue, coalesce(s.n, 0)::int as orders
    from (select generate_series(${first}::timestamp, ${localNow}::date::timestamp, interval '1 day')::date as day) d
    left join sales s on s.day = d.day
    order by d.day`);
  return rowsOf<{ date: string; revenue: string; orders: number }>(result).map((r) => ({ ...r, orders: Number(r.orders) }));
}

/** The same per calendar month for the last 12 months, this one included. */
async function monthly(db: DbOrTx): Promise<SalesStats["monthly"]> {
  const first = sql`(date_trunc('month', ${localNow}) - make_interval(months => ${MONTHS - 1}::int))`;
  const result = await db.execute(sql`
    with sales as (
      select date_trunc('month', ${orderDayTotals.day}::timestamp) as month, sum(${orderDayTotals.net}) as revenue, sum(${orderDayTotals.orders}) as n
      from ${orderDayTotals}
      where ${earningDay} and ${orderDayTotals.day} >= ${first}::date
      group by 1
    )
    select to_char(m.month, 'YYYY-MM') as month, coalesce(s.revenue, 0)::numeric(18,2)::text as revenue, coalesce(s.n, 0)::int as orders
    from (select generate_series(${first}, date_trunc('month', ${localNow}), interval '1 month') as month) m
    left join sales s on s.month = m.month
    order by m.month`);
  return rowsOf<{ month: string; revenue: string; orders: number }>(result).map((r) => ({ ...r, orders: Number(r.orders) }));
}

/**
 * The ten products that brought the most net line revenue, from product_sales: the lines of visible,
 * not cancelled orders (items is JSON text; lineTotal is missing in old rows: price x quantity),
 * summed per product id and line name by migration 0026's triggers. Service work (an RMA's repair or
 * calibration) is not a product sold. Units that went back to stock with a refund are taken off at
 * the line's unit price; a refund without returned units is not tied to a product and stays out.
 * A name counts while some line still carries it; '' stands for a missing id or name.
 */
async function topProducts(db: DbOrTx): Promise<SalesStats["topProducts"]> {
  const s = productSales;
  const name = sql`nullif(max(${s.name}) filter (where ${s.lines} > 0), '')`;
  const productId = sql`nullif(${s.productId}, '')`;
  const result = await db.execute(sql`
    select ${productId} as product_id, ${name} as name, sum(${s.quantity})::int as quantity, sum(${s.revenue})::numeric(18,2)::text as revenue
    from ${s}
    group by ${s.productId}
    having sum(${s.quantity}) > 0
    order by sum(${s.revenue}) desc, ${name}, ${productId}
    limit ${TOP}`);
  return rowsOf<{ product_id: string; name: string; quantity: number; revenue: string }>(result).map((r) => ({
    productId: r.product_id,
    name: r.name,
    quantity: Number(r.quantity),
    revenue: r.revenue,
  }));
}

/** GET /api/admin/stats/sales: what the dashboard's charts show. */
export async function salesStats(db: DbOrTx): Promise<SalesStats> {
  const [d, m, top] = await Promise.all([daily(db), monthly(db), topProducts(db)]);
  return { daily: d, monthly: m, topProducts: top };
}
