// The order's confirmation to the customer and its notice to the shop (extensions §2, §4, §8).
import { createElement as h } from "react";
import { SHOP } from "../../../../shared/shop-identity";
import { formatPrice } from "../../../../shared/money";
import { MailLayout, Para } from "./mail-layout";
import { OrderSummaryBlock, type OrderSummary } from "./order-summary";

/** How the order was paid, as the mails tell it. */
export type OrderPayment = "paid" | "review" | "invoice";

export interface OrderConfirmationProps {
  customerName: string;
  payment: OrderPayment;
  /** The invoice's due date (Net 30), YYYY-MM-DD. */
  dueDate: string | null;
  order: OrderSummary;
}

export const orderConfirmationSubject = (p: OrderConfirmationProps) =>
  `${p.payment === "review" ? "Order received (payment under review)" : "Order confirmation"} #${p.order.orderNumber} - ${SHOP.name}`;

export function OrderConfirmationMail(p: OrderConfirmationProps & { preheader: string }) {
  const intro =
    p.payment === "invoice"
      ? `Thank you for your order. It is confirmed on Net 30 terms: the invoice (due ${p.dueDate ?? "in 30 days"}) is on your order page.`
      : p.payment === "review"
        ? "Thank you for your order. We have received it and the payment is under review. We will e-mail you once it is approved."
        : "Thank you for your order. Your payment has been processed and your order is confirmed.";
  return h(
    MailLayout,
    { preheader: p.preheader, greeting: `Dear ${p.customerName},` },
    h(Para, null, intro),
    h(OrderSummaryBlock, { order: p.order }),
    h(Para, null, "Questions about your order? Reply to this e-mail and quote your order number."),
  );
}

export interface OrderNoticeProps {
  payment: OrderPayment;
  dueDate: string | null;
  customer: { name: string; company: string | null; email: string; phone: string };
  transactionId: string | null;
  order: OrderSummary;
}

export const orderNoticeSubject = (p: OrderNoticeProps) =>
  `${p.payment === "review" ? "[PAYMENT REVIEW] " : ""}New order #${p.order.orderNumber}: ${formatPrice(p.order.total)} from ${p.customer.name}`;

export function OrderNoticeMail(p: OrderNoticeProps & { preheader: string }) {
  const c = p.customer;
  return h(
    MailLayout,
    { preheader: p.preheader, signed: false },
    h(
      Para,
      null,
      p.payment === "review"
        ? "A new order was placed; its payment is HELD FOR REVIEW at the payment gateway. Approve or decline it there before shipping."
        : p.payment === "invoice"
          ? `A new order was placed ON INVOICE (Net 30, PO ${p.order.purchaseOrderNumber ?? "none"}, due ${p.dueDate ?? "?"}).`
          : "A new order was placed and paid.",
    ),
    h(Para, null, `Customer: ${c.name}${c.company ? ` (${c.company})` : ""}, ${c.email}, ${c.phone}`),
    h(Para, null, `Transaction: ${p.transactionId ?? "none"}`),
    h(OrderSummaryBlock, { order: p.order }),
  );
}
