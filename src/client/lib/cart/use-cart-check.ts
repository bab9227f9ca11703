import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useProducts } from "../catalog-queries";
import { PRODUCTS_KEY } from "../query-keys";
import { useCart } from "./cart-context";
import { checkCart, type CatalogProduct } from "./cart-check";

export interface CartCheckState {
  /** What changed since the cart was last shown, one sentence each. */
  notices: string[];
  /** The catalog's product by id, once loaded: the stock the + buttons stop at. */
  catalog: ReadonlyMap<string, CatalogProduct> | null;
}

/**
 * While `shown`, keeps the cart true to the catalog (extensions §5): the product list is fetched
 * again each time the cart is shown (it never goes stale by itself), every change is applied
 * and said once.
 */
export function useCartCheck(shown: boolean): CartCheckState {
  const { lines, revalidate } = useCart();
  const queryClient = useQueryClient();
  const { data } = useProducts();
  const [notices, setNotices] = useState<string[]>([]);

  useEffect(() => {
    if (!shown) return;
    setNotices([]);
    // An answer already on its way will do.
    void queryClient.refetchQueries({ queryKey: PRODUCTS_KEY, exact: true }, { cancelRefetch: false });
  }, [shown, queryClient]);

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
