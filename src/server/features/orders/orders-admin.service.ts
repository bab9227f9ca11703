import { and, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import type { AdminOrdersQuery } from "../../../shared/contracts/admin";
import type { Order, OrderStatus } from "../../../shared/contracts/orders";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { type Actor, withActivity } from "../../domain/activity/record-activity";
import { notFound } from "../../http/errors";
import { toOrderDto, toOrderDtos } from "../../domain/orders/orders.mapper";
import { isVisibleOrder, newestFirst } from "../../domain/orders/order-visibility";

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
    ilike(orders.customerName, `%${literal}%`),
    ilike(orders.customerEmail, `%${literal}%`),
  )!;
}

/**
 * Without q the first page is a walk down orders_created_at_idx (or
 * orders_status_created_at_idx for a rare status), stopping after limit + offset rows.
 * q is a sequential filter: fine for an admin's occasional search.
 */
export async function listAdminOrders(db: DbOrTx, query: ListQuery): Promise<{ orders: Order[]; total: number }> {
  const where = and(
    isVisibleOrder,
    query.status ? eq(orders.status, query.status) : undefined,
    query.q ? searchFilter(query.q) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { orders: await toOrderDtos(db, rows), total: Number(counted[0]?.n ?? 0) };
}

/** Any status from any other (admin.md §4); orders that never became real are not found. */
export async function updateOrderStatus(db: DbOrTx, id: string, status: OrderStatus, actor?: Actor): Promise<Order> {
  return withActivity(db, actor, async (tx) => {
    const [before] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, id), isVisibleOrder))
      .for("update");
    const [row] = await tx
      .update(orders)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), isVisibleOrder))
      .returning();
    if (!row || !before) throw notFound("Order not found");
    const [result] = await toOrderDtos(tx, [row]);
    if (!result) throw notFound("Order not found");
    const changed = before.status !== status;
    return {
      result,
      activity: changed
        ? {
            action: "order.status",
            entityType: "order",
            entityId: id,
            summary: `Changed order #${id.slice(0, 8).toUpperCase()} from ${before.status} to ${status}`,
            changes: { status: { from: before.status, to: status } },
          }
        : null,
    };
  });
}
