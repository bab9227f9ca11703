import { SHOP } from "../../../shared/shop-identity";
import { isUuid } from "../../../shared/contracts/common";
import type { AppDeps } from "../../app-types";
import { AppError } from "../../lib/errors";
import { getProduct } from "../../domain/catalog/catalog-read.service";
import { escapeHtml } from "../../lib/html";
import { metaTags, productHead } from "./product-meta";
import { STOCK_ALERT_UNSUBSCRIBED_PATH } from "../../../shared/stock-alert-page";
import { listPageFromQuery } from "../../../shared/product-list-query";

export interface PageMeta {
  title: string;
  description: string;
  /** Extra tags for <head>: Open Graph, JSON-LD. Already escaped. */
  head?: string;
  /** 404 when the path names nothing the shop has. */
  status: 200 | 404;
  /** A page behind a login or only useful to one visitor: no shared cache may keep it. */
  private?: boolean;
}

export const SHOP_NAME = SHOP.name;
const DEFAULT_DESCRIPTION =
  "Professional RF test equipment and instrumentation since 2004: near-field EMC probes, probe amplifiers and Helmholtz coils, made in Sebastopol, California.";

interface StaticPage {
  title: string;
  description?: string;
  /** Pages behind a login or only useful to one visitor stay out of search results. */
  noindex?: boolean;
  /** Public and cached alike, but what a query makes of the catalog: crawlers follow its links, index none of it. */
  unlisted?: boolean;
}

const STATIC_PAGES: Record<string, StaticPage> = {
  "/": { title: `${SHOP_NAME} | EMC Probes, Probe Amplifiers & Helmholtz Coils` },
  "/products": {
    title: `Products | ${SHOP_NAME}`,
    description:
      "Near-field EMC probes, probe sets, low-noise probe amplifiers and RF Helmholtz coils, designed and built in Sebastopol, California.",
  },
  "/categories": {
    title: `Product Categories | ${SHOP_NAME}`,
    description:
      "Browse Gravenstein RF Instruments' product lines: near-field EMC probes, probe sets, probe amplifiers and Helmholtz coils.",
  },
  "/checkout": { title: `Checkout | ${SHOP_NAME}`, noindex: true },
  "/auth": { title: `Sign In | ${SHOP_NAME}`, noindex: true },
  "/orders": { title: `Order History | ${SHOP_NAME}`, noindex: true },
  "/about": {
    title: `About Us | ${SHOP_NAME}`,
    description:
      "Since 2004 Gravenstein RF Instruments has designed and built RF and EMC test equipment in Sebastopol, California, under an ISO-certified quality system.",
  },
  "/services": {
    title: `Consulting Services | ${SHOP_NAME}`,
    description:
      "Custom electronics design and manufacturing, custom near-field probe design and engineering consulting from Gravenstein RF Instruments.",
  },
  "/consulting": {
    title: `Consulting | ${SHOP_NAME}`,
    description:
      "RF, analog, digital, PCB, software and system integration consulting, backed by an in-house lab covering up to 18-20 GHz.",
  },
  "/technical-papers": {
    title: `Technical Papers | ${SHOP_NAME}`,
    description:
      "Application notes on near-field probing, EMC pre-compliance and RF measurement, plus product datasheets, as downloadable PDFs.",
  },
  "/contact": {
    title: `Contact Us | ${SHOP_NAME}`,
    description:
      "Contact Gravenstein RF Instruments in Sebastopol, California: call (707) 555-0142 or send us a message. We respond within 24 hours.",
  },
  "/shipping-returns": {
    title: `Shipping & Returns | ${SHOP_NAME}`,
    description: "Most orders ship the same or next day by UPS. 30-day unconditional returns, with refunds in 5-7 business days.",
  },
  "/privacy-policy": {
    title: `Privacy Policy | ${SHOP_NAME}`,
    description: "What Gravenstein RF Instruments collects, why, how long it is kept and how to reach us about it.",
  },
  "/terms-conditions": {
    title: `Terms & Conditions | ${SHOP_NAME}`,
    description: "Terms and conditions of sale of Gravenstein RF Instruments.",
  },
  "/verify-certificate": {
    title: `Verify a Calibration Certificate | ${SHOP_NAME}`,
    description:
      "Auditors and quality managers: check that a Gravenstein RF Instruments calibration certificate is genuine, by serial number and certificate number.",
  },
  "/search": {
    title: `Search | ${SHOP_NAME}`,
    description: "Search Gravenstein RF Instruments' catalog of RF and EMC test equipment.",
    unlisted: true,
  },
  "/compare": {
    title: `Compare Products | ${SHOP_NAME}`,
    description: "Gravenstein RF Instruments' products side by side.",
    unlisted: true,
  },
  [STOCK_ALERT_UNSUBSCRIBED_PATH]: { title: `Unsubscribed | ${SHOP_NAME}`, unlisted: true },
  "/bmivopcf": { title: `Admin Login | ${SHOP_NAME}`, noindex: true },
  "/account": { title: `Your Account | ${SHOP_NAME}`, noindex: true },
  "/account/instruments": { title: `My Instruments | ${SHOP_NAME}`, noindex: true },
  "/reset-password": { title: `Reset Password | ${SHOP_NAME}`, noindex: true },
  "/verify-email": { title: `Confirm E-mail | ${SHOP_NAME}`, noindex: true },
};

function notFoundMeta(title: string): PageMeta {
  return { title: `${title} | ${SHOP_NAME}`, description: DEFAULT_DESCRIPTION, head: metaTags({ robots: "noindex" }), status: 404 };
}

function privatePage(title: string): PageMeta {
  return { title, description: DEFAULT_DESCRIPTION, head: metaTags({ robots: "noindex" }), status: 200, private: true };
}

function websiteMeta(page: StaticPage, url: string): PageMeta {
  const description = page.description ?? DEFAULT_DESCRIPTION;
  if (page.noindex) return privatePage(page.title);
  if (page.unlisted) return { title: page.title, description, head: metaTags({ robots: "noindex, follow" }), status: 200 };
  const head =
    metaTags({ "og:type": "website", "og:site_name": SHOP_NAME, "og:title": page.title, "og:description": description, "og:url": url }) +
    `\n    <link rel="canonical" href="${escapeHtml(url)}" />`;
  return { title: page.title, description, head, status: 200 };
}

/**
 * The head of a page of the product list, by its normalised URL (public-pages.ts): each page its own
 * canonical URL (the first one /products; the category kept, the order not), rel=prev and rel=next
 * between pages, and a 404 past the last page (extensions §12).
 */
export function productListMeta(url: string, origin: string, pageCount: number): PageMeta {
  const params = new URL(url, "http://localhost").searchParams;
  const page = listPageFromQuery(params.get("page"));
  if (page > pageCount) return notFoundMeta("Page Not Found");
  const at = (n: number) => {
    const kept = new URLSearchParams();
    const category = params.get("category");
    if (category) kept.set("category", category);
    if (n > 1) kept.set("page", String(n));
    const query = kept.toString();
    return `${origin}/products${query ? `?${query}` : ""}`;
  };
  const list = STATIC_PAGES["/products"]!;
  const meta = websiteMeta(page > 1 ? { ...list, title: `Products, Page ${page} | ${SHOP_NAME}` } : list, at(page));
  const links =
    (page > 1 ? `\n    <link rel="prev" href="${escapeHtml(at(page - 1))}" />` : "") +
    (page < pageCount ? `\n    <link rel="next" href="${escapeHtml(at(page + 1))}" />` : "");
  return { ...meta, head: `${meta.head ?? ""}${links}` };
}

/** Title, description, head tags and status of a client route, known on the server so crawlers get real pages. */
export async function pageMeta(pathname: string, deps: AppDeps, origin: string): Promise<PageMeta> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = STATIC_PAGES[path];
  if (page) return websiteMeta(page, `${origin}${path === "/" ? "/" : path}`);

  const productId = /^\/products\/([^/]+)$/.exec(path)?.[1];
  if (productId !== undefined) {
    if (!isUuid(productId)) return notFoundMeta("Product Not Found");
    try {
      const product = await getProduct(deps.db, productId);
      const title = `${product.name} | ${SHOP_NAME}`;
      const { description, head } = productHead(product, origin, title, SHOP_NAME);
      return { title, description, head, status: 200 };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return notFoundMeta("Product Not Found");
      throw error;
    }
  }

  // The confirmation page the checkout opens (and the order history links to): the app shows the
  // order to its customer, or asks them to sign in. Any well-formed id is a page; what it shows is private.
  const orderId = /^\/orders\/([^/]+)$/.exec(path)?.[1];
  if (orderId !== undefined) return isUuid(orderId) ? privatePage(`Order | ${SHOP_NAME}`) : notFoundMeta("Page Not Found");

  if (path.startsWith("/admin")) return privatePage(`Admin | ${SHOP_NAME}`);
  return notFoundMeta("Page Not Found");
}
