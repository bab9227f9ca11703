import { and, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import type { AdminOrdersQuery } from "../../../shared/contracts/admin";
import { shortOrderId, type Order, type OrderEventType, type OrderStatus } from "../../../shared/contracts/orders";
import type { PermissionHolder } from "../../../shared/contracts/permissions";
import type { DbOrTx } from "../../db/client";
import { customerSearchText, orderDayTotals, orders } from "../../db/schema/orders";
import { SHOP_TIME_ZONE } from "../../../shared/shop-time";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { recordOrderEvent } from "../../domain/orders/order-events";
import { pendingCancelBlocker, pendingIntentOf } from "../../domain/orders/gateway-intents";
import { withOrderHeld } from "../../domain/orders/order-lock";
import { releaseBlocker, statusChangeBlocker } from "../../domain/orders/order-rules";
import { conflict } from "../../lib/errors";
import { toOrderDtos, type OrderRow } from "../../domain/orders/orders.mapper";
import { isVisibleOrder, newestFirst } from "../../domain/orders/order-visibility";
import { actorName, placedOrder, type OrderChangeContext } from "../../domain/orders/order-change";
import { cancelOrder } from "./order-cancel.service";

type ListQuery = { limit: number; offset: number; status?: AdminOrdersQuery["status"]; q?: string };

/** Makes the admin's text literal inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function searchFilter(q: string): SQL {
  const literal = escapeLike(q.toLowerCase());
  // Short ids are shown upper case (shortOrderId); uuids print lower case, so a lowered prefix matches.
  const shortId = q.replace(/^#/, "").toLowerCase();
  return or(
    like(sql`${orders.id}::text`, `${escapeLike(shortId)}%`),
    // One trigram index covers both fields (orders_customer_search_trgm_idx, decision 0027).
    ilike(customerSearchText(orders), `%${literal}%`),
  )!;
}

/** Rows of db.execute: pg answers { rows }, PGlite too. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Past this offset a page without q starts on its shop-time-zone day (found in order_day_totals) instead of walking every newer order. */
const DAY_SKIP_FROM = 1000;

/**
 * The orders of one page without q: visible ones (of one status), newest first. A deep page asks
 * order_day_totals on which shop-time-zone day its first order was placed and how many visible
 * orders are newer than that day, then walks orders_created_at_idx from the end of that day: the
 * same rows as OFFSET over the whole table, without reading the hundreds of thousands before them.
 */
async function pageWithoutQuery(db: DbOrTx, where: SQL | undefined, query: ListQuery): Promise<OrderRow[]> {
  let within = query.offset;
  let before: SQL | undefined;
  if (query.offset >= DAY_SKIP_FROM) {
    const t = orderDayTotals;
    const [day] = rowsOf<{ day: string; newer: number }>(
      await db.execute(sql`
        select day::text as day, (through - n)::int as newer
        from (
          select ${t.day} as day, sum(${t.orders}) as n, sum(sum(${t.orders})) over (order by ${t.day} desc) as through
          from ${t}
          ${query.status ? sql`where ${t.status} = ${query.status}` : sql``}
          group by ${t.day}
        ) days
        where through > ${query.offset}
        order by day desc
        limit 1`),
    );
    if (!day) return [];
    within = query.offset - Number(day.newer);
    before = sql`${orders.createdAt} < ((${day.day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;
  }
  return db
    .select()
    .from(orders)
    .where(and(where, before))
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(within);
}

/** How many visible orders (of one status) there are, from order_day_totals. */
async function countWithoutQuery(db: DbOrTx, status: ListQuery["status"]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderDayTotals.orders}), 0)::int` })
    .from(orderDayTotals)
    .where(status ? eq(orderDayTotals.status, status) : undefined);
  return Number(row?.n ?? 0);
}

/**
 * Without q the first page is a walk down orders_created_at_idx (or orders_status_created_at_idx
 * for a rare status), stopping after limit + offset rows; a deep page starts on its day
 * (pageWithoutQuery); the total is a sum over order_day_totals (decision 0084). q reads the trigram
 * and id-pattern indexes of migration 0008 and counts its matches.
 */
export async function listAdminOrders(db: DbOrTx, query: ListQuery): Promise<{ orders: Order[]; total: number }> {
  const where = and(
    isVisibleOrder,
    query.status ? eq(orders.status, query.status) : undefined,
    query.q ? searchFilter(query.q) : undefined,
  );
  const [rows, total] = await Promise.all([
    query.q
      ? db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...newestFirst)
          .limit(query.limit)
          .offset(query.offset)
      : pageWithoutQuery(db, where, query),
    query.q
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(where)
          .then((counted) => Number(counted[0]?.n ?? 0))
      : countWithoutQuery(db, query.status),
  ]);
  return { orders: await toOrderDtos(db, rows), total };
}

/** Moves a held order to `status`, with a line in its history and the change in the activity log. */
async function moveHeldOrder(
  tx: DbOrTx,
  before: OrderRow,
  status: OrderStatus,
  actor: Actor,
  record: { event: { type: OrderEventType; message: string }; action: string; summary: string },
): Promise<OrderRow> {
  const [after] = await tx
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(orders.id, before.id))
    .returning();
  if (!after) throw new Error(`order ${before.id} vanished while held`);
  await recordOrderEvent(tx, { orderId: before.id, actor: actorName(actor), ...record.event });
  await recordActivity(tx, actor, {
    action: record.action,
    entityType: "order",
    entityId: before.id,
    summary: record.summary,
    changes: { status: { from: before.status, to: status } },
  });
  return after;
}

async function orderDto(ctx: Pick<OrderChangeContext, "database">, row: OrderRow): Promise<Order> {
  const [result] = await toOrderDtos(ctx.database.db, [row]);
  return result!;
}

/**
 * Any status from any other (admin.md §4), except that a cancelled order stays cancelled (409)
 * and "cancelled" is the whole cancel (stock, payment, e-mail: cancelOrder). Orders that never
 * became real are not found.
 */
export async function updateOrderStatus(
  ctx: OrderChangeContext,
  id: string,
  status: OrderStatus,
  actor: Actor & PermissionHolder,
): Promise<Order> {
  if (status === "cancelled") {
    // The held row tells a second cancel apart; cancelOrder answers 409 for it.
    return cancelOrder(ctx, id, { restock: true }, actor);
  }
  const row = await withOrderHeld(ctx.database, id, (step) =>
    step(async (tx, held) => {
      const before = placedOrder(held);
      const blocker = statusChangeBlocker(before, status) ?? pendingCancelBlocker(await pendingIntentOf(tx, id));
      if (blocker) throw conflict(blocker);
      if (before.status === status) return before;
      return moveHeldOrder(tx, before, status, actor, {
        event: { type: "status_changed", message: `Status changed from ${before.status} to ${status}` },
        action: "order.status",
        summary: `Changed order #${shortOrderId(id)} from ${before.status} to ${status}`,
      });
    }),
  );
  return orderDto(ctx, row);
}

/**
 * POST /api/admin/orders/{id}/release (extensions §9): a held order goes back to pending, with the
 * owner's note in its history and the activity log; 409 for an order that is not on hold.
 */
export async function releaseOrder(ctx: Pick<OrderChangeContext, "database">, id: string, note: string, actor: Actor): Promise<Order> {
  const row = await withOrderHeld(ctx.database, id, (step) =>
    step(async (tx, held) => {
      const before = placedOrder(held);
      const blocker = releaseBlocker(before);
      if (blocker) throw conflict(blocker);
      return moveHeldOrder(tx, before, "pending", actor, {
        event: { type: "released", message: `Released from the screening hold: ${note}` },
        action: "order.release",
        summary: `Released order #${shortOrderId(id)} from the screening hold: ${note}`,
      });
    }),
  );
  return orderDto(ctx, row);
}
