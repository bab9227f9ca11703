import { beforeEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from "./cart-storage";
import { sampleCart } from "./cart-fixtures";

const items = sampleCart;

beforeEach(() => localStorage.clear());

describe("cart storage", () => {
  it("round-trips the cart under the key 'cart'", () => {
    saveCart(items);
    expect(JSON.parse(localStorage.getItem("cart") ?? "null")).toEqual(items);
    expect(loadCart()).toEqual(items);
  });

  it("an empty or missing value is an empty cart", () => {
    expect(loadCart()).toEqual([]);
    expect(parseStoredCart("")).toEqual([]);
  });

  it("discards bad JSON", () => {
    localStorage.setItem(CART_STORAGE_KEY, "{not json");
    expect(loadCart()).toEqual([]);
  });

  it("discards a value of the wrong shape", () => {
    for (const raw of ["null", "42", '"text"', '{"items":[]}', "true"]) expect(parseStoredCart(raw)).toEqual([]);
  });

  it("drops lines of an old format or with missing fields and keeps the good ones", () => {
    const stored = [
      // an older format: flat lines with a numeric price
      { id: "p9", name: "Old", price: 12.5, quantity: 1 },
      // missing product fields
      { product: { id: "p8", name: "No price" }, quantity: 1 },
      // a quantity that is not a positive whole number
      { ...items[1], quantity: 0 },
      { ...items[1], quantity: 1.5 },
      // a bad option
      { ...items[1], selectedOption: { title: "x" } },
      items[0],
      null,
      "junk",
    ];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
    expect(loadCart()).toEqual([items[0]]);
  });

  it("strips unknown fields from a stored line", () => {
    const withExtra = [{ ...items[1], product: { ...items[1]!.product, description: "x".repeat(50) }, junk: true }];
    expect(parseStoredCart(JSON.stringify(withExtra))).toEqual([items[1]]);
  });

  it("keeps the mark of a line the catalog check found unavailable, and nothing else in its place", () => {
    const marked = [
      { ...items[1], unavailable: "out-of-stock" },
      { ...items[1], product: { ...items[1]!.product, id: "p3" }, unavailable: "bogus" },
    ];
    const parsed = parseStoredCart(JSON.stringify(marked));
    expect(parsed.map((line) => line.unavailable)).toEqual(["out-of-stock", undefined]);
  });
});
