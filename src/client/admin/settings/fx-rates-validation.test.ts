import { describe, expect, it } from "vitest";
import type { FxSettings } from "../../../shared/contracts/fx";
import { fxRatesFormDefaults, fxRatesFormSchema } from "./fx-rates-validation";

const typed = { use: "owner" as const, EUR: "0.92", GBP: "0.79", JPY: "156.3", CAD: "1.4", AUD: "1.536" };

describe("the Settings form's currency rates", () => {
  it("sends the rates as numbers with the choice", () => {
    expect(fxRatesFormSchema.parse({ ...typed, EUR: " 0.920000 " })).toEqual({
      use: "owner",
      rates: { EUR: 0.92, GBP: 0.79, JPY: 156.3, CAD: 1.4, AUD: 1.536 },
    });
  });

  it.each([
    ["EUR", "", "Enter the EUR rate"],
    ["GBP", "0", "The GBP rate must be a number greater than 0"],
    ["JPY", "-150", "The JPY rate must be a number greater than 0"],
    ["CAD", "1,40", "The CAD rate must be a number greater than 0"],
    ["AUD", "1.5360001", "At most 6 decimal places"],
    ["JPY", "1000000", "The JPY rate must be below 1,000,000"],
  ])("refuses %s %j", (currency, value, message) => {
    const parsed = fxRatesFormSchema.safeParse({ ...typed, [currency]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === currency)?.message).toBe(message);
  });

  it("starts from the owner's rates, else the rates in use", () => {
    const settings: FxSettings = {
      use: "ecb",
      current: { base: "USD", rates: { EUR: 0.95, GBP: 0.8, JPY: 157, CAD: 1.4, AUD: 1.5 }, asOf: "2026-11-26", source: "ecb" },
      owner: null,
      ecb: { configured: true, rates: null, asOf: null, fetchedAt: null, lastAttemptAt: null, lastError: null },
    };
    expect(fxRatesFormDefaults(settings)).toEqual({ use: "ecb", EUR: "0.95", GBP: "0.8", JPY: "157", CAD: "1.4", AUD: "1.5" });
    const owned = {
      ...settings,
      owner: { rates: { EUR: 0.9, GBP: 0.7, JPY: 150, CAD: 1.3, AUD: 1.4 }, asOf: "2026-11-27", updatedAt: "" },
    };
    expect(fxRatesFormDefaults(owned).EUR).toBe("0.9");
  });
});
