// A void or refund written down before the gateway is asked, and finished exactly once (extensions
// §13, decision 0066): by the request that asked, with the gateway's answer; or, when that answer
// was lost (a crash, a timeout), by whoever comes next once the gateway timeout has passed (the
// sweeper, or another admin's change of the order) after asking the gateway by the intent's reference.
import { and, eq } from "drizzle-orm";
import { toCents, fromCents } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { gatewayIntents, refunds } from "../../db/schema/orders";
import type { RecordedActor } from "../activity/record-activity";
import { recordOrderEvent } from "./order-events";
import { describeIntent, intentReference, intentState, pendingIntentOf, type GatewayIntent } from "./gateway-intents";
import { lockedStep } from "./order-lock";
import type { OrderRow } from "./orders.mapper";
import { conflict } from "../../lib/errors";
import { isTimeout, withTimeout } from "../../lib/timeout";
import { recordCancel, type CancelInput } from "./cancel-record";
import type { OrderChangeContext } from "./order-change";
import { gatewayProblem, type FollowUpAnswer } from "./order-gateway";
import { recordRefundFailed, recordRefundSucceeded, type RecordedVia, type RefundRow } from "./refund-record";
import type { RestockLine } from "./restock";

/** What an admin's change writes down before it asks the gateway. */
export interface IntentSpec {
  purpose: GatewayIntent["purpose"];
  action: GatewayIntent["action"];
  amountCents: number;
  chargeTransactionId: string;
  /** The refund row to write as pending (a refund, or a cancel that refunds). */
  refund?: { reason: string; restockLines: RestockLine[] };
  cancel?: CancelInput;
  actor: RecordedActor;
}

/** Writes the intent (and the pending refund row) in the change's transaction; the caller commits it before asking the gateway. */
export async function writeIntent(
  tx: DbOrTx,
  row: OrderRow,
  spec: IntentSpec,
): Promise<{ intent: GatewayIntent; refund: RefundRow | null }> {
  const reference = intentReference(row.id, spec.action);
  const amount = fromCents(spec.amountCents);
  let refund: RefundRow | undefined;
  if (spec.refund) {
    [refund] = await tx
      .insert(refunds)
      .values({
        orderId: row.id,
        amount,
        reason: spec.refund.reason,
        restockLines: spec.refund.restockLines,
        transactionId: null,
        actor: spec.actor.email,
        status: "pending",
        reference,
      })
      .returning();
  }
  const [intent] = await tx
    .insert(gatewayIntents)
    .values({
      orderId: row.id,
      purpose: spec.purpose,
      action: spec.action,
      reference,
      chargeTransactionId: spec.chargeTransactionId,
      amount,
      refundId: refund?.id ?? null,
      cancelReason: spec.cancel?.reason ?? null,
      restock: spec.cancel?.restock ?? false,
      actorId: spec.actor.id,
      actorEmail: spec.actor.email,
    })
    .returning();
  return { intent: intent!, refund: refund ?? null };
}

/** The gateway's verdict on an intent: carried out (with what it says moved), or not. */
export type IntentResult =
  | { kind: "approved"; transactionId: string | null; amountCents: number; via: RecordedVia }
  | { kind: "failed"; why: string; via: RecordedVia };

export type Finished =
  | { kind: "refunded"; refund: RefundRow; after: OrderRow }
  | { kind: "refund_failed"; refund: RefundRow }
  | { kind: "cancelled"; after: OrderRow }
  | { kind: "cancel_failed" }
  /** Someone else finished it first (the sweeper, another process): read the outcome from the records. */
  | { kind: "gone" };

/** What the request that asked for a refund adds when it records the answer itself (a returned unit's records, refund-hooks). */
export interface RefundFollow {
  mail?: boolean | undefined;
  within?: ((tx: DbOrTx, recorded: { refund: RefundRow; after: OrderRow }) => Promise<void>) | undefined;
}

/**
 * Records the result of an intent, once: the intent row is deleted in the transaction that records
 * it, so of two processes finishing it together (a late answer and the sweeper, two sweepers) the
 * database lets exactly one through; the other gets "gone".
 */
export function finishIntent(
  ctx: Pick<OrderChangeContext, "database" | "origin">,
  intent: GatewayIntent,
  result: IntentResult,
  follow: RefundFollow = {},
): Promise<Finished> {
  return lockedStep(ctx.database, intent.orderId, async (tx, row): Promise<Finished> => {
    const [mine] = await tx
      .delete(gatewayIntents)
      .where(and(eq(gatewayIntents.orderId, intent.orderId), eq(gatewayIntents.reference, intent.reference)))
      .returning();
    if (!mine || !row) return { kind: "gone" };
    const actor: RecordedActor = { id: mine.actorId, email: mine.actorEmail };
    const [pending] = mine.refundId ? await tx.select().from(refunds).where(eq(refunds.id, mine.refundId)) : [];

    if (result.kind === "failed") {
      // A cancel's refund row fails with it; the history names the cancel, not the refund.
      const refund = pending ? await recordRefundFailed(tx, pending, result.why, mine.purpose === "refund" ? result.via : "answer") : null;
      if (mine.purpose === "refund" && refund) return { kind: "refund_failed", refund };
      if (result.via === "look-up") {
        await recordOrderEvent(tx, {
          orderId: mine.orderId,
          actor: "system",
          type: "note",
          message: `${capitalized(describeIntent(mine))} asked by ${mine.actorEmail} did not go through: ${result.why} The order was not cancelled.`,
        });
      }
      return { kind: "cancel_failed" };
    }

    if (mine.purpose === "refund") {
      if (!pending) throw new Error(`intent ${mine.reference}: its refund row is missing`);
      const done = await recordRefundSucceeded(tx, row, pending, result, actor, ctx.origin, { mail: follow.mail ?? true });
      await follow.within?.(tx, done);
      return { kind: "refunded", ...done };
    }
    const input: CancelInput = { reason: mine.cancelReason, restock: mine.restock };
    const payment =
      mine.action === "void"
        ? { kind: "voided" as const, transactionId: mine.chargeTransactionId, amountCents: toCents(mine.amount) }
        : {
            kind: "refunded" as const,
            refund: pending!,
            transactionId: result.transactionId,
            amountCents: result.amountCents,
            lastFour: row.cardLastFour,
          };
    const after = await recordCancel(tx, row, input, payment, actor, { origin: ctx.origin, via: result.via });
    return { kind: "cancelled", after };
  });
}

/**
 * Records the gateway's own answer by the request that asked for the void or refund. No answer
 * (a timeout, a lost connection): 502, and the intent stays pending for the sweeper to finish.
 */
export function finishAnswered(
  ctx: Pick<OrderChangeContext, "database" | "origin" | "timeoutMs" | "sweepIntervalS">,
  intent: GatewayIntent,
  answer: FollowUpAnswer,
  follow: RefundFollow = {},
): Promise<Finished> {
  if (answer.kind === "unknown") throw answerLost(ctx, intent);
  const result: IntentResult =
    answer.kind === "approved"
      ? { kind: "approved", transactionId: answer.transactionId, amountCents: toCents(intent.amount), via: "answer" }
      : { kind: "failed", why: answer.message, via: "answer" };
  return finishIntent(ctx, intent, result, follow);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "30 s", or "400 ms" below a second. */
export const duration = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/**
 * Finishes an intent whose answer was lost: asks the gateway by the intent's reference (outside any
 * transaction) and records what it says. Throws when the gateway cannot be asked; the intent then
 * stays for the next try.
 */
export async function finishAbandoned(
  ctx: Pick<OrderChangeContext, "database" | "origin" | "gateway" | "timeoutMs">,
  intent: GatewayIntent,
): Promise<Finished> {
  const found = await withTimeout(ctx.timeoutMs, `the ${ctx.gateway.kind} gateway's look-up of ${intent.reference}`, (signal) =>
    ctx.gateway.findFollowUp(
      { action: intent.action, reference: intent.reference, chargeTransactionId: intent.chargeTransactionId },
      { signal },
    ),
  );
  const result: IntentResult = found
    ? { kind: "approved", transactionId: found.transactionId, amountCents: found.amountCents || toCents(intent.amount), via: "look-up" }
    : { kind: "failed", why: `the payment gateway has no record of it (reference ${intent.reference}).`, via: "look-up" };
  return finishIntent(ctx, intent, result);
}

/**
 * Runs `work` on the held order once no void or refund is pending on it. One whose request may still
 * get its answer makes this change wait: 409 saying so and for how long (at most the gateway
 * timeout). One older than that is finished first (the gateway asked by its reference), then `work`
 * runs on the order as it now is.
 */
export async function whenNoIntent<T>(
  ctx: OrderChangeContext,
  orderId: string,
  work: (tx: DbOrTx, row: OrderRow | null) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const step = await lockedStep(ctx.database, orderId, async (tx, row) => {
      const state = intentState(await pendingIntentOf(tx, orderId), ctx.timeoutMs);
      if (state.kind === "busy") throw conflict(state.message);
      if (state.kind === "stale") return { kind: "stale" as const, stale: state.intent };
      return { kind: "done" as const, value: await work(tx, row) };
    });
    if (step.kind === "done") return step.value;
    if (attempt > 0) throw conflict(`${capitalized(describeIntent(step.stale))} is still being finished: try again in a moment.`);
    try {
      await finishAbandoned(ctx, step.stale);
    } catch (error) {
      const why = isTimeout(error) ? `it did not answer within ${duration(ctx.timeoutMs)}` : "it could not be reached";
      throw gatewayProblem(
        `${capitalized(describeIntent(step.stale))} asked by ${step.stale.actorEmail} got no answer, and the payment gateway cannot be asked about it now (${why}). Nothing was changed; try again shortly.`,
      );
    }
    ctx.mailWorker.kick();
  }
}

/** Refuses a second intent written in the same order's step (one appeared between the check and the write). */
export async function assertNoIntent(tx: DbOrTx, orderId: string, timeoutMs: number): Promise<void> {
  const state = intentState(await pendingIntentOf(tx, orderId), timeoutMs);
  if (state.kind === "busy") throw conflict(state.message);
  if (state.kind === "stale")
    throw conflict(`${capitalized(describeIntent(state.intent))} is still being finished: try again in a moment.`);
}

/**
 * 502 for a void or refund whose answer did not come: it stays pending and the shop finds out what
 * happened by its reference within 2 x PAYMENT_TIMEOUT_MS + SWEEP_INTERVAL_S.
 */
export function answerLost(ctx: Pick<OrderChangeContext, "timeoutMs" | "sweepIntervalS">, intent: GatewayIntent) {
  const bound = Math.ceil((2 * ctx.timeoutMs) / 1000 + ctx.sweepIntervalS);
  return gatewayProblem(
    `The payment gateway did not answer within ${duration(ctx.timeoutMs)} about ${describeIntent(intent)}. ` +
      `It is recorded as pending (reference ${intent.reference}): the shop asks the gateway what happened and records the result within ${bound} s. Check the order then before trying again.`,
  );
}
