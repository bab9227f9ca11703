import { describe, expect, it } from "vitest";
import { sampleOrder } from "../../lib/order-fixtures";
import { NO_REFUNDS_PERMISSION, orderActionRules, refundableAmount, refundableCents } from "./order-actions";

describe("what an admin may do with an order", () => {
  it("without the refunds permission, closes Refund, and Cancel when cancelling would give money back", () => {
    const card = orderActionRules(sampleOrder({ transactionId: "60012345678" }), false);
    expect(card.refund).toEqual({ allowed: false, reason: NO_REFUNDS_PERMISSION });
    expect(card.cancel).toEqual({ allowed: false, reason: NO_REFUNDS_PERMISSION });
    expect(card.ship.allowed).toBe(true);
    expect(card.status.allowed).toBe(true);
    // Nothing to give back: an unpaid invoice, or a card payment refunded in full already.
    expect(orderActionRules(sampleOrder({ paymentMethod: "invoice", paymentStatus: "awaiting_payment" }), false).cancel.allowed).toBe(true);
    const refunded = sampleOrder({ transactionId: "60012345678", paymentStatus: "refunded", refundedAmount: "3157.06" });
    expect(orderActionRules(refunded, false).cancel.allowed).toBe(true);
    // What was received on an invoice is recorded as refunded when it is cancelled.
    const paidInvoice = sampleOrder({ paymentMethod: "invoice", paymentStatus: "awaiting_payment", amountPaid: "500.00" });
    expect(orderActionRules(paidInvoice, false).cancel).toEqual({ allowed: false, reason: NO_REFUNDS_PERMISSION });
  });

  it("opens everything for a paid order", () => {
    const rules = orderActionRules(sampleOrder(), true);
    expect(rules).toEqual({ status: { allowed: true }, ship: { allowed: true }, refund: { allowed: true }, cancel: { allowed: true } });
  });

  it("closes everything on a cancelled order, with one reason", () => {
    const rules = orderActionRules(sampleOrder({ status: "cancelled", paymentStatus: "voided" }), true);
    const reason = "This order is cancelled: it cannot be shipped, refunded, cancelled again or change status.";
    expect(rules.ship).toEqual({ allowed: false, reason });
    expect(rules.refund).toEqual({ allowed: false, reason });
    expect(rules.cancel).toEqual({ allowed: false, reason });
    expect(rules.status).toEqual({ allowed: false, reason });
  });

  it("ships paid, under-review and invoiced orders only", () => {
    expect(orderActionRules(sampleOrder({ paymentStatus: "review" }), true).ship.allowed).toBe(true);
    expect(orderActionRules(sampleOrder({ paymentStatus: "awaiting_payment" }), true).ship.allowed).toBe(true);
    expect(orderActionRules(sampleOrder({ paymentStatus: "refunded", refundedAmount: "3157.06" }), true).ship).toEqual({
      allowed: false,
      reason: 'An order whose payment is "refunded" cannot be shipped.',
    });
  });

  it("offers no refund of an invoiced (Net 30) order, awaiting or paid: cancelling is the way", () => {
    const reason =
      "An order on invoice (Net 30) has no card payment to refund: cancel it to void the invoice or record the return of what was paid.";
    for (const paymentStatus of ["awaiting_payment", "paid"] as const) {
      const rules = orderActionRules(sampleOrder({ paymentMethod: "invoice", paymentStatus }), true);
      expect(rules.refund).toEqual({ allowed: false, reason });
      expect(rules.cancel.allowed).toBe(true);
    }
  });

  it("refunds a paid or partly refunded card payment while something is left", () => {
    expect(orderActionRules(sampleOrder({ paymentStatus: "partially_refunded", refundedAmount: "100.00" }), true).refund.allowed).toBe(
      true,
    );
    expect(orderActionRules(sampleOrder({ paymentStatus: "review" }), true).refund).toEqual({
      allowed: false,
      reason: 'An order whose payment is "payment under review" cannot be refunded.',
    });
    expect(orderActionRules(sampleOrder({ paymentStatus: "paid", refundedAmount: "3157.06" }), true).refund).toEqual({
      allowed: false,
      reason: "Nothing is left to refund.",
    });
  });

  it("counts what is left to refund in cents", () => {
    expect(refundableCents({ total: "3157.06", refundedAmount: "100.00" })).toBe(305706);
    expect(refundableAmount({ total: "3157.06", refundedAmount: "0.00" })).toBe("3157.06");
    expect(refundableCents({ total: "10.00", refundedAmount: "12.00" })).toBe(0);
  });
});
