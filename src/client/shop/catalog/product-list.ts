// The list's filter and order are shared with the server, which renders and caches its pages (decision 0083).
export { ALL_CATEGORIES, categoryFilterFromQuery, filterAndSortProducts } from "../../../shared/product-list-query";

export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? "product" : "products"}`;
}

/** What a product card carries to the detail page: the list's query, so "Back to Products" keeps it. */
export interface ProductLinkState {
  productsSearch: string;
}

/** "/products" with the filter and sort the visitor came from (only a query of the products list). */
export function productsPathFrom(state: unknown): string {
  const search = (state as Partial<ProductLinkState> | null)?.productsSearch;
  return typeof search === "string" && /^\?[\w%+=&.~-]*$/.test(search) ? `/products${search}` : "/products";
}
