import type { AppDeps, AppInstance } from "../../app-types";
import { refreshEcbRates } from "../../domain/fx/fx-rates";
import { registerPeriodicSweep } from "../../lib/periodic-sweep";

/**
 * ECB's daily reference rates (extensions §9, decision 0072), with FX_RATES_URL set: every
 * SWEEP_INTERVAL_S each process asks for the fetch's lease (one cheap statement); the one that wins
 * it fetches, every FX_RATES_REFRESH_S, or FX_RATES_RETRY_S after an outage. An outage is logged
 * and keeps the last rates; no page or order waits on ECB.
 */
export function registerFxRatesRefresh(app: AppInstance, deps: AppDeps): void {
  const { fxFeed, config } = deps;
  if (!fxFeed) return;
  registerPeriodicSweep(app, {
    what: "currency rates",
    intervalS: config.SWEEP_INTERVAL_S,
    sweep: async () => {
      const result = await refreshEcbRates(deps.db, fxFeed, { refreshS: config.FX_RATES_REFRESH_S, retryS: config.FX_RATES_RETRY_S });
      if (result.outcome === "fetched") app.log.info({ asOf: result.asOf }, "fetched ECB's currency rates");
      if (result.outcome === "failed") app.log.warn({ error: result.error }, "fetching ECB's currency rates failed; the last rates stay");
    },
  });
}
