import { sql } from "drizzle-orm";
import type { SalesStats } from "../../../shared/contracts/admin";
import type { DbOrTx } from "../../db/client";
import { orders, refunds } from "../../db/schema/orders";
import { SHOP_TIME_ZONE } from "../../../shared/shop-time";
import { isVisibleOrder } from "../../domain/orders/order-visibility";
import { earning, net } from "./stats.service";

const DAYS = 30;
const MONTHS = 12;
const TOP = 10;

/** Rows of db.execute: pg answers { rows }, PGlite too (drizzle passes the driver's result on). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const localNow = sql`(now() at time zone ${SHOP_TIME_ZONE})`;
/** The instant a shop-time-zone date or timestamp begins. */
const instant = (local: ReturnType<typeof sql>) => sql`((${local})::timestamp at time zone ${SHOP_TIME_ZONE})`;

/**
 * Net revenue (total - refunded of visible, not cancelled orders, on the day the order was placed)
 * per shop-time-zone day for the last 30 days, today included, every day present.
 */
async function daily(db: DbOrTx): Promise<SalesStats["daily"]> {
  const first = sql`(${localNow}::date - ${DAYS - 1}::int)`;
  const result = await db.execute(sql`
    with sales as (
      select (${orders.createdAt} at time zone ${SHOP_TIME_ZONE})::date as day, sum(${net}) as revenue, count(*) as n
      from ${orders}
      where ${isVisibleOrder} and ${earning} and ${orders.createdAt} >= ${instant(first)}
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
      select date_trunc('month', ${orders.createdAt} at time zone ${SHOP_TIME_ZONE}) as month, sum(${net}) as revenue, count(*) as n
      from ${orders}
      where ${isVisibleOrder} and ${earning} and ${orders.createdAt} >= ${instant(first)}
      group by 1
    )
    select to_char(m.month, 'YYYY-MM') as month, coalesce(s.revenue, 0)::numeric(18,2)::text as revenue, coalesce(s.n, 0)::int as orders
    from (select generate_series(${first}, date_trunc('month', ${localNow}), interval '1 month') as month) m
    left join sales s on s.month = m.month
    order by m.month`);
  return rowsOf<{ month: string; revenue: string; orders: number }>(result).map((r) => ({ ...r, orders: Number(r.orders) }));
}

/**
 * The ten products that brought the most net line revenue, from the orders' lines (items is
 * JSON text; lineTotal is missing in old rows: price x quantity). Net: cancelled orders count
 * nothing and units that went back to stock with a refund are taken off at the line's unit price.
 * A refund without returned units is not tied to a product and stays out of this list.
 */
async function topProducts(db: DbOrTx): Promise<SalesStats["topProducts"]> {
  const result = await db.execute(sql`
    with lines as (
      select ${orders.id} as order_id, l.ord - 1 as idx, l.line
      from ${orders}, jsonb_array_elements(${orders.items}::jsonb) with ordinality as l(line, ord)
      -- Service work (an RMA's repair or calibration) is not a product sold.
      where ${isVisibleOrder} and ${earning} and l.line->'service' is null
    ),
    returned as (
      select ${refunds.orderId} as order_id, (x->>'index')::int as idx, sum((x->>'quantity')::int) as quantity
      from ${refunds}, jsonb_array_elements(${refunds.restockLines}) as x
      where ${refunds.status} = 'succeeded'
      group by 1, 2
    ),
    sold as (
      select lines.line->>'productId' as product_id,
        lines.line->>'productName' as name,
        (lines.line->>'quantity')::int - coalesce(r.quantity, 0) as quantity,
        coalesce((lines.line->>'lineTotal')::numeric, (lines.line->>'price')::numeric * (lines.line->>'quantity')::int)
          - (lines.line->>'price')::numeric * coalesce(r.quantity, 0) as revenue
      from lines left join returned r on r.order_id = lines.order_id and r.idx = lines.idx
    )
    select product_id, max(name) as name, sum(quantity)::int as quantity, sum(revenue)::numeric(18,2)::text as revenue
    from sold
    group by product_id
    having sum(quantity) > 0
    order by sum(revenue) desc, max(name), product_id
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
