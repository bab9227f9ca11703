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
] as const;

/** The storefront paths the server renders (product pages are matched apart, by id). */
export const RENDERED_PATHS: ReadonlySet<string> = new Set(PUBLIC_PAGE_PATHS);

/** The query parameters a rendered page reads: the product list's filter and sort. Any other is ignored. */
const PAGE_PARAMS: Record<string, readonly string[]> = { "/products": ["category", "sort"] };

/** Longer URLs are still rendered, but not cached: the cache's keys stay small. */
const MAX_KEY_LENGTH = 300;

export interface PublicPage {
  /** The URL the page is rendered from: trailing slashes gone, only the parameters the page reads, sorted. */
  url: string;
  /** Whether `url` may be a cache key. */
  cacheable: boolean;
}

/** The normalised URL of a server-rendered page, or undefined for a path the client renders. */
export function publicPage(rawUrl: string): PublicPage | undefined {
  let parsed: URL;
  try {
    parsed = new URL(rawUrl, "http://localhost");
  } catch {
    return undefined;
  }
  const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, "") : parsed.pathname;
  if (!RENDERED_PATHS.has(pathname) && !/^\/products\/[^/]+$/.test(pathname)) return undefined;
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS[pathname] ?? []) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  const url = query ? `${pathname}?${query}` : pathname;
  return { url, cacheable: url.length <= MAX_KEY_LENGTH };
}
