import unhomoglyph from "unhomoglyph";

/** Names that would pass for the shop's own staff. */
const RESERVED = ["admin", "administrator", "root", "system", "owner", "staff"];

/**
 * Letters that confusables.txt does not map to the Latin letter they pass for: the small
 * capitals of the phonetic extensions ("ᴀdmin") and the turned letters of the IPA ("ɐdmin").
 * Read as the letter a reader sees.
 */
const READS_AS: Record<string, string> = {
  ᴀ: "a",
  ʙ: "b",
  ᴄ: "c",
  ᴅ: "d",
  ᴇ: "e",
  ꜰ: "f",
  ɢ: "g",
  ʜ: "h",
  ɪ: "i",
  ᴊ: "j",
  ᴋ: "k",
  ʟ: "l",
  ᴍ: "m",
  ɴ: "n",
  ᴏ: "o",
  ᴘ: "p",
  ǫ: "q",
  ʀ: "r",
  ꜱ: "s",
  ᴛ: "t",
  ᴜ: "u",
  ᴠ: "v",
  ᴡ: "w",
  ʏ: "y",
  ᴢ: "z",
  ɐ: "a",
  ɒ: "a",
  ɔ: "c",
  ǝ: "e",
  ə: "e",
  ɟ: "f",
  ɥ: "h",
  ᴉ: "i",
  ɯ: "m",
  ɹ: "r",
  ɾ: "r",
  ʇ: "t",
  ʌ: "v",
  ʍ: "w",
  ʎ: "y",
};
const READS_AS_PATTERN = new RegExp(`[${Object.keys(READS_AS).join("")}]`, "gu");

/** Digits people write for letters ("st4ff", "r00t", "adm1n"), applied after the skeleton (which reads 0 as O and 1 as l). */
const DIGIT_LETTERS: Record<string, string> = { "0": "o", "1": "l", "3": "e", "4": "a", "5": "s" };

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
 * letters and digits removed ("a.d.m.i.n" looks like "admin" too), lower-cased at the end; and
 * each of those with digits read as the letters they stand for.
 */
function lookalikeForms(value: string): string[] {
  const nfkc = value.normalize("NFKC").replace(READS_AS_PATTERN, (c) => READS_AS[c] ?? c);
  const forms = [nfkc, nfkc.toLowerCase(), nfkc.toUpperCase()].map((form) =>
    skeleton(form)
      .replace(/[^\p{L}\p{N}]/gu, "")
      .toLowerCase(),
  );
  return [...forms, ...forms.map((form) => skeleton(form.replace(/[01345]/g, (d) => DIGIT_LETTERS[d] ?? d)).toLowerCase())];
}

const reservedForms = new Set(RESERVED.flatMap(lookalikeForms));

/** True for "admin" in any case, width or script that looks like it ("аdmin" with a Cyrillic а, "ADMIN" in full width, "adrnin", "ᴀdmin", "st4ff"). */
export function isReservedUsername(username: string): boolean {
  return lookalikeForms(username).some((form) => reservedForms.has(form));
}
