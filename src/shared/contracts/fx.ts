import { z } from "zod";
import type { ForeignCurrency } from "../fx";

export type { DisplayCurrency, ForeignCurrency, FxRateTable } from "../fx";
export { displayCurrencies, foreignCurrencies, isDisplayCurrency } from "../fx";

/** At most this many decimal places in a rate the owner types (ECB's own have up to 4-5). */
export const RATE_DECIMALS = 6;
const RATE_MAX = 1_000_000;

/** Units of the currency per 1 USD: positive, at most RATE_DECIMALS decimals, below a million. */
export const fxRate = (currency: ForeignCurrency) =>
  z
    .number(`${currency}: must be a number`)
    .positive(`${currency}: must be greater than 0`)
    .max(RATE_MAX, `${currency}: must be below ${RATE_MAX.toLocaleString("en-US")}`)
    .refine((value) => Number(value.toFixed(RATE_DECIMALS)) === value, `${currency}: at most ${RATE_DECIMALS} decimal places`);

export const fxRateTable = z.object({
  EUR: fxRate("EUR"),
  GBP: fxRate("GBP"),
  JPY: fxRate("JPY"),
  CAD: fxRate("CAD"),
  AUD: fxRate("AUD"),
});

/**
 * Where the rates in force come from: the owner's own, the European Central Bank's daily reference
 * rates (FX_RATES_URL), or the table built into the shop while neither exists (decision 0072).
 */
export const fxRateSources = ["owner", "ecb", "built-in"] as const;
export type FxRateSource = (typeof fxRateSources)[number];

/** GET /api/fx-rates (public, cached): units of each currency per 1 USD, and the day they are of. */
export const fxRates = z.object({
  base: z.literal("USD"),
  rates: fxRateTable,
  /** The day the rates are of (YYYY-MM-DD): ECB's publication day, or the day the owner set them. */
  asOf: z.iso.date(),
  source: z.enum(fxRateSources),
});
export type FxRates = z.infer<typeof fxRates>;

/** The owner's choice in Settings: "fixed by me" (owner) or "ECB daily" (ecb). */
export const fxRateChoices = ["owner", "ecb"] as const;
export type FxRateChoice = (typeof fxRateChoices)[number];

/** PUT /api/admin/settings/fx-rates: the owner's rates and which rates the shop uses. */
export const fxRatesInput = z.object({
  use: z.enum(fxRateChoices, `use: must be one of ${fxRateChoices.join(", ")}`).default("owner"),
  rates: fxRateTable,
});
export type FxRatesInput = z.input<typeof fxRatesInput>;

/** GET and PUT /api/admin/settings/fx-rates: the rates in force, the owner's and ECB's, and ECB's last fetch. */
export const fxSettings = z.object({
  use: z.enum(fxRateChoices),
  current: fxRates,
  owner: z.object({ rates: fxRateTable, asOf: z.iso.date(), updatedAt: z.string() }).nullable(),
  ecb: z.object({
    /** FX_RATES_URL is set: the shop fetches ECB's rates daily. */
    configured: z.boolean(),
    rates: fxRateTable.nullable(),
    asOf: z.iso.date().nullable(),
    fetchedAt: z.string().nullable(),
    lastAttemptAt: z.string().nullable(),
    /** Why the last fetch failed; null after a success. */
    lastError: z.string().nullable(),
  }),
});
export type FxSettings = z.infer<typeof fxSettings>;
