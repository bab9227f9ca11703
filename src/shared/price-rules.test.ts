import { describe, expect, it } from "vitest";
import { orderTotals } from "./money";
import { codeDiscountCents, priceTierProblems, tierFor, unitPriceFor } from "./price-rules";

const tiers = [
  { minQuantity: 5, price: "850.00" },
  { minQuantity: 10, price: "800.00" },
];

describe("quantity tiers", () => {
  it("chooses the tier with the most units not above the quantity, none below the first", () => {
    expect(tierFor(tiers, 4)).toBeNull();
    expect(tierFor(tiers, 5)).toEqual(tiers[0]);
    expect(tierFor(tiers, 9)).toEqual(tiers[0]);
    expect(tierFor(tiers, 10)).toEqual(tiers[1]);
    expect(tierFor(tiers, 500)).toEqual(tiers[1]);
  });

  it("prices a unit at its tier, the option's extra added unchanged", () => {
    expect(unitPriceFor({ listPrice: "895.00", tiers, units: 1 })).toEqual({ listCents: 89500, unitCents: 89500, source: "list" });
    expect(unitPriceFor({ listPrice: "895.00", optionPrice: "60.00", tiers, units: 5 })).toEqual({
      listCents: 95500,
      unitCents: 91000,
      source: "tier",
    });
  });
});

describe("customer group prices", () => {
  it("takes the group's percent off the list price, option included, rounded half up to the cent", () => {
    expect(unitPriceFor({ listPrice: "895.00", tiers: [], units: 1, groupPercent: "10.00" })).toEqual({
      listCents: 89500,
      unitCents: 80550,
      source: "group",
    });
    // 12.5 % of 99.99 is 12.49875: 12.50 off.
    expect(unitPriceFor({ listPrice: "99.99", tiers: [], units: 1, groupPercent: "12.50" }).unitCents).toBe(8749);
  });

  it("charges the lower of the tier and the group price, never one on top of the other (decision 0068)", () => {
    // 10 % off 895.00 is 805.50: below the 5-unit tier (850.00), above the 10-unit tier (800.00).
    expect(unitPriceFor({ listPrice: "895.00", tiers, units: 5, groupPercent: "10.00" })).toMatchObject({
      unitCents: 80550,
      source: "group",
    });
    expect(unitPriceFor({ listPrice: "895.00", tiers, units: 10, groupPercent: "10.00" })).toMatchObject({
      unitCents: 80000,
      source: "tier",
    });
    // Education 5 %: the 5-unit tier wins at once.
    expect(unitPriceFor({ listPrice: "895.00", tiers, units: 5, groupPercent: "5.00" })).toMatchObject({
      unitCents: 85000,
      source: "tier",
    });
  });
});

describe("tier rules an admin must follow", () => {
  it("accepts increasing quantities from 2 with falling prices below the list price", () => {
    expect(priceTierProblems("895.00", tiers)).toEqual([]);
  });

  it("names each tier that breaks the order or the prices", () => {
    expect(
      priceTierProblems("895.00", [
        { minQuantity: 5, price: "900.00" },
        { minQuantity: 5, price: "850.00" },
        { minQuantity: 10, price: "850.00" },
      ]),
    ).toEqual([
      { index: 0, field: "price", message: "A tier's price must be below the list price" },
      { index: 1, field: "minQuantity", message: "Each tier's quantity must be more than the one before" },
      { index: 2, field: "price", message: "Each tier's price must be below the one before" },
    ]);
  });
});

describe("a code's amount", () => {
  it("is a percent of the lines it applies to, or an amount, never more than they cost and never below zero", () => {
    expect(codeDiscountCents("percent", "10.00", 179000)).toBe(17900);
    expect(codeDiscountCents("percent", "100.00", 179000)).toBe(179000);
    expect(codeDiscountCents("amount", "50.00", 179000)).toBe(5000);
    expect(codeDiscountCents("amount", "500.00", 8500)).toBe(8500);
    expect(codeDiscountCents("amount", "50.00", 0)).toBe(0);
  });

  it("leaves shipping alone and is taken off before tax (the tax is on the discounted subtotal)", () => {
    // 1,790.00 less 10 % = 1,611.00; 7.25 % tax on that = 116.80 (not 129.78); shipping 25.00 untaxed, undiscounted.
    const discount = codeDiscountCents("percent", "10.00", 179000);
    expect(orderTotals(179000, "7.25", 2500, discount)).toEqual({
      subtotal: "1790.00",
      discount: "179.00",
      taxRate: "7.25",
      taxAmount: "116.80",
      shippingCost: "25.00",
      total: "1752.80",
    });
  });
});
