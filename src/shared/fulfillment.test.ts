import { describe, expect, it } from "vitest";
import { fulfillmentOf, remainingByLine } from "./fulfillment";

const lines = [{ quantity: 2 }, { quantity: 1 }];

describe("fulfillment", () => {
  it("is unfulfilled before any parcel, partially shipped after some units, shipped after all", () => {
    expect(fulfillmentOf(lines, [])).toBe("unfulfilled");
    expect(fulfillmentOf(lines, [{ lines: [{ index: 0, quantity: 1 }] }])).toBe("partially_shipped");
    expect(fulfillmentOf(lines, [{ lines: [{ index: 0, quantity: 2 }] }])).toBe("partially_shipped");
    expect(
      fulfillmentOf(lines, [
        { lines: [{ index: 0, quantity: 1 }] },
        {
          lines: [
            { index: 0, quantity: 1 },
            { index: 1, quantity: 1 },
          ],
        },
      ]),
    ).toBe("shipped");
  });

  it("counts what is left per line, never below zero", () => {
    expect(remainingByLine(lines, [{ lines: [{ index: 0, quantity: 1 }] }])).toEqual([1, 1]);
    expect(remainingByLine(lines, [{ lines: [{ index: 1, quantity: 5 }] }])).toEqual([2, 0]);
  });

  it("reads a parcel without lines (recorded before parcels had lines) as the whole order", () => {
    expect(fulfillmentOf(lines, [{ lines: [] }])).toBe("shipped");
    expect(remainingByLine(lines, [{ lines: [] }])).toEqual([0, 0]);
  });

  it("treats an order without lines as unfulfilled", () => {
    expect(fulfillmentOf([], [])).toBe("unfulfilled");
  });
});
