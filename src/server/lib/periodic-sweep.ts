import type { FastifyInstance } from "fastify";

interface PeriodicSweep {
  /** Named in the log line of a sweep that failed: "sweeping <what> failed". */
  what: string;
  intervalS: number;
  /** One sweep; what it throws is logged, and the next sweep comes at its time. */
  sweep: () => Promise<void>;
}

/**
 * A job of the app's life: once when the app is ready (in the background, so a slow sweep never delays
 * start-up), then every `intervalS`; one sweep at a time per process, so a slow one (a slow gateway) never
 * piles up overlapping sweeps. Closing the app stops the timer and waits for a sweep under way.
 */
export function registerPeriodicSweep(app: Pick<FastifyInstance, "addHook" | "log">, { what, intervalS, sweep }: PeriodicSweep): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;

  const guarded = async () => {
    try {
      await sweep();
    } catch (error) {
      app.log.error({ err: error }, `sweeping ${what} failed`);
    }
  };
  const start = () => {
    running ??= guarded().finally(() => (running = undefined));
  };

  app.addHook("onReady", async () => {
    start();
    timer = setInterval(start, intervalS * 1000);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
