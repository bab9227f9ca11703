import { describe, expect, it } from "vitest";
import { paymentStatuses } from "../../shared/contracts/orders";
import { orderStatusLabel, paymentStatusLabel, paymentStatusVariant } from "./order-labels";

describe("status labels", () => {
  it("gives every payment status words a person reads", () => {
    expect(paymentStatuses.map(paymentStatusLabel)).toEqual([
      "Payment in progress",
      "Paid",
      "Payment under review",
      "Payment declined",
      "Payment failed",
      "Payment voided",
      "Refunded",
      "Partially refunded",
      "Awaiting payment",
    ]);
    expect(paymentStatusLabel("chargeback_opened")).toBe("Chargeback opened");
    expect(paymentStatusVariant("paid")).toBe("success");
    expect(paymentStatusVariant("unknown")).toBe("secondary");
  });

  it("capitalises order statuses", () => {
    expect(orderStatusLabel("cancelled")).toBe("Cancelled");
    expect(orderStatusLabel("on_hold")).toBe("On hold");
    expect(orderStatusLabel("on_review")).toBe("On_review");
  });
});
