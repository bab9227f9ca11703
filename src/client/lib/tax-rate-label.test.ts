import { describe, expect, it } from "vitest";
import { formatTaxRate } from "./tax-rate-label";

describe("formatTaxRate", () => {
  it("shows a percent without trailing zeros", () => {
    expect(formatTaxRate("7.25")).toBe("7.25%");
    expect(formatTaxRate("6.50")).toBe("6.5%");
    expect(formatTaxRate("8.00")).toBe("8%");
    expect(formatTaxRate("0.00")).toBe("0%");
  });
});
