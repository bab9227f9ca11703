// PDFKit's standard fonts (Helvetica) only draw WinAnsi characters; everything we print goes through here.

// Characters outside WinAnsi cannot be drawn with the standard PDF fonts.
const REPLACEMENTS: Record<string, string> = {
  "\u03a9": "ohm", // Greek capital omega
  "\u2126": "ohm", // ohm sign
  "\u03bc": "\u00b5", // Greek mu -> micro sign (in WinAnsi)
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
  "\u2212": "-",
  "\u221a": "sqrt",
  "\u03c0": "pi",
  "\u2011": "-",
  "\u2009": " ",
  "\u202f": " ",
  "\u00a0": " ",
};
const WIN_ANSI_EXTRAS = new Set(
  "\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d" +
    "\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178",
);

function isWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0x3f;
  return ch === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRAS.has(ch);
}

/**
 * Makes a string safe for the standard 14 fonts (WinAnsi encoding). A letter outside it keeps its
 * base letter when it has one (a customer "Dvořák" prints as "Dvorak", not "Dvo?ak").
 */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    const replacement = REPLACEMENTS[ch];
    if (replacement !== undefined) {
      out += replacement;
    } else if (isWinAnsi(ch)) {
      out += ch;
    } else if (ch === "\t") {
      out += " ";
    } else {
      const base = ch.normalize("NFD")[0] ?? "";
      out += base !== ch && isWinAnsi(base) ? base : "?";
    }
  }
  return out;
}
