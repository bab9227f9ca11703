import type { QueryClient } from "@tanstack/react-query";
import type { Category, Product } from "../../shared/contracts/catalog";
import { compareIds } from "../../shared/compare-query";
import { featuredProducts } from "../../shared/featured-products";
import { listPagePart, productIdsQuery, productListPart, productListPartQuery } from "../../shared/product-list-query";
import { STOCK_ALERT_UNSUBSCRIBED_PATH } from "../../shared/stock-alert-page";
import { FEATURED_PRODUCTS_QUERY, PRODUCTS_KEY, productKey, productPartKey } from "../lib/query-keys";
import { productPathId } from "./rendered-url";

/**
 * Fills, from the catalog, the product queries the views of `url` ask (each under the key the view
 * uses, with the answer the API would give): a rendered page's state carries only the products it
 * shows, never the whole list (issue 23). The datasheets on /technical-papers show every product.
 */
export function fillProductQueries(
  queryClient: QueryClient,
  url: URL,
  products: readonly Product[],
  categories: readonly Category[],
): void {
  const byId = (id: string) => products.find((p) => p.id === id) ?? null;
  const productId = productPathId(url.pathname);
  if (productId !== undefined) {
    queryClient.setQueryData(productKey(productId), byId(productId));
    return;
  }
  switch (url.pathname.replace(/(.)\/+$/, "$1")) {
    case "/": {
      const featured = featuredProducts(products);
      queryClient.setQueryData(productPartKey(FEATURED_PRODUCTS_QUERY), { products: featured, total: featured.length });
      return;
    }
    case "/products": {
      const part = listPagePart(categories, url.searchParams);
      queryClient.setQueryData(productPartKey(productListPartQuery(part)), productListPart(products, part));
      return;
    }
    case "/compare": {
      const ids = compareIds(url.searchParams.get("ids"));
      const found = ids.flatMap((id) => byId(id) ?? []);
      // Even for none: a browser URL naming only ids we do not sell is shown this (page-state.ts, adoptRenderedQueries).
      queryClient.setQueryData(productPartKey(productIdsQuery(ids)), { products: found, total: found.length });
      return;
    }
    case STOCK_ALERT_UNSUBSCRIBED_PATH: {
      const id = url.searchParams.get("product")?.toLowerCase();
      if (id) queryClient.setQueryData(productKey(id), byId(id));
      return;
    }
    case "/technical-papers":
      queryClient.setQueryData(PRODUCTS_KEY, products);
      return;
  }
}
