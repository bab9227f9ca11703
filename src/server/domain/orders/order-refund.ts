import { eq } from "drizzle-orm";
import { isServiceLine, parseOrderLines, type OrderLine } from "../../../shared/contracts/order-line";
import type { Refund } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { refunds } from "../../db/schema/orders";
import type { Actor } from "../activity/record-activity";
import { lockedStep } from "./order-lock";
import { refundableCents, refundBlocker } from "./order-rules";
import type { OrderRow } from "./orders.mapper";
import { badRequest, conflict } from "../../lib/errors";
import { failpoint } from "../../lib/failpoint";
import { assertNoIntent, finishAnswered, whenNoIntent, writeIntent } from "./intent-steps";
import { placedOrder, recordedActor, type OrderChangeContext } from "./order-change";
import { askGateway, gatewayProblem, transactionDetails } from "./order-gateway";
import { toRefundDto, type RefundRow } from "./refund-record";
import { mergeRestockLines, restockedByLine, type RestockLine } from "./restock";

export interface RefundRequest {
  amount: string;
  reason: string;
  restockLines?: RestockLine[] | undefined;
}

export const NOT_SETTLED =
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
    if (isServiceLine(line))
      throw badRequest(`restockLines: line ${index} is service work (${line.productName}): it took nothing from stock`);
    const open = line.quantity - (done.get(index) ?? 0);
    if (quantity > open) {
      throw conflict(`Only ${open} of ${line.quantity} x ${line.productName} can go back to stock; the rest went back already.`);
    }
  }
  return { row, lines, restock };
}

/**
 * What another change that gives money back (a returned unit, extensions §7) adds to a refund. Its
 * own records are written with the refund's: by this request when the gateway answers; when the
 * answer is lost, the sweeper records the refund alone (the order's refund mail, no `within`), and
 * the caller finds its pending refund again by the link `written` made.
 */
export interface RefundHooks {
  /** Run on the held order before the refund is written down as pending (twice: before and after the settlement check): throw to stop. */
  check?: (tx: DbOrTx, order: OrderRow) => Promise<void>;
  /** Run in the transaction that writes the pending refund, before the gateway is asked: the caller's link to it. */
  written?: (tx: DbOrTx, pending: RefundRow) => Promise<void>;
  /** Run in the transaction that records the refund the gateway approved in its answer: the caller's own records. */
  within?: (tx: DbOrTx, recorded: { refund: RefundRow; after: OrderRow }) => Promise<void>;
  /** The refund e-mail of the order (default true): false when the caller's own mail tells the customer. */
  mail?: boolean | undefined;
}

/**
 * POST /api/admin/orders/{id}/refunds: part or all of a settled card payment back through the
 * gateway, optionally with some lines' units back in stock. 409 over what is left, on an
 * unsettled payment (cancel voids it instead), on a cancelled order or one without a settled
 * card payment, and while another void or refund of the order waits for the gateway; 502 when
 * the gateway refuses (the refund is recorded as failed, nothing else changed) or does not answer
 * (recorded as pending: the sweeper finds out what happened).
 *
 * The refund is written down as pending and committed before the gateway is asked (decision 0066);
 * no lock is held while the gateway answers. A returned unit's refund (extensions §7) takes the same
 * path with its hooks.
 */
export async function refundOrder(
  ctx: OrderChangeContext,
  orderId: string,
  request: RefundRequest,
  actor: Actor,
  hooks: RefundHooks = {},
): Promise<Refund> {
  const checked = async (tx: DbOrTx, held: OrderRow | null) => {
    const result = await checkRefund(tx, held, request);
    await hooks.check?.(tx, result.row);
    return result;
  };
  const { row } = await whenNoIntent(ctx, orderId, checked);
  const details = await transactionDetails(ctx, row.transactionId!);
  if (details.outcome === "review")
    throw conflict("This payment is still held for review at the gateway: approve it there before refunding.");
  if (details.outcome !== "approved") throw conflict(`There is no payment to refund: the gateway shows this charge ${details.outcome}.`);
  if (!details.settled) throw conflict(NOT_SETTLED);

  const startedAt = Date.now();
  const { intent, refund: pending } = await lockedStep(ctx.database, orderId, async (tx, held) => {
    await assertNoIntent(tx, orderId, ctx.timeoutMs);
    const { row: order, restock } = await checked(tx, held);
    const written = await writeIntent(tx, order, {
      purpose: "refund",
      action: "refund",
      amountCents: toCents(request.amount),
      chargeTransactionId: order.transactionId!,
      refund: { reason: request.reason, restockLines: restock },
      actor: recordedActor(actor),
    });
    await hooks.written?.(tx, written.refund!);
    return written;
  });
  const answer = await askGateway(
    ctx,
    {
      action: "refund",
      body: {
        transactionId: intent.chargeTransactionId,
        amountCents: toCents(intent.amount),
        lastFour: row.cardLastFour ?? details.lastFour ?? "",
        reference: intent.reference,
      },
    },
    startedAt,
  );
  if (answer.kind === "approved") failpoint(ctx.failpoint, "after-refund-gateway");
  const finished = await finishAnswered(ctx, intent, answer, { mail: hooks.mail, within: hooks.within });
  ctx.mailWorker.kick();
  const refund =
    finished.kind === "refunded" || finished.kind === "refund_failed"
      ? finished.refund
      : (await ctx.database.db.select().from(refunds).where(eq(refunds.id, pending!.id)))[0]!;
  if (refund.status !== "succeeded") {
    const why = answer.kind === "refused" ? answer.message : (refund.failure ?? "");
    throw gatewayProblem(`The payment gateway refused the refund: ${why} Nothing was changed.`);
  }
  return toRefundDto(refund);
}
