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
