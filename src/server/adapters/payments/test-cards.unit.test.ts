import { describe, expect, it } from "vitest";
import { cardBrand, checkCard, luhnValid } from "./test-cards";

const NOW = new Date("2026-03-15T12:00:00Z");
const card = (overrides: Partial<Record<"cardNumber" | "month" | "year" | "cardCode", string>> = {}) =>
  checkCard({ cardNumber: "4111111111111111", month: "12", year: "2028", cardCode: "123", ...overrides }, NOW);
const code = (result: ReturnType<typeof checkCard>) => (result.ok ? "ok" : result.error.code);

describe("test gateway card checks", () => {
  it.each([
    ["4111111111111111", "Visa"],
    ["4007000000027", "Visa"],
    ["5424000000000015", "MasterCard"],
    ["370000000000002", "AmericanExpress"],
    ["6011000000000012", "Discover"],
  ])("accepts Authorize.Net's sandbox card %s (%s)", (number, brand) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardBrand(number)).toBe(brand);
    const result = card({ cardNumber: number, cardCode: brand === "AmericanExpress" ? "1234" : "123" });
    expect(result).toEqual({ ok: true, card: expect.objectContaining({ brand, lastFour: number.slice(-4) }) });
  });

  it("accepts spaces as the checkout groups the digits", () => {
    expect(code(card({ cardNumber: "4111 1111 1111 1111" }))).toBe("ok");
  });

  it.each([
    ["4111111111111112", "a failed Luhn check"],
    ["411111111111", "too few digits"],
    ["41111111111111111111", "too many digits"],
    ["4111-abcd-1111-1111", "letters"],
    ["", "nothing"],
  ])("refuses %s (%s) with E_WC_05", (number) => {
    expect(card({ cardNumber: number })).toEqual({
      ok: false,
      error: { code: "E_WC_05", text: "Please provide valid credit card number." },
    });
  });

  it.each(["0", "13", "1a", "", "123"])("refuses month %j with E_WC_06", (month) => {
    expect(code(card({ month }))).toBe("E_WC_06");
  });

  it.each(["2", "202", "20288", "", "abcd"])("refuses year %j with E_WC_07", (year) => {
    expect(code(card({ year }))).toBe("E_WC_07");
  });

  it("takes a card through the end of its expiry month, and refuses it after (E_WC_08)", () => {
    expect(code(card({ month: "03", year: "2026" }))).toBe("ok");
    expect(code(card({ month: "3", year: "26" }))).toBe("ok");
    expect(card({ month: "02", year: "2026" })).toEqual({
      ok: false,
      error: { code: "E_WC_08", text: "Expiration date must be in the future." },
    });
    expect(code(card({ month: "12", year: "25" }))).toBe("E_WC_08");
  });

  it("wants 3 CVV digits, or 4 for American Express (E_WC_15)", () => {
    expect(code(card({ cardCode: "12" }))).toBe("E_WC_15");
    expect(code(card({ cardCode: "1234" }))).toBe("E_WC_15");
    expect(code(card({ cardCode: "12a" }))).toBe("E_WC_15");
    expect(code(card({ cardNumber: "370000000000002", cardCode: "123" }))).toBe("E_WC_15");
    expect(code(card({ cardNumber: "370000000000002", cardCode: "1234" }))).toBe("ok");
  });
});
