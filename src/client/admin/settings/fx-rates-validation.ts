import { z } from "zod";
import { fxRateChoices, foreignCurrencies, RATE_DECIMALS, type FxRateTable, type FxSettings } from "../../../shared/contracts/fx";

const DECIMAL = /^\d+(\.\d+)?$/;

/** One rate as typed: a positive decimal with at most RATE_DECIMALS places (the server checks it again). */
const rateField = (currency: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${currency} rate`)
    .refine((value) => DECIMAL.test(value) && Number(value) > 0, `The ${currency} rate must be a number greater than 0`)
    .refine((value) => (value.split(".")[1] ?? "").length <= RATE_DECIMALS, `At most ${RATE_DECIMALS} decimal places`)
    .refine((value) => Number(value) < 1_000_000, `The ${currency} rate must be below 1,000,000`)
    .transform(Number);

/** The Settings form: which rates win, and the owner's five rates as typed. */
export const fxRatesFormSchema = z
  .object({
    use: z.enum(fxRateChoices),
    EUR: rateField("EUR"),
    GBP: rateField("GBP"),
    JPY: rateField("JPY"),
    CAD: rateField("CAD"),
    AUD: rateField("AUD"),
  })
  .transform(({ use, ...rates }) => ({ use, rates: rates satisfies FxRateTable }));

export type FxRatesFormValues = z.input<typeof fxRatesFormSchema>;

/** The form starts from the owner's saved rates, else the rates in force (ECB's or the built-in table). */
export function fxRatesFormDefaults(settings: FxSettings): FxRatesFormValues {
  const start = settings.owner?.rates ?? settings.current.rates;
  const typed = Object.fromEntries(foreignCurrencies.map((currency) => [currency, String(start[currency])])) as Record<
    keyof FxRateTable,
    string
  >;
  return { use: settings.use, ...typed };
}
