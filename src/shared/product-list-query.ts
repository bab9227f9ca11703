import type { Category, Product } from "./contracts/catalog";
import { toCents } from "./money";

/**
 * The product list's query (/products?category=&sort=), read the same way by the browser and by the
 * server's page cache: a value the list does not know counts as absent, so every such URL is the
 * canonical list and shares its cached page (decision 0051).
 */
export const SORT_OPTIONS = [
  { value: "name-asc", label: "Name A to Z" },
  { value: "name-desc", label: "Name Z to A" },
  { value: "price-asc", label: "Price Low to High" },
  { value: "price-desc", label: "Price High to Low" },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: SortOrder = "name-asc";

export function isSortOrder(value: string | null | undefined): value is SortOrder {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/** The category a ?category= value names, matched case-insensitively, by its own name; undefined for none or an unknown one. */
export function matchCategory(query: string | null | undefined, categories: readonly { name: string }[]): string | undefined {
  const wanted = query?.trim().toLocaleLowerCase();
  if (!wanted) return undefined;
  return categories.find((c) => c.name.toLocaleLowerCase() === wanted)?.name;
}

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

/** Products on one page of the list (extensions §12). */
export const PRODUCTS_PER_PAGE = 24;

/**
 * The page a ?page= value asks for: a whole number from 1 written plainly ("2", not "02", "2.0" or
 * "-1"); anything else is the first page, as an unknown category is the whole list (decision 0051).
 */
export function listPageFromQuery(value: string | null | undefined): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** One page of the filtered, sorted list, and where it stands among the others. */
export interface ProductListPage {
  /** The filter and sort applied, before paging. */
  total: number;
  /** The page asked for; past `pageCount` it holds no products (the server answers 404). */
  page: number;
  /** At least 1: an empty list has one, empty, page. */
  pageCount: number;
  products: Product[];
}

/** The page of the list /products?category=&sort=&page= shows, as the browser and the server both cut it. */
export function productListPage(
  products: readonly Product[],
  categories: readonly Pick<Category, "name">[],
  params: URLSearchParams,
): ProductListPage {
  const sortParam = params.get("sort");
  const sort = isSortOrder(sortParam) ? sortParam : DEFAULT_SORT;
  const all = filterAndSortProducts(products, categoryFilterFromQuery(params.get("category"), categories), sort);
  const page = listPageFromQuery(params.get("page"));
  const pageCount = Math.max(1, Math.ceil(all.length / PRODUCTS_PER_PAGE));
  return { total: all.length, page, pageCount, products: all.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE) };
}
