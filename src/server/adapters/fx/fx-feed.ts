import type { FxRateTable } from "../../../shared/contracts/fx";

/** One day's rates from an outside source: units per 1 USD, and the day they are of (YYYY-MM-DD). */
export interface FeedRates {
  asOf: string;
  rates: FxRateTable;
}

/**
 * Daily currency rates from outside the shop (extensions §9): the European Central Bank's reference
 * rates when FX_RATES_URL is set. Without it the shop has no feed and uses the owner's rates or the
 * table built into the shop (built-in-rates.ts, decision 0072).
 */
export interface FxFeed {
  readonly kind: "ecb";
  /** Throws on an outage (network, timeout, a non-200, an answer that is not ECB's daily file). */
  latest(options?: { signal?: AbortSignal }): Promise<FeedRates>;
}
