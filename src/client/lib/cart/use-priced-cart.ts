import { useMemo } from "react";
import { useUser } from "../auth";
import { priceCartItems, type PricedCart } from "./cart-pricing";
import type { CartItem } from "./cart-types";

export interface BuyerGroup {
  name: string;
  discountPercent: string;
}

/**
 * The cart's buyable lines priced for whoever is signed in: a customer group's member sees its price
 * beside the list price. `memberPrices: false` for lines whose prices are already agreed (a quote's).
 */
export function usePricedCart(items: readonly CartItem[], memberPrices = true): PricedCart & { group: BuyerGroup | null } {
  const { user } = useUser();
  const group = memberPrices && user?.role === "customer" ? (user.customerGroup ?? null) : null;
  const percent = group?.discountPercent ?? null;
  const priced = useMemo(() => priceCartItems(items, percent), [items, percent]);
  return { ...priced, group };
}

/** Words for where a lower price comes from: "Education price", "Quantity price". */
export function priceSourceLabel(source: "list" | "tier" | "group", group: BuyerGroup | null): string | null {
  if (source === "tier") return "Quantity price";
  if (source === "group") return group ? `${group.name} price` : "Your price";
  return null;
}
