import { describe, expect, it } from "vitest";
import { firstProblem, MISSING_MESSAGE, RANGE_MESSAGE, taxRateFormSchema } from "./tax-rate-validation";

const problem = (state: string, taxRate: string) => {
  const parsed = taxRateFormSchema.safeParse({ state, taxRate });
  if (parsed.success) return null;
  const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], { message: issue.message }]));
  return firstProblem(errors);
};

describe("the tax rate form's rules", () => {
  it("asks for both fields", () => {
    expect(problem("", "7.25")).toBe(MISSING_MESSAGE);
    expect(problem("CA", "  ")).toBe(MISSING_MESSAGE);
    expect(problem("", "150")).toBe(MISSING_MESSAGE);
  });

  it("refuses rates outside 0-100 and text that is no number", () => {
    for (const rate of ["-1", "100.01", "100.005", "abc", "1e1"]) expect(problem("CA", rate)).toBe(RANGE_MESSAGE);
  });

  it("sends the rate with two decimals and the state's code", () => {
    expect(taxRateFormSchema.parse({ state: "CA", taxRate: "7.25" })).toEqual({ state: "CA", taxRate: "7.25" });
    expect(taxRateFormSchema.parse({ state: "California", taxRate: "8" })).toEqual({ state: "CA", taxRate: "8.00" });
    expect(taxRateFormSchema.parse({ state: "NY", taxRate: "0" })).toEqual({ state: "NY", taxRate: "0.00" });
    expect(taxRateFormSchema.parse({ state: "TX", taxRate: "100" })).toEqual({ state: "TX", taxRate: "100.00" });
    expect(taxRateFormSchema.parse({ state: "TX", taxRate: "7.255" })).toEqual({ state: "TX", taxRate: "7.26" });
  });
});
