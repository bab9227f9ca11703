import { visiblePaymentStatuses, type PaymentStatus } from "../../../shared/contracts/orders";
import type { Database, DbOrTx } from "../../db/client";
import type { Actor } from "../../domain/activity/record-activity";
import { recordOrderEvent } from "../../domain/orders/order-events";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import { notFound } from "../../http/errors";
import type { LifecycleMailContext } from "./order-lifecycle-mail";
import type { OrderGateway } from "./order-gateway";

/** What an admin's change to an order needs: the database, the gateway with its deadline, the mailer. */
export interface OrderChangeContext extends OrderGateway, LifecycleMailContext {
  database: Database;
}

/** The admin as the order's history names them (extensions §1: the admin's e-mail). */
export const actorName = (actor: Actor) => actor.email ?? actor.username ?? `user #${actor.id}`;

const visible: readonly PaymentStatus[] = visiblePaymentStatuses;

/** The held row of an order anyone placed; 404 for unknown, reserved, declined and failed ones. */
export function placedOrder(row: OrderRow | null): OrderRow {
  if (!row || !visible.includes(row.paymentStatus)) throw notFound("Order not found");
  return row;
}

/** Notes in the order's history that a mail about it left (after the change committed). */
export async function recordMailSent(db: DbOrTx, orderId: string, what: string, to: string): Promise<void> {
  await recordOrderEvent(db, { orderId, actor: "system", type: "email_sent", message: `${what} e-mail sent to ${to}` });
}
