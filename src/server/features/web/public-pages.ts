import type { Category, Product } from "../../../shared/contracts/catalog";
import {
  DEFAULT_SORT,
  isSortOrder,
  listPageFromQuery,
  matchCategory,
  PRODUCTS_PER_PAGE,
  productListPage,
} from "../../../shared/product-list-query";
import { featuredProducts } from "../../../shared/featured-products";
import { compareIds, comparePath } from "../../../shared/compare-query";
import { searchPageQuery, searchPagePath } from "../../../shared/search-page-query";
import { STOCK_ALERT_UNSUBSCRIBED_PATH } from "../../../shared/stock-alert-page";
import type { CachedJson } from "../../domain/catalog/json-cache";

/**
 * The storefront's public pages, most important first: the server renders them (extensions §5) and
 * the sitemap lists them. Checkout, account, auth and admin stay client-rendered and unlisted.
 */
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/products",
  "/categories",
  "/about",
  "/services",
  "/consulting",
  "/technical-papers",
  "/contact",
  "/shipping-returns",
  "/privacy-policy",
  "/terms-conditions",
  // The form only: the numbers asked about stay out of the page (and its cache key); the browser asks the API.
  "/verify-certificate",
] as const;

/**
 * Pages the server renders that are not worth indexing (not in the sitemap, `noindex` in their head):
 * what a query or a visitor's choice makes of the catalog (extensions §8).
 */
export const QUERY_PAGE_PATHS = ["/search", "/compare", STOCK_ALERT_UNSUBSCRIBED_PATH] as const;

/** The storefront paths the server renders (product pages are matched apart, by id). */
export const RENDERED_PATHS: ReadonlySet<string> = new Set([...PUBLIC_PAGE_PATHS, ...QUERY_PAGE_PATHS]);

/** What a page's cache key depends on besides its URL, and what it is rendered from: the catalog. */
export interface PageCatalog {
  /** GET /api/products' list, as the page's state carries it. */
  products: unknown;
  categories: readonly { name: string }[];
  hasProduct(id: string): boolean;
  /** How many products the list shows in a category (by its own name), or in all. */
  countIn(category: string | undefined): number;
}

/** The catalog of one version of the cached lists (their `data`, never changed). */
export function pageCatalogOf(products: CachedJson, categories: CachedJson): PageCatalog {
  const list = products.data as Product[];
  const ids = new Set(list.map((p) => p.id));
  let counts: Map<string, number> | undefined;
  const countIn = (category: string | undefined) => {
    if (category === undefined) return list.length;
    if (!counts) {
      counts = new Map();
      for (const p of list) counts.set(p.category.toLocaleLowerCase(), (counts.get(p.category.toLocaleLowerCase()) ?? 0) + 1);
    }
    return counts.get(category.toLocaleLowerCase()) ?? 0;
  };
  return { products: products.data, categories: categories.data as Category[], hasProduct: (id) => ids.has(id), countIn };
}

/**
 * The URL every unknown product id is rendered from: the not-found page does not name the id, so
 * random ids share one cached 404 instead of rendering one each (decision 0051).
 */
export const UNKNOWN_PRODUCT_URL = "/products/unknown";

/** Longer URLs are still rendered, but not cached: the cache's keys stay small. */
const MAX_KEY_LENGTH = 300;

export interface PublicPage {
  /**
   * The URL the page is rendered from and cached under: trailing slashes gone, only the parameters the
   * page reads and only with values it knows (else the canonical page), an unknown product's the shared one.
   */
  url: string;
  /** Whether `url` may be a cache key. */
  cacheable: boolean;
}

/**
 * The product list's parameters, canonical: a known category by its own name, a sort other than the
 * default, a page after the first. Every page past the last is one (the 404 does not name the number).
 */
function productListQuery(params: URLSearchParams, catalog: PageCatalog): string {
  const kept = new URLSearchParams();
  const category = matchCategory(params.get("category"), catalog.categories);
  if (category !== undefined) kept.set("category", category);
  const sort = params.get("sort");
  if (isSortOrder(sort) && sort !== DEFAULT_SORT) kept.set("sort", sort);
  const page = listPageFromQuery(params.get("page"));
  if (page > 1) kept.set("page", String(Math.min(page, pagesOf(catalog, category) + 1)));
  return kept.toString();
}

const pagesOf = (catalog: PageCatalog, category: string | undefined) =>
  Math.max(1, Math.ceil(catalog.countIn(category) / PRODUCTS_PER_PAGE));

/** How many pages the product list of a normalised URL has (at least one). */
export function listPageCount(url: string, catalog: PageCatalog): number {
  return pagesOf(catalog, matchCategory(new URL(url, "http://localhost").searchParams.get("category"), catalog.categories));
}

/**
 * The products a page shows (its normalised URL, rendered from `products`, with the search answer it
 * was given): a stock change drops the cached pages that show one of them, and only those (decision 0083).
 * No page's choice of products depends on stock (no stock filter or order), so a page that does not
 * show a product cannot come to show it by a stock change.
 */
export function productsShown(url: string, products: readonly Product[], categories: readonly Category[], search?: unknown): string[] {
  const parsed = new URL(url, "http://localhost");
  const productId = /^\/products\/([^/]+)$/.exec(parsed.pathname)?.[1];
  if (productId !== undefined) return url === UNKNOWN_PRODUCT_URL ? [] : [productId];
  switch (parsed.pathname) {
    case "/":
      return featuredProducts(products).map((p) => p.id);
    case "/products":
      return productListPage(products, categories, parsed.searchParams).products.map((p) => p.id);
    case "/search":
      return ((search as { products?: Product[] } | undefined)?.products ?? []).map((p) => p.id);
    case "/compare":
      return compareIds(parsed.searchParams.get("ids"));
    case STOCK_ALERT_UNSUBSCRIBED_PATH: {
      const product = parsed.searchParams.get("product");
      return product ? [product] : [];
    }
    default:
      return [];
  }
}

/** The normalised URL of a server-rendered page, or undefined for a path the client renders. */
export function publicPage(rawUrl: string, catalog: PageCatalog): PublicPage | undefined {
  let parsed: URL;
  try {
    parsed = new URL(rawUrl, "http://localhost");
  } catch {
    return undefined;
  }
  const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, "") : parsed.pathname;
  const productId = /^\/products\/([^/]+)$/.exec(pathname)?.[1];
  if (productId !== undefined) {
    return { url: catalog.hasProduct(productId) ? pathname : UNKNOWN_PRODUCT_URL, cacheable: true };
  }
  if (!RENDERED_PATHS.has(pathname)) return undefined;
  const url = canonicalUrl(pathname, parsed.searchParams, catalog);
  return { url, cacheable: url.length <= MAX_KEY_LENGTH };
}

/** A page's URL with only the parameters it reads, each only with a value it can use (decision 0051). */
function canonicalUrl(pathname: string, params: URLSearchParams, catalog: PageCatalog): string {
  switch (pathname) {
    case "/products": {
      const query = productListQuery(params, catalog);
      return query ? `${pathname}?${query}` : pathname;
    }
    // The words as typed (trimmed, spaces collapsed), a category we sell, prices that are amounts.
    case "/search":
      return searchPagePath(searchPageQuery(params, catalog.categories));
    // Products we sell, the first four named, each once.
    case "/compare":
      return comparePath(compareIds(params.get("ids")).filter((id) => catalog.hasProduct(id)));
    case STOCK_ALERT_UNSUBSCRIBED_PATH: {
      const product = params.get("product")?.toLowerCase();
      return product && catalog.hasProduct(product) ? `${pathname}?product=${product}` : pathname;
    }
    // Every other page reads no parameter at all.
    default:
      return pathname;
  }
}
