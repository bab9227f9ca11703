import { asc, eq } from "drizzle-orm";
import type { OrderEvent, OrderEventType } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { orderEvents } from "../../db/schema/orders";

/** Who an event is by: an admin's e-mail, the customer, or the shop itself (sweeper, gateway answer). */
export type OrderEventActor = string | "customer" | "system";

/**
 * Adds a line to an order's history. Call it in the transaction that makes the change, so the
 * history never claims what did not happen (or misses what did).
 */
export async function recordOrderEvent(
  db: DbOrTx,
  event: { orderId: string; actor: OrderEventActor; type: OrderEventType; message: string },
): Promise<void> {
  await db.insert(orderEvents).values(event);
}

/** An order's history, oldest first. */
export async function listOrderEvents(db: DbOrTx, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({ at: row.at.toISOString(), actor: row.actor, type: row.type, message: row.message }));
}

/**
 * The first line of every history, derived from the order row itself (its creation is the
 * placing; a row per checkout would only repeat it, on the checkout's hot path).
 */
export function placedEvent(order: { createdAt: Date; total: string }): OrderEvent {
  return { at: order.createdAt.toISOString(), actor: "customer", type: "placed", message: `Order placed for ${formatPrice(order.total)}` };
}

/** An order's whole history as the admin reads it: placed, then every recorded event, oldest first. */
export async function orderHistory(db: DbOrTx, order: { id: string; createdAt: Date; total: string }): Promise<OrderEvent[]> {
  return [placedEvent(order), ...(await listOrderEvents(db, order.id))];
}
