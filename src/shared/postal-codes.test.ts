import { describe, expect, it } from "vitest";
import { COUNTRIES } from "./geo";
import { POSTAL_RULES, normalizePostalCode, postalCodeMessage, postalCodeProblem } from "./postal-codes";

describe("normalizePostalCode", () => {
  it.each([
    ["United States", "95472", "95472"],
    ["US", " 95472-1234 ", "95472-1234"],
    ["United States", "954721234", "95472-1234"],
    ["Canada", "k1a0b1", "K1A 0B1"],
    ["Canada", "K1A 0B1", "K1A 0B1"],
    ["United Kingdom", "sw1a1aa", "SW1A 1AA"],
    ["United Kingdom", "M1 1AE", "M1 1AE"],
    ["Germany", "10115", "10115"],
    ["France", "75 008", "75008"],
    ["Italy", "00184", "00184"],
    ["Spain", "28001", "28001"],
    ["Australia", "2000", "2000"],
    ["Japan", "1000005", "100-0005"],
    ["Japan", "100-0005", "100-0005"],
    ["China", "100000", "100000"],
    ["India", "110 001", "110001"],
    ["Brazil", "01310100", "01310-100"],
    ["Mexico", "06600", "06600"],
    ["South Korea", "06236", "06236"],
    ["Netherlands", "1012ab", "1012 AB"],
    ["Switzerland", "8001", "8001"],
    ["Sweden", "11455", "114 55"],
    ["Norway", "0150", "0150"],
    ["Denmark", "2100", "2100"],
    ["Belgium", "1000", "1000"],
    ["Austria", "1010", "1010"],
    ["Singapore", "018956", "018956"],
    ["New Zealand", "6011", "6011"],
  ])("%s: %j is %j", (country, code, written) => {
    expect(normalizePostalCode(country, code)).toBe(written);
  });

  it.each([
    ["United States", "9547"],
    ["United States", "ABCDE"],
    ["Canada", "12345"],
    ["Canada", "D1A 0B1"],
    ["United Kingdom", "12345"],
    ["Germany", "SW1A 1AA"],
    ["Germany", "1011"],
    ["Spain", "53001"],
    ["Australia", "20000"],
    ["Switzerland", "80010"],
    ["Austria", "0101"],
    ["Japan", "10000"],
    ["Netherlands", "0123 AB"],
    ["Belgium", "12345"],
    ["New Zealand", "601"],
    ["Atlantis", "12345"],
  ])("%s: %j is not valid", (country, code) => {
    expect(normalizePostalCode(country, code)).toBeUndefined();
  });

  it("has a rule for every country of the checkout's list, and each rule takes its own example", () => {
    for (const [code, name] of COUNTRIES) {
      const rule = POSTAL_RULES[code];
      expect(rule, name).toBeDefined();
      expect(normalizePostalCode(name, rule.example), name).toBe(rule.example);
    }
  });
});

describe("postalCodeMessage and postalCodeProblem", () => {
  it("says which code is not valid where, as extensions §9 words it", () => {
    expect(postalCodeMessage("Germany", "sw1a 1aa")).toBe("Postal code SW1A 1AA is not a valid code for Germany");
    expect(postalCodeMessage("United States", "9547")).toBe("ZIP code 9547 is not a valid code for the United States");
  });

  it("is silent for a valid code or a country we do not ship to, and asks for an empty one", () => {
    expect(postalCodeProblem("Canada", "k1a 0b1")).toBeUndefined();
    expect(postalCodeProblem("Atlantis", "1")).toBeUndefined();
    expect(postalCodeProblem("United States", " ")).toBe("ZIP code is required");
    expect(postalCodeProblem("Japan", "")).toBe("Postal code is required");
    expect(postalCodeProblem("Australia", "20000")).toBe("Postal code 20000 is not a valid code for Australia");
  });
});
