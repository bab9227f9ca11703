import type { Category, Product } from "../../../shared/contracts/catalog";
import { toCents } from "../../../shared/money";
import { matchCategory, type SortOrder } from "../../../shared/product-list-query";

export const ALL_CATEGORIES = "all";

/**
 * The filter a ?category= value sets: the category it names (case-insensitively), by its own name;
 * all categories when it names none we sell, as the server renders that URL (the canonical list).
 */
export function categoryFilterFromQuery(query: string | null, categories: readonly Pick<Category, "name">[]): string {
  return matchCategory(query, categories) ?? ALL_CATEGORIES;
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function byName(a: Product, b: Product): number {
  return collator.compare(a.name, b.name);
}

/** Filters by category name (case-insensitive) and sorts; prices compare in integer cents. */
export function filterAndSortProducts(products: readonly Product[], category: string, sort: SortOrder): Product[] {
  const wanted = category.toLocaleLowerCase();
  const list = category === ALL_CATEGORIES ? [...products] : products.filter((p) => p.category.toLocaleLowerCase() === wanted);
  switch (sort) {
    case "name-asc":
      return list.sort(byName);
    case "name-desc":
      return list.sort((a, b) => byName(b, a));
    case "price-asc":
      return list.sort((a, b) => toCents(a.price) - toCents(b.price) || byName(a, b));
    case "price-desc":
      return list.sort((a, b) => toCents(b.price) - toCents(a.price) || byName(a, b));
  }
}

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
