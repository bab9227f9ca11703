import { describe, expect, it } from "vitest";
import { parseOrderLines } from "./order-lines";
import { statusLabel, statusVariant } from "./order-status";

describe("parseOrderLines", () => {
  it("reads the server's re-priced lines (price includes the option)", () => {
    const items = JSON.stringify([
      {
        productId: "p1",
        productName: "101A EMC Probe Set",
        product: { id: "p1", name: "101A EMC Probe Set", price: "895.00", image: "/x.png", category: "EMC Probe Sets" },
        price: "1420.00",
        quantity: 2,
        selectedOption: { title: "Bundle with 150A EMC Probe Amplifier (US supply)", price: "525.00" },
        lineTotal: "2840.00",
      },
      {
        productId: "p2",
        productName: "DB-6 SMA DC Block",
        product: { id: "p2", name: "DB-6 SMA DC Block", price: "49.00" },
        price: "49.00",
        quantity: 1,
        selectedOption: null,
        lineTotal: "49.00",
      },
    ]);
    expect(parseOrderLines(items)).toEqual([
      {
        key: "p1-0",
        name: "101A EMC Probe Set",
        optionTitle: "Bundle with 150A EMC Probe Amplifier (US supply)",
        quantity: 2,
        unitPrice: "1420.00",
        lineTotal: "2840.00",
      },
      { key: "p2-1", name: "DB-6 SMA DC Block", optionTitle: null, quantity: 1, unitPrice: "49.00", lineTotal: "49.00" },
    ]);
  });

  it("reads older orders that hold the raw cart lines, adding the option to the product price", () => {
    const items = JSON.stringify([
      {
        product: { id: "p1", name: "103A H-Field Probe, 10 mm Loop", price: "325.00", image: "", category: "Probes" },
        quantity: 3,
        selectedOption: { title: "Individually calibrated with certificate", price: "145.00" },
      },
      { product: { id: "p2", name: "PT-3 Probe Positioner", price: 120 }, quantity: 1 },
    ]);
    expect(parseOrderLines(items)).toEqual([
      {
        key: "p1-0",
        name: "103A H-Field Probe, 10 mm Loop",
        optionTitle: "Individually calibrated with certificate",
        quantity: 3,
        unitPrice: "470.00",
        lineTotal: "1410.00",
      },
      { key: "p2-1", name: "PT-3 Probe Positioner", optionTitle: null, quantity: 1, unitPrice: "120.00", lineTotal: "120.00" },
    ]);
  });

  it("gives no lines for text that is not a list, and skips lines it cannot read", () => {
    expect(parseOrderLines("not json")).toEqual([]);
    expect(parseOrderLines("{}")).toEqual([]);
    expect(parseOrderLines("")).toEqual([]);
    const items = JSON.stringify([
      null,
      3,
      { productName: "No quantity", price: "1.00" },
      { productName: "Bad price", price: "abc", quantity: 1 },
      { quantity: 1, price: "1.00" },
    ]);
    expect(parseOrderLines(items)).toEqual([]);
  });
});

describe("order status", () => {
  it("styles completed, pending and cancelled as the spec says, anything else as secondary", () => {
    expect(statusVariant("completed")).toBe("default");
    expect(statusVariant("pending")).toBe("secondary");
    expect(statusVariant("cancelled")).toBe("destructive");
    expect(statusVariant("processing")).toBe("secondary");
  });

  it("capitalises the first letter of the label", () => {
    expect(statusLabel("pending")).toBe("Pending");
    expect(statusLabel("processing")).toBe("Processing");
    expect(statusLabel("")).toBe("");
  });
});
