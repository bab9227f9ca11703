import { and, desc, eq } from "drizzle-orm";
import type { Order } from "../../../shared/contracts/orders";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { isVisibleOrder } from "../../domain/orders/order-visibility";
import { toOrderDtos } from "../../domain/orders/orders.mapper";

/**
 * The caller's own orders, newest first. Only paid orders and those held for payment review:
 * a declined, failed or still-reserved checkout never became an order the customer placed.
 */
export async function listUserOrders(db: DbOrTx, userId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isVisibleOrder))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toOrderDtos(db, rows);
}
