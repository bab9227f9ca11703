import { describe, expect, it } from "vitest";
import type { Discount } from "../../../shared/contracts/discounts";
import { discountFormSchema, discountFormValues, toDiscountInput } from "./discount-form";

const issues = (values: object) =>
  (discountFormSchema.safeParse({ ...discountFormValues(null), code: "SPRING10", value: "10", ...values }).error?.issues ?? []).map(
    (i) => `${i.path.join(".")}: ${i.message}`,
  );

describe("the discount code form", () => {
  it("runs a code from the start of its first day to the end of its last, in the shop's time zone", () => {
    const values = discountFormSchema.parse({
      ...discountFormValues(null),
      code: "SPRING10",
      value: "10",
      startsOn: "2026-03-01",
      endsOn: "2026-05-31",
    });
    expect(toDiscountInput(values)).toEqual({
      code: "SPRING10",
      kind: "percent",
      value: "10.00",
      minSubtotal: null,
      // Midnight in California: 08:00 UTC in winter, 07:00 UTC in summer.
      startsAt: "2026-03-01T08:00:00.000Z",
      endsAt: "2026-06-01T07:00:00.000Z",
      maxUses: null,
      oncePerCustomer: false,
      productIds: [],
    });
  });

  it("shows a saved code's days as they were chosen", () => {
    const saved: Discount = {
      id: 1,
      code: "SPRING10",
      kind: "amount",
      value: "50.00",
      minSubtotal: "500.00",
      startsAt: "2026-03-01T08:00:00.000Z",
      endsAt: "2026-06-01T07:00:00.000Z",
      maxUses: 100,
      oncePerCustomer: true,
      productIds: ["p1"],
      uses: 3,
      createdAt: "2026-02-01T00:00:00.000Z",
      updatedAt: "2026-02-01T00:00:00.000Z",
    };
    expect(discountFormValues(saved)).toEqual({
      code: "SPRING10",
      kind: "amount",
      value: "50.00",
      minSubtotal: "500.00",
      startsOn: "2026-03-01",
      endsOn: "2026-05-31",
      maxUses: "100",
      oncePerCustomer: true,
      productIds: ["p1"],
    });
  });

  it("says which field is wrong", () => {
    expect(issues({ code: "TEN OFF" })).toEqual(["code: A code has only letters, digits, - and _"]);
    expect(issues({ value: "0" })).toEqual(["value: Enter an amount greater than 0, like 10.00"]);
    expect(issues({ value: "150" })).toEqual(["value: A percent must be at most 100"]);
    expect(issues({ kind: "amount", value: "150" })).toEqual([]);
    expect(issues({ minSubtotal: "abc" })).toEqual(["minSubtotal: Enter an amount like 500.00, or leave it empty"]);
    expect(issues({ maxUses: "0" })).toEqual(["maxUses: Enter a whole number from 1, or leave it empty"]);
    expect(issues({ startsOn: "2026-05-01", endsOn: "2026-04-30" })).toEqual(["endsOn: The last day must not be before the first"]);
  });
});
