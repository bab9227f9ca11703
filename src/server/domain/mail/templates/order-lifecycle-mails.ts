// The letters about an order after it is placed: shipped, cancelled, refunded (extensions §1, §3).
// Each closes with a link to the order's page and where to ask about it.
import { createElement as h } from "react";
import { formatPrice } from "../../../../shared/money";
import { SHOP } from "../../../../shared/shop-identity";
import { Letter, type Paragraph } from "./letter";

interface OrderLetter {
  customerName: string;
  /** The short id customers quote. */
  orderNumber: string;
  /** The customer's order page. */
  orderUrl: string;
}

const close = (p: OrderLetter): Paragraph[] => [
  { text: "Your order:", link: p.orderUrl },
  { text: "Questions about your order? Reply to this e-mail and quote your order number." },
];

export interface ShippedProps extends OrderLetter {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** What is in the parcel, with serial numbers. */
  parcel: { quantity: number; productName: string; serials: string[] }[];
  /** What is still to follow (a partial shipment). */
  toFollow: { quantity: number; productName: string }[];
}

export const shippedSubject = (p: ShippedProps) => `Your order #${p.orderNumber} has shipped - ${SHOP.name}`;

/** "2 x 102A H-Field Probe (serial numbers A-1, A-2)" */
const parcelLine = (line: ShippedProps["parcel"][number]) =>
  `${line.quantity} x ${line.productName}${line.serials.length ? ` (serial number${line.serials.length > 1 ? "s" : ""} ${line.serials.join(", ")})` : ""}`;

export function ShippedMail(p: ShippedProps & { preheader: string }) {
  const id = p.orderNumber;
  const complete = p.toFollow.length === 0;
  const paragraphs: Paragraph[] = [
    { text: `Good news: ${complete ? `your order #${id} is` : `a parcel of your order #${id} is`} on its way with ${p.carrier}.` },
    ...(p.parcel.length ? [{ text: `In this parcel: ${p.parcel.map(parcelLine).join("; ")}.` }] : []),
    p.trackingUrl
      ? { text: `Tracking number ${p.trackingNumber}. Follow the parcel here:`, link: p.trackingUrl }
      : { text: `Tracking number: ${p.trackingNumber} (${p.carrier}).` },
    ...(complete
      ? []
      : [
          {
            text: `We will write again when the rest ships; still to follow: ${p.toFollow.map((l) => `${l.quantity} x ${l.productName}`).join(", ")}.`,
          },
        ]),
    ...close(p),
  ];
  return h(Letter, { preheader: p.preheader, name: p.customerName, paragraphs });
}

/** What happened to the money when the order was cancelled. */
export type CancelledPayment =
  | { kind: "voided"; amount: string }
  | { kind: "refunded"; amount: string }
  | { kind: "invoice_voided" }
  | { kind: "invoice_refunded"; amount: string }
  | { kind: "none" };

export interface CancelledProps extends OrderLetter {
  payment: CancelledPayment;
  reason: string | null;
}

export const cancelledSubject = (p: CancelledProps) => `Your order #${p.orderNumber} has been cancelled - ${SHOP.name}`;

function moneyParagraph(payment: CancelledPayment): string {
  switch (payment.kind) {
    case "voided":
      return `The charge of ${formatPrice(payment.amount)} to your card has been voided: it will not be taken from your account.`;
    case "refunded":
      return `We have refunded ${formatPrice(payment.amount)} to your card. Depending on your bank it can take 3 to 10 business days to show.`;
    case "invoice_voided":
      return "The invoice for this order is void: nothing is owed.";
    case "invoice_refunded":
      return `The ${formatPrice(payment.amount)} you paid on this invoice will be returned to you by check or wire transfer.`;
    case "none":
      return "No payment was taken for this order.";
  }
}

export function CancelledMail(p: CancelledProps & { preheader: string }) {
  const paragraphs: Paragraph[] = [
    { text: `Your order #${p.orderNumber} has been cancelled.${p.reason ? ` Reason: ${p.reason}` : ""}` },
    { text: moneyParagraph(p.payment) },
    ...close(p),
  ];
  return h(Letter, { preheader: p.preheader, name: p.customerName, paragraphs });
}

export interface RefundedProps extends OrderLetter {
  amount: string;
  reason: string;
  /** Refunded so far (this refund included) of the order's total. */
  refundedSoFar: string;
  total: string;
}

export const refundedSubject = (p: RefundedProps) => `Refund of ${formatPrice(p.amount)} for order #${p.orderNumber} - ${SHOP.name}`;

export function RefundedMail(p: RefundedProps & { preheader: string }) {
  const paragraphs: Paragraph[] = [
    { text: `We have refunded ${formatPrice(p.amount)} of your order #${p.orderNumber} to your card. Reason: ${p.reason}` },
    { text: `Refunded for this order so far: ${formatPrice(p.refundedSoFar)} of ${formatPrice(p.total)}.` },
    { text: "Depending on your bank it can take 3 to 10 business days to show." },
    ...close(p),
  ];
  return h(Letter, { preheader: p.preheader, name: p.customerName, paragraphs });
}
