// What the cart's lines cost this buyer (extensions §8), by the rules the server charges
// (shared/price-rules.ts): each unit at its product's quantity tier (chosen by the product's units in
// the whole cart) or, for a signed-in member of a customer group, at the group's price when lower.
import { unitPriceFor, type UnitPrice } from "../../../shared/price-rules";
import type { CartItem } from "./cart-types";

export interface PricedCartItem extends UnitPrice {
  item: CartItem;
  lineCents: number;
  listLineCents: number;
}

export interface PricedCart {
  lines: PricedCartItem[];
  /** What the lines cost this buyer: the subtotal the checkout's totals start from. */
  subtotalCents: number;
  /** The same lines at list prices. */
  listSubtotalCents: number;
}

/** Prices `items` (the buyable lines) for a buyer whose group takes `groupPercent` off the list price (null: none). */
export function priceCartItems(items: readonly CartItem[], groupPercent: string | null | undefined): PricedCart {
  const units = new Map<string, number>();
  for (const item of items) units.set(item.product.id, (units.get(item.product.id) ?? 0) + item.quantity);
  const lines = items.map((item): PricedCartItem => {
    const price = unitPriceFor({
      listPrice: item.product.price,
      optionPrice: item.selectedOption?.price,
      tiers: item.product.priceTiers ?? [],
      units: units.get(item.product.id) ?? item.quantity,
      groupPercent,
    });
    return { ...price, item, lineCents: price.unitCents * item.quantity, listLineCents: price.listCents * item.quantity };
  });
  return {
    lines,
    subtotalCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
    listSubtotalCents: lines.reduce((sum, line) => sum + line.listLineCents, 0),
  };
}
