import type { FeedRates } from "./fx-feed";

/**
 * The embedded default (decision 0072): approximate units per 1 USD, written down on the day below,
 * so a fresh shop with no FX_RATES_URL and no rates of the owner's still shows sensible estimates.
 * Admin › Settings says these are built in and of which day; the owner's or ECB's replace them.
 */
export const BUILT_IN_RATES: FeedRates = {
  asOf: "2026-11-27",
  rates: { EUR: 0.862813, GBP: 0.757377, JPY: 156.291, CAD: 1.40418, AUD: 1.53594 },
};
