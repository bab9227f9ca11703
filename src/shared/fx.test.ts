import { describe, expect, it } from "vitest";
import { fxRatesInput, type FxRateTable } from "./contracts/fx";
import { convertUsd, formatCurrencyAmount, formatEstimate, roundRate, usdBasedRates } from "./fx";

const RATES: FxRateTable = { EUR: 0.952381, GBP: 0.792857, JPY: 157.0, CAD: 1.402286, AUD: 1.536 };

describe("usdBasedRates (ECB's per-euro rates to the shop's per-dollar ones)", () => {
  it("divides by the dollar's rate and inverts the euro's, to 6 significant digits", () => {
    expect(usdBasedRates({ USD: 1.05, JPY: 164.85, GBP: 0.8325, CAD: 1.4724, AUD: 1.6128, CHF: 0.93 })).toEqual({
      EUR: 0.952381,
      JPY: 157,
      GBP: 0.792857,
      CAD: 1.40229,
      AUD: 1.536,
    });
  });

  it("refuses rates without the dollar or a currency the shop shows", () => {
    expect(() => usdBasedRates({ JPY: 164.85, GBP: 0.8325, CAD: 1.4724, AUD: 1.6128 })).toThrow(/USD/);
    expect(() => usdBasedRates({ USD: 1.05, JPY: 164.85, GBP: 0.8325, CAD: 1.4724 })).toThrow(/AUD/);
    expect(() => usdBasedRates({ USD: 0, JPY: 1, GBP: 1, CAD: 1, AUD: 1 })).toThrow(/USD/);
  });

  it("rounds to 6 significant digits", () => {
    expect(roundRate(1 / 1.0512)).toBe(0.951294);
    expect(roundRate(156.28751)).toBe(156.288);
  });
});

describe("convertUsd and the estimate's format", () => {
  it("converts from the USD amount's cents", () => {
    expect(convertUsd("1062.60", "EUR", RATES)).toBeCloseTo(1012.0, 1);
    expect(convertUsd("38040.00", "JPY", RATES)).toBe(5_972_280);
    expect(convertUsd(0, "GBP", RATES)).toBe(0);
  });

  it.each([
    ["1062.60", "EUR", "≈ €1,012"],
    ["1295.00", "GBP", "≈ £1,027"],
    ["1295.00", "JPY", "≈ ¥203,315"],
    ["4.85", "JPY", "≈ ¥761"],
    ["1295.00", "CAD", "≈ CA$1,816"],
    ["1295.00", "AUD", "≈ A$1,989"],
    ["4.85", "EUR", "≈ €4.62"],
    ["99.00", "EUR", "≈ €94.29"],
    ["120.00", "EUR", "≈ €114"],
  ] as const)("%s USD in %s is %s", (usd, currency, shown) => {
    expect(formatEstimate(usd, currency, RATES)).toBe(shown);
  });

  it("has no estimate for USD itself", () => {
    expect(formatEstimate("1295.00", "USD", RATES)).toBeNull();
  });

  it("never shows yen decimals, and whole units from 100 up", () => {
    expect(formatCurrencyAmount(0.4, "JPY")).toBe("¥0");
    expect(formatCurrencyAmount(99.994, "EUR")).toBe("€99.99");
    expect(formatCurrencyAmount(100.4, "EUR")).toBe("€100");
    expect(formatCurrencyAmount(1234567.8, "GBP")).toBe("£1,234,568");
  });
});

describe("the owner's rates (PUT /api/admin/settings/fx-rates)", () => {
  const valid = { rates: { EUR: 0.92, GBP: 0.79, JPY: 156.3, CAD: 1.4, AUD: 1.536 } };

  it("takes positive rates with at most 6 decimals; the choice defaults to the owner's", () => {
    expect(fxRatesInput.parse(valid)).toEqual({ use: "owner", ...valid });
    expect(fxRatesInput.parse({ use: "ecb", rates: { ...valid.rates, EUR: 0.123456 } }).use).toBe("ecb");
  });

  it.each([
    [{ ...valid.rates, EUR: 0 }, /EUR: must be greater than 0/],
    [{ ...valid.rates, GBP: -1 }, /GBP: must be greater than 0/],
    [{ ...valid.rates, JPY: 1e7 }, /JPY: must be below 1,000,000/],
    [{ ...valid.rates, CAD: 1.1234567 }, /CAD: at most 6 decimal places/],
    [{ ...valid.rates, AUD: "1.5" }, /AUD: must be a number/],
    [{ EUR: 0.92, GBP: 0.79, JPY: 156.3, CAD: 1.4 }, /AUD/],
  ])("refuses %j", (rates, message) => {
    const parsed = fxRatesInput.safeParse({ rates });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message).join("; ")).toMatch(message);
  });
});
