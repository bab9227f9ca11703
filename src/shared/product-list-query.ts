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
export const SORT_ORDERS = SORT_OPTIONS.map((o) => o.value) as [SortOrder, ...SortOrder[]];
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

/** A part of the filtered, sorted list: what GET /api/products?category=&sort=&offset=&limit= answers. */
export interface ProductListPart {
  /** A category's own name; undefined: every category. */
  category: string | undefined;
  sort: SortOrder;
  offset: number;
  limit: number;
}

/** The products of a part, and how many the filter keeps (the answer's X-Total-Count). */
/**
 * Per product list (the same array while its version lasts): each category and order cut once, not
 * on every request for one of its pages (10,000 products: a sort of 10,000 a request). At most
 * CUTS_KEPT cuts a list, so category names nobody sells cannot grow it.
 */
const cutLists = new WeakMap<readonly Product[], Map<string, readonly Product[]>>();
const CUTS_KEPT = 64;

function cutOnce(products: readonly Product[], category: string, sort: SortOrder): readonly Product[] {
  let cuts = cutLists.get(products);
  if (!cuts) cutLists.set(products, (cuts = new Map()));
  const key = `${sort}\n${category}`;
  const kept = cuts.get(key);
  if (kept) return kept;
  const cut = filterAndSortProducts(products, category, sort);
  if (cuts.size < CUTS_KEPT) cuts.set(key, cut);
  return cut;
}

export function productListPart(products: readonly Product[], part: ProductListPart): { products: Product[]; total: number } {
  const all = cutOnce(products, part.category ?? ALL_CATEGORIES, part.sort);
  return { total: all.length, products: all.slice(part.offset, part.offset + part.limit) };
}

/** The part of the list /products?category=&sort=&page= shows: the browser asks the server for it. */
export function listPagePart(categories: readonly Pick<Category, "name">[], params: URLSearchParams): ProductListPart & { page: number } {
  const sortParam = params.get("sort");
  const page = listPageFromQuery(params.get("page"));
  return {
    category: matchCategory(params.get("category"), categories),
    sort: isSortOrder(sortParam) ? sortParam : DEFAULT_SORT,
    offset: (page - 1) * PRODUCTS_PER_PAGE,
    limit: PRODUCTS_PER_PAGE,
    page,
  };
}

/** GET /api/products' query string for a part; the browser's cache key of the answer too (every field, in one order). */
export function productListPartQuery(part: ProductListPart): string {
  const query = new URLSearchParams();
  if (part.category !== undefined) query.set("category", part.category);
  query.set("sort", part.sort);
  query.set("offset", String(part.offset));
  query.set("limit", String(part.limit));
  return query.toString();
}

/** How many pages a list of `total` products has: at least one. */
export const listPageCount = (total: number): number => Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));

/** The page of the list /products?category=&sort=&page= shows, as the browser and the server both cut it. */
export function productListPage(
  products: readonly Product[],
  categories: readonly Pick<Category, "name">[],
  params: URLSearchParams,
): ProductListPage {
  const part = listPagePart(categories, params);
  const { total, products: shown } = productListPart(products, part);
  return { total, page: part.page, pageCount: listPageCount(total), products: shown };
}

/** The ids of an `ids=` list (GET /api/products?ids=): lower case, each once, in their order, empty ones left out. */
export function productIdList(param: string): string[] {
  return [...new Set(param.split(",").map((id) => id.trim().toLowerCase()))].filter((id) => id !== "");
}

/** GET /api/products' query string for these products (the cart's, the compared ones). */
export const productIdsQuery = (ids: readonly string[]): string => `ids=${productIdList(ids.join(",")).join(",")}`;
