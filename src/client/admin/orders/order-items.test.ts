import { describe, expect, it } from "vitest";
import { parseOrderItems } from "./order-items";

describe("parseOrderItems", () => {
  it("reads recorded lines with their option and line total", () => {
    const text = JSON.stringify([
      {
        productId: "p1",
        productName: "101A EMC Probe Set",
        product: { id: "p1", name: "101A EMC Probe Set", price: "1295.00" },
        price: "1295.00",
        quantity: 2,
        selectedOption: { title: "With case", price: "50.00" },
        lineTotal: "2690.00",
      },
    ]);
    expect(parseOrderItems(text)).toEqual([
      {
        name: "101A EMC Probe Set",
        quantity: 2,
        unitPrice: "1295.00",
        option: { title: "With case", price: "50.00" },
        lineTotal: "2690.00",
      },
    ]);
  });

  it("computes the line total of a raw cart line: (price + option) x quantity", () => {
    const text = JSON.stringify([
      { product: { id: "p2", name: "Coil", price: 100 }, quantity: 3, selectedOption: { title: "Calibrated", price: "25.5" } },
    ]);
    expect(parseOrderItems(text)).toEqual([
      { name: "Coil", quantity: 3, unitPrice: "100.00", option: { title: "Calibrated", price: "25.50" }, lineTotal: "376.50" },
    ]);
  });

  it("survives text that is not a JSON list and skips lines that are not objects", () => {
    expect(parseOrderItems("not json")).toEqual([]);
    expect(parseOrderItems('{"a":1}')).toEqual([]);
    const lines = parseOrderItems(JSON.stringify([null, 5, { quantity: -2, price: "abc", selectedOption: null }]));
    expect(lines).toEqual([{ name: "Unnamed item", quantity: 1, unitPrice: null, option: null, lineTotal: null }]);
  });
});
