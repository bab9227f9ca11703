import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { escapeHtml } from "../../lib/html";
import { PUBLIC_PAGE_PATHS } from "./public-pages";

/** Public pages worth indexing, most important first: the server-rendered ones. */
export const SITEMAP_PAGES: readonly string[] = PUBLIC_PAGE_PATHS;

/**
 * Private or per-visitor areas crawlers should leave alone, and the pages any query makes of the
 * catalog (search results, comparisons: endless, and each a render). The hidden admin login is not
 * named here (robots.txt is public): its HTML says noindex in an X-Robots-Tag header instead.
 */
export const ROBOTS_DISALLOW = ["/admin", "/checkout", "/orders", "/auth", "/account", "/api/", "/search", "/compare", "/stock-alerts/"];

function urlEntry(loc: string, lastmod?: Date): string {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `  <url><loc>${escapeHtml(loc)}</loc>${mod}</url>`;
}

/** sitemaps.org XML: the static pages, then every product with the time it last changed. */
export async function buildSitemap(db: DbOrTx, origin: string): Promise<string> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.name), asc(products.id));
  const entries = [
    ...SITEMAP_PAGES.map((page) => urlEntry(`${origin}${page}`)),
    ...rows.map((row) => urlEntry(`${origin}/products/${row.id}`, row.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function buildRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
