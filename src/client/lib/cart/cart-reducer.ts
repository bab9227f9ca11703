import { checkCart, type CatalogProduct } from "./cart-check";
import { priceCartItems } from "./cart-pricing";
import type { CartItem, CartProduct, SelectedOption } from "./cart-types";

export type CartAction =
  | { type: "add"; product: CartProduct; quantity?: number; selectedOption?: SelectedOption }
  | { type: "remove"; productId: string; optionTitle?: string }
  | { type: "setQuantity"; productId: string; quantity: number; optionTitle?: string }
  | { type: "clear" }
  | { type: "replace"; items: CartItem[] }
  /** Bring the lines in line with the catalog (cart-check.ts). */
  | { type: "revalidate"; catalog: readonly CatalogProduct[] };

/** A line is identified by its product id and the title of its selected option (none counts as its own line). */
export function isSameLine(item: CartItem, productId: string, optionTitle: string | undefined): boolean {
  return item.product.id === productId && item.selectedOption?.title === optionTitle;
}

/** Keeps only the product fields a cart line needs, so a full catalog product is not stored whole. */
export function toCartProduct(product: CartProduct): CartProduct {
  const { id, name, price, image, category, weightLbs, lengthIn, widthIn, heightIn, priceTiers } = product;
  const picked: CartProduct = { id, name, price, image, category };
  if (priceTiers && priceTiers.length > 0)
    picked.priceTiers = priceTiers.map(({ minQuantity, price: tierPrice }) => ({ minQuantity, price: tierPrice }));
  if (weightLbs !== undefined) picked.weightLbs = weightLbs;
  if (lengthIn !== undefined) picked.lengthIn = lengthIn;
  if (widthIn !== undefined) picked.widthIn = widthIn;
  if (heightIn !== undefined) picked.heightIn = heightIn;
  return picked;
}

function wholeQuantity(quantity: number | undefined): number {
  if (quantity === undefined || !Number.isFinite(quantity)) return 1;
  return Math.trunc(quantity);
}

/** Spec §4 "Cart": the pure state transitions. */
export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add": {
      const quantity = wholeQuantity(action.quantity);
      if (quantity <= 0) return items;
      const title = action.selectedOption?.title;
      const existing = items.find((item) => isSameLine(item, action.product.id, title));
      if (existing) {
        // The product page only adds what it can sell, so the line is buyable again; the next check says otherwise.
        const { unavailable: _, ...line } = existing;
        return items.map((item) => (item === existing ? { ...line, quantity: item.quantity + quantity } : item));
      }
      const line: CartItem = { product: toCartProduct(action.product), quantity };
      if (action.selectedOption) line.selectedOption = { title: action.selectedOption.title, price: action.selectedOption.price };
      return [...items, line];
    }
    case "remove":
      return items.filter((item) => !isSameLine(item, action.productId, action.optionTitle));
    case "setQuantity": {
      const quantity = wholeQuantity(action.quantity);
      if (quantity <= 0) return items.filter((item) => !isSameLine(item, action.productId, action.optionTitle));
      return items.map((item) => (isSameLine(item, action.productId, action.optionTitle) ? { ...item, quantity } : item));
    }
    case "clear":
      return [];
    case "replace":
      return action.items;
    case "revalidate": {
      const result = checkCart(items, action.catalog);
      return result.changed ? result.items : items;
    }
  }
}

/** The lines that can be bought: what the total counts and the checkout sends. */
export function buyableLines(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => !item.unavailable);
}

/** Cart total = sum of unit price x quantity over the buyable lines, each unit at its quantity tier (extensions §8), in integer cents. */
export function cartTotalCents(items: readonly CartItem[]): number {
  return priceCartItems(buyableLines(items), null).subtotalCents;
}

/** The badge count: every unit of every buyable line. */
export function cartItemCount(items: readonly CartItem[]): number {
  return buyableLines(items).reduce((sum, item) => sum + item.quantity, 0);
}
