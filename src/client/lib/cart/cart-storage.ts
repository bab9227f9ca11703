// A hand-written shape check rather than zod: zod's core would add ~13 KB gzipped to the
// storefront's first download for these dozen lines (docs/decisions/0006).
import type { CartItem } from "./cart-types";

/** The cart lives in local storage under this key (spec §9). */
export const CART_STORAGE_KEY = "cart";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const isMoney = (v: unknown): v is string => typeof v === "string" && /^\d{1,8}(\.\d{1,2})?$/.test(v);
const isOptionalMoney = (v: unknown) => v === undefined || isMoney(v);
const isTier = (v: unknown): v is { minQuantity: number; price: string } =>
  isObject(v) && typeof v.minQuantity === "number" && Number.isInteger(v.minQuantity) && v.minQuantity >= 2 && isMoney(v.price);

function toLine(entry: unknown): CartItem | null {
  if (!isObject(entry) || !isObject(entry.product)) return null;
  const p = entry.product;
  const q = entry.quantity;
  if (typeof p.id !== "string" || p.id === "" || typeof p.name !== "string" || !isMoney(p.price)) return null;
  if (typeof p.image !== "string" || typeof p.category !== "string") return null;
  if (![p.weightLbs, p.lengthIn, p.widthIn, p.heightIn].every(isOptionalMoney)) return null;
  if (typeof q !== "number" || !Number.isInteger(q) || q <= 0 || q > 1_000_000) return null;
  const o = entry.selectedOption;
  if (o !== undefined && !(isObject(o) && typeof o.title === "string" && isMoney(o.price))) return null;
  const product: CartItem["product"] = { id: p.id, name: p.name, price: p.price, image: p.image, category: p.category };
  for (const key of ["weightLbs", "lengthIn", "widthIn", "heightIn"] as const) if (typeof p[key] === "string") product[key] = p[key];
  // Quantity prices that are not today's shape are dropped (the next catalog check brings them back), never the line.
  if (Array.isArray(p.priceTiers) && p.priceTiers.every(isTier)) product.priceTiers = p.priceTiers.map((t) => ({ ...t }));
  const line: CartItem = { product, quantity: q };
  if (isObject(o)) line.selectedOption = { title: o.title as string, price: o.price as string };
  if (entry.unavailable === "gone" || entry.unavailable === "out-of-stock") line.unavailable = entry.unavailable;
  return line;
}

/**
 * Reads a stored cart. Anything that is not a list is dropped whole; inside a list, a line
 * that does not have today's shape (bad JSON, an older format, missing fields) is dropped
 * and the rest is kept, so a stale value can never break the page.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (raw === null || raw === "") return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const entry of value) {
    const line = toLine(entry);
    if (line) items.push(line);
  }
  return items;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function loadCart(): CartItem[] {
  try {
    return parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

export function saveCart(items: readonly CartItem[]): void {
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // quota exceeded or storage disabled: the cart still works for this visit
  }
}
