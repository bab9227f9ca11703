import { describe, expect, it } from "vitest";
import { buildToOrderNote, buyableUnits, MAX_LINE_QUANTITY } from "./build-to-order";

const coil = { inStock: 2, backorderable: true, leadTimeDays: 28 };

describe("build to order in the storefront", () => {
  it("lets a backorderable product be bought up to a line's limit, any other up to its stock", () => {
    expect(buyableUnits(coil)).toBe(MAX_LINE_QUANTITY);
    expect(buyableUnits({ ...coil, inStock: 0 })).toBe(MAX_LINE_QUANTITY);
    expect(buyableUnits({ inStock: 2, backorderable: false, leadTimeDays: null })).toBe(2);
    expect(buyableUnits({ inStock: 3 })).toBe(3);
    // A lead time is what makes the promise: without one the product is sold from stock only.
    expect(buyableUnits({ inStock: 1, backorderable: true, leadTimeDays: null })).toBe(1);
  });

  it("says when the units beyond the stock ship, counting units already taken by earlier lines", () => {
    expect(buildToOrderNote(coil, 2)).toBeNull();
    expect(buildToOrderNote(coil, 5)).toBe("2 from stock, 3 built to order. Ships in about 28 days");
    expect(buildToOrderNote(coil, 1, 2)).toBe("Built to order. Ships in about 28 days");
    expect(buildToOrderNote({ ...coil, inStock: 0, leadTimeDays: 1 }, 1)).toBe("Built to order. Ships in about 1 day");
    expect(buildToOrderNote({ inStock: 0 }, 3)).toBeNull();
  });
});
