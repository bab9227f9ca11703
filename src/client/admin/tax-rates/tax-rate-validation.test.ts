import { describe, expect, it } from "vitest";
import { checkTaxRateForm, MISSING_MESSAGE, RANGE_MESSAGE } from "./tax-rate-validation";

describe("checkTaxRateForm", () => {
  it("asks for both fields", () => {
    expect(checkTaxRateForm("", "7.25")).toEqual({ ok: false, message: MISSING_MESSAGE });
    expect(checkTaxRateForm("CA", "  ")).toEqual({ ok: false, message: MISSING_MESSAGE });
  });

  it("refuses rates outside 0-100 and text that is no number", () => {
    for (const rate of ["-1", "100.01", "abc", "1e1"]) expect(checkTaxRateForm("CA", rate)).toEqual({ ok: false, message: RANGE_MESSAGE });
  });

  it("sends the rate with two decimals and the state's code", () => {
    expect(checkTaxRateForm("CA", "7.25")).toEqual({ ok: true, state: "CA", taxRate: "7.25" });
    expect(checkTaxRateForm("California", "8")).toEqual({ ok: true, state: "CA", taxRate: "8.00" });
    expect(checkTaxRateForm("NY", "0")).toEqual({ ok: true, state: "NY", taxRate: "0.00" });
    expect(checkTaxRateForm("TX", "100")).toEqual({ ok: true, state: "TX", taxRate: "100.00" });
  });
});
