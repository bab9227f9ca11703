import { useEffect, useState } from "react";
import { checkoutDefaults, type CheckoutFormValues } from "./checkout-form-schema";

/** Session storage key of the form typed before "Login here", restored once on the way back. */
export const CHECKOUT_DRAFT_KEY = "checkout-draft";

// Card details and the new account's password never leave the page.
const NEVER_KEPT = new Set<keyof CheckoutFormValues>(["cardNumber", "expirationDate", "cvv", "password"]);

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps what the customer typed while they sign in elsewhere; nothing secret is kept. */
export function saveCheckoutDraft(values: CheckoutFormValues): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !NEVER_KEPT.has(key as keyof CheckoutFormValues)));
  try {
    session()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // storage full or disabled: the form starts empty on return, as before
  }
}

/** The kept form over the defaults: only known fields of the right type, never a secret one. Null without a draft. */
export function readCheckoutDraft(): CheckoutFormValues | null {
  let stored: unknown;
  try {
    stored = JSON.parse(session()?.getItem(CHECKOUT_DRAFT_KEY) ?? "null");
  } catch {
    return null;
  }
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return null;
  const draft: Record<string, unknown> = { ...checkoutDefaults };
  for (const [key, value] of Object.entries(stored)) {
    const field = key as keyof CheckoutFormValues;
    if (key in checkoutDefaults && !NEVER_KEPT.has(field) && typeof value === typeof checkoutDefaults[field]) draft[key] = value;
  }
  return draft as CheckoutFormValues;
}

export function clearCheckoutDraft(): void {
  try {
    session()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

/** The checkout form's starting values: a kept draft once (then it is cleared), else the defaults. */
export function useCheckoutDraft(): CheckoutFormValues {
  const [values] = useState(() => readCheckoutDraft() ?? checkoutDefaults);
  useEffect(() => clearCheckoutDraft(), []);
  return values;
}
