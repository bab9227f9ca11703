// The visitor's currency for price estimates (extensions §9, decision 0072): kept in the browser
// (localStorage), read only after hydration so the server's cached pages stay the same for everyone.
import { useSyncExternalStore } from "react";
import { isDisplayCurrency, type DisplayCurrency } from "../../shared/fx";

export const CURRENCY_STORAGE_KEY = "shop.currency";

const listeners = new Set<() => void>();
let current: DisplayCurrency | undefined;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

function readStored(): DisplayCurrency {
  try {
    const stored = storage()?.getItem(CURRENCY_STORAGE_KEY);
    return isDisplayCurrency(stored) ? stored : "USD";
  } catch {
    return "USD";
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CURRENCY_STORAGE_KEY) return;
    current = readStored();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const snapshot = (): DisplayCurrency => (current ??= readStored());
/** The server renders, and the browser hydrates, in USD; the stored choice follows at once. */
const serverSnapshot = (): DisplayCurrency => "USD";

/** The visitor's currency: "USD" on the server and while hydrating, the stored choice after. */
export function useCurrency(): DisplayCurrency {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export function setCurrency(currency: DisplayCurrency): void {
  current = currency;
  try {
    storage()?.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // quota exceeded or storage disabled: the choice holds for this visit
  }
  for (const listener of listeners) listener();
}

/** Tests: forget the remembered choice so the next read goes to storage again. */
export function forgetCurrencyForTests(): void {
  current = undefined;
}
