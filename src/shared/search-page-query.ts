// The search page's query (/search?q=&category=&minPrice=&maxPrice=), read the same way by the server's
// page cache and renderer and by the browser (decision 0051): values the page cannot use count as
// absent, so such URLs share the canonical page, and both sides ask GET /api/search the same question.
import { isMoneyString, normalizeMoney, toCents } from "./money";
import { matchCategory } from "./product-list-query";

/** As GET /api/search takes it (contracts/search.ts): longer queries are cut to this. */
export const SEARCH_TEXT_MAX = 200;

/** The most products one search answers (the best ranked); its `total` counts them all. */
export const SEARCH_LIMIT = 50;

export interface SearchPageQuery {
  /** Trimmed, runs of white space as one space; "" when there is nothing to search for. */
  q: string;
  /** A category we sell, by its own name. */
  category?: string;
  minPrice?: string;
  maxPrice?: string;
}

function price(value: string | null): string | undefined {
  const text = value?.trim();
  return text && isMoneyString(text) ? normalizeMoney(text) : undefined;
}

/** The page's query from its URL parameters: only what the page can use (no filters without words). */
export function searchPageQuery(params: URLSearchParams, categories: readonly { name: string }[]): SearchPageQuery {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_TEXT_MAX).trim();
  if (!q) return { q: "" };
  const query: SearchPageQuery = { q };
  const category = matchCategory(params.get("category"), categories);
  if (category !== undefined) query.category = category;
  const minPrice = price(params.get("minPrice"));
  let maxPrice = price(params.get("maxPrice"));
  // A maximum below the minimum would find nothing: it is left out.
  if (minPrice !== undefined && maxPrice !== undefined && toCents(maxPrice) < toCents(minPrice)) maxPrice = undefined;
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  return query;
}

/** The query as URL parameters in one order: the page's canonical URL and GET /api/search's query string. */
export function searchQueryString(query: SearchPageQuery): string {
  const params = new URLSearchParams();
  if (!query.q) return "";
  params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.minPrice) params.set("minPrice", query.minPrice);
  if (query.maxPrice) params.set("maxPrice", query.maxPrice);
  return params.toString();
}

/** The search page's path for a query ("/search" without one). */
export function searchPagePath(query: SearchPageQuery): string {
  const search = searchQueryString(query);
  return search ? `/search?${search}` : "/search";
}
