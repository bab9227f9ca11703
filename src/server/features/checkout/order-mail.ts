import { SHOP } from "../../../shared/shop-identity";
import { backorderNote } from "../../../shared/build-to-order";
import { parseOrderLines, type OrderLine } from "../../../shared/contracts/order-line";
import { shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice, toCents } from "../../../shared/money";
import type { MailMessage } from "../../adapters/mail/mailer";
import type { DbOrTx } from "../../db/client";
import { enqueueMail } from "../../domain/mail/mail-outbox";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import { escapeHtml } from "../../lib/html";

const SHOP_NAME = SHOP.name;

function lineLabel(line: OrderLine): string {
  const label = line.selectedOption ? `${line.productName} (+ ${line.selectedOption.title})` : line.productName;
  // extensions §8: units built to order and when they ship
  const backorder = backorderNote(line);
  return backorder ? `${label} (${backorder})` : label;
}

function addressLines(order: OrderRow): string[] {
  return [
    order.customerName,
    ...(order.companyName ? [order.companyName] : []),
    order.street,
    `${order.city}, ${order.state} ${order.zipCode}`.replace(/\s+/g, " ").trim(),
    order.country,
  ];
}

function totalsRows(order: OrderRow): [string, string][] {
  return [
    ["Subtotal", formatPrice(order.subtotal)],
    // extensions §4 and §8: a quote's discount, a discount code's
    ...(toCents(order.discount) > 0
      ? [[order.discountCode ? `Discount (code ${order.discountCode})` : "Discount", `-${formatPrice(order.discount)}`] as [string, string]]
      : []),
    [`Tax (${order.taxRate}%)`, formatPrice(order.taxAmount)],
    [`Shipping (${order.shippingServiceName ?? order.shippingMethod})`, formatPrice(order.shippingCost)],
    ["Total", formatPrice(order.total)],
  ];
}

function textBody(intro: string[], order: OrderRow, lines: OrderLine[], outro: string[]): string {
  return [
    ...intro,
    "",
    `Order number: ${shortOrderId(order.id)}`,
    ...(order.purchaseOrderNumber ? [`PO number: ${order.purchaseOrderNumber}`] : []),
    "",
    ...lines.map((line) => `${line.quantity} x ${lineLabel(line)} @ ${formatPrice(line.price)} = ${formatPrice(line.lineTotal)}`),
    "",
    ...totalsRows(order).map(([label, value]) => `${label}: ${value}`),
    "",
    "Ship to:",
    ...addressLines(order).map((l) => `  ${l}`),
    `Shipping method: ${order.shippingServiceName ?? order.shippingMethod}`,
    ...(order.specialInstructions ? ["", `Instructions: ${order.specialInstructions}`] : []),
    "",
    ...outro,
  ].join("\n");
}

function htmlBody(intro: string[], order: OrderRow, lines: OrderLine[], outro: string[]): string {
  const e = escapeHtml;
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const rows = lines
    .map(
      (l) =>
        `<tr><td ${cell}>${l.quantity}</td><td ${cell}>${e(lineLabel(l))}</td><td ${cell} align="right">${e(formatPrice(l.price))}</td><td ${cell} align="right">${e(formatPrice(l.lineTotal))}</td></tr>`,
    )
    .join("");
  const totals = totalsRows(order)
    .map(
      ([label, value]) =>
        `<tr><td colspan="3" align="right" style="padding:4px 8px">${e(label)}</td><td align="right" style="padding:4px 8px">${e(value)}</td></tr>`,
    )
    .join("");
  return [
    `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222">`,
    ...intro.map((p) => `<p>${e(p)}</p>`),
    `<p><strong>Order number: ${e(shortOrderId(order.id))}</strong>${order.purchaseOrderNumber ? `<br>PO number: ${e(order.purchaseOrderNumber)}` : ""}</p>`,
    `<table style="border-collapse:collapse"><tr><th ${cell}>Qty</th><th ${cell} align="left">Item</th><th ${cell}>Unit</th><th ${cell}>Line</th></tr>${rows}${totals}</table>`,
    `<p><strong>Ship to:</strong><br>${addressLines(order).map(e).join("<br>")}<br>Shipping method: ${e(order.shippingServiceName ?? order.shippingMethod)}</p>`,
    ...(order.specialInstructions ? [`<p><strong>Instructions:</strong> ${e(order.specialInstructions)}</p>`] : []),
    ...outro.map((p) => `<p>${e(p)}</p>`),
    `</div>`,
  ].join("\n");
}

export function customerConfirmation(order: OrderRow): MailMessage {
  const lines = parseOrderLines(order.items);
  const review = order.paymentStatus === "review";
  const intro = [
    `Dear ${order.customerName},`,
    order.paymentStatus === "awaiting_payment"
      ? `Thank you for your order. It is confirmed on Net 30 terms: the invoice (due ${order.dueDate ?? "in 30 days"}) is on your order page.`
      : review
        ? "Thank you for your order. We have received it and the payment is under review. We will e-mail you once it is approved."
        : "Thank you for your order. Your payment has been processed and your order is confirmed.",
  ];
  const outro = ["Questions about your order? Reply to this e-mail and quote your order number.", SHOP_NAME];
  const subject = `${review ? "Order received (payment under review)" : "Order confirmation"} #${shortOrderId(order.id)} - ${SHOP_NAME}`;
  return { to: order.customerEmail, subject, text: textBody(intro, order, lines, outro), html: htmlBody(intro, order, lines, outro) };
}

export function shopNotice(order: OrderRow, shopEmail: string): MailMessage {
  const lines = parseOrderLines(order.items);
  const review = order.paymentStatus === "review";
  const intro = [
    review
      ? "A new order was placed; its payment is HELD FOR REVIEW at the payment gateway. Approve or decline it there before shipping."
      : order.paymentStatus === "awaiting_payment"
        ? `A new order was placed ON INVOICE (Net 30, PO ${order.purchaseOrderNumber ?? "none"}, due ${order.dueDate ?? "?"}).`
        : "A new order was placed and paid.",
    `Customer: ${order.customerName}${order.companyName ? ` (${order.companyName})` : ""}, ${order.customerEmail}, ${order.customerPhone}`,
    `Transaction: ${order.transactionId ?? "none"}`,
  ];
  const subject = `${review ? "[PAYMENT REVIEW] " : ""}New order #${shortOrderId(order.id)}: ${formatPrice(order.total)} from ${order.customerName}`;
  return {
    to: shopEmail,
    replyTo: order.customerEmail,
    subject,
    text: textBody(intro, order, lines, []),
    html: htmlBody(intro, order, lines, []),
  };
}

/** The confirmation to the customer and the notice to the shop, queued in the transaction that records the order's state. */
export async function queueOrderMails(tx: DbOrTx, order: OrderRow, shopEmail: string): Promise<void> {
  await enqueueMail(tx, customerConfirmation(order));
  await enqueueMail(tx, shopNotice(order, shopEmail));
}
