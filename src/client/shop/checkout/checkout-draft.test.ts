import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validCheckoutValues } from "./checkout-fixtures";
import { CHECKOUT_DRAFT_KEY, readCheckoutDraft, saveCheckoutDraft, useCheckoutDraft } from "./checkout-draft";
import { checkoutDefaults } from "./checkout-form-schema";

const typed = { ...validCheckoutValues, username: "ada", password: "secret-pass-1", specialInstructions: "Leave at the dock" };
const stored = () => JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? "null") as Record<string, unknown> | null;

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe("the checkout draft kept while the customer logs in", () => {
  it("keeps what was typed in session storage, never the card, expiry, CVV or password", () => {
    saveCheckoutDraft(typed);
    const kept = stored()!;
    for (const secret of ["cardNumber", "expirationDate", "cvv", "password"]) expect(kept).not.toHaveProperty(secret);
    expect(kept).toMatchObject({ customerName: "Ada Lovelace", billingZipCode: "95472", username: "ada", sameAsBilling: true });
    expect(localStorage.length).toBe(0);
  });

  it("reads it back over the defaults, with the secret fields empty", () => {
    saveCheckoutDraft(typed);
    expect(readCheckoutDraft()).toEqual({ ...typed, password: "", cardNumber: "", expirationDate: "", cvv: "" });
  });

  it("ignores unknown fields, wrong types, smuggled secrets and bad JSON", () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ customerName: 42, sameAsBilling: "no", cvv: "123", junk: "x", city: "Ukiah" }),
    );
    expect(readCheckoutDraft()).toEqual({ ...checkoutDefaults, city: "Ukiah" });
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, "{oops");
    expect(readCheckoutDraft()).toBeNull();
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, "[1]");
    expect(readCheckoutDraft()).toBeNull();
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
    expect(readCheckoutDraft()).toBeNull();
  });

  it("the form starts from it once, then it is gone", () => {
    saveCheckoutDraft(typed);
    const first = renderHook(() => useCheckoutDraft());
    expect(first.result.current.customerName).toBe("Ada Lovelace");
    first.rerender();
    expect(first.result.current.customerName).toBe("Ada Lovelace");
    expect(stored()).toBeNull();
    first.unmount();
    expect(renderHook(() => useCheckoutDraft()).result.current).toEqual(checkoutDefaults);
  });
});
