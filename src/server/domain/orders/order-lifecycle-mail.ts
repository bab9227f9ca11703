import { shortOrderId, type Shipment, type ShipmentLine } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import type { MailMessage } from "../../adapters/mail/mailer";
import type { DbOrTx } from "../../db/client";
import { letter, type Paragraph } from "../mail/letter";
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

/** A letter about the order, closed by a link to its page and where to ask about it. */
function compose(order: OrderRow, subject: string, paragraphs: Paragraph[], origin: string): MailMessage {
  return letter(order.customerEmail, order.customerName, subject, [
    ...paragraphs,
    { text: "Your order:", link: orderPageUrl(origin, order.id) },
    { text: "Questions about your order? Reply to this e-mail and quote your order number." },
  ]);
}

/** "2 x 102A H-Field Probe (serial numbers A-1, A-2)" */
const parcelLine = (line: ShipmentLine) =>
  `${line.quantity} x ${line.productName}${line.serials.length ? ` (serial number${line.serials.length > 1 ? "s" : ""} ${line.serials.join(", ")})` : ""}`;

/** A parcel is on its way: what is in it (with serial numbers), its tracking, and what is still to follow. */
export function shippedMail(
  order: OrderRow,
  shipment: Pick<Shipment, "carrier" | "trackingNumber" | "trackingUrl" | "lines">,
  origin: string,
  toFollow: readonly { quantity: number; productName: string }[] = [],
): MailMessage {
  const id = shortOrderId(order.id);
  const complete = toFollow.length === 0;
  return compose(
    order,
    `Your order #${id} has shipped`,
    [
      { text: `Good news: ${complete ? `your order #${id} is` : `a parcel of your order #${id} is`} on its way with ${shipment.carrier}.` },
      ...(shipment.lines.length ? [{ text: `In this parcel: ${shipment.lines.map(parcelLine).join("; ")}.` }] : []),
      shipment.trackingUrl
        ? { text: `Tracking number ${shipment.trackingNumber}. Follow the parcel here:`, link: shipment.trackingUrl }
        : { text: `Tracking number: ${shipment.trackingNumber} (${shipment.carrier}).` },
      ...(complete
        ? []
        : [
            {
              text: `We will write again when the rest ships; still to follow: ${toFollow.map((l) => `${l.quantity} x ${l.productName}`).join(", ")}.`,
            },
          ]),
    ],
    origin,
  );
}

/** What happened to the money when the order was cancelled. */
export type CancelledPayment =
  | { kind: "voided"; amount: string }
  | { kind: "refunded"; amount: string }
  | { kind: "invoice_voided" }
  | { kind: "invoice_refunded"; amount: string }
  | { kind: "none" };

export function cancelledMail(order: OrderRow, payment: CancelledPayment, reason: string | undefined, origin: string): MailMessage {
  const id = shortOrderId(order.id);
  const money: Paragraph =
    payment.kind === "voided"
      ? { text: `The charge of ${formatPrice(payment.amount)} to your card has been voided: it will not be taken from your account.` }
      : payment.kind === "refunded"
        ? {
            text: `We have refunded ${formatPrice(payment.amount)} to your card. Depending on your bank it can take 3 to 10 business days to show.`,
          }
        : payment.kind === "invoice_voided"
          ? { text: "The invoice for this order is void: nothing is owed." }
          : payment.kind === "invoice_refunded"
            ? { text: `The ${formatPrice(payment.amount)} you paid on this invoice will be returned to you by check or wire transfer.` }
            : { text: "No payment was taken for this order." };
  return compose(
    order,
    `Your order #${id} has been cancelled`,
    [{ text: `Your order #${id} has been cancelled.${reason ? ` Reason: ${reason}` : ""}` }, money],
    origin,
  );
}

export function refundedMail(order: OrderRow, amount: string, reason: string, origin: string): MailMessage {
  const id = shortOrderId(order.id);
  return compose(
    order,
    `Refund of ${formatPrice(amount)} for order #${id}`,
    [
      { text: `We have refunded ${formatPrice(amount)} of your order #${id} to your card. Reason: ${reason}` },
      { text: `Refunded for this order so far: ${formatPrice(order.refundedAmount)} of ${formatPrice(order.total)}.` },
      { text: "Depending on your bank it can take 3 to 10 business days to show." },
    ],
    origin,
  );
}

/**
 * Queues one of these in the change's own transaction and notes it in the order's history: the
 * mail exists exactly when the change does, and the outbox sends it (with retries) after the commit.
 */
export async function queueOrderMail(tx: DbOrTx, message: MailMessage, orderId: string, what: string): Promise<void> {
  await enqueueMail(tx, message);
  await recordOrderEvent(tx, { orderId, actor: "system", type: "email_sent", message: `${what} e-mail sent to ${message.to}` });
}
