import { eq } from "drizzle-orm";
import { cancelGivesMoneyBack, type Order } from "../../../shared/contracts/orders";
import { hasPermission, permissionRefusal, type PermissionHolder } from "../../../shared/contracts/permissions";
import { toCents } from "../../../shared/money";
import { orders } from "../../db/schema/orders";
import type { Actor } from "../../domain/activity/record-activity";
import { lockedStep } from "../../domain/orders/order-lock";
import { cancelBlocker, refundableCents } from "../../domain/orders/order-rules";
import { toOrderDtos, type OrderRow } from "../../domain/orders/orders.mapper";
import { conflict, forbidden } from "../../lib/errors";
import { failpoint } from "../../lib/failpoint";
import { cancelText, recordCancel, type CancelInput, type CancelPayment } from "../../domain/orders/cancel-record";
import { assertNoIntent, finishAnswered, whenNoIntent, writeIntent } from "../../domain/orders/intent-steps";
import { placedOrder, recordedActor, type OrderChangeContext } from "../../domain/orders/order-change";
import { askGateway, gatewayProblem, transactionDetails } from "../../domain/orders/order-gateway";

export type { CancelInput } from "../../domain/orders/cancel-record";

/** How a cancel gives the money back: recorded at once (nothing for the gateway to do), or a void or refund to ask for. */
type CancelPlan =
  | { kind: "record"; payment: CancelPayment }
  | { kind: "void"; transactionId: string }
  | { kind: "refund"; transactionId: string; lastFour: string };

/**
 * What the gateway allows: an unsettled charge is voided whole, a settled one refunded for what is
 * left (total - refunded so far). Nothing to ask for an order without a card charge (awaiting
 * payment, or all of it refunded already), an invoiced one, or a charge the gateway already shows
 * voided or declined. Throws 502 when the gateway cannot be asked; nothing has been written then.
 */
async function planCancel(ctx: OrderChangeContext, row: OrderRow): Promise<CancelPlan> {
  if (row.paymentMethod === "invoice") return { kind: "record", payment: { kind: "invoice", paidCents: toCents(row.amountPaid) } };
  if (!row.transactionId || refundableCents(row) <= 0) return { kind: "record", payment: { kind: "none" } };
  if (row.paymentStatus === "awaiting_payment" || row.paymentStatus === "voided") return { kind: "record", payment: { kind: "none" } };
  const details = await transactionDetails(ctx, row.transactionId);
  if (details.outcome === "voided") return { kind: "record", payment: { kind: "already_voided", transactionId: row.transactionId } };
  if (details.outcome === "declined") return { kind: "record", payment: { kind: "none" } };
  if (!details.settled) return { kind: "void", transactionId: row.transactionId };
  return { kind: "refund", transactionId: row.transactionId, lastFour: row.cardLastFour ?? details.lastFour ?? "" };
}

function checkCancellable(row: OrderRow | null): OrderRow {
  const order = placedOrder(row);
  const blocker = cancelBlocker(order);
  if (blocker) throw conflict(blocker);
  return order;
}

/** Checked on the held row, before the gateway is asked: a cancel that gives money back is a refund too. */
function checkMayGiveBack(order: OrderRow, actor: PermissionHolder): void {
  if (cancelGivesMoneyBack(order) && !hasPermission(actor, "refunds")) throw forbidden(permissionRefusal("refunds"));
}

async function toDto(ctx: OrderChangeContext, row: OrderRow): Promise<Order> {
  const [dto] = await toOrderDtos(ctx.database.db, [row]);
  return dto!;
}

/**
 * POST /api/admin/orders/{id}/cancel (and PUT .../status with "cancelled"): status cancelled, the
 * stock of every line back once (minus what refunds already put back), the payment voided or
 * refunded, the customer told in one mail that names the void or the refund. A second cancel is
 * 409 and changes nothing; so is one while another void or refund of the order waits for the
 * gateway. A gateway that refuses leaves the order as it was (502 saying why); one that does not
 * answer leaves the cancel pending, to be finished by the sweeper (decision 0066).
 */
export async function cancelOrder(
  ctx: OrderChangeContext,
  orderId: string,
  input: CancelInput,
  actor: Actor & PermissionHolder,
): Promise<Order> {
  const who = recordedActor(actor);
  const before = await whenNoIntent(ctx, orderId, async (_tx, row) => {
    const order = checkCancellable(row);
    checkMayGiveBack(order, actor);
    return order;
  });
  const plan = await planCancel(ctx, before);

  const startedAt = Date.now();
  const step = await lockedStep(ctx.database, orderId, async (tx, row) => {
    await assertNoIntent(tx, orderId, ctx.timeoutMs);
    const order = checkCancellable(row);
    const record = (payment: CancelPayment) => recordCancel(tx, order, input, payment, who, { origin: ctx.origin, via: "answer" });
    if (plan.kind === "record") return { kind: "done" as const, after: await record(plan.payment) };
    // Re-read on the held row: a refund may have finished since the plan was made.
    const amountCents = plan.kind === "void" ? toCents(order.total) : refundableCents(order);
    if (amountCents <= 0) return { kind: "done" as const, after: await record({ kind: "none" }) };
    const written = await writeIntent(tx, order, {
      purpose: "cancel",
      action: plan.kind,
      amountCents,
      chargeTransactionId: plan.transactionId,
      ...(plan.kind === "refund" ? { refund: { reason: cancelText(input), restockLines: [] } } : {}),
      cancel: input,
      actor: who,
    });
    return { kind: "asking" as const, intent: written.intent };
  });
  if (step.kind === "done") {
    ctx.mailWorker.kick();
    return toDto(ctx, step.after);
  }

  const { intent } = step;
  const answer = await askGateway(
    ctx,
    plan.kind === "refund"
      ? {
          action: "refund",
          body: {
            transactionId: plan.transactionId,
            amountCents: toCents(intent.amount),
            lastFour: plan.lastFour,
            reference: intent.reference,
          },
        }
      : { action: "void", body: { transactionId: intent.chargeTransactionId, reference: intent.reference } },
    startedAt,
  );
  if (answer.kind === "approved") failpoint(ctx.failpoint, plan.kind === "refund" ? "after-refund-gateway" : "after-void-gateway");
  const finished = await finishAnswered(ctx, intent, answer);
  ctx.mailWorker.kick();
  if (finished.kind === "cancelled") return toDto(ctx, finished.after);
  if (finished.kind === "gone") {
    // Finished meanwhile by the sweeper: the order says how.
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    if (row?.status === "cancelled") return toDto(ctx, row);
    throw gatewayProblem(
      `The ${intent.action} was recorded as failed meanwhile: the payment gateway had no record of it. Nothing was changed.`,
    );
  }
  throw gatewayProblem(
    `The payment gateway refused the ${intent.action}: ${answer.kind === "refused" ? answer.message : ""} Nothing was changed.`,
  );
}
