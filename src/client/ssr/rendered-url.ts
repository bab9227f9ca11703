// Loaded by boot.tsx only when a server-rendered page was rendered from another URL than the browser's.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Category } from "../../shared/contracts/catalog";
import { compareIds } from "../../shared/compare-query";
import { listPagePart, productIdsQuery, productListPartQuery } from "../../shared/product-list-query";
import { CATEGORIES_KEY, productKey, productPartKey } from "../lib/query-keys";

/** The product id of a product page's path (/products/{id}), as the route's parameter reads it. */
export function productPathId(pathname: string): string | undefined {
  const segment = /^\/products\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A page the server rendered from another URL than the browser's (many URLs share one cached page,
 * decision 0051): an unknown product's page, a list page past the last, compare with ids we do not sell. Their views ask by the
 * browser's URL, so the rendered answer goes under that key too: hydration finds it and asks nothing.
 */
export function adoptRenderedQueries(queryClient: QueryClient, renderedUrl: unknown, browserUrl: string): void {
  if (typeof renderedUrl !== "string") return;
  const rendered = new URL(renderedUrl, "http://localhost");
  const here = new URL(browserUrl, "http://localhost");
  const alias = (from: QueryKey, to: QueryKey) => {
    const data = queryClient.getQueryData(from);
    if (data !== undefined && queryClient.getQueryData(to) === undefined) queryClient.setQueryData(to, data);
  };
  const id = productPathId(here.pathname);
  const renderedId = productPathId(rendered.pathname);
  if (id !== undefined && renderedId !== undefined) alias(productKey(renderedId), productKey(id));
  if (rendered.pathname === "/products" && here.pathname.replace(/\/+$/, "") === "/products") {
    const categories = queryClient.getQueryData<Category[]>(CATEGORIES_KEY) ?? [];
    const partKey = (url: URL) => productPartKey(productListPartQuery(listPagePart(categories, url.searchParams)));
    alias(partKey(rendered), partKey(here));
  }
  // Compare: the ids the shop does not sell are left out of the rendered URL, and of the answer.
  if (rendered.pathname === "/compare" && here.pathname.replace(/\/+$/, "") === "/compare") {
    const idsKey = (url: URL) => productPartKey(productIdsQuery(compareIds(url.searchParams.get("ids"))));
    alias(idsKey(rendered), idsKey(here));
  }
}
