// Postal codes by country (extensions §9): each country of the checkout's list has its pattern, read
// after trimming and upper-casing, and its written form ("k1a0b1" is "K1A 0B1"). The rates call, the
// charge, quotes and saved addresses check with these, and so do the browser's forms.
import { COUNTRIES, countryCode } from "./geo";

type CountryCode = (typeof COUNTRIES)[number][0];

interface PostalRule {
  /** Matched against the code with its spaces and hyphens taken out. */
  pattern: RegExp;
  /** The written form from the pattern's groups (default: the code as matched). */
  written?: (groups: string[]) => string;
  /** A valid code, for help texts. */
  example: string;
}

const digits = (n: number): PostalRule => ({ pattern: new RegExp(`^(\\d{${n}})$`), example: "1".padEnd(n, "0") });
const split = (first: string, second: string, separator: string, example: string): PostalRule => ({
  pattern: new RegExp(`^(${first})(${second})$`),
  written: ([a, b]) => `${a}${separator}${b}`,
  example,
});

export const POSTAL_RULES: Record<CountryCode, PostalRule> = {
  US: { pattern: /^(\d{5})(\d{4})?$/, written: ([zip, plus4]) => (plus4 ? `${zip}-${plus4}` : zip!), example: "95472" },
  CA: split("[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z]", "\\d[ABCEGHJ-NPRSTV-Z]\\d", " ", "K1A 0B1"),
  GB: split("[A-Z]{1,2}\\d[A-Z\\d]?", "\\d[A-Z]{2}", " ", "SW1A 1AA"),
  DE: digits(5),
  FR: digits(5),
  IT: digits(5),
  ES: { pattern: /^((?:0[1-9]|[1-4]\d|5[0-2])\d{3})$/, example: "28001" },
  AU: digits(4),
  JP: split("\\d{3}", "\\d{4}", "-", "100-0005"),
  CN: digits(6),
  IN: { pattern: /^([1-9]\d{5})$/, example: "110001" },
  BR: split("\\d{5}", "\\d{3}", "-", "01310-100"),
  MX: digits(5),
  KR: digits(5),
  NL: split("[1-9]\\d{3}", "[A-Z]{2}", " ", "1012 AB"),
  CH: { pattern: /^([1-9]\d{3})$/, example: "8001" },
  SE: split("[1-9]\\d{2}", "\\d{2}", " ", "114 55"),
  NO: digits(4),
  DK: { pattern: /^([1-9]\d{3})$/, example: "2100" },
  BE: { pattern: /^([1-9]\d{3})$/, example: "1000" },
  AT: { pattern: /^([1-9]\d{3})$/, example: "1010" },
  SG: digits(6),
  NZ: digits(4),
};

/** The code in its written form, or undefined when it is not a valid code of `country` (a name or ISO code of the list). */
export function normalizePostalCode(country: string, code: string): string | undefined {
  const iso = countryCode(country) as CountryCode | undefined;
  if (!iso) return undefined;
  const rule = POSTAL_RULES[iso];
  const compact = code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "");
  const match = rule.pattern.exec(compact);
  if (!match) return undefined;
  const groups = match.slice(1).filter((group): group is string => group !== undefined);
  return rule.written ? rule.written(groups) : compact;
}

const countryName = (country: string): string => {
  const iso = countryCode(country);
  const name = COUNTRIES.find(([code]) => code === iso)?.[1] ?? country.trim();
  return iso === "US" ? "the United States" : name;
};

/** The code as the country writes it ("1000005" is "100-0005" in Japan), or as typed (trimmed) when it is not one of its codes. */
export const writtenPostalCode = (country: string, code: string): string => normalizePostalCode(country, code) ?? code.trim();

/** "Postal code SW1A 1AA is not a valid code for Germany"; in the United States, "ZIP code …". */
export function postalCodeMessage(country: string, code: string): string {
  const noun = countryCode(country) === "US" ? "ZIP code" : "Postal code";
  return `${noun} ${code.trim().toUpperCase()} is not a valid code for ${countryName(country)}`;
}

/**
 * A form's rule for a code: `required` (the form's own words) when it is empty, or short before a
 * country of the list is chosen (spec §5's "at least 5"), else the country's pattern.
 */
export function postalCodeIssue(code: string, country: string, required: string): string | undefined {
  const typed = code.trim();
  if (typed === "" || (!countryCode(country) && typed.length < 5)) return required;
  return postalCodeProblem(country, typed);
}

/** The message for an empty or invalid code, or undefined when the code is valid for the country (or the country is not one we ship to). */
export function postalCodeProblem(country: string, code: string): string | undefined {
  if (!countryCode(country)) return undefined;
  if (code.trim() === "") return countryCode(country) === "US" ? "ZIP code is required" : "Postal code is required";
  return normalizePostalCode(country, code) === undefined ? postalCodeMessage(country, code) : undefined;
}
