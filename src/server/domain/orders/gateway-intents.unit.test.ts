import { describe, expect, it } from "vitest";
import {
  busyMessage,
  describeIntent,
  intentReference,
  intentState,
  pendingCancelBlocker,
  secondsLeft,
  type HeldIntent,
} from "./gateway-intents";

const ORDER_ID = "c310a3c4-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

function intent(overrides: Partial<HeldIntent> = {}): HeldIntent {
  return {
    orderId: ORDER_ID,
    purpose: "refund",
    action: "refund",
    reference: "C310A3C4-RK3J9Q2XZ",
    chargeTransactionId: "612345678901",
    amount: "40.00",
    refundId: 7,
    cancelReason: null,
    restock: false,
    actorId: 3,
    actorEmail: "owner@example.com",
    createdAt: new Date("2026-11-27T10:00:00Z"),
    ageMs: 0,
    ...overrides,
  };
}

describe("a void or refund waiting for the gateway", () => {
  it("blocks another change of the order only while its own request may still get the answer", () => {
    expect(intentState(null, 30_000)).toEqual({ kind: "none" });
    expect(intentState(intent({ ageMs: 0 }), 30_000).kind).toBe("busy");
    expect(intentState(intent({ ageMs: 29_999 }), 30_000).kind).toBe("busy");
    // From the gateway timeout on, its request has given up: the next one asks the gateway and finishes it.
    const stale = intent({ ageMs: 30_000 });
    expect(intentState(stale, 30_000)).toEqual({ kind: "stale", intent: stale });
    expect(intentState(intent({ ageMs: 3_600_000 }), 30_000).kind).toBe("stale");
  });

  it("tells the second admin what is pending, who asked, and how long at most to wait", () => {
    const busy = intentState(intent({ ageMs: 12_400 }), 30_000);
    expect(busy).toEqual({
      kind: "busy",
      message:
        "The refund of $40.00 asked by owner@example.com is waiting for the payment gateway's answer. " +
        "Try again in 18 s: by then it is recorded, or the shop asks the gateway what happened.",
    });
    const cancel = intent({ purpose: "cancel", action: "void", amount: "1115.00", refundId: null, ageMs: 100 });
    expect(busyMessage(cancel, 30_000)).toMatch(/^The cancellation \(void of \$1,115\.00\) asked by owner@example\.com is waiting/);
    expect(secondsLeft({ ageMs: 29_990 }, 30_000)).toBe(1);
    expect(secondsLeft({ ageMs: 0 }, 400)).toBe(1);
  });

  it("keeps shipments and status changes out while a cancel waits, not while a partial refund does", () => {
    expect(pendingCancelBlocker(null)).toBeNull();
    expect(pendingCancelBlocker(intent())).toBeNull();
    expect(pendingCancelBlocker(intent({ purpose: "cancel", action: "refund", amount: "115.00" }))).toBe(
      "This order is being cancelled: the cancellation (refund of $115.00) asked by owner@example.com is waiting for the payment gateway's answer.",
    );
  });

  it("names the intent as the messages and the history do", () => {
    expect(describeIntent({ purpose: "refund", action: "refund", amount: "5.5" })).toBe("the refund of $5.50");
    expect(describeIntent({ purpose: "cancel", action: "void", amount: "255.50" })).toBe("the cancellation (void of $255.50)");
  });

  it("gives each void and refund a reference of its own that the merchant finds under the order number, short enough for Authorize.Net", () => {
    const refund = intentReference(ORDER_ID, "refund");
    const voided = intentReference(ORDER_ID, "void");
    expect(refund).toMatch(/^C310A3C4-R[0-9A-HJ-NP-Z]{8}$/);
    expect(voided).toMatch(/^C310A3C4-V[0-9A-HJ-NP-Z]{8}$/);
    expect(refund.length).toBeLessThanOrEqual(20);
    const many = new Set(Array.from({ length: 500 }, () => intentReference(ORDER_ID, "refund")));
    expect(many.size).toBe(500);
  });
});
