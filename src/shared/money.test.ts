import { describe, expect, it } from "vitest";
import { formatPrice, fromCents, linePriceCents, normalizeMoney, orderTotals, taxCents, toCents } from "./money";

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
    expect(totals).toEqual({ subtotal: "1295.00", taxRate: "7.25", taxAmount: "93.89", shippingCost: "21.50", total: "1410.39" });
  });
});
