import type { Category, Product } from "../../../shared/contracts/catalog";
import { toCents } from "../../../shared/money";

export const ALL_CATEGORIES = "all";

export const SORT_OPTIONS = [
  { value: "name-asc", label: "Name A to Z" },
  { value: "name-desc", label: "Name Z to A" },
  { value: "price-asc", label: "Price Low to High" },
  { value: "price-desc", label: "Price High to Low" },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: SortOrder = "name-asc";

export function isSortOrder(value: string | null): value is SortOrder {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/**
 * The ?category= value is matched to a category case-insensitively and the filter takes
 * that category's own name. No value means all; an unknown value stays as given (and
 * matches no product) so the visitor sees that the link named nothing we sell.
 */
export function categoryFilterFromQuery(query: string | null, categories: readonly Pick<Category, "name">[]): string {
  const wanted = query?.trim();
  if (!wanted) return ALL_CATEGORIES;
  const match = categories.find((c) => c.name.toLocaleLowerCase() === wanted.toLocaleLowerCase());
  return match ? match.name : wanted;
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
