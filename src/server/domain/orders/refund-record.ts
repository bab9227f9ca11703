import { eq, sql } from "drizzle-orm";
import { parseOrderLines } from "../../../shared/contracts/order-line";
import { shortOrderId, type Refund } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { orders, refunds } from "../../db/schema/orders";
import { recordActivity, type RecordedActor } from "../activity/record-activity";
import { recordOrderEvent } from "./order-events";
import { emitOrderEvent } from "../webhooks/webhook-events";
import { paymentStatusAfterRefund } from "./order-rules";
import type { OrderRow } from "./orders.mapper";
import { queueOrderMail, refundedMail } from "./order-lifecycle-mail";
import { describeRestock, returnStock } from "./restock";

export type RefundRow = typeof refunds.$inferSelect;

export function toRefundDto(row: RefundRow): Refund {
  return {
    id: row.id,
    amount: fromCents(toCents(row.amount)),
    reason: row.reason,
    restockLines: row.restockLines,
    status: row.status,
    reference: row.reference,
    transactionId: row.transactionId,
    actor: row.actor,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "answer": the gateway's own answer to the request; "look-up": found by the sweeper (or the next change) after the answer was lost. */
export type RecordedVia = "answer" | "look-up";
const viaNote = (via: RecordedVia) => (via === "look-up" ? "; confirmed with the gateway after its answer was lost" : "");

/**
 * A refund the gateway carried out, recorded: the row succeeded with the gateway's transaction, the
 * order's refundedAmount and paymentStatus, its lines back in stock, the history, the activity log
 * (by the admin who asked) and the customer's mail, all in the transaction that ends the intent.
 */
export async function recordRefundSucceeded(
  tx: DbOrTx,
  row: OrderRow,
  pending: RefundRow,
  result: { transactionId: string | null; amountCents: number; via: RecordedVia },
  actor: RecordedActor,
  origin: string,
  options: { mail: boolean } = { mail: true },
): Promise<{ refund: RefundRow; after: OrderRow }> {
  const amount = fromCents(result.amountCents);
  const refundedCents = toCents(row.refundedAmount) + result.amountCents;
  const paymentStatus = paymentStatusAfterRefund(row, refundedCents);
  const lines = parseOrderLines(row.items);
  await returnStock(tx, lines, pending.restockLines);
  const [refund] = await tx
    .update(refunds)
    .set({ status: "succeeded", amount, transactionId: result.transactionId, finishedAt: sql`now()` })
    .where(eq(refunds.id, pending.id))
    .returning();
  const [after] = await tx
    .update(orders)
    .set({ refundedAmount: fromCents(refundedCents), paymentStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, row.id))
    .returning();
  if (!refund || !after) throw new Error(`order ${row.id} or its refund ${pending.id} vanished while held`);
  await recordOrderEvent(tx, {
    orderId: row.id,
    actor: pending.actor,
    type: "refunded",
    message: `Refunded ${formatPrice(amount)}: ${pending.reason}${result.transactionId ? ` (transaction ${result.transactionId})` : ""}${viaNote(result.via)}`,
  });
  if (pending.restockLines.length > 0) {
    await recordOrderEvent(tx, {
      orderId: row.id,
      actor: pending.actor,
      type: "restocked",
      message: `Stock returned: ${describeRestock(lines, pending.restockLines)}`,
    });
  }
  await recordActivity(tx, actor, {
    action: "order.refund",
    entityType: "order",
    entityId: row.id,
    summary: `Refunded ${formatPrice(amount)} of order #${shortOrderId(row.id)}: ${pending.reason}`,
    changes: {
      refundedAmount: { from: row.refundedAmount, to: after.refundedAmount },
      ...(paymentStatus !== row.paymentStatus ? { paymentStatus: { from: row.paymentStatus, to: paymentStatus } } : {}),
      ...(pending.restockLines.length > 0 ? { restocked: { to: pending.restockLines } } : {}),
    },
  });
  await emitOrderEvent(tx, "order.refunded", after, {
    refund: { id: refund.id, amount: toRefundDto(refund).amount, reason: refund.reason, full: paymentStatus === "refunded" },
    restocked: pending.restockLines,
  });
  if (options.mail) await queueOrderMail(tx, refundedMail(after, refund.amount, refund.reason, origin), row.id, "Refund");
  return { refund, after };
}

/**
 * A refund that moved no money: the row failed, with why. Found by a look-up (nobody saw the
 * gateway's answer), the history says so too; a refusal the admin was shown needs no history line.
 */
export async function recordRefundFailed(tx: DbOrTx, pending: RefundRow, why: string, via: RecordedVia): Promise<RefundRow> {
  const [failed] = await tx
    .update(refunds)
    .set({ status: "failed", failure: why, finishedAt: sql`now()` })
    .where(eq(refunds.id, pending.id))
    .returning();
  if (via === "look-up") {
    await recordOrderEvent(tx, {
      orderId: pending.orderId,
      actor: "system",
      type: "note",
      message: `The refund of ${formatPrice(pending.amount)} asked by ${pending.actor} did not go through: ${why} Nothing was refunded.`,
    });
  }
  return failed!;
}
