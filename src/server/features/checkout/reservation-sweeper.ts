import type { AppDeps, AppInstance } from "../../app-types";
import { registerPeriodicSweep } from "../../lib/periodic-sweep";
import { settleAbandonedKeys } from "./idempotency-cleanup";
import { reconcileReservations, type ReconcileContext } from "./reconcile.service";

/** A key older than the longest charge plus this, still without an answer, was left by a process that died. */
const KEY_MARGIN_S = 60;

/**
 * Every SWEEP_INTERVAL_S (and once at start, in the background so a slow gateway never delays
 * start-up) each process reconciles the reservations that need an answer and answers abandoned
 * Idempotency-Keys. Processes sweeping together are safe: each order is settled under
 * FOR UPDATE SKIP LOCKED, each key by a conditional write.
 */
export function registerReservationSweeper(app: AppInstance, deps: AppDeps): void {
  const { config } = deps;
  const ctx: ReconcileContext = {
    db: deps.db,
    gateway: deps.paymentGateway,
    mailWorker: deps.mailWorker,
    shopEmail: config.SHOP_EMAIL,
    log: app.log,
    gatewayTimeoutMs: config.PAYMENT_TIMEOUT_MS,
    // Never shorter than twice the gateway timeout, so a live (slow) charge is not swept from under it.
    staleAfterS: Math.max(config.RESERVATION_TIMEOUT_S, (2 * config.PAYMENT_TIMEOUT_MS) / 1000),
  };
  const keyAgeS = config.PAYMENT_TIMEOUT_MS / 1000 + KEY_MARGIN_S;
  registerPeriodicSweep(app, {
    what: "payment reservations",
    intervalS: config.SWEEP_INTERVAL_S,
    sweep: async () => {
      // A released reservation's restock names its products on catalog_changed (migration 0028): this
      // process's caches drop them as every other's do.
      await reconcileReservations(ctx);
      const keys = await settleAbandonedKeys(deps.db, keyAgeS);
      if (keys > 0) app.log.warn({ keys }, "answered Idempotency-Keys left without an answer");
    },
  });
}
