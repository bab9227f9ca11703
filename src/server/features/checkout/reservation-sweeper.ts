import type { AppDeps, AppInstance } from "../../app-types";
import { sweepStaleReservations } from "./reservation.service";

const SWEEP_EVERY_MS = 5 * 60_000;
const MIN_STALE_MS = 15 * 60_000;

/**
 * A reservation still "reserved" long after any charge could have answered belongs to a process
 * that died mid-charge: its stock goes back. Runs at start and every 5 minutes in every process
 * (the release is conditional, so processes sweeping together cannot restock twice).
 */
export function registerReservationSweeper(app: AppInstance, deps: AppDeps): void {
  // Never shorter than twice the gateway timeout, so a live (slow) charge is not swept from under it.
  const staleMs = Math.max(MIN_STALE_MS, deps.config.PAYMENT_TIMEOUT_MS * 2);
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> = Promise.resolve();

  const sweep = async () => {
    try {
      const released = await sweepStaleReservations(deps.db, staleMs);
      if (released > 0) {
        deps.catalog.invalidate();
        app.log.warn({ released }, "released stale payment reservations (stock returned)");
      }
    } catch (error) {
      app.log.error({ err: error }, "sweeping stale payment reservations failed");
    }
  };

  app.addHook("onReady", async () => {
    running = sweep();
    await running;
    timer = setInterval(() => {
      running = sweep();
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
