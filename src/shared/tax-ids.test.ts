import { describe, expect, it } from "vitest";
import { euVatCountry, readTaxId } from "./tax-ids";

describe("readTaxId", () => {
  it.each([
    ["Germany", "DE123456789", "DE123456789"],
    ["Germany", "de 123 456 789", "DE123456789"],
    ["Germany", "123456789", "DE123456789"],
    ["Austria", "ATU12345678", "ATU12345678"],
    ["France", "FR 40 303265045", "FR40303265045"],
    ["Italy", "IT12345678901", "IT12345678901"],
    ["Spain", "ESX1234567X", "ESX1234567X"],
    ["Netherlands", "NL123456789B01", "NL123456789B01"],
    ["Sweden", "SE123456789001", "SE123456789001"],
    ["Denmark", "DK12345678", "DK12345678"],
    ["Belgium", "BE0123.456.789", "BE0123456789"],
    ["United Kingdom", "GB123456789", "GB123456789"],
    ["United Kingdom", "GB 123 4567 89012", "GB123456789012"],
    ["Japan", "T1234567890123", "T1234567890123"],
    ["South Korea", "123-45-67890", "123-45-67890"],
    ["United States", "94-1234567", "94-1234567"],
  ])("%s: %j is %j", (country, typed, written) => {
    expect(readTaxId(country, typed)).toEqual({ ok: true, taxId: written });
  });

  it("takes an empty or missing id as none", () => {
    expect(readTaxId("Germany", "  ")).toEqual({ ok: true, taxId: null });
    expect(readTaxId("Germany", null)).toEqual({ ok: true, taxId: null });
  });

  it.each([
    ["Germany", "DE12345678", "VAT number DE12345678 is not valid for Germany: DE followed by 9 digits"],
    ["Germany", "FR40303265045", "VAT number FR40303265045 is not valid for Germany: DE followed by 9 digits"],
    ["Austria", "AT12345678", "VAT number AT12345678 is not valid for Austria: ATU followed by 8 digits"],
    ["United Kingdom", "GB1234567890", "VAT number GB1234567890 is not valid for United Kingdom: GB followed by 9 or 12 digits"],
    ["Japan", "T".repeat(31), "Tax ID must be at most 30 characters"],
  ])("%s: %j is refused", (country, typed, message) => {
    expect(readTaxId(country, typed)).toEqual({ ok: false, message });
  });
});

describe("euVatCountry", () => {
  it("names the EU member of a VAT number, and nothing for the UK or free text", () => {
    expect(euVatCountry("DE123456789")).toBe("DE");
    expect(euVatCountry("GB123456789")).toBeUndefined();
    expect(euVatCountry("T1234567890123")).toBeUndefined();
  });
});
