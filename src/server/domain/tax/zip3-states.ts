// Which state a US ZIP code belongs to, by its first three digits (the sectional centre).
// Source: USPS Domestic Mail Manual, exhibit L002 "3-Digit ZIP Code Prefix Matrix" (as listed in
// Wikipedia's "List of ZIP Code prefixes"). Prefixes that are unassigned are absent: their ZIP
// codes are not checked. Territories and military post offices carry their USPS codes, so an
// address in Guam or an APO never passes as a state's.
import { isUnitedStates, usStateCode, usStateName } from "../../../shared/geo";

/** [first prefix, last prefix, USPS code]. */
// prettier-ignore
const RANGES: readonly (readonly [number, number, string])[] = [
  [5, 5, "NY"], [6, 7, "PR"], [8, 8, "VI"], [9, 9, "PR"],
  [10, 27, "MA"], [28, 29, "RI"], [30, 38, "NH"], [39, 49, "ME"],
  [50, 54, "VT"], [55, 55, "MA"], [56, 59, "VT"], [60, 69, "CT"], [70, 89, "NJ"], [90, 99, "AE"],
  [100, 149, "NY"], [150, 196, "PA"], [197, 199, "DE"],
  [200, 200, "DC"], [201, 201, "VA"], [202, 205, "DC"], [206, 219, "MD"], [220, 246, "VA"], [247, 268, "WV"],
  [270, 289, "NC"], [290, 299, "SC"], [300, 319, "GA"], [320, 339, "FL"], [340, 340, "AA"], [341, 349, "FL"],
  [350, 369, "AL"], [370, 385, "TN"], [386, 397, "MS"], [398, 399, "GA"],
  [400, 427, "KY"], [430, 459, "OH"], [460, 479, "IN"], [480, 499, "MI"],
  [500, 528, "IA"], [530, 549, "WI"], [550, 567, "MN"], [569, 569, "DC"], [570, 577, "SD"], [580, 588, "ND"], [590, 599, "MT"],
  [600, 629, "IL"], [630, 658, "MO"], [660, 679, "KS"], [680, 693, "NE"],
  [700, 714, "LA"], [716, 729, "AR"], [730, 731, "OK"], [733, 733, "TX"], [734, 749, "OK"], [750, 799, "TX"],
  [800, 816, "CO"], [820, 831, "WY"], [832, 838, "ID"], [840, 847, "UT"], [850, 865, "AZ"], [870, 884, "NM"], [885, 885, "TX"],
  [889, 898, "NV"],
  [900, 961, "CA"], [962, 966, "AP"], [967, 968, "HI"], [969, 969, "GU"], [970, 979, "OR"], [980, 994, "WA"], [995, 999, "AK"],
];

/**
 * ZIP codes whose post office serves both sides of a state line (e.g. Fort Campbell, Alta WY under
 * Idaho's 834): the other state is accepted too. Public lists of cross-state ZIP codes.
 */
const ALSO_IN: Readonly<Record<string, string>> = {
  "42223": "TN",
  "59221": "ND",
  "83414": "WY",
  "84536": "AZ",
  "97635": "CA",
  "99362": "OR",
};

/** The USPS code of the state or territory a ZIP code (12345 or 12345-6789) belongs to; undefined when unknown. */
export function zipState(zip: string): string | undefined {
  const match = /^(\d{3})\d{2}(?:-?\d{4})?$/.exec(zip.trim());
  if (!match) return undefined;
  const prefix = Number(match[1]);
  return RANGES.find(([first, last]) => prefix >= first && prefix <= last)?.[2];
}

/**
 * For a US address: why its ZIP code cannot be in its state ("ZIP code 95472 is not in Oregon"),
 * or null when it can (or when either is unknown: another check owns malformed input).
 */
export function zipStateMismatch(address: { country: string; state: string; zipCode: string }): string | null {
  if (!isUnitedStates(address.country)) return null;
  const state = usStateCode(address.state);
  const zip = address.zipCode.trim();
  const actual = zipState(zip);
  if (!state || !actual || actual === state || ALSO_IN[zip.slice(0, 5)] === state) return null;
  return `ZIP code ${zip} is not in ${usStateName(state) ?? state}`;
}
