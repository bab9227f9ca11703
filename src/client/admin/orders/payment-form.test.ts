import { describe, expect, it } from "vitest";
import { paymentFormDefaults, paymentFormSchema } from "./payment-form";

const schema = paymentFormSchema(8169);
const issues = (values: unknown) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the Record payment dialog's form", () => {
  it("starts at the whole balance, by check, with no reference", () => {
    expect(paymentFormDefaults(8169)).toEqual({ amount: "81.69", method: "check", reference: "" });
  });

  it("takes part of the balance or all of it, with a reference", () => {
    expect(issues({ amount: "10.00", method: "check", reference: "Check 2001" })).toEqual([]);
    expect(issues({ amount: "81.69", method: "wire", reference: "" })).toEqual([]);
  });

  it("refuses nothing, a malformed amount and more than is owed", () => {
    expect(issues({ amount: "0", method: "check", reference: "" })).toEqual(["amount: Amount must be greater than 0"]);
    expect(issues({ amount: "12.345", method: "check", reference: "" })).toEqual([
      "amount: Amount must be a positive amount of dollars and cents",
    ]);
    expect(issues({ amount: "ten", method: "check", reference: "" })).toEqual([
      "amount: Amount must be a positive amount of dollars and cents",
      "amount: Amount must be greater than 0",
    ]);
    expect(issues({ amount: "81.70", method: "check", reference: "" })).toEqual(["amount: At most $81.69 is owed on this invoice"]);
  });
});
