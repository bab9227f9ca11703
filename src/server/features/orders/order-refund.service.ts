import { eq, sql } from "drizzle-orm";
import { parseOrderLines, type OrderLine } from "../../../shared/contracts/order-line";
import { shortOrderId, type Refund } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { orders, refunds } from "../../db/schema/orders";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { recordOrderEvent } from "../../domain/orders/order-events";
import { withOrderHeld } from "../../domain/orders/order-lock";
import { paymentStatusAfterRefund, refundableCents, refundBlocker } from "../../domain/orders/order-rules";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import { badRequest, conflict } from "../../http/errors";
import { actorName, placedOrder, recordMailSent, type OrderChangeContext } from "./order-change";
import { refundCharge, transactionDetails } from "./order-gateway";
import { refundedMail, sendLifecycleMail } from "./order-lifecycle-mail";
import { describeRestock, mergeRestockLines, restockedByLine, returnStock, type RestockLine } from "./restock";

export interface RefundRequest {
  amount: string;
  reason: string;
  restockLines?: RestockLine[] | undefined;
}

type RefundRow = typeof refunds.$inferSelect;

export function toRefundDto(row: RefundRow): Refund {
  return {
    id: row.id,
    amount: fromCents(toCents(row.amount)),
    reason: row.reason,
    restockLines: row.restockLines,
    transactionId: row.transactionId,
    actor: row.actor,
    createdAt: row.createdAt.toISOString(),
  };
}

const NOT_SETTLED =
  "This payment has not settled yet, so it cannot be refunded in part: cancel the order to void the whole payment instead.";

/** The checks that need no gateway: state, amount, lines. Returns the lines to put back. */
async function checkRefund(
  tx: DbOrTx,
  held: OrderRow | null,
  request: RefundRequest,
): Promise<{ row: OrderRow; lines: OrderLine[]; restock: RestockLine[] }> {
  const row = placedOrder(held);
  const blocker = refundBlocker(row);
  if (blocker) throw conflict(blocker);
  const cents = toCents(request.amount);
  if (cents <= 0) throw badRequest("amount: must be more than 0.00");
  const left = refundableCents(row);
  if (cents > left)
    throw conflict(`The refund of ${formatPrice(request.amount)} is more than is left to refund (${formatPrice(fromCents(left))}).`);

  const lines = parseOrderLines(row.items);
  const restock = mergeRestockLines(request.restockLines ?? []);
  const done = await restockedByLine(tx, row.id);
  for (const { index, quantity } of restock) {
    const line = lines[index];
    if (!line) throw badRequest(`restockLines: the order has no line ${index} (it has ${lines.length}, numbered from 0)`);
    const open = line.quantity - (done.get(index) ?? 0);
    if (quantity > open) {
      throw conflict(`Only ${open} of ${line.quantity} x ${line.productName} can go back to stock; the rest went back already.`);
    }
  }
  return { row, lines, restock };
}

async function recordRefund(
  tx: DbOrTx,
  row: OrderRow,
  lines: OrderLine[],
  restock: RestockLine[],
  request: RefundRequest,
  transactionId: string | null,
  actor: Actor,
): Promise<{ refund: RefundRow; after: OrderRow }> {
  const who = actorName(actor);
  const amount = fromCents(toCents(request.amount));
  const refundedCents = toCents(row.refundedAmount) + toCents(amount);
  const paymentStatus = paymentStatusAfterRefund(row, refundedCents);
  await returnStock(tx, lines, restock);
  const [refund] = await tx
    .insert(refunds)
    .values({ orderId: row.id, amount, reason: request.reason, restockLines: restock, transactionId, actor: who })
    .returning();
  const [after] = await tx
    .update(orders)
    .set({ refundedAmount: fromCents(refundedCents), paymentStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, row.id))
    .returning();
  if (!refund || !after) throw new Error(`order ${row.id} vanished while held`);
  await recordOrderEvent(tx, {
    orderId: row.id,
    actor: who,
    type: "refunded",
    message: `Refunded ${formatPrice(amount)}: ${request.reason}${transactionId ? ` (transaction ${transactionId})` : ""}`,
  });
  if (restock.length > 0) {
    await recordOrderEvent(tx, {
      orderId: row.id,
      actor: who,
      type: "restocked",
      message: `Stock returned: ${describeRestock(lines, restock)}`,
    });
  }
  await recordActivity(tx, actor, {
    action: "order.refund",
    entityType: "order",
    entityId: row.id,
    summary: `Refunded ${formatPrice(amount)} of order #${shortOrderId(row.id)}: ${request.reason}`,
    changes: {
      refundedAmount: { from: row.refundedAmount, to: after.refundedAmount },
      ...(paymentStatus !== row.paymentStatus ? { paymentStatus: { from: row.paymentStatus, to: paymentStatus } } : {}),
      ...(restock.length > 0 ? { restocked: { to: restock } } : {}),
    },
  });
  return { refund, after };
}

/**
 * POST /api/admin/orders/{id}/refunds: part or all of a settled card payment back through the
 * gateway, optionally with some lines' units back in stock. 409 over what is left, on an
 * unsettled payment (cancel voids it instead), on a cancelled order or one without a settled
 * card payment; 502 when the gateway refuses (nothing changed).
 */
export async function refundOrder(ctx: OrderChangeContext, orderId: string, request: RefundRequest, actor: Actor): Promise<Refund> {
  const { refund, after } = await withOrderHeld(ctx.database, orderId, async (step) => {
    const { row } = await step((tx, held) => checkRefund(tx, held, request));
    const details = await transactionDetails(ctx, row.transactionId!);
    if (details.outcome === "review")
      throw conflict("This payment is still held for review at the gateway: approve it there before refunding.");
    if (details.outcome !== "approved") throw conflict(`There is no payment to refund: the gateway shows this charge ${details.outcome}.`);
    if (!details.settled) throw conflict(NOT_SETTLED);
    const answer = await refundCharge(ctx, {
      transactionId: row.transactionId!,
      amountCents: toCents(request.amount),
      lastFour: row.cardLastFour ?? details.lastFour ?? "",
      invoiceNumber: shortOrderId(row.id),
    });
    return step(async (tx, held) => {
      const checked = await checkRefund(tx, held, request);
      return recordRefund(tx, checked.row, checked.lines, checked.restock, request, answer.transactionId, actor);
    });
  });
  const sent = await sendLifecycleMail(ctx, refundedMail(after, refund.amount, refund.reason, ctx.origin), orderId, "refund");
  if (sent) await recordMailSent(ctx.database.db, orderId, "Refund", after.customerEmail);
  return toRefundDto(refund);
}
