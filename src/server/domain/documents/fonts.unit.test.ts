import { describe, expect, it } from "vitest";
import { faceFor, printableIn } from "./fonts";

describe("faceFor", () => {
  it.each([
    ["Zoë Dvořák, Łódź, 50 Ω ≤ 3 µs", "NotoSans"],
    ["Иван Петров", "NotoSans"],
    ["Γιώργος Παπαδόπουλος", "NotoSans"],
    ["山田 太郎, 東京都", "NotoSansJP"],
    ["北京电磁兼容测试有限公司", "NotoSansSC"],
    ["김민준, 서울", "NotoSansKR"],
  ])("sets %j in %s", (text, family) => {
    expect(faceFor("regular", text).id).toBe(`${family}-regular`);
    expect(faceFor("bold", text).id).toBe(`${family}-bold`);
  });

  it("takes the face that draws the most of a text no face draws whole (one face a text: decision 0071)", () => {
    // Hangul and simplified Chinese in one field: the Chinese face lacks the Hangul, the Korean face these hanzi.
    const face = faceFor("regular", "김민준 张伟张伟");
    expect(face.id).toBe("NotoSansSC-regular");
    expect(printableIn(face, "김민준 张伟张伟")).toBe("??? 张伟张伟");
  });
});

describe("printableIn", () => {
  const sans = faceFor("regular", "Latin");

  it("keeps what the face draws, line breaks too, and turns tabs and controls into spaces", () => {
    expect(printableIn(sans, "Müller & Søn, 50 Ω\nline two\tand a tab\u0007")).toBe("Müller & Søn, 50 Ω\nline two and a tab ");
  });

  it("prints a letter the face lacks as its base letter, and anything else as one ?", () => {
    expect(printableIn(sans, "Ada 📡 Lovelace 東京")).toBe("Ada ? Lovelace ??");
  });
});
