import type { FastifyBaseLogger } from "fastify";
import { asc, lt, sql } from "drizzle-orm";
import type { AppDeps, AppInstance } from "../../app-types";
import { gatewayIntents } from "../../db/schema/orders";
import { mailOrigin } from "../../http/public-origin";
import { registerPeriodicSweep } from "../../lib/periodic-sweep";
import { finishAbandoned } from "../../domain/orders/intent-steps";
import type { OrderChangeContext } from "../../domain/orders/order-change";

export type IntentSweepContext = Pick<OrderChangeContext, "database" | "gateway" | "timeoutMs" | "origin" | "mailWorker"> & {
  log: FastifyBaseLogger;
};

export interface IntentSweepCounts {
  /** The gateway had carried them out: recorded. */
  recorded: number;
  /** The gateway has no record of them: marked failed, the order unchanged. */
  failed: number;
  /** Finished meanwhile by someone else. */
  gone: number;
  /** Left for the next sweep: the gateway could not be asked. */
  left: number;
}

const BATCH = 100;

/**
 * One pass over the voids and refunds still pending after the gateway timeout (their request died
 * or lost the answer): each is looked up at the gateway by its reference, outside any transaction,
 * and recorded as its request would have (decision 0066). Several processes sweeping at once are
 * safe: the transaction that records an intent deletes it, and only one can.
 */
export async function finishAbandonedIntents(ctx: IntentSweepContext): Promise<IntentSweepCounts> {
  const counts: IntentSweepCounts = { recorded: 0, failed: 0, gone: 0, left: 0 };
  const stale = await ctx.database.db
    .select()
    .from(gatewayIntents)
    .where(lt(gatewayIntents.createdAt, sql`clock_timestamp() - make_interval(secs => ${ctx.timeoutMs / 1000})`))
    .orderBy(asc(gatewayIntents.createdAt))
    .limit(BATCH);
  for (const intent of stale) {
    const fields = { orderId: intent.orderId, reference: intent.reference, purpose: intent.purpose, action: intent.action };
    try {
      const finished = await finishAbandoned(ctx, intent);
      if (finished.kind === "gone") counts.gone++;
      else if (finished.kind === "refunded" || finished.kind === "cancelled") {
        counts.recorded++;
        ctx.log.warn(fields, "recorded a void or refund whose answer was lost (the gateway had carried it out)");
      } else {
        counts.failed++;
        ctx.log.warn(fields, "a void or refund whose answer was lost never happened at the gateway: marked failed");
      }
    } catch (error) {
      counts.left++;
      ctx.log.warn({ ...fields, err: error }, "a pending void or refund could not be looked up; it waits for the next sweep");
    }
  }
  if (counts.recorded + counts.failed > 0) ctx.mailWorker.kick();
  return counts;
}

/** The sweep's context as the app runs it: no request, so mail links use the configured public origin. */
export const intentSweepContext = (deps: AppDeps, log: IntentSweepContext["log"]): IntentSweepContext => ({
  database: deps.database,
  gateway: deps.paymentGateway,
  timeoutMs: deps.config.PAYMENT_TIMEOUT_MS,
  origin: mailOrigin(deps.config),
  mailWorker: deps.mailWorker,
  log,
});

/**
 * Beside the reservation sweeper (features/checkout, which cannot import this feature): every
 * SWEEP_INTERVAL_S, and once at start in the background, each process finishes the abandoned voids
 * and refunds. A pending one is finished within 2 x PAYMENT_TIMEOUT_MS + SWEEP_INTERVAL_S of a restart.
 */
export function registerIntentSweeper(app: AppInstance, deps: AppDeps): void {
  const ctx = intentSweepContext(deps, app.log);
  registerPeriodicSweep(app, {
    what: "pending voids and refunds",
    intervalS: deps.config.SWEEP_INTERVAL_S,
    sweep: async () => {
      await finishAbandonedIntents(ctx);
    },
  });
}
