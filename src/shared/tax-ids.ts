// A buyer's tax id (extensions §9): EU VAT numbers by their country's format, UK VAT numbers as GB
// with 9 or 12 digits, anything else as free text of up to 30 characters. Spaces (and the dots and
// hyphens printed on letterheads) are ignored; a number typed without its country prefix gets it.
import { COUNTRIES, countryCode } from "./geo";

interface VatFormat {
  /** The number after the prefix. */
  body: RegExp;
  /** How the form is said in a message. */
  described: string;
}

/** The EU members of the checkout's list; VIES checks these. */
export const EU_VAT_FORMATS: Record<string, VatFormat> = {
  AT: { body: /^U\d{8}$/, described: "ATU followed by 8 digits" },
  BE: { body: /^[01]\d{9}$/, described: "BE followed by 10 digits" },
  DE: { body: /^\d{9}$/, described: "DE followed by 9 digits" },
  DK: { body: /^\d{8}$/, described: "DK followed by 8 digits" },
  ES: { body: /^[0-9A-Z]\d{7}[0-9A-Z]$/, described: "ES followed by 9 characters" },
  FR: { body: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, described: "FR followed by 11 characters" },
  IT: { body: /^\d{11}$/, described: "IT followed by 11 digits" },
  NL: { body: /^\d{9}B\d{2}$/, described: "NL followed by 9 digits, B and 2 digits" },
  SE: { body: /^\d{10}01$/, described: "SE followed by 12 digits ending in 01" },
};

const UK_VAT: VatFormat = { body: /^(\d{9}|\d{12})$/, described: "GB followed by 9 or 12 digits" };

export const TAX_ID_MAX = 30;

export type TaxIdReading = { ok: true; taxId: string | null } | { ok: false; message: string };

/** The VAT format of a country (by name or ISO code), with its prefix, or undefined where a tax id is free text. */
function vatFormatOf(country: string): { prefix: string; format: VatFormat } | undefined {
  const iso = countryCode(country);
  if (!iso) return undefined;
  if (iso === "GB") return { prefix: "GB", format: UK_VAT };
  const format = EU_VAT_FORMATS[iso];
  return format ? { prefix: iso, format } : undefined;
}

/** Reads a tax id for an address in `country`: null when empty, the number in its written form, or why not. */
export function readTaxId(country: string, raw: string | null | undefined): TaxIdReading {
  const typed = (raw ?? "").trim();
  if (typed === "") return { ok: true, taxId: null };
  const vat = vatFormatOf(country);
  if (!vat) {
    if (typed.length > TAX_ID_MAX) return { ok: false, message: `Tax ID must be at most ${TAX_ID_MAX} characters` };
    return { ok: true, taxId: typed };
  }
  const compact = typed.toUpperCase().replace(/[\s.-]+/g, "");
  const body = compact.startsWith(vat.prefix) ? compact.slice(vat.prefix.length) : compact;
  if (!vat.format.body.test(body)) {
    return { ok: false, message: `VAT number ${compact} is not valid for ${countryName(country)}: ${vat.format.described}` };
  }
  return { ok: true, taxId: `${vat.prefix}${body}` };
}

/** The EU member a written VAT number belongs to (for VIES), or undefined for UK and free-text ids. */
export function euVatCountry(taxId: string): string | undefined {
  const prefix = taxId.slice(0, 2);
  return prefix in EU_VAT_FORMATS ? prefix : undefined;
}

const countryName = (country: string): string => COUNTRIES.find(([code]) => code === countryCode(country))?.[1] ?? country.trim();
