// Denied-party screening (extensions §9, decision 0074): does a buyer's name, company or address
// match an entry of the US Consolidated Screening List closely? Pure: the list is handed in.
//
// "Closely", as the shop applies it, after normalising both sides (NFKD, combining marks
// stripped, lower case, anything but letters and digits a space, legal-form words such as GmbH or
// Ltd dropped, ß written ss, the tokens sorted):
// - a name or company matches an entry's name or one of its alt_names when the two token lists are
//   equal, or when both have 2+ tokens, as many of them, and they pair up one to one, each pair
//   equal or (both 5+ letters) one edit apart ("Mohammad"/"Mohammed"), at least one of them equal
//   (the index looks names up by their words); a different first name, or one shared word, is
//   not a match;
// - an address matches one of the entry's addresses when the streets and the cities match so
//   (equal token lists; an entry address without a street never matches).
import type { ScreeningAddress, ScreeningMatch } from "../../../shared/contracts/screening";

export type { ScreeningAddress, ScreeningMatch };

/** Words that say what kind of company a name is, not which one. */
const LEGAL_FORMS = new Set([
  "gmbh",
  "ag",
  "kg",
  "ohg",
  "ug",
  "mbh",
  "ltd",
  "limited",
  "llc",
  "llp",
  "lp",
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "plc",
  "sa",
  "sas",
  "sarl",
  "srl",
  "spa",
  "bv",
  "nv",
  "oy",
  "ab",
  "as",
  "kk",
  "jsc",
  "pjsc",
  "ojsc",
  "cjsc",
  "ooo",
  "zao",
  "oao",
  "pao",
  "fze",
  "fzco",
  "pte",
  "pty",
  "sdn",
  "bhd",
]);

/** Tokens of a name, normalised and sorted (legal forms dropped). */
export function nameTokens(text: string): string[] {
  return addressTokens(text).filter((token) => !LEGAL_FORMS.has(token));
}

/** Tokens of a street or city, normalised and sorted (every word kept). */
export function addressTokens(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .sort();
}

/** Whether a and b are at most one insertion, deletion or substitution apart. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((token, i) => token === b[i]);

/** Two normalised token lists name the same party ("closely", above). */
export function tokensMatch(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  if (sameList(a, b)) return true;
  if (a.length < 2 || a.length !== b.length) return false;
  const left = [...b];
  for (const token of a) {
    const at = left.findIndex((other) => other === token || (token.length >= 5 && other.length >= 5 && oneEditApart(token, other)));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/** One entry of the list as the shop keeps it. */
export interface ScreeningEntry {
  id: number;
  source: string;
  entityNumber: string;
  type: string;
  name: string;
  altNames: string[];
  programs: string;
  addresses: ScreeningAddress[];
}

/** What the buyer gave: the order's or quote's contact and addresses. */
export interface ScreenedParty {
  customerName: string;
  companyName?: string | null | undefined;
  addresses: { street: string; city: string }[];
}

/** Who the screening looks at in an order: the buyer's name and company, the ship-to and billing streets and cities. */
export function partyOfOrder(order: {
  customerName: string;
  companyName?: string | null | undefined;
  street: string;
  city: string;
  billingStreet: string;
  billingCity: string;
}): ScreenedParty {
  return {
    customerName: order.customerName,
    companyName: order.companyName,
    addresses: [
      { street: order.street, city: order.city },
      { street: order.billingStreet, city: order.billingCity },
    ],
  };
}

interface IndexedName {
  tokens: string[];
  entry: ScreeningEntry;
}
interface IndexedAddress {
  street: string[];
  city: string[];
  entry: ScreeningEntry;
}

/** "street, city, state, postal, country" entries of the CSL's addresses column, ";"-separated. */
export function parseAddresses(text: string): ScreeningAddress[] {
  return text
    .split(";")
    .map((one) => one.split(",").map((part) => part.trim()))
    .filter((parts) => parts.some(Boolean))
    .map((parts) => {
      // The street may itself hold commas: the last four parts are city, state, postal, country.
      const tail = parts.length >= 5 ? parts.slice(-4) : ["", "", "", ""];
      const street = parts.length >= 5 ? parts.slice(0, -4).join(", ") : (parts[0] ?? "");
      const [city = "", state = "", postalCode = "", country = ""] = parts.length >= 5 ? tail : parts.slice(1);
      return { street, city, state, postalCode, country };
    });
}

/**
 * The list made ready for screening: every name and address tokenised once, indexed by each of
 * its tokens, so a buyer is compared with the few entries sharing a word, not with all of them.
 */
export class ScreeningIndex {
  private readonly names = new Map<string, IndexedName[]>();
  private readonly addresses = new Map<string, IndexedAddress[]>();
  readonly size: number;

  constructor(entries: readonly ScreeningEntry[]) {
    this.size = entries.length;
    for (const entry of entries) {
      for (const name of [entry.name, ...entry.altNames]) {
        const tokens = nameTokens(name);
        if (tokens.length) for (const token of new Set(tokens)) push(this.names, token, { tokens, entry });
      }
      for (const address of entry.addresses) {
        const street = addressTokens(address.street);
        const city = addressTokens(address.city);
        if (street.length && city.length) for (const token of new Set(city)) push(this.addresses, token, { street, city, entry });
      }
    }
  }

  /** The first entry the party matches, or null. */
  screen(party: ScreenedParty): ScreeningMatch | null {
    const byName = (field: "name" | "company", value: string | null | undefined): ScreeningMatch | null => {
      if (!value) return null;
      const tokens = nameTokens(value);
      for (const candidate of candidates(this.names, tokens)) {
        if (tokensMatch(tokens, candidate.tokens)) return matchOf(candidate.entry, field, value);
      }
      return null;
    };
    const found = byName("name", party.customerName) ?? byName("company", party.companyName);
    if (found) return found;
    for (const address of party.addresses) {
      const street = addressTokens(address.street);
      const city = addressTokens(address.city);
      if (!street.length || !city.length) continue;
      for (const candidate of candidates(this.addresses, city)) {
        if (sameList(city, candidate.city) && sameList(street, candidate.street))
          return matchOf(candidate.entry, "address", `${address.street}, ${address.city}`);
      }
    }
    return null;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Everything indexed under any of the tokens, each once. */
function* candidates<T>(map: Map<string, T[]>, tokens: readonly string[]): Generator<T> {
  const seen = new Set<T>();
  for (const token of new Set(tokens)) {
    for (const item of map.get(token) ?? []) {
      if (!seen.has(item)) {
        seen.add(item);
        yield item;
      }
    }
  }
}

function matchOf(entry: ScreeningEntry, field: ScreeningMatch["field"], value: string): ScreeningMatch {
  return { entryName: entry.name, source: entry.source, programs: entry.programs, entityNumber: entry.entityNumber, field, value };
}

/** The history's and the activity log's words for a match. */
export function describeMatch(match: ScreeningMatch): string {
  const programs = match.programs ? `, programs ${match.programs}` : "";
  return `Held: the buyer's ${match.field} "${match.value}" matches "${match.entryName}" on the screening list (${match.source}${programs})`;
}
