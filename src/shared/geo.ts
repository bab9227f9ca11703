// Countries, US states and Canadian provinces used by checkout, shipping, tax and the admin.

export const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const satisfies readonly (readonly [string, string])[];

export const CANADIAN_PROVINCES = [
  ["AB", "Alberta"],
  ["BC", "British Columbia"],
  ["MB", "Manitoba"],
  ["NB", "New Brunswick"],
  ["NL", "Newfoundland and Labrador"],
  ["NS", "Nova Scotia"],
  ["NT", "Northwest Territories"],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["PE", "Prince Edward Island"],
  ["QC", "Quebec"],
  ["SK", "Saskatchewan"],
  ["YT", "Yukon"],
] as const satisfies readonly (readonly [string, string])[];

/** The checkout's country choices, in the spec's order, with ISO codes for carriers. Default: United States. */
export const COUNTRIES = [
  ["US", "United States"],
  ["CA", "Canada"],
  ["GB", "United Kingdom"],
  ["DE", "Germany"],
  ["FR", "France"],
  ["IT", "Italy"],
  ["ES", "Spain"],
  ["AU", "Australia"],
  ["JP", "Japan"],
  ["CN", "China"],
  ["IN", "India"],
  ["BR", "Brazil"],
  ["MX", "Mexico"],
  ["KR", "South Korea"],
  ["NL", "Netherlands"],
  ["CH", "Switzerland"],
  ["SE", "Sweden"],
  ["NO", "Norway"],
  ["DK", "Denmark"],
  ["BE", "Belgium"],
  ["AT", "Austria"],
  ["SG", "Singapore"],
  ["NZ", "New Zealand"],
] as const satisfies readonly (readonly [string, string])[];

export const DEFAULT_COUNTRY = "United States";

const norm = (value: string) => value.trim().toLowerCase().replace(/\s+/g, " ");

/** "CA", "ca" or "California" -> "CA"; undefined for anything that is not one of the 50 states. */
export function usStateCode(value: string): string | undefined {
  const v = norm(value);
  return US_STATES.find(([code, name]) => code.toLowerCase() === v || name.toLowerCase() === v)?.[0];
}

export function usStateName(code: string): string | undefined {
  return US_STATES.find(([c]) => c === code.toUpperCase())?.[1];
}

/** A US state or Canadian province, by code or name, to its two-letter code (the rates call sends codes). */
export function regionCode(value: string): string | undefined {
  const v = norm(value);
  return [...US_STATES, ...CANADIAN_PROVINCES].find(([code, name]) => code.toLowerCase() === v || name.toLowerCase() === v)?.[0];
}

/** "United States", "US", "USA" -> "US"; a country name or ISO code of the list to its code. */
export function countryCode(value: string): string | undefined {
  const v = norm(value);
  if (v === "usa" || v === "united states of america") return "US";
  return COUNTRIES.find(([code, name]) => code.toLowerCase() === v || name.toLowerCase() === v)?.[0];
}

export function isUnitedStates(country: string): boolean {
  return countryCode(country) === "US";
}
