// A destination read once, as the carriers want it: ISO country, two-letter state or province, a
// well-formed postal code (and, in the United States, a ZIP code of the state). The rates call and
// the pricing of orders and quotes read addresses only through here; everything after takes the result.
import { CANADIAN_PROVINCES, countryCode, usStateCode } from "../../../shared/geo";
import { normalizePostalCode, postalCodeMessage } from "../../../shared/postal-codes";
import type { RateRequest } from "../../adapters/shipping/shipping-rates";
import { zipStateMismatch } from "../tax/zip3-states";
import { badRequest } from "../../lib/errors";

/** A destination as the carriers, the tax table and the exemptions read it. */
export type Destination = RateRequest["to"];

// What the checkout's rate request and the charge's own quote share: one reading of a destination, one parcel per unit.

/** The names the caller's fields go by, so a 400 points at the field the customer filled in. */
export interface AddressFields {
  city: string;
  state: string;
  zip: string;
  country: string;
}
export const RATES_FIELDS: AddressFields = { city: "shipToCity", state: "shipToState", zip: "shipToZip", country: "shipToCountry" };
export const ORDER_FIELDS: AddressFields = { city: "city", state: "state", zip: "zipCode", country: "country" };

function canadianProvince(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  return CANADIAN_PROVINCES.find(([code, name]) => code.toLowerCase() === v || name.toLowerCase() === v)?.[0];
}

/** The address as typed, read once (400 naming the caller's field when it cannot be a destination). */
export function normalizeDestination(
  address: { city: string; state: string; zip: string; country: string },
  fields: AddressFields,
): Destination {
  const city = address.city.trim();
  if (!city) throw badRequest(`${fields.city}: is required`);
  const country = countryCode(address.country);
  if (!country) throw badRequest(`${fields.country}: unsupported country`);
  // Each country's pattern, after trimming and upper-casing (extensions §9): "k1a0b1" is "K1A 0B1".
  const written = normalizePostalCode(country, address.zip);
  if (!written) throw badRequest(`${fields.zip}: ${postalCodeMessage(country, address.zip)}`);

  if (country === "US") {
    const state = usStateCode(address.state);
    if (!state) throw badRequest(`${fields.state}: must be one of the 50 US states`);
    const zip = written.slice(0, 5);
    // Tax and the rate table's zones follow the state: a ZIP code of another state would price the wrong one.
    const mismatch = zipStateMismatch({ country, state, zipCode: zip });
    if (mismatch) throw badRequest(mismatch);
    return { city, state, zip, country };
  }
  if (country === "CA") {
    const state = canadianProvince(address.state);
    if (!state) throw badRequest(`${fields.state}: must be a Canadian province or territory`);
    return { city, state, zip: written, country };
  }
  // Elsewhere UPS rates by postal code and city; a free-text region would only cause mismatches.
  return { city, state: "", zip: written, country };
}
