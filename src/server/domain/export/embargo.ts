// Destinations the shop never ships to (extensions §4). The one place this list lives.
//
// Source: the destinations under comprehensive U.S. embargo, where an export of almost any item
// needs a licence that is presumed denied: the Export Administration Regulations, 15 CFR part 746
// (§746.2 Cuba, §746.7 Iran, §746.4 North Korea, §746.9 Syria, §746.6 the Crimea region and the
// so-called Donetsk and Luhansk People's Republics of Ukraine), and the matching OFAC sanctions
// programs (31 CFR parts 515, 560, 510, 542, 589). Russia and Belarus (15 CFR 746.8) are under
// item-based controls, not a comprehensive embargo: not listed here (docs/decisions/0031).
// Reviewed 2026-11; the seller's compliance officer owns this list.

import { badRequest } from "../../lib/errors";

export const EMBARGO_SOURCE = "15 CFR part 746 (EAR) and the OFAC comprehensive sanctions programs";

interface EmbargoedCountry {
  code: string;
  names: readonly string[];
}

/** Whole countries, by ISO code and the names people type. */
export const EMBARGOED_COUNTRIES: readonly EmbargoedCountry[] = [
  { code: "CU", names: ["cuba", "republic of cuba"] },
  { code: "IR", names: ["iran", "islamic republic of iran", "iran, islamic republic of", "persia"] },
  {
    code: "KP",
    names: ["north korea", "dprk", "democratic people's republic of korea", "korea, democratic people's republic of", "korea (north)"],
  },
  { code: "SY", names: ["syria", "syrian arab republic"] },
];

/** Regions of Ukraine under comprehensive sanctions, matched in the state or city of the address. */
export const EMBARGOED_REGIONS: readonly { name: string; words: readonly string[] }[] = [
  { name: "the Crimea region", words: ["crimea", "krym", "sevastopol", "simferopol"] },
  { name: "the Donetsk region", words: ["donetsk", "dnr"] },
  { name: "the Luhansk region", words: ["luhansk", "lugansk", "lnr"] },
];

const norm = (value: string) =>
  value
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .replace(/[\u2019`]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/\.$/, "");

export interface Destination {
  country: string;
  state?: string | null;
  city?: string | null;
}

/** The embargoed place the address is in, or null. */
export function embargoedPlace(destination: Destination): string | null {
  const country = norm(destination.country);
  const hit = EMBARGOED_COUNTRIES.find((c) => c.code.toLowerCase() === country || c.names.includes(country));
  if (hit) return hit.names[0]!.replace(/\b\w/g, (ch) => ch.toUpperCase());
  const isUkraine = country === "ukraine" || country === "ua";
  const words = `${norm(destination.state ?? "")} ${norm(destination.city ?? "")}`.split(/[^a-z']+/).filter(Boolean);
  for (const region of EMBARGOED_REGIONS) {
    // The region words are place names of their own; the short forms only count for an address in Ukraine.
    if (region.words.some((word) => words.includes(word) && (isUkraine || word.length > 3))) return region.name;
  }
  return null;
}

/** The message a refused destination gets (400: the order can never be placed as entered). */
export function embargoMessage(place: string): string {
  return `We cannot ship to ${place}: U.S. export regulations (${EMBARGO_SOURCE}) prohibit exports there. Please contact us if you believe this is a mistake.`;
}

/** Refuses a destination under U.S. embargo (400), before any pricing: read from the address as typed (regions are in its state or city). */
export function assertShippable(destination: Destination): void {
  const place = embargoedPlace(destination);
  if (place) throw badRequest(embargoMessage(place));
}
