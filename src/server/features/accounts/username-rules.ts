import unhomoglyph from "unhomoglyph";

/** Names that would pass for the shop's own staff. */
const RESERVED = ["admin", "administrator", "root", "system", "owner", "staff"];

/**
 * The UTS #39 skeleton: NFD, every character replaced by its prototype from Unicode's
 * confusables.txt (unhomoglyph's table), NFD again. Two strings that look alike have equal skeletons.
 */
export function skeleton(value: string): string {
  return unhomoglyph(value.normalize("NFD")).normalize("NFD");
}

/**
 * The forms a name is compared in: the skeleton of the name as typed, lower-cased and upper-cased
 * (a prototype can depend on case: "I" looks like "l", "i" does not), with everything but
 * letters and digits removed ("a.d.m.i.n" looks like "admin" too), lower-cased at the end.
 */
function lookalikeForms(value: string): string[] {
  const nfkc = value.normalize("NFKC");
  return [nfkc, nfkc.toLowerCase(), nfkc.toUpperCase()].map((form) =>
    skeleton(form)
      .replace(/[^\p{L}\p{N}]/gu, "")
      .toLowerCase(),
  );
}

const reservedForms = new Set(RESERVED.flatMap(lookalikeForms));

/** True for "admin" in any case, width or script that looks like it ("аdmin" with a Cyrillic а, "ADMIN" in full width, "adrnin"). */
export function isReservedUsername(username: string): boolean {
  return lookalikeForms(username).some((form) => reservedForms.has(form));
}
