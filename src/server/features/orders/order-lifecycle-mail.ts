import type { FastifyBaseLogger } from "fastify";
import { shortOrderId } from "../../../shared/contracts/orders";
import { SHOP } from "../../../shared/shop-identity";
import { formatPrice } from "../../../shared/money";
import type { Mailer, MailMessage } from "../../adapters/mail/mailer";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import { escapeHtml } from "../../lib/html";
import { withTimeout } from "../../lib/timeout";

// The change is recorded before the mail leaves: a hung SMTP server costs the admin at most this.
const MAIL_TIMEOUT_MS = 10_000;

export interface LifecycleMailContext {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The shop's public origin, for the link to the customer's order page. */
  origin: string;
}

/** The customer's order page (the confirmation page, extensions §2). */
export const orderPageUrl = (origin: string, orderId: string) => `${origin}/orders/${orderId}`;

interface Paragraph {
  text: string;
  /** Shown as a link after the text. */
  link?: string;
}

function compose(order: OrderRow, subject: string, paragraphs: Paragraph[], origin: string): MailMessage {
  const all: Paragraph[] = [
    { text: `Dear ${order.customerName},` },
    ...paragraphs,
    { text: "Your order:", link: orderPageUrl(origin, order.id) },
    { text: "Questions about your order? Reply to this e-mail and quote your order number." },
    { text: SHOP.name },
  ];
  const text = all.map((p) => (p.link ? `${p.text} ${p.link}` : p.text)).join("\n\n");
  const html = [
    `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222">`,
    ...all.map((p) => `<p>${escapeHtml(p.text)}${p.link ? ` <a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a>` : ""}</p>`),
    `</div>`,
  ].join("\n");
  return { to: order.customerEmail, subject: `${subject} - ${SHOP.name}`, text, html };
}

export function shippedMail(
  order: OrderRow,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null },
  origin: string,
): MailMessage {
  const id = shortOrderId(order.id);
  return compose(
    order,
    `Your order #${id} has shipped`,
    [
      { text: `Good news: your order #${id} is on its way with ${shipment.carrier}.` },
      shipment.trackingUrl
        ? { text: `Tracking number ${shipment.trackingNumber}. Follow the parcel here:`, link: shipment.trackingUrl }
        : { text: `Tracking number: ${shipment.trackingNumber} (${shipment.carrier}).` },
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

/** Sends one of these; a failure is logged and the change stands. True when the mail left. */
export async function sendLifecycleMail(ctx: LifecycleMailContext, message: MailMessage, orderId: string, kind: string): Promise<boolean> {
  try {
    await withTimeout(MAIL_TIMEOUT_MS, "mail", (signal) => ctx.mailer.send(message, { signal }));
    return true;
  } catch (error) {
    ctx.log.error({ err: error, orderId }, `order ${kind} e-mail not sent`);
    return false;
  }
}
