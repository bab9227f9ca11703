// Price estimates in the visitor's currency (extensions §9). Display only: every charge is in USD,
// computed in integer cents by money.ts; these numbers never go back to the server.
// Kept free of zod: the storefront's header and price components import it up front (decision 0006).
import { toCents } from "./money";

/** What the header offers (extensions §9). Prices and charges are in USD; the others are estimates. */
export const displayCurrencies = ["USD", "EUR", "GBP", "JPY", "CAD", "AUD"] as const;
export type DisplayCurrency = (typeof displayCurrencies)[number];
/** The currencies a rate is kept for: units of each per 1 USD. */
export const foreignCurrencies = ["EUR", "GBP", "JPY", "CAD", "AUD"] as const;
export type ForeignCurrency = (typeof foreignCurrencies)[number];
/** Units of each currency per 1 USD. */
export type FxRateTable = Record<ForeignCurrency, number>;

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  typeof value === "string" && (displayCurrencies as readonly string[]).includes(value);

/** Rates are kept to this many significant digits (ECB publishes 5 or 6). */
const SIGNIFICANT = 6;

/** A rate rounded to SIGNIFICANT significant digits, as a plain number: 0.951293759 -> 0.951294. */
export function roundRate(rate: number): number {
  return Number(rate.toPrecision(SIGNIFICANT));
}

/**
 * ECB's reference rates are units per 1 EUR, USD among them; the shop's are units per 1 USD:
 * X per USD = (X per EUR) / (USD per EUR), and EUR per USD = 1 / (USD per EUR).
 */
export function usdBasedRates(perEuro: Record<string, number>): FxRateTable {
  const usd = perEuro.USD;
  if (!usd || !(usd > 0)) throw new RangeError("The rates have no USD rate");
  const per = (currency: "GBP" | "JPY" | "CAD" | "AUD") => {
    const rate = perEuro[currency];
    if (!rate || !(rate > 0)) throw new RangeError(`The rates have no ${currency} rate`);
    return roundRate(rate / usd);
  };
  return { EUR: roundRate(1 / usd), GBP: per("GBP"), JPY: per("JPY"), CAD: per("CAD"), AUD: per("AUD") };
}

/** The amount in the currency's units (a float: an estimate), from a USD amount ("1295.00" or cents' decimal form). */
export function convertUsd(usd: string | number, currency: Exclude<DisplayCurrency, "USD">, rates: FxRateTable): number {
  return (toCents(usd) * rates[currency]) / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: DisplayCurrency, decimals: number): Intl.NumberFormat {
  const key = `${currency}:${decimals}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * An amount in a currency the way an estimate shows it: en-US style ("€1,012", "¥158,400",
 * "CA$1,450", "A$1,610", "£812"); whole units from 100 up (an estimate's cents are noise), two
 * decimals below ("€4.62"), and never decimals for yen.
 */
export function formatCurrencyAmount(amount: number, currency: DisplayCurrency): string {
  const decimals = currency === "JPY" || Math.abs(amount) >= 100 ? 0 : 2;
  return formatter(currency, decimals).format(amount);
}

/** "≈ €1,012" beside a USD price; null for USD itself (nothing to estimate). */
export function formatEstimate(usd: string | number, currency: DisplayCurrency, rates: FxRateTable): string | null {
  if (currency === "USD") return null;
  return `≈ ${formatCurrencyAmount(convertUsd(usd, currency, rates), currency)}`;
}
