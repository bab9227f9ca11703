import { describe, expect, it } from "vitest";
import { toWinAnsi } from "./win-ansi";

describe("toWinAnsi", () => {
  it("keeps what the standard fonts can draw", () => {
    expect(toWinAnsi("Müller & Søn, 50 Ω, ±0.5 dB – “quoted” €")).toBe("Müller & Søn, 50 ohm, ±0.5 dB – “quoted” €");
    expect(toWinAnsi("two\nlines\tand a tab")).toBe("two\nlines and a tab");
  });

  it("reduces other accented letters to their base letter and the rest to ?", () => {
    expect(toWinAnsi("Antonín Dvořák, Łódź")).toBe("Antonín Dvorák, ?ódz");
    expect(toWinAnsi("東京 ≤ 3 µs")).toBe("?? <= 3 µs");
  });
});
