import type { Config } from "../../config";
import { createRateTable } from "./rate-table";
import { createUpsRates } from "./ups";

export interface Parcel {
  weightLbs: number;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
}

export interface RateRequest {
  /** state: a two-letter code (US state, Canadian province) or "" elsewhere; country: ISO 3166 alpha-2. */
  to: { city: string; state: string; zip: string; country: string };
  parcels: Parcel[];
}

export interface RateQuote {
  service: string;
  serviceName: string;
  costCents: number;
}

/** Rates for a shipment from the shop's origin; the answer is sorted by cost, cheapest first. */
export interface ShippingRates {
  readonly kind: "table" | "ups";
  /** `signal`: the caller's deadline, on top of the adapter's own per-call timeout. */
  quote(request: RateRequest, options?: { signal?: AbortSignal }): Promise<RateQuote[]>;
}

export interface ShipFrom {
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** Cheapest first; equal costs keep a stable order by service code. */
export function sortQuotes(quotes: RateQuote[]): RateQuote[] {
  return [...quotes].sort((a, b) => a.costCents - b.costCents || a.service.localeCompare(b.service));
}

/** UPS when its three credentials are set (config.ts insists on all or none); the built-in table otherwise. */
export function createShippingRates(config: Config): ShippingRates {
  const origin: ShipFrom = {
    city: config.SHIP_FROM_CITY,
    state: config.SHIP_FROM_STATE,
    zip: config.SHIP_FROM_ZIP,
    country: config.SHIP_FROM_COUNTRY,
  };
  if (config.UPS_CLIENT_ID && config.UPS_CLIENT_SECRET && config.UPS_ACCOUNT_NUMBER) {
    return createUpsRates({
      clientId: config.UPS_CLIENT_ID,
      clientSecret: config.UPS_CLIENT_SECRET,
      accountNumber: config.UPS_ACCOUNT_NUMBER,
      apiUrl: config.UPS_API_URL,
      origin,
    });
  }
  return createRateTable({ origin, dimDivisor: config.SHIPPING_DIM_DIVISOR });
}
