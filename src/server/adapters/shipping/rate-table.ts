// The built-in rate table: a UPS-like model used when no UPS account is configured.
// docs/shipping-and-tax.md documents the zones, the prices and the formula.
import { SHIPPING_SERVICE_NAMES } from "../../../shared/contracts/checkout";
import { badRequest } from "../../lib/errors";
import type { Parcel, RateQuote, RateRequest, ShipFrom, ShippingRates } from "./shipping-rates";
import { sortQuotes } from "./shipping-rates";
import { NON_CONTIGUOUS, locateZip, milesBetween, type ZipLocation } from "./zip-locations";

/** Applied to every service, as carriers add it on top of the published rates (UPS's runs 15-20 %). */
export const FUEL_SURCHARGE_PERCENT = 18;

/** The upper mileage of US zones 2-7 (the carriers' distance bands); farther is zone 8. */
export const ZONE_MILES: readonly (readonly [zone: number, maxMiles: number])[] = [
  [2, 150],
  [3, 300],
  [4, 600],
  [5, 1000],
  [6, 1400],
  [7, 1800],
];
export const HIGHEST_US_ZONE = 8;

export type WorldZone = "canada-mexico" | "europe" | "asia-pacific" | "rest-of-world";

const WORLD_ZONES: Record<Exclude<WorldZone, "rest-of-world">, readonly string[]> = {
  "canada-mexico": ["CA", "MX"],
  europe: [
    "GB",
    "IE",
    "DE",
    "FR",
    "IT",
    "ES",
    "PT",
    "NL",
    "BE",
    "LU",
    "CH",
    "AT",
    "DK",
    "SE",
    "NO",
    "FI",
    "IS",
    "PL",
    "CZ",
    "SK",
    "HU",
    "SI",
    "HR",
    "RO",
    "BG",
    "GR",
    "EE",
    "LV",
    "LT",
    "MT",
    "CY",
    "LI",
    "MC",
  ],
  "asia-pacific": ["JP", "CN", "HK", "TW", "KR", "SG", "MY", "TH", "VN", "PH", "ID", "IN", "AU", "NZ"],
};

/** Price of one parcel in cents before fuel: base for the first billable pound, plus perLb for each further pound. */
interface Price {
  base: number;
  perLb: number;
}

/** Zone 2..8 (index 0 is zone 2) of one US service: the base and per-pound columns of its rate chart. */
function byZone(base: readonly number[], perLb: readonly number[]): readonly Price[] {
  return base.map((cents, i) => ({ base: cents, perLb: perLb[i]! }));
}

/** US services by zone 2..8 (index 0 is zone 2). Pre-fuel list prices in cents, of the magnitude of UPS's daily rates. */
export const US_PRICES: Record<"03" | "02" | "01", readonly Price[]> = {
  //             zone:  2     3     4     5     6     7     8
  "03": byZone([1015, 1060, 1120, 1190, 1270, 1340, 1450], [70, 90, 115, 135, 160, 180, 205]),
  "02": byZone([2050, 2290, 2590, 2830, 3180, 3420, 3720], [240, 290, 355, 405, 480, 530, 590]),
  "01": byZone([3650, 4580, 5240, 5690, 6170, 6560, 7250], [480, 600, 715, 830, 945, 1050, 1170]),
};

/** Worldwide Express (07) by destination group, pre-fuel cents. */
export const WORLD_PRICES: Record<WorldZone, Price> = {
  "canada-mexico": { base: 5950, perLb: 690 },
  europe: { base: 9400, perLb: 1020 },
  "asia-pacific": { base: 10100, perLb: 1140 },
  "rest-of-world": { base: 11500, perLb: 1310 },
};

/** Rounds up, ignoring binary noise such as 139.00000000000003 / 139. */
const ceilClean = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6);

/** max(actual weight rounded up, L x W x H / divisor rounded up), at least 1 lb. */
export function billableWeight(parcel: Parcel, dimDivisor: number): number {
  const actual = ceilClean(parcel.weightLbs);
  const dimensional = ceilClean((parcel.lengthIn * parcel.widthIn * parcel.heightIn) / dimDivisor);
  return Math.max(1, actual, dimensional);
}

/** Zone 2..8 from the distance between the two ZIP regions; Alaska, Hawaii and the territories are the highest zone. */
export function usZone(origin: ZipLocation, destination: ZipLocation): number {
  if (NON_CONTIGUOUS.has(destination.state) || NON_CONTIGUOUS.has(origin.state)) return HIGHEST_US_ZONE;
  const miles = milesBetween(origin, destination);
  return ZONE_MILES.find(([, max]) => miles <= max)?.[0] ?? HIGHEST_US_ZONE;
}

export function worldZone(country: string): WorldZone {
  const code = country.toUpperCase();
  const found = (Object.keys(WORLD_ZONES) as (keyof typeof WORLD_ZONES)[]).find((zone) => WORLD_ZONES[zone].includes(code));
  return found ?? "rest-of-world";
}

function priceCents(price: Price, billableLbs: number[]): number {
  const beforeFuel = billableLbs.reduce((sum, lbs) => sum + price.base + price.perLb * (lbs - 1), 0);
  return Math.round((beforeFuel * (100 + FUEL_SURCHARGE_PERCENT)) / 100);
}

function quoteOf(service: string, costCents: number): RateQuote {
  return { service, serviceName: SHIPPING_SERVICE_NAMES[service] ?? service, costCents };
}

export function createRateTable(options: { origin: ShipFrom; dimDivisor: number }): ShippingRates {
  const originPlace = options.origin.country.toUpperCase() === "US" ? locateZip(options.origin.zip, options.origin.state) : undefined;
  if (!originPlace) {
    // Its zones are distances from a US ZIP region; any other origin needs real carrier rates.
    throw new Error(
      "The built-in shipping rate table needs a US ship-from address (SHIP_FROM_COUNTRY=US, SHIP_FROM_ZIP); set the UPS_* settings otherwise",
    );
  }
  return {
    kind: "table",
    // async without awaits: a bad request becomes a rejected promise like the UPS adapter's.
    async quote(request: RateRequest): Promise<RateQuote[]> {
      if (request.parcels.length === 0) throw badRequest("items: at least one item is required");
      const billable = request.parcels.map((parcel) => billableWeight(parcel, options.dimDivisor));
      const to = request.to;
      if (to.country.toUpperCase() !== "US") {
        return [quoteOf("07", priceCents(WORLD_PRICES[worldZone(to.country)], billable))];
      }
      const destination = locateZip(to.zip, to.state);
      if (!destination) throw badRequest(`Unknown US ZIP code ${to.zip}`);
      const index = usZone(originPlace, destination) - 2;
      const quotes = (["03", "02", "01"] as const).map((service) => quoteOf(service, priceCents(US_PRICES[service][index]!, billable)));
      return sortQuotes(quotes);
    },
  };
}
