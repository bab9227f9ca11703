import { and, asc, eq } from "drizzle-orm";
import type { AdminOrderDetail, Order } from "../../../shared/contracts/orders";
import type { DbOrTx } from "../../db/client";
import { orders, refunds } from "../../db/schema/orders";
import { orderHistory } from "../../domain/orders/order-events";
import { isVisibleOrder } from "../../domain/orders/order-visibility";
import { toOrderDtos } from "../../domain/orders/orders.mapper";
import { notFound } from "../../lib/errors";
import { toRefundDto } from "../../domain/orders/refund-record";

/** GET /api/admin/orders/{id}: the order with its shipments, refunds and history (oldest first). */
export async function getAdminOrderDetail(db: DbOrTx, id: string): Promise<AdminOrderDetail> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isVisibleOrder));
  if (!row) throw notFound("Order not found");
  const [[order], refundRows, events] = await Promise.all([
    toOrderDtos(db, [row]),
    db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
    orderHistory(db, row),
  ]);
  return { ...order!, refunds: refundRows.map(toRefundDto), events, screeningMatch: row.screeningMatch ?? null };
}

/**
 * GET /api/user/orders/{id}: the caller's own placed order. Anyone else's, and a checkout that
 * never became an order, is 404 alike, so the answer tells nothing about other people's orders.
 * The order DTO carries no history and no staff names.
 */
export async function getUserOrder(db: DbOrTx, userId: number, id: string): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isVisibleOrder));
  if (!row) throw notFound("Order not found");
  const [order] = await toOrderDtos(db, [row]);
  return order!;
}
