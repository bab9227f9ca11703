import { CANADIAN_PROVINCES, countryCode, usStateCode } from "../../../shared/geo";
import type { Parcel, RateQuote, RateRequest, ShippingRates } from "../../adapters/shipping/shipping-rates";
import { zipStateMismatch } from "../tax/zip3-states";
import { badRequest } from "../../http/errors";

/** UPS rates at most 200 packages per shipment; more than that is not a parcel shipment. */
export const MAX_PARCELS = 200;

const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;
const CANADIAN_POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

// What the checkout's rate request and the charge's own quote share: one reading of a destination, one parcel per unit.

/** The names the caller's fields go by, so a 400 points at the field the customer filled in. */
export interface AddressFields {
  city: string;
  state: string;
  zip: string;
  country: string;
}
export const RATES_FIELDS: AddressFields = { city: "shipToCity", state: "shipToState", zip: "shipToZip", country: "shipToCountry" };
const ORDER_FIELDS: AddressFields = { city: "city", state: "state", zip: "zipCode", country: "country" };

function canadianProvince(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  return CANADIAN_PROVINCES.find(([code, name]) => code.toLowerCase() === v || name.toLowerCase() === v)?.[0];
}

/** A destination as the carriers want it: ISO country, two-letter state or province, a well-formed postal code. */
export function normalizeDestination(
  address: { city: string; state: string; zip: string; country: string },
  fields: AddressFields,
): RateRequest["to"] {
  const city = address.city.trim();
  if (!city) throw badRequest(`${fields.city}: is required`);
  const country = countryCode(address.country);
  if (!country) throw badRequest(`${fields.country}: unsupported country`);
  const zip = address.zip.trim().toUpperCase();

  if (country === "US") {
    const state = usStateCode(address.state);
    if (!state) throw badRequest(`${fields.state}: must be one of the 50 US states`);
    const match = US_ZIP.exec(zip);
    if (!match) throw badRequest(`${fields.zip}: must be a 5-digit ZIP code or ZIP+4`);
    // Tax and the rate table's zones follow the state: a ZIP code of another state would price the wrong one.
    const mismatch = zipStateMismatch({ country, state, zipCode: match[1]! });
    if (mismatch) throw badRequest(mismatch);
    return { city, state, zip: match[1]!, country };
  }
  if (country === "CA") {
    const state = canadianProvince(address.state);
    if (!state) throw badRequest(`${fields.state}: must be a Canadian province or territory`);
    const match = CANADIAN_POSTAL_CODE.exec(zip);
    if (!match) throw badRequest(`${fields.zip}: must be a Canadian postal code like K1A 0B1`);
    return { city, state, zip: `${match[1]} ${match[2]}`, country };
  }
  if (!POSTAL_CODE.test(zip)) throw badRequest(`${fields.zip}: is not a valid postal code`);
  // Elsewhere UPS rates by postal code and city; a free-text region would only cause mismatches.
  return { city, state: "", zip, country };
}

/** One parcel per unit: each instrument ships in its own box. */
export function toParcels(lines: (Parcel & { quantity: number })[]): Parcel[] {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (count > MAX_PARCELS) throw badRequest(`items: at most ${MAX_PARCELS} packages per shipment; please contact us for a freight quote`);
  return lines.flatMap(({ quantity, ...parcel }) => Array.from({ length: quantity }, () => parcel));
}

function measure(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw badRequest("items: a product has no valid weight or size");
  return n;
}

/**
 * The server's own quote for an order's shipping address and the products' stored weights and sizes
 * (the charge service picks the chosen service's cost from it). A bad address throws a 400.
 */
export async function quoteShipping(
  rates: ShippingRates,
  address: { city: string; state: string; zipCode: string; country: string },
  lines: { weightLbs: string; lengthIn: string; widthIn: string; heightIn: string; quantity: number }[],
): Promise<RateQuote[]> {
  const to = normalizeDestination(
    { city: address.city, state: address.state, zip: address.zipCode, country: address.country },
    ORDER_FIELDS,
  );
  if (lines.length === 0) throw badRequest("items: the cart is empty");
  const parcels = toParcels(
    lines.map((line) => ({
      weightLbs: measure(line.weightLbs),
      lengthIn: measure(line.lengthIn),
      widthIn: measure(line.widthIn),
      heightIn: measure(line.heightIn),
      quantity: line.quantity,
    })),
  );
  return rates.quote({ to, parcels });
}
