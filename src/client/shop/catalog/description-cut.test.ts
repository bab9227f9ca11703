import { describe, expect, it } from "vitest";
import { cutDescription, DESCRIPTION_CUT_LENGTH } from "./description-cut";

describe("cutDescription", () => {
  it("keeps a description of at most 120 characters whole, with no toggle", () => {
    expect(cutDescription("Short.")).toEqual({ text: "Short.", isCut: false });
    const exact = "x".repeat(120);
    expect(cutDescription(exact)).toEqual({ text: exact, isCut: false });
  });

  it("cuts a longer description to its first 120 characters plus an ellipsis", () => {
    const long = "a".repeat(100) + "b".repeat(21);
    const cut = cutDescription(long);
    expect(cut.isCut).toBe(true);
    expect(cut.text).toBe("a".repeat(100) + "b".repeat(20) + "...");
    expect(cut.text).toHaveLength(DESCRIPTION_CUT_LENGTH + 3);
  });

  it("shows the whole text when expanded, and still reports that it can be cut", () => {
    const long = "y".repeat(300);
    expect(cutDescription(long, true)).toEqual({ text: long, isCut: true });
  });

  it("treats a missing description as empty", () => {
    expect(cutDescription(null)).toEqual({ text: "", isCut: false });
    expect(cutDescription(undefined, true)).toEqual({ text: "", isCut: false });
  });
});
