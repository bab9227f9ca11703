// Money received for an invoiced (Net 30) order (extensions §4): partial payments add up; over the
// balance is 409; paid in full makes the order paid. Overdue invoices for the dashboard.
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { OrderPayment, orderPaymentInput, OverdueInvoice } from "../../../shared/contracts/institutional";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import type { Db, DbOrTx } from "../../db/client";
import { orderPayments } from "../../db/schema/institutional";
import { orders } from "../../db/schema/orders";
import type { Actor } from "../../domain/activity/record-activity";
import { SHOP_TIME_ZONE } from "../../../shared/shop-time";
import { recordOrderEvent } from "../../domain/orders/order-events";
import { emitOrderEvent } from "../../domain/webhooks/webhook-events";
import { isVisibleOrder } from "../../domain/orders/order-visibility";
import { conflict, notFound } from "../../lib/errors";

const METHOD_LABEL = { check: "check", wire: "wire transfer", card: "card", other: "other means" } as const;

function toPaymentDto(row: typeof orderPayments.$inferSelect): OrderPayment {
  return {
    id: row.id,
    orderId: row.orderId,
    amount: fromCents(toCents(row.amount)),
    method: row.method,
    reference: row.reference,
    recordedBy: row.recordedBy,
    recordedAt: row.recordedAt.toISOString(),
  };
}

export async function listOrderPayments(db: DbOrTx, orderId: string): Promise<OrderPayment[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), isVisibleOrder));
  if (!order) throw notFound("Order not found");
  const rows = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.recordedAt), asc(orderPayments.id));
  return rows.map(toPaymentDto);
}

/**
 * Records a payment in one transaction that holds the order row: two admins recording at once
 * are serialised, so the sum can never pass the total.
 */
export async function recordOrderPayment(db: Db, orderId: string, input: z.output<typeof orderPaymentInput>, actor: Actor) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), isVisibleOrder))
      .for("update");
    if (!order) throw notFound("Order not found");
    if (order.paymentMethod !== "invoice")
      throw conflict("This order was paid by card: there is no invoice balance to record a payment against");
    if (order.paymentStatus !== "awaiting_payment") throw conflict("This invoice is already paid in full");
    if (order.status === "cancelled") throw conflict("This order was cancelled: nothing is owed");
    const balance = toCents(order.total) - toCents(order.amountPaid);
    const amount = toCents(input.amount);
    if (amount > balance)
      throw conflict(`The payment of ${formatPrice(input.amount)} is more than the balance of ${formatPrice(fromCents(balance))}`);
    const by = actor.email ?? actor.username ?? `user #${actor.id}`;
    const [payment] = await tx
      .insert(orderPayments)
      .values({ orderId, amount: fromCents(amount), method: input.method, reference: input.reference, recordedBy: by })
      .returning();
    const paidInFull = amount === balance;
    const amountPaid = fromCents(toCents(order.amountPaid) + amount);
    const [updated] = await tx
      .update(orders)
      .set({
        amountPaid,
        updatedAt: sql`now()`,
        ...(paidInFull ? { paymentStatus: "paid" as const, paidAt: sql`now()` } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning();
    const reference = input.reference ? ` (${input.reference})` : "";
    await recordOrderEvent(tx, {
      orderId,
      actor: by,
      type: "payment_recorded",
      message: `Payment of ${formatPrice(fromCents(amount))} received by ${METHOD_LABEL[input.method]}${reference}; balance ${formatPrice(fromCents(balance - amount))}`,
    });
    if (paidInFull) {
      await recordOrderEvent(tx, {
        orderId,
        actor: "system",
        type: "paid",
        message: `Invoice ${order.invoiceNumber ?? ""} paid in full`.replace("  ", " "),
      });
      await emitOrderEvent(tx, "order.paid", updated!);
    }
    return {
      payment: toPaymentDto(payment!),
      amountPaid,
      balance: fromCents(balance - amount),
      paymentStatus: paidInFull ? ("paid" as const) : ("awaiting_payment" as const),
    };
  });
}

/** Invoiced orders past their due date (shop time zone) with money still owed, most overdue first. */
export async function overdueInvoices(db: DbOrTx): Promise<{ invoices: OverdueInvoice[]; totalOutstanding: string }> {
  const today = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
  const rows = await db
    .select({
      orderId: orders.id,
      invoiceNumber: orders.invoiceNumber,
      customerName: orders.customerName,
      companyName: orders.companyName,
      purchaseOrderNumber: orders.purchaseOrderNumber,
      total: orders.total,
      amountPaid: orders.amountPaid,
      dueDate: orders.dueDate,
      daysOverdue: sql<number>`(${today} - ${orders.dueDate})::int`,
    })
    .from(orders)
    .where(and(eq(orders.paymentStatus, "awaiting_payment"), sql`${orders.dueDate} < ${today}`, sql`${orders.status} <> 'cancelled'`))
    .orderBy(asc(orders.dueDate), asc(orders.id))
    .limit(200);
  let outstanding = 0;
  const invoices = rows.map((row) => {
    const balance = toCents(row.total) - toCents(row.amountPaid);
    outstanding += balance;
    return {
      orderId: row.orderId,
      invoiceNumber: row.invoiceNumber,
      customerName: row.customerName,
      companyName: row.companyName,
      purchaseOrderNumber: row.purchaseOrderNumber,
      total: fromCents(toCents(row.total)),
      balance: fromCents(balance),
      dueDate: row.dueDate ?? "",
      daysOverdue: Number(row.daysOverdue),
    };
  });
  return { invoices, totalOutstanding: fromCents(outstanding) };
}
