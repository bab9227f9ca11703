import { formatEstimate, type DisplayCurrency } from "../../shared/fx";
import { useCurrency } from "../lib/currency";
import { useFxRates } from "../lib/fx-queries";
import { cn } from "../lib/utils";

type Foreign = Exclude<DisplayCurrency, "USD">;

function Estimate({ usd, currency, className }: { usd: string | number; currency: Foreign; className?: string | undefined }) {
  const rates = useFxRates(true);
  const text = rates.data ? formatEstimate(usd, currency, rates.data.rates) : null;
  if (!text) return null;
  return (
    <span className={cn("whitespace-nowrap font-normal text-muted-foreground tabular-nums", className)} data-testid="price-estimate">
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{`, about ${text.slice(2)}`}</span>
    </span>
  );
}

/**
 * "≈ €1,012" beside a USD price, in the visitor's currency (extensions §9). Nothing for USD (the
 * server's render and the hydration included), nor while the rates load or cannot be had: the USD
 * price stands alone. The rates are asked for only once another currency is chosen.
 */
export function PriceEstimate({ usd, className }: { usd: string | number; className?: string }) {
  const currency = useCurrency();
  return currency === "USD" ? null : <Estimate usd={usd} currency={currency} className={className} />;
}

/** "November 26, 2026": the rates' calendar day as it is, whatever the reader's time zone. */
const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function RatesDay({ currency }: { currency: Foreign }) {
  const rates = useFxRates(true);
  return rates.data
    ? ` Amounts in ${currency} are estimates at the rates of ${DAY.format(new Date(`${rates.data.asOf}T00:00:00Z`))}.`
    : null;
}

/** The checkout's word on it: the card is charged in USD; the estimates are only a guide. */
export function ChargeCurrencyNote({ className }: { className?: string }) {
  const currency = useCurrency();
  return (
    <p className={className} data-testid="charge-currency-note">
      You are charged in US dollars (USD).
      {currency === "USD" ? null : <RatesDay currency={currency} />}
    </p>
  );
}
