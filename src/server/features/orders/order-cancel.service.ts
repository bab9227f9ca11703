import { eq, sql } from "drizzle-orm";
import { parseOrderLines } from "../../../shared/contracts/order-line";
import { shortOrderId, type Order } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { orders, refunds } from "../../db/schema/orders";
import { recordActivity, type Actor, type FieldChange } from "../../domain/activity/record-activity";
import { recordOrderEvent } from "../../domain/orders/order-events";
import { withOrderHeld } from "../../domain/orders/order-lock";
import { cancelBlocker, refundableCents } from "../../domain/orders/order-rules";
import { toOrderDtos, type OrderRow } from "../../domain/orders/orders.mapper";
import { conflict } from "../../http/errors";
import { actorName, placedOrder, recordMailSent, type OrderChangeContext } from "./order-change";
import { refundCharge, transactionDetails, voidCharge } from "./order-gateway";
import { cancelledMail, sendLifecycleMail, type CancelledPayment } from "./order-lifecycle-mail";
import { describeRestock, remainingToRestock, restockedByLine, returnStock } from "./restock";

export interface CancelInput {
  reason?: string | undefined;
  restock: boolean;
}

type PaymentOutcome =
  | { kind: "none" }
  | { kind: "voided"; transactionId: string; amountCents: number }
  | { kind: "refunded"; transactionId: string | null; amountCents: number; lastFour: string }
  /** The gateway already shows the charge voided: only our record catches up. */
  | { kind: "already_voided"; transactionId: string }
  /** An invoiced (Net 30) order: no gateway; what was received on it is recorded as refunded. */
  | { kind: "invoice"; paidCents: number };

/**
 * Gives the money back as the gateway allows: an unsettled charge is voided whole, a settled one
 * refunded for what is left (total - refunded so far). Nothing to do for an order without a
 * card charge (awaiting_payment, or all of it refunded already). Throws 502 when the gateway
 * refuses or cannot be asked; nothing has been written then.
 */
async function giveMoneyBack(ctx: OrderChangeContext, row: OrderRow): Promise<PaymentOutcome> {
  if (row.paymentMethod === "invoice") return { kind: "invoice", paidCents: toCents(row.amountPaid) };
  const left = refundableCents(row);
  if (!row.transactionId || left <= 0) return { kind: "none" };
  if (row.paymentStatus === "awaiting_payment" || row.paymentStatus === "voided") return { kind: "none" };
  const details = await transactionDetails(ctx, row.transactionId);
  if (details.outcome === "voided") return { kind: "already_voided", transactionId: row.transactionId };
  if (details.outcome === "declined") return { kind: "none" };
  if (!details.settled) {
    await voidCharge(ctx, row.transactionId);
    return { kind: "voided", transactionId: row.transactionId, amountCents: toCents(row.total) };
  }
  const lastFour = row.cardLastFour ?? details.lastFour ?? "";
  const answer = await refundCharge(ctx, {
    transactionId: row.transactionId,
    amountCents: left,
    lastFour,
    invoiceNumber: shortOrderId(row.id),
  });
  return { kind: "refunded", transactionId: answer.transactionId, amountCents: left, lastFour };
}

function checkCancellable(row: OrderRow | null): OrderRow {
  const order = placedOrder(row);
  const blocker = cancelBlocker(order);
  if (blocker) throw conflict(blocker);
  return order;
}

/** The writes of a cancel whose money is settled: status, stock, refund row, history, activity. */
async function recordCancel(tx: DbOrTx, row: OrderRow, input: CancelInput, payment: PaymentOutcome, actor: Actor): Promise<OrderRow> {
  const who = actorName(actor);
  const lines = parseOrderLines(row.items);
  const restock = input.restock ? remainingToRestock(lines, await restockedByLine(tx, row.id)) : [];
  await returnStock(tx, lines, restock);

  const paymentStatus =
    payment.kind === "voided" || payment.kind === "already_voided"
      ? "voided"
      : payment.kind === "refunded"
        ? "refunded"
        : payment.kind === "invoice"
          ? payment.paidCents > 0
            ? "refunded"
            : "voided"
          : row.paymentStatus;
  const refundedAmount =
    payment.kind === "refunded"
      ? row.total
      : payment.kind === "invoice" && payment.paidCents > 0
        ? fromCents(payment.paidCents)
        : row.refundedAmount;
  const [after] = await tx
    .update(orders)
    .set({ status: "cancelled", paymentStatus, refundedAmount, cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, row.id))
    .returning();
  if (!after) throw new Error(`order ${row.id} vanished while held`);

  const event = (type: "cancelled" | "voided" | "refunded" | "restocked", message: string) =>
    recordOrderEvent(tx, { orderId: row.id, actor: who, type, message });
  await event("cancelled", input.reason ? `Order cancelled: ${input.reason}` : "Order cancelled");
  if (payment.kind === "voided") {
    await event("voided", `Payment of ${formatPrice(fromCents(payment.amountCents))} voided (transaction ${payment.transactionId})`);
  } else if (payment.kind === "already_voided") {
    await event("voided", `The gateway already shows transaction ${payment.transactionId} voided`);
  } else if (payment.kind === "refunded") {
    const amount = fromCents(payment.amountCents);
    await tx.insert(refunds).values({
      orderId: row.id,
      amount,
      reason: input.reason ? `Order cancelled: ${input.reason}` : "Order cancelled",
      restockLines: restock,
      transactionId: payment.transactionId,
      actor: who,
    });
    const card = payment.lastFour ? ` to the card ending ${payment.lastFour}` : "";
    await event(
      "refunded",
      `Refunded ${formatPrice(amount)}${card}${payment.transactionId ? ` (transaction ${payment.transactionId})` : ""}`,
    );
  } else if (payment.kind === "invoice" && payment.paidCents === 0) {
    await event("voided", "Invoice voided: no payment had been received");
  } else if (payment.kind === "invoice") {
    const amount = fromCents(payment.paidCents);
    const reason = `${input.reason ? `Order cancelled: ${input.reason}` : "Order cancelled"}; payments received on invoice to be returned`;
    await tx.insert(refunds).values({ orderId: row.id, amount, reason, restockLines: restock, transactionId: null, actor: who });
    await event("refunded", `Refund of ${formatPrice(amount)} recorded for the payments received on invoice: return it by check or wire`);
  }
  if (restock.length > 0) await event("restocked", `Stock returned: ${describeRestock(lines, restock)}`);

  const changes: Record<string, FieldChange> = { status: { from: row.status, to: "cancelled" } };
  if (paymentStatus !== row.paymentStatus) changes.paymentStatus = { from: row.paymentStatus, to: paymentStatus };
  if (refundedAmount !== row.refundedAmount) changes.refundedAmount = { from: row.refundedAmount, to: refundedAmount };
  if (restock.length > 0) changes.restocked = { to: restock };
  await recordActivity(tx, actor, {
    action: "order.cancel",
    entityType: "order",
    entityId: row.id,
    summary: `Cancelled order #${shortOrderId(row.id)}${input.reason ? `: ${input.reason}` : ""}`,
    changes,
  });
  return after;
}

function mailPayment(payment: PaymentOutcome, row: OrderRow): CancelledPayment {
  if (payment.kind === "voided") return { kind: "voided", amount: fromCents(payment.amountCents) };
  if (payment.kind === "already_voided") return { kind: "voided", amount: row.total };
  if (payment.kind === "refunded") return { kind: "refunded", amount: fromCents(payment.amountCents) };
  if (payment.kind === "invoice")
    return payment.paidCents > 0 ? { kind: "invoice_refunded", amount: fromCents(payment.paidCents) } : { kind: "invoice_voided" };
  return { kind: "none" };
}

/**
 * POST /api/admin/orders/{id}/cancel (and PUT .../status with "cancelled"): status cancelled, the
 * stock of every line back once (minus what refunds already put back), the payment voided or
 * refunded, the customer told. A second cancel is 409 and changes nothing; a gateway that
 * refuses leaves the order as it was (502 saying why).
 */
export async function cancelOrder(ctx: OrderChangeContext, orderId: string, input: CancelInput, actor: Actor): Promise<Order> {
  const { after, payment } = await withOrderHeld(ctx.database, orderId, async (step) => {
    const before = await step(async (_tx, row) => checkCancellable(row));
    const payment = await giveMoneyBack(ctx, before);
    const after = await step(async (tx, row) => recordCancel(tx, checkCancellable(row), input, payment, actor));
    return { after, payment };
  });
  const sent = await sendLifecycleMail(
    ctx,
    cancelledMail(after, mailPayment(payment, after), input.reason, ctx.origin),
    orderId,
    "cancelled",
  );
  if (sent) await recordMailSent(ctx.database.db, orderId, "Cancellation", after.customerEmail);
  const [dto] = await toOrderDtos(ctx.database.db, [after]);
  return dto!;
}
