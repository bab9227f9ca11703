import type { ShippingRatesRequest } from "../../../shared/contracts/checkout";
import { countryCode, regionCode } from "../../../shared/geo";
import type { CartItem } from "../../lib/cart/cart-types";

// Spec §7/§9: a product without a weight or size ships as the default 5.00 lb, 12 x 12 x 12 in parcel.
const DEFAULT_WEIGHT_LBS = 5;
const DEFAULT_SIDE_IN = 12;

export interface ShippingAddress {
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** The United States and Canada need a state or province before carriers can quote. */
export function needsRegion(country: string): boolean {
  const code = countryCode(country);
  return code === "US" || code === "CA";
}

export function isAddressComplete(address: ShippingAddress): boolean {
  const filled = (v: string) => v.trim().length > 0;
  return filled(address.city) && filled(address.zip) && filled(address.country) && (!needsRegion(address.country) || filled(address.state));
}

function measure(value: string | undefined, fallback: number): number {
  const n = value === undefined ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function shippingRatesRequest(address: ShippingAddress, items: CartItem[]): ShippingRatesRequest {
  return {
    shipToCity: address.city.trim(),
    shipToState: regionCode(address.state) ?? address.state.trim(),
    shipToZip: address.zip.trim(),
    shipToCountry: address.country.trim(),
    items: items.map(({ product, quantity }) => ({
      weight: measure(product.weightLbs, DEFAULT_WEIGHT_LBS),
      length: measure(product.lengthIn, DEFAULT_SIDE_IN),
      width: measure(product.widthIn, DEFAULT_SIDE_IN),
      height: measure(product.heightIn, DEFAULT_SIDE_IN),
      quantity,
    })),
  };
}
