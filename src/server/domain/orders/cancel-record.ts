import { eq, sql } from "drizzle-orm";
import { parseOrderLines } from "../../../shared/contracts/order-line";
import { shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { orders, refunds } from "../../db/schema/orders";
import { recordActivity, type FieldChange, type RecordedActor } from "../activity/record-activity";
import { recordOrderEvent } from "./order-events";
import { emitOrderEvent } from "../webhooks/webhook-events";
import { paymentStatusAfterRefund } from "./order-rules";
import type { OrderRow } from "./orders.mapper";
import { cancelledMail, queueOrderMail, type CancelledPayment } from "./order-lifecycle-mail";
import type { RecordedVia, RefundRow } from "./refund-record";
import { describeRestock, remainingToRestock, restockedByLine, returnStock } from "./restock";

export interface CancelInput {
  reason?: string | null | undefined;
  restock: boolean;
}

/** What happened to the money of a cancelled order. */
export type CancelPayment =
  | { kind: "none" }
  | { kind: "voided"; transactionId: string; amountCents: number }
  /** The pending refund row of the cancel's intent, now carried out by the gateway. */
  | { kind: "refunded"; refund: RefundRow; transactionId: string | null; amountCents: number; lastFour: string | null }
  /** The gateway already shows the charge voided: only our record catches up. */
  | { kind: "already_voided"; transactionId: string }
  /** An invoiced (Net 30) order: no gateway; what was received on it is recorded as refunded. */
  | { kind: "invoice"; paidCents: number };

export const cancelText = (input: CancelInput) => (input.reason ? `Order cancelled: ${input.reason}` : "Order cancelled");

/** A refund moves refundedAmount by what the gateway refunded (normally all that was left: then "refunded"). */
const refundedCentsAfter = (row: OrderRow, payment: { amountCents: number }) => toCents(row.refundedAmount) + payment.amountCents;

function paymentStatusAfter(row: OrderRow, payment: CancelPayment): OrderRow["paymentStatus"] {
  if (payment.kind === "voided" || payment.kind === "already_voided") return "voided";
  if (payment.kind === "refunded") return paymentStatusAfterRefund(row, refundedCentsAfter(row, payment));
  if (payment.kind === "invoice") return payment.paidCents > 0 ? "refunded" : "voided";
  return row.paymentStatus;
}

function refundedAmountAfter(row: OrderRow, payment: CancelPayment): string {
  if (payment.kind === "refunded") return fromCents(refundedCentsAfter(row, payment));
  if (payment.kind === "invoice" && payment.paidCents > 0) return fromCents(payment.paidCents);
  return row.refundedAmount;
}

function mailPayment(payment: CancelPayment, row: OrderRow): CancelledPayment {
  if (payment.kind === "voided") return { kind: "voided", amount: fromCents(payment.amountCents) };
  if (payment.kind === "already_voided") return { kind: "voided", amount: row.total };
  if (payment.kind === "refunded") return { kind: "refunded", amount: fromCents(payment.amountCents) };
  if (payment.kind === "invoice")
    return payment.paidCents > 0 ? { kind: "invoice_refunded", amount: fromCents(payment.paidCents) } : { kind: "invoice_voided" };
  return { kind: "none" };
}

/**
 * The writes of a cancel whose money is settled: status, stock (what refunds have not put back
 * yet), the refund row, history, activity, and the one cancellation mail naming the void or the
 * refund. `actor.email` is how the history names the admin who asked.
 */
export async function recordCancel(
  tx: DbOrTx,
  row: OrderRow,
  input: CancelInput,
  payment: CancelPayment,
  actor: RecordedActor,
  mail: { origin: string; via: RecordedVia },
): Promise<OrderRow> {
  const lines = parseOrderLines(row.items);
  const restock = input.restock ? remainingToRestock(lines, await restockedByLine(tx, row.id)) : [];
  await returnStock(tx, lines, restock);

  const paymentStatus = paymentStatusAfter(row, payment);
  const refundedAmount = refundedAmountAfter(row, payment);
  const [after] = await tx
    .update(orders)
    .set({ status: "cancelled", paymentStatus, refundedAmount, cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, row.id))
    .returning();
  if (!after) throw new Error(`order ${row.id} vanished while held`);

  const confirmed = mail.via === "look-up" ? "; confirmed with the gateway after its answer was lost" : "";
  const event = (type: "cancelled" | "voided" | "refunded" | "restocked", message: string) =>
    recordOrderEvent(tx, { orderId: row.id, actor: actor.email, type, message });
  await event("cancelled", cancelText(input));
  if (payment.kind === "voided") {
    await event(
      "voided",
      `Payment of ${formatPrice(fromCents(payment.amountCents))} voided (transaction ${payment.transactionId})${confirmed}`,
    );
  } else if (payment.kind === "already_voided") {
    await event("voided", `The gateway already shows transaction ${payment.transactionId} voided`);
  } else if (payment.kind === "refunded") {
    const amount = fromCents(payment.amountCents);
    await tx
      .update(refunds)
      .set({ status: "succeeded", amount, restockLines: restock, transactionId: payment.transactionId, finishedAt: sql`now()` })
      .where(eq(refunds.id, payment.refund.id));
    const card = payment.lastFour ? ` to the card ending ${payment.lastFour}` : "";
    await event(
      "refunded",
      `Refunded ${formatPrice(amount)}${card}${payment.transactionId ? ` (transaction ${payment.transactionId})` : ""}${confirmed}`,
    );
  } else if (payment.kind === "invoice" && payment.paidCents === 0) {
    await event("voided", "Invoice voided: no payment had been received");
  } else if (payment.kind === "invoice") {
    const amount = fromCents(payment.paidCents);
    const reason = `${cancelText(input)}; payments received on invoice to be returned`;
    await tx
      .insert(refunds)
      .values({ orderId: row.id, amount, reason, restockLines: restock, transactionId: null, actor: actor.email, status: "succeeded" });
    await event("refunded", `Refund of ${formatPrice(amount)} recorded for the payments received on invoice: return it by check or wire`);
  }
  if (restock.length > 0) await event("restocked", `Stock returned: ${describeRestock(lines, restock)}`);
  await emitOrderEvent(tx, "order.cancelled", after, { reason: input.reason ?? null, payment: payment.kind, restocked: restock });
  // Money given back by the cancel is a refund too, for a receiver that follows refunds.
  const refundedCents = payment.kind === "refunded" ? payment.amountCents : payment.kind === "invoice" ? payment.paidCents : 0;
  if (refundedCents > 0) await emitOrderEvent(tx, "order.refunded", after, { refund: { amount: fromCents(refundedCents), full: true } });

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
  await queueOrderMail(
    tx,
    cancelledMail(after, mailPayment(payment, after), input.reason ?? undefined, mail.origin),
    row.id,
    "Cancellation",
  );
  return after;
}
