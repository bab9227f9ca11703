import { describe, expect, it } from "vitest";
import { readOrderLines } from "../../../shared/contracts/order-line";
import { orderItems } from "../../lib/order-fixtures";
import { refundFormDefaults, refundFormSchema, toRefundInput } from "./refund-form";

const lines = readOrderLines(orderItems); // 2 probe sets, 1 cable
const schema = refundFormSchema(lines, 305706);
const issues = (values: unknown) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the refund dialog's form", () => {
  it("starts at what is left, with no reason and nothing restocked", () => {
    expect(refundFormDefaults(lines, 305706)).toEqual({ amount: "3057.06", reason: "", restock: ["", ""] });
  });

  it("takes an amount up to what is left and a reason", () => {
    expect(issues({ amount: "3057.06", reason: "Returned", restock: ["", ""] })).toEqual([]);
    expect(issues({ amount: "10", reason: "Scratched", restock: ["1", "0"] })).toEqual([]);
  });

  it("refuses nothing, more than is left, a malformed amount and a missing reason", () => {
    expect(issues({ amount: "0.00", reason: "x", restock: [] })).toEqual(["amount: Amount must be more than $0.00"]);
    expect(issues({ amount: "3057.07", reason: "x", restock: [] })).toEqual(["amount: At most $3,057.06 is left to refund"]);
    expect(issues({ amount: "12.345", reason: "x", restock: [] })[0]).toMatch(/^amount: Amount must be a positive amount/);
    expect(issues({ amount: "5", reason: "  ", restock: [] })).toEqual(["reason: Reason is required"]);
  });

  it("refuses a restock quantity that is not a whole number within the line's quantity", () => {
    expect(issues({ amount: "5", reason: "x", restock: ["3", "-1"] })).toEqual([
      "restock.0: Enter a whole number from 0 to 2",
      "restock.1: Enter a whole number from 0 to 1",
    ]);
    expect(issues({ amount: "5", reason: "x", restock: ["1.5", ""] })).toEqual(["restock.0: Enter a whole number from 0 to 2"]);
  });

  it("sends only the lines with units to put back, by their index", () => {
    expect(toRefundInput({ amount: " 10.00 ", reason: " Scratched ", restock: ["", "1"] })).toEqual({
      amount: "10.00",
      reason: "Scratched",
      restockLines: [{ index: 1, quantity: 1 }],
    });
    expect(toRefundInput({ amount: "10.00", reason: "Goodwill", restock: ["0", ""] })).toEqual({ amount: "10.00", reason: "Goodwill" });
  });
});
