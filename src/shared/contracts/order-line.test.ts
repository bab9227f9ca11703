import { describe, expect, it } from "vitest";
import { parseOrderLines, readOrderLines, unitsByProduct } from "./order-line";
import { buildOrderLine } from "./order-line-fixtures";

const probeWithOption = buildOrderLine(
  { id: "p1", name: "101A EMC Probe Set", price: "895.00", image: "/x.svg", category: "EMC Probe Sets" },
  { price: "1420.00", quantity: 2, option: { title: "Bundle with 150A EMC Probe Amplifier (US supply)", price: "525.00" } },
);

describe("order lines", () => {
  it("reads the server's re-priced lines as they are", () => {
    expect(parseOrderLines(JSON.stringify([probeWithOption]))).toEqual([probeWithOption]);
  });

  it("takes a missing line total as unit price x quantity, never adding the option a second time", () => {
    const { lineTotal: _omitted, ...withoutTotal } = probeWithOption;
    const [line] = parseOrderLines(JSON.stringify([withoutTotal]));
    expect(line?.lineTotal).toBe("2840.00");
  });

  it("refuses text that is not a list of order lines; readOrderLines shows it as no lines", () => {
    expect(() => parseOrderLines("not json")).toThrow();
    expect(() => parseOrderLines(JSON.stringify([{ product: { id: "p1" }, quantity: 1 }]))).toThrow();
    expect(readOrderLines("{}")).toEqual([]);
  });

  it("adds up the units of one product across options", () => {
    const other = { ...probeWithOption, quantity: 3, selectedOption: null, price: "895.00", lineTotal: "2685.00" };
    expect(unitsByProduct(parseOrderLines(JSON.stringify([probeWithOption, other])))).toEqual([
      { productId: "p1", productName: "101A EMC Probe Set", quantity: 5 },
    ]);
  });
});
