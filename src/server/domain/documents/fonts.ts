// The faces every PDF is set in (extensions §9): names and addresses print as typed, in any script.
// Noto Sans draws Latin (every accent), Greek and Cyrillic; where a text has letters it lacks, the Noto
// Sans CJK face for Japanese, Simplified Chinese or Korean that has them all draws it. pdfkit embeds
// each face used as a subset of the glyphs drawn (docs/decisions/0071).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

export type Weight = "regular" | "bold";

/** The faces in the order they are tried: each package's static TTFs (Google Fonts, SIL Open Font License). */
const FACES = [
  {
    name: "NotoSans",
    module: "@expo-google-fonts/noto-sans",
    regular: "400Regular/NotoSans_400Regular.ttf",
    bold: "700Bold/NotoSans_700Bold.ttf",
  },
  {
    name: "NotoSansJP",
    module: "@expo-google-fonts/noto-sans-jp",
    regular: "400Regular/NotoSansJP_400Regular.ttf",
    bold: "700Bold/NotoSansJP_700Bold.ttf",
  },
  {
    name: "NotoSansSC",
    module: "@expo-google-fonts/noto-sans-sc",
    regular: "400Regular/NotoSansSC_400Regular.ttf",
    bold: "700Bold/NotoSansSC_700Bold.ttf",
  },
  {
    name: "NotoSansKR",
    module: "@expo-google-fonts/noto-sans-kr",
    regular: "400Regular/NotoSansKR_400Regular.ttf",
    bold: "700Bold/NotoSansKR_700Bold.ttf",
  },
] as const;

export interface Face {
  /** The name the face is registered under in a document, e.g. "NotoSansJP-bold". */
  readonly id: string;
  /** The parsed font, read from disk the first time a text needs the face (then kept for the process). */
  readonly font: fontkit.Font;
}

const require = createRequire(import.meta.url);

function lazyFace(id: string, file: string): Face {
  let font: fontkit.Font | undefined;
  return {
    id,
    get font() {
      if (!font) {
        const parsed = fontkit.create(readFileSync(require.resolve(file)));
        if (!("hasGlyphForCodePoint" in parsed)) throw new Error(`${file} is a font collection, not a font`);
        font = parsed;
      }
      return font;
    },
  };
}

const WEIGHTS: Record<Weight, Face[]> = {
  regular: FACES.map((face) => lazyFace(`${face.name}-regular`, `${face.module}/${face.regular}`)),
  bold: FACES.map((face) => lazyFace(`${face.name}-bold`, `${face.module}/${face.bold}`)),
};

/** Control characters print as a space; white space needs no glyph of its own to be understood. */
const isControl = (codePoint: number): boolean => codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f);
const isSpace = (ch: string): boolean => /\s/u.test(ch);

function missing(face: Face, text: string): number {
  let count = 0;
  for (const ch of text) {
    const codePoint = ch.codePointAt(0)!;
    if (!isControl(codePoint) && !isSpace(ch) && !face.font.hasGlyphForCodePoint(codePoint)) count++;
  }
  return count;
}

/** The first face that draws every letter of `text`, or else the one that draws the most. */
export function faceFor(weight: Weight, text: string): Face {
  const faces = WEIGHTS[weight];
  let best = faces[0]!;
  let bestMissing = missing(best, text);
  for (const face of faces.slice(1)) {
    if (bestMissing === 0) break;
    const count = missing(face, text);
    if (count < bestMissing) [best, bestMissing] = [face, count];
  }
  return best;
}

/**
 * The text as `face` prints it: tabs and other controls as spaces, a letter the face lacks as its base
 * letter where the face has that, anything else (an emoji, a script none of the faces covers) as "?".
 */
export function printableIn(face: Face, text: string): string {
  let out = "";
  for (const ch of text) {
    const codePoint = ch.codePointAt(0)!;
    if (ch === "\n") out += ch;
    else if (isControl(codePoint)) out += " ";
    else if (face.font.hasGlyphForCodePoint(codePoint)) out += ch;
    else if (isSpace(ch)) out += " ";
    else {
      const base = ch.normalize("NFD")[0] ?? "";
      out += base !== ch && face.font.hasGlyphForCodePoint(base.codePointAt(0)!) ? base : "?";
    }
  }
  return out;
}
