import { shortOrderId, type Shipment, type ShipmentLine } from "../../../shared/contracts/orders";
import type { DbOrTx } from "../../db/client";
import type { Mail } from "../mail/mail-kinds";
import type { CancelledPayment } from "../mail/templates/order-lifecycle-mails";
import { enqueueMail, type OutboxWorker } from "../mail/mail-outbox";
import { recordOrderEvent } from "./order-events";
import type { OrderRow } from "./orders.mapper";

export interface LifecycleMailContext {
  /** Woken once a change has queued its mail (it is sent by the outbox worker, with retries). */
  mailWorker: Pick<OutboxWorker, "kick">;
  /** The shop's public origin, for the link to the customer's order page. */
  origin: string;
}

/** The customer's order page (the confirmation page, extensions §2). */
export const orderPageUrl = (origin: string, orderId: string) => `${origin}/orders/${orderId}`;

const letterOf = (order: OrderRow, origin: string) => ({
  customerName: order.customerName,
  orderNumber: shortOrderId(order.id),
  orderUrl: orderPageUrl(origin, order.id),
});

/** A parcel is on its way: what is in it (with serial numbers), its tracking, and what is still to follow. */
export function shippedMail(
  order: OrderRow,
  shipment: Pick<Shipment, "carrier" | "trackingNumber" | "trackingUrl" | "lines">,
  origin: string,
  toFollow: readonly { quantity: number; productName: string }[] = [],
): Mail {
  return {
    to: order.customerEmail,
    template: {
      kind: "order-shipped",
      props: {
        ...letterOf(order, origin),
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        trackingUrl: shipment.trackingUrl ?? null,
        parcel: shipment.lines.map((l: ShipmentLine) => ({ quantity: l.quantity, productName: l.productName, serials: l.serials })),
        toFollow: toFollow.map((l) => ({ quantity: l.quantity, productName: l.productName })),
      },
    },
  };
}

export type { CancelledPayment };

export function cancelledMail(order: OrderRow, payment: CancelledPayment, reason: string | undefined, origin: string): Mail {
  return {
    to: order.customerEmail,
    template: { kind: "order-cancelled", props: { ...letterOf(order, origin), payment, reason: reason ?? null } },
  };
}

export function refundedMail(order: OrderRow, amount: string, reason: string, origin: string): Mail {
  return {
    to: order.customerEmail,
    template: {
      kind: "order-refunded",
      props: { ...letterOf(order, origin), amount, reason, refundedSoFar: order.refundedAmount, total: order.total },
    },
  };
}

/**
 * Queues one of these in the change's own transaction and notes it in the order's history: the
 * mail exists exactly when the change does, and the outbox sends it (with retries) after the commit.
 */
export async function queueOrderMail(tx: DbOrTx, message: Mail, orderId: string, what: string): Promise<void> {
  await enqueueMail(tx, message);
  await recordOrderEvent(tx, { orderId, actor: "system", type: "email_sent", message: `${what} e-mail sent to ${message.to}` });
}
