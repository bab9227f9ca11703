// The order's two mails: the confirmation to the customer and the notice to the shop. Queued as
// their templates' props (decision 0081): the checkout's statement does no rendering.
import { parseOrderLines } from "../../../shared/contracts/order-line";
import { shortOrderId } from "../../../shared/contracts/orders";
import type { DbOrTx } from "../../db/client";
import type { Mail } from "../../domain/mail/mail-kinds";
import { enqueueMail } from "../../domain/mail/mail-outbox";
import type { OrderPayment } from "../../domain/mail/templates/order-confirmation-mails";
import type { OrderSummary } from "../../domain/mail/templates/order-summary";
import type { OrderRow } from "../../domain/orders/orders.mapper";

function addressLines(order: OrderRow): string[] {
  return [
    order.customerName,
    ...(order.companyName ? [order.companyName] : []),
    order.street,
    `${order.city}, ${order.state} ${order.zipCode}`.replace(/\s+/g, " ").trim(),
    order.country,
  ];
}

/** The order as both mails show it: its lines (with build-to-order notes), totals and address. */
export function orderSummary(order: OrderRow): OrderSummary {
  return {
    orderNumber: shortOrderId(order.id),
    purchaseOrderNumber: order.purchaseOrderNumber ?? null,
    lines: parseOrderLines(order.items).map((line) => ({
      quantity: line.quantity,
      productName: line.productName,
      optionTitle: line.selectedOption?.title ?? null,
      price: line.price,
      lineTotal: line.lineTotal,
      ...(line.backorderedQuantity ? { backorderedQuantity: line.backorderedQuantity } : {}),
      ...(line.leadTimeDays ? { leadTimeDays: line.leadTimeDays } : {}),
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    discountCode: order.discountCode ?? null,
    taxRate: order.taxRate,
    taxAmount: order.taxAmount,
    shippingName: order.shippingServiceName ?? order.shippingMethod,
    shippingCost: order.shippingCost,
    total: order.total,
    shipTo: addressLines(order),
    specialInstructions: order.specialInstructions ?? null,
  };
}

const paymentOf = (order: OrderRow): OrderPayment =>
  order.paymentStatus === "review" ? "review" : order.paymentStatus === "awaiting_payment" ? "invoice" : "paid";

export function customerConfirmation(order: OrderRow): Mail {
  return {
    to: order.customerEmail,
    template: {
      kind: "order-confirmation",
      props: { customerName: order.customerName, payment: paymentOf(order), dueDate: order.dueDate ?? null, order: orderSummary(order) },
    },
  };
}

export function shopNotice(order: OrderRow, shopEmail: string): Mail {
  return {
    to: shopEmail,
    replyTo: order.customerEmail,
    template: {
      kind: "order-notice",
      props: {
        payment: paymentOf(order),
        dueDate: order.dueDate ?? null,
        customer: { name: order.customerName, company: order.companyName ?? null, email: order.customerEmail, phone: order.customerPhone },
        transactionId: order.transactionId ?? null,
        order: orderSummary(order),
      },
    },
  };
}

/** The confirmation to the customer and the notice to the shop, queued in the transaction that records the order's state. */
export async function queueOrderMails(tx: DbOrTx, order: OrderRow, shopEmail: string): Promise<void> {
  await enqueueMail(tx, customerConfirmation(order));
  await enqueueMail(tx, shopNotice(order, shopEmail));
}
