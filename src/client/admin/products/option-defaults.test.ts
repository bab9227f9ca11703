import { describe, expect, it } from "vitest";
import { defaultOptionIndex, newOption, normalizeOptions, removeOption, selectDefaultOption } from "./option-defaults";

const opt = (title: string, isDefault?: boolean) => ({ title, price: "10.00", ...(isDefault === undefined ? {} : { isDefault }) });
const defaults = (options: { isDefault?: boolean }[]) => options.map((o) => o.isDefault === true);

describe("selectDefaultOption", () => {
  it("makes the chosen option the only default", () => {
    const result = selectDefaultOption([opt("A", true), opt("B"), opt("C", true)], 1);
    expect(defaults(result)).toEqual([false, true, false]);
    expect(result.map((o) => o.title)).toEqual(["A", "B", "C"]);
  });

  it("falls back to the save rule for an index outside the list", () => {
    expect(defaults(selectDefaultOption([opt("A"), opt("B")], 5))).toEqual([true, false]);
  });
});

describe("removeOption", () => {
  it("makes the first remaining option the default when the default is removed", () => {
    const result = removeOption([opt("A"), opt("B", true), opt("C")], 1);
    expect(result.map((o) => o.title)).toEqual(["A", "C"]);
    expect(defaults(result)).toEqual([true, false]);
  });

  it("keeps the chosen default when another option is removed", () => {
    const result = removeOption([opt("A"), opt("B"), opt("C", true)], 0);
    expect(result.map((o) => o.title)).toEqual(["B", "C"]);
    expect(defaults(result)).toEqual([false, true]);
  });

  it("answers an empty list when the last option goes", () => {
    expect(removeOption([opt("A", true)], 0)).toEqual([]);
  });
});

describe("normalizeOptions (on save)", () => {
  it("marks the first option default when none is", () => {
    expect(defaults(normalizeOptions([opt("A"), opt("B", false)]))).toEqual([true, false]);
  });

  it("keeps only the first marked option when several are", () => {
    expect(defaults(normalizeOptions([opt("A"), opt("B", true), opt("C", true)]))).toEqual([false, true, false]);
  });

  it("leaves an empty list empty", () => {
    expect(normalizeOptions([])).toEqual([]);
  });
});

describe("helpers", () => {
  it("finds the default index", () => {
    expect(defaultOptionIndex([opt("A"), opt("B", true)])).toBe(1);
    expect(defaultOptionIndex([opt("A")])).toBe(-1);
  });

  it("makes only the first new row default", () => {
    expect(newOption(0).isDefault).toBe(true);
    expect(newOption(2).isDefault).toBe(false);
  });
});
