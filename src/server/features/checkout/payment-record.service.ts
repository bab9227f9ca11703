import { and, eq, sql } from "drizzle-orm";
import { formatPrice } from "../../../shared/money";
import type { Db, DbOrTx } from "../../db/client";
import { orderEvents, orders } from "../../db/schema/orders";
import { assignInvoiceNumber } from "../../domain/orders/invoice-number";
import { recordOrderEvent } from "../../domain/orders/order-events";
import type { OrderRow } from "../../domain/orders/orders.mapper";

export interface ApprovedPayment {
  status: "paid" | "review";
  transactionId: string | null;
  lastFour: string | null;
  /** "charge": the checkout's own answer; "reconciliation": found by the sweeper's look-up after the answer was lost. */
  via: "charge" | "reconciliation";
  /** Why a reconciled payment is held for review instead of paid (e.g. an amount that differs). */
  note?: string;
}

function paymentMessage(order: OrderRow, payment: ApprovedPayment): string {
  const card = payment.lastFour ? `card ending ${payment.lastFour}` : "card";
  const txn = payment.transactionId ? `, transaction ${payment.transactionId}` : "";
  const what = payment.status === "paid" ? "approved" : "held for review by the card processor";
  const found = payment.via === "reconciliation" ? "Found at the gateway after the checkout's answer was lost: payment" : "Payment";
  return `${found} of ${formatPrice(order.total)} ${what} (${card}${txn})${payment.note ? `. ${payment.note}` : ""}`;
}

/**
 * Records an approved (or held) payment on a reserved order in the caller's transaction: status,
 * card, paid_at, the invoice number for a paid order, and the events. Returns null when the order
 * is no longer reserved.
 */
export async function recordPaymentIn(tx: DbOrTx, orderId: string, payment: ApprovedPayment): Promise<OrderRow | null> {
  const [updated] = await tx
    .update(orders)
    .set({
      paymentStatus: payment.status,
      transactionId: payment.transactionId,
      cardLastFour: payment.lastFour,
      chargeUncertain: false,
      ...(payment.status === "paid" ? { paidAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "reserved")))
    .returning();
  if (!updated) return null;
  const paid = {
    orderId,
    actor: "system",
    type: payment.via === "reconciliation" ? "reconciled" : payment.status,
    message: paymentMessage(updated, payment),
  } as const;
  if (payment.status !== "paid") {
    await recordOrderEvent(tx, paid);
    return updated;
  }
  const invoiceNumber = await assignInvoiceNumber(tx, orderId);
  // Both lines in one statement: this transaction is on the way of every checkout.
  await tx
    .insert(orderEvents)
    .values([paid, { orderId, actor: "system", type: "invoice_issued", message: `Invoice ${invoiceNumber} issued` }]);
  return { ...updated, invoiceNumber };
}

/**
 * The charge's own answer, in one transaction. Null when the reservation was already released
 * (a sweeper of an older version, or an operator): the order is then flagged for review so the
 * admin sees a payment without stock.
 */
export async function confirmPayment(db: Db, orderId: string, payment: Omit<ApprovedPayment, "via">): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const row = await recordPaymentIn(tx, orderId, { ...payment, via: "charge" });
    if (row) return row;
    const [flagged] = await tx
      .update(orders)
      .set({ paymentStatus: "review", transactionId: payment.transactionId, cardLastFour: payment.lastFour, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "failed")))
      .returning({ id: orders.id });
    if (flagged) {
      await recordOrderEvent(tx, {
        orderId,
        actor: "system",
        type: "review",
        message: `Payment approved after the reservation was released (transaction ${payment.transactionId ?? "unknown"}): the stock was not taken again, check the order before shipping`,
      });
    }
    return null;
  });
}
