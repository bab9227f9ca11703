import { describe, expect, it } from "vitest";
import { chargeFailureEndsKey } from "./idempotency-key";

const body = (value: unknown) => JSON.stringify(value);

describe("chargeFailureEndsKey", () => {
  it("ends the key after a decline or a definitive gateway error: nothing was charged", () => {
    expect(chargeFailureEndsKey(402, body({ success: false, message: "This transaction has been declined." }))).toBe(true);
    expect(chargeFailureEndsKey(502, body({ success: false, message: "The credit card has expired." }))).toBe(true);
  });

  it("keeps the key when the processor's outcome is unknown (the card may have been charged)", () => {
    const uncertain = { success: false, message: "We could not confirm your payment with the card processor.", retryable: false };
    expect(chargeFailureEndsKey(502, body(uncertain))).toBe(false);
  });

  it("keeps the key for anything that is not the charge route's own failure answer", () => {
    expect(chargeFailureEndsKey(502, "<html>Bad Gateway</html>")).toBe(false);
    expect(chargeFailureEndsKey(504, body({ success: false, message: "Gateway Timeout" }))).toBe(false);
    expect(chargeFailureEndsKey(409, body({ message: "This payment is already being processed." }))).toBe(false);
    expect(chargeFailureEndsKey(500, body({ message: "Internal server error" }))).toBe(false);
    expect(chargeFailureEndsKey(502, body({ message: "Internal server error" }))).toBe(false);
  });
});
