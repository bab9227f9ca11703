import { describe, expect, it } from "vitest";
import { formatPrice, fromCents, linePriceCents, normalizeMoney, orderTotals, taxCents, toCents, returnedUnitCents } from "./money";

describe("money", () => {
  it("parses decimal strings into cents exactly", () => {
    expect(toCents("1295.00")).toBe(129500);
    expect(toCents("0.1")).toBe(10);
    expect(toCents("19.99")).toBe(1999);
    expect(toCents("2.005")).toBe(201);
    expect(toCents(0.3)).toBe(30);
    expect(() => toCents("12,00")).toThrow(RangeError);
    expect(() => toCents("abc")).toThrow(RangeError);
  });

  it("formats cents as two-decimal strings", () => {
    expect(fromCents(5)).toBe("0.05");
    expect(fromCents(129500)).toBe("1295.00");
    expect(fromCents(-250)).toBe("-2.50");
    expect(normalizeMoney("7")).toBe("7.00");
    expect(formatPrice("45.5")).toBe("$45.50");
    expect(formatPrice("38040")).toBe("$38,040.00");
    expect(formatPrice("1234567.891")).toBe("$1,234,567.89");
    expect(formatPrice("999.99")).toBe("$999.99");
    expect(formatPrice("-1500")).toBe("-$1,500.00");
  });

  it("shows amounts with thousands separators", () => {
    expect(formatPrice("38040")).toBe("$38,040.00");
    expect(formatPrice("1234567.891")).toBe("$1,234,567.89");
    expect(formatPrice("999.99")).toBe("$999.99");
    expect(formatPrice("1000")).toBe("$1,000.00");
    expect(formatPrice(0.5)).toBe("$0.50");
    expect(formatPrice("-1250.5")).toBe("-$1,250.50");
  });

  it("computes a line as (price + option) x quantity", () => {
    expect(linePriceCents("1295.00", "125.00", 2)).toBe(284000);
    expect(linePriceCents("0.10", null, 3)).toBe(30);
  });

  it("taxes the subtotal only, rounding half up to the cent", () => {
    expect(taxCents(10000, "7.25")).toBe(725);
    expect(taxCents(1999, "7.25")).toBe(145); // 144.93 -> 145
    expect(taxCents(200, "0.25")).toBe(1); // 0.5 cent -> 1
    const totals = orderTotals(129500, "7.25", 2150);
    expect(totals).toEqual({
      subtotal: "1295.00",
      discount: "0.00",
      taxRate: "7.25",
      taxAmount: "93.89",
      shippingCost: "21.50",
      total: "1410.39",
    });
  });

  it("takes a discount off the subtotal before tax (quotes and discount codes)", () => {
    // (900.00 - 50.00) x 8.25 % = 70.125 -> 70.13; + 25.00 shipping.
    expect(orderTotals(90000, "8.25", 2500, 5000)).toEqual({
      subtotal: "900.00",
      discount: "50.00",
      taxRate: "8.25",
      taxAmount: "70.13",
      shippingCost: "25.00",
      total: "945.13",
    });
  });
});

describe("returnedUnitCents", () => {
  it("gives back the unit price and its share of the tax", () => {
    // Two units at 1,295.00 and one at 410.00: subtotal 3,000.00, tax 7.25% = 217.50.
    const order = { subtotal: "3000.00", taxAmount: "217.50" };
    expect(returnedUnitCents("1295.00", order)).toEqual({ unitCents: 129500, discountCents: 0, taxCents: 9389, totalCents: 138889 });
    expect(returnedUnitCents("410.00", order).totalCents).toBe(41000 + 2973);
  });

  it("takes off the unit's share of a quote's discount, and rounds each share half up to the cent", () => {
    const order = { subtotal: "300.00", discount: "100.00", taxAmount: "14.50" };
    expect(returnedUnitCents("100.00", order)).toEqual({ unitCents: 10000, discountCents: 3333, taxCents: 483, totalCents: 7150 });
  });

  it("gives back the unit price alone on an order without tax", () => {
    expect(returnedUnitCents("89.99", { subtotal: "179.98", taxAmount: "0.00" }).totalCents).toBe(8999);
  });
});
