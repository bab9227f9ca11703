import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useProductsById } from "../catalog-queries";
import { productPartKey } from "../query-keys";
import { useCart } from "./cart-context";
import { checkCart, type CatalogProduct } from "./cart-check";

export interface CartCheckState {
  /** What changed since the cart was last shown, one sentence each. */
  notices: string[];
  /** The catalog's product by id, once loaded: the stock the + buttons stop at. */
  catalog: ReadonlyMap<string, CatalogProduct> | null;
}

/**
 * While `shown`, keeps the cart true to the catalog (extensions §5): the cart's products (each by its
 * own key, not the whole list) are fetched again each time the cart is shown (they never go stale by
 * themselves), every change is applied and said once.
 */
export function useCartCheck(shown: boolean): CartCheckState {
  const { lines, revalidate } = useCart();
  const queryClient = useQueryClient();
  // Asked for only while the cart is shown: a page's load fetches nothing for a cart kept from before.
  const { products: data, query } = useProductsById(
    lines.map((line) => line.product.id),
    shown,
  );
  const [notices, setNotices] = useState<string[]>([]);

  useEffect(() => {
    if (!shown) return;
    setNotices([]);
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    // An answer already on its way will do.
    void queryClient.refetchQueries({ queryKey: productPartKey(query), exact: true }, { cancelRefetch: false });
  }, [shown, query, queryClient]);

  useEffect(() => {
    if (!shown || !data) return;
    const result = checkCart(lines, data);
    if (!result.changed) return;
    setNotices((before) => [...before, ...result.notices.filter((notice) => !before.includes(notice))]);
    revalidate(data);
  }, [shown, data, lines, revalidate]);

  const catalog = useMemo(() => (data ? new Map(data.map((p) => [p.id, p])) : null), [data]);
  return { notices, catalog };
}
