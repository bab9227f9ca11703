import type { FastifyBaseLogger } from "fastify";
import { and, asc, eq, lt, or, sql } from "drizzle-orm";
import { shortOrderId } from "../../../shared/contracts/orders";
import { fromCents, toCents } from "../../../shared/money";
import type { GatewayTransaction, PaymentGateway } from "../../adapters/payments/payment-gateway";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/orders";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import { withTimeout } from "../../lib/timeout";
import { completeIdempotencyKey } from "./idempotency.service";
import { placedAnswer } from "./charge-answers";
import { releaseOrderKey } from "./idempotency-cleanup";
import { queueOrderMails } from "./order-mail";
import type { OutboxWorker } from "../../domain/mail/mail-outbox";
import { recordPaymentIn } from "./payment-record.service";
import { releaseReservationIn } from "./reservation.service";

export interface ReconcileContext {
  db: Db;
  gateway: PaymentGateway;
  mailWorker: Pick<OutboxWorker, "kick">;
  shopEmail: string;
  log: FastifyBaseLogger;
  gatewayTimeoutMs: number;
  /** A reservation older than this belongs to a process that died mid-charge. */
  staleAfterS: number;
}

export interface ReconcileCounts {
  paid: number;
  released: number;
  /** Left for the next sweep: the gateway could not be asked. */
  left: number;
}

const BATCH = 100;

/**
 * Reserved orders that need an answer: older than the reservation timeout, or whose gateway
 * answer was lost (once the gateway has had as long again to finish the charge it may still hold).
 */
function candidates(ctx: ReconcileContext) {
  const uncertainAfterS = (2 * ctx.gatewayTimeoutMs) / 1000;
  return ctx.db
    .select({ id: orders.id, attempted: orders.chargeAttemptedAt })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, "reserved"),
        or(
          lt(orders.createdAt, sql`now() - make_interval(secs => ${ctx.staleAfterS})`),
          and(eq(orders.chargeUncertain, true), lt(orders.chargeAttemptedAt, sql`now() - make_interval(secs => ${uncertainAfterS})`)),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
}

type Decision = { kind: "paid"; order: OrderRow } | { kind: "released" } | { kind: "skipped" };

const releaseMessage = (found: GatewayTransaction | null, asked: boolean) =>
  !asked
    ? "Released by reconciliation: the checkout stopped before the gateway was asked; the stock went back"
    : found
      ? `Released by reconciliation: the gateway's charge ${found.transactionId} is ${found.outcome}; the stock went back`
      : "Released by reconciliation: the gateway has no charge for this order; the stock went back";

/**
 * Records the gateway's answer for one order. The look-up runs outside any transaction (nothing
 * waits on an outside service while holding a lock); the write then locks the order with
 * SKIP LOCKED, so of several processes sweeping at once exactly one settles it.
 */
async function reconcileOrder(ctx: ReconcileContext, id: string, asked: boolean, found: GatewayTransaction | null): Promise<Decision> {
  return ctx.db.transaction(async (tx): Promise<Decision> => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.paymentStatus, "reserved")))
      .for("update", { skipLocked: true });
    // Settled meanwhile, or another process holds it; or the charge started after we decided not to ask.
    if (!order || (!asked && order.chargeAttemptedAt)) return { kind: "skipped" };

    if (found && (found.outcome === "approved" || found.outcome === "review")) {
      const amountMatches = found.amountCents === toCents(order.total);
      const status = found.outcome === "approved" && amountMatches ? "paid" : "review";
      const note = amountMatches
        ? undefined
        : `The gateway charged ${fromCents(found.amountCents)}, not the order's ${order.total}: check it`;
      const row = await recordPaymentIn(tx, order, {
        status,
        transactionId: found.transactionId,
        lastFour: found.lastFour,
        via: "reconciliation",
        note,
      });
      if (order.idempotencyKey) await completeIdempotencyKey(tx, order.idempotencyKey, placedAnswer(id, status));
      if (!row) return { kind: "skipped" };
      await queueOrderMails(tx, row, ctx.shopEmail);
      return { kind: "paid", order: row };
    }
    await releaseReservationIn(tx, id, "failed", found?.transactionId ?? null, releaseMessage(found, asked));
    if (order.idempotencyKey) await releaseOrderKey(tx, id, order.idempotencyKey);
    return { kind: "released" };
  });
}

/** One pass of the sweeper over the reservations that need an answer (extensions §1, Reconciliation). */
export async function reconcileReservations(ctx: ReconcileContext): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { paid: 0, released: 0, left: 0 };
  for (const { id, attempted } of await candidates(ctx)) {
    const invoice = shortOrderId(id);
    let found: GatewayTransaction | null = null;
    // An order that never reached the gateway cannot have been charged: no need to ask.
    if (attempted) {
      try {
        found = await withTimeout(ctx.gatewayTimeoutMs, `the ${ctx.gateway.kind} gateway's look-up`, (signal) =>
          ctx.gateway.lookup(invoice, { signal }),
        );
      } catch (error) {
        ctx.log.warn(
          { err: error, orderId: id, invoice },
          "reconciliation: the gateway could not be asked; the order waits for the next sweep",
        );
        counts.left++;
        continue;
      }
    }
    const decision = await reconcileOrder(ctx, id, attempted !== null, found);
    if (decision.kind === "paid") {
      counts.paid++;
      ctx.log.warn(
        { orderId: id, invoice, transactionId: found?.transactionId },
        "reconciliation recorded a payment whose answer was lost",
      );
      ctx.mailWorker.kick();
    } else if (decision.kind === "released") {
      counts.released++;
      ctx.log.warn({ orderId: id, invoice, gateway: found?.outcome ?? "none" }, "reconciliation released a reservation (stock returned)");
    }
  }
  return counts;
}
