import { describe, expect, it } from "vitest";
import { validCheckoutValues } from "./checkout-fixtures";
import { checkoutDefaults, checkoutFormSchema, type CheckoutFormValues, MIRRORED_FIELDS } from "./checkout-form-schema";

const valid: CheckoutFormValues = validCheckoutValues;

/** The messages of the form for these values, by field. */
function messages(values: Partial<CheckoutFormValues>): Record<string, string[]> {
  const result = checkoutFormSchema.safeParse({ ...valid, ...values });
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

describe("checkout form rules (spec §5)", () => {
  it("accepts a complete order with the optional fields empty", () => {
    expect(messages({})).toEqual({});
    expect(checkoutFormSchema.safeParse(valid).success).toBe(true);
  });

  it("defaults both countries to the United States and same-as-billing to on", () => {
    expect(checkoutDefaults.billingCountry).toBe("United States");
    expect(checkoutDefaults.country).toBe("United States");
    expect(checkoutDefaults.sameAsBilling).toBe(true);
  });

  it.each<[keyof CheckoutFormValues, string, string, string]>([
    ["customerName", "A", "Al", "Name must be at least 2 characters"],
    ["customerPhone", "707555010", "7075550100", "Phone number must be at least 10 digits"],
    ["billingStreet", "1 Ma", "1 Mai", "Billing street address is required"],
    ["billingCity", "S", "Se", "Billing city is required"],
    ["billingState", "C", "CA", "Billing state is required"],
    ["billingCountry", "U", "US", "Billing country is required"],
    ["street", "1 Ma", "1 Mai", "Shipping street address is required"],
    ["city", "S", "Se", "Shipping city is required"],
    ["state", "C", "CA", "Shipping state is required"],
    ["country", "U", "US", "Shipping country is required"],
    ["shippingMethod", "", "01", "Please select a shipping method"],
    ["cardNumber", "4111 1111 1111", "4111 1111 1111 1", "Card number is required"],
    ["cvv", "12", "123", "CVV is required"],
  ])("%s: %j is refused, %j is the shortest accepted", (field, tooShort, shortest, message) => {
    expect(messages({ [field]: tooShort })).toEqual({ [field]: [message] });
    expect(messages({ [field]: shortest })).toEqual({});
  });

  it("checks a ZIP or postal code against the chosen country's pattern (extensions §9)", () => {
    expect(messages({ billingZipCode: "  " })).toEqual({ billingZipCode: ["Billing ZIP code is required"] });
    expect(messages({ billingZipCode: "9547" })).toEqual({ billingZipCode: ["ZIP code 9547 is not a valid code for the United States"] });
    expect(messages({ billingZipCode: "95472-1234" })).toEqual({});
    expect(messages({ country: "Germany", state: "Berlin", zipCode: "SW1A 1AA" })).toEqual({
      zipCode: ["Postal code SW1A 1AA is not a valid code for Germany"],
    });
    // Four digits are a whole code in Australia, and a code is read trimmed and upper-cased.
    expect(messages({ country: "Australia", state: "NSW", zipCode: "2000" })).toEqual({});
    expect(messages({ country: "Canada", state: "ON", zipCode: "k1a0b1" })).toEqual({});
    // Before a country is chosen, spec §5's rule: at least five characters.
    expect(messages({ billingCountry: "", billingZipCode: "9547" })).toEqual({
      billingZipCode: ["Billing ZIP code is required"],
      billingCountry: ["Billing country is required"],
    });
  });

  it("counts trimmed characters, so blanks do not satisfy a rule", () => {
    expect(messages({ customerName: "  A  " })).toEqual({ customerName: ["Name must be at least 2 characters"] });
    expect(messages({ billingStreet: "   1 Ma   " })).toEqual({ billingStreet: ["Billing street address is required"] });
  });

  it("needs a valid email address", () => {
    for (const bad of ["", "ada", "ada@", "@example.com", "ada@example"]) {
      expect(messages({ customerEmail: bad })).toEqual({ customerEmail: ["Invalid email address"] });
    }
    expect(messages({ customerEmail: " ada@example.com " })).toEqual({});
  });

  it("counts the card number's digits, not its spaces", () => {
    expect(messages({ cardNumber: "4111 1111 111" })).toEqual({ cardNumber: ["Card number is required"] });
    expect(messages({ cardNumber: "" })).toEqual({ cardNumber: ["Card number is required"] });
    expect(messages({ cardNumber: "4007000000027" })).toEqual({});
  });

  it("takes the expiry only as MM/YY with a month from 01 to 12", () => {
    for (const bad of ["", "1230", "1/30", "00/30", "13/30", "12/3", "12/2030", "ab/cd"]) {
      expect(messages({ expirationDate: bad })).toEqual({ expirationDate: ["Format: MM/YY"] });
    }
    for (const good of ["01/30", "09/27", "12/99"]) expect(messages({ expirationDate: good })).toEqual({});
  });

  it("leaves the account optional, but a username needs a password of at least 8 characters", () => {
    expect(messages({ username: "", password: "" })).toEqual({});
    expect(messages({ username: "", password: "short" })).toEqual({});
    expect(messages({ username: "ada", password: "" })).toEqual({ password: ["Password must be at least 8 characters"] });
    expect(messages({ username: "ada", password: "1234567" })).toEqual({ password: ["Password must be at least 8 characters"] });
    expect(messages({ username: "ada", password: "12345678" })).toEqual({});
    expect(messages({ username: "   ", password: "" })).toEqual({});
  });

  it("reports every broken rule of an empty form at once, each with its own message", () => {
    const all = messages({ ...checkoutDefaults, username: "ada" });
    expect(all).toEqual({
      customerName: ["Name must be at least 2 characters"],
      customerEmail: ["Invalid email address"],
      customerPhone: ["Phone number must be at least 10 digits"],
      billingStreet: ["Billing street address is required"],
      billingCity: ["Billing city is required"],
      billingState: ["Billing state is required"],
      billingZipCode: ["Billing ZIP code is required"],
      street: ["Shipping street address is required"],
      city: ["Shipping city is required"],
      state: ["Shipping state is required"],
      zipCode: ["Shipping ZIP code is required"],
      shippingMethod: ["Please select a shipping method"],
      cardNumber: ["Card number is required"],
      expirationDate: ["Format: MM/YY"],
      cvv: ["CVV is required"],
      password: ["Password must be at least 8 characters"],
    });
  });

  it("mirrors each billing field onto the matching shipping field", () => {
    expect(MIRRORED_FIELDS).toEqual([
      ["billingStreet", "street"],
      ["billingCity", "city"],
      ["billingState", "state"],
      ["billingZipCode", "zipCode"],
      ["billingCountry", "country"],
    ]);
  });
});
