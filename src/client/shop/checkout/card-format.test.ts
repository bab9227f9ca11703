import { describe, expect, it } from "vitest";
import { CARD_NUMBER_MAX_LENGTH, formatCardNumber, formatCvv, formatExpiry, parseExpiry } from "./card-format";

describe("formatCardNumber", () => {
  it("groups digits in blocks of four as they are typed", () => {
    expect(formatCardNumber("4")).toBe("4");
    expect(formatCardNumber("4111")).toBe("4111");
    expect(formatCardNumber("41111")).toBe("4111 1");
    expect(formatCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("4007000000027")).toBe("4007 0000 0002 7");
  });

  it("re-groups pasted or edited text and drops anything but digits", () => {
    expect(formatCardNumber("4111-1111 1111-1111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("4111 11a11 1111 1111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("4111 1111 1111 1111 ")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("")).toBe("");
  });

  it("stops at 16 digits, which fills the 19-character field", () => {
    const formatted = formatCardNumber("41111111111111119999");
    expect(formatted).toBe("4111 1111 1111 1111");
    expect(formatted).toHaveLength(CARD_NUMBER_MAX_LENGTH);
  });
});

describe("formatExpiry", () => {
  /** Types `keys` one at a time into an empty field, as the input's onChange sees them. */
  function type(keys: string, start = ""): string {
    let value = start;
    for (const key of keys) value = formatExpiry(value + key, value);
    return value;
  }

  it("inserts the slash after the month", () => {
    expect(type("1")).toBe("1");
    expect(type("12")).toBe("12/");
    expect(type("123")).toBe("12/3");
    expect(type("1230")).toBe("12/30");
    expect(type("12305")).toBe("12/30");
  });

  it("does not double a slash the customer types", () => {
    expect(type("12/30")).toBe("12/30");
  });

  it("pads a first digit that can only be a single-digit month", () => {
    expect(type("4")).toBe("04/");
    expect(type("426")).toBe("04/26");
    expect(type("0")).toBe("0");
    expect(type("09")).toBe("09/");
  });

  it("lets backspace remove the slash and then the month", () => {
    expect(formatExpiry("12/", "12/3")).toBe("12/");
    expect(formatExpiry("12", "12/")).toBe("12");
    expect(formatExpiry("1", "12")).toBe("1");
    expect(formatExpiry("0", "04/")).toBe("0");
    expect(formatExpiry("", "1")).toBe("");
  });

  it("formats a pasted expiry", () => {
    expect(formatExpiry("1230", "")).toBe("12/30");
    expect(formatExpiry("12 / 30", "")).toBe("12/30");
  });
});

describe("formatCvv", () => {
  it("keeps up to four digits", () => {
    expect(formatCvv("12a3")).toBe("123");
    expect(formatCvv("12345")).toBe("1234");
  });
});

describe("parseExpiry", () => {
  it("gives the provider a two-digit month and a four-digit year", () => {
    expect(parseExpiry("12/30")).toEqual({ month: "12", year: "2030" });
    expect(parseExpiry("01/27")).toEqual({ month: "01", year: "2027" });
  });

  it("refuses anything but MM/YY", () => {
    expect(parseExpiry("13/30")).toBeUndefined();
    expect(parseExpiry("1/30")).toBeUndefined();
    expect(parseExpiry("")).toBeUndefined();
  });
});
