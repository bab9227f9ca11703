import type { AppDeps } from "../../app-types";

export interface PageMeta {
  title: string;
  description: string;
  /** Extra tags for <head>: Open Graph, JSON-LD. Already escaped. */
  head?: string;
  /** 404 when the path names nothing the shop has. */
  status: 200 | 404;
}

export const SHOP_NAME = "Gravenstein RF Instruments";
const DEFAULT_DESCRIPTION =
  "Professional RF test equipment and instrumentation since 2004: near-field EMC probes, probe amplifiers and Helmholtz coils, made in Sebastopol, California.";

const STATIC_PAGES: Record<string, string> = {
  "/": `${SHOP_NAME} | EMC Probes, Probe Amplifiers & Helmholtz Coils`,
  "/products": `Products | ${SHOP_NAME}`,
  "/categories": `Product Categories | ${SHOP_NAME}`,
  "/checkout": `Checkout | ${SHOP_NAME}`,
  "/auth": `Sign In | ${SHOP_NAME}`,
  "/orders": `Order History | ${SHOP_NAME}`,
  "/about": `About Us | ${SHOP_NAME}`,
  "/services": `Consulting Services | ${SHOP_NAME}`,
  "/consulting": `Consulting | ${SHOP_NAME}`,
  "/technical-papers": `Technical Papers | ${SHOP_NAME}`,
  "/contact": `Contact | ${SHOP_NAME}`,
  "/shipping-returns": `Shipping & Returns | ${SHOP_NAME}`,
  "/privacy-policy": `Privacy Policy | ${SHOP_NAME}`,
  "/terms-conditions": `Terms & Conditions | ${SHOP_NAME}`,
  "/bmivopcf": `Admin Login | ${SHOP_NAME}`,
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Title, description and status of a client route, known on the server so crawlers get real pages. */
export async function pageMeta(pathname: string, _deps: AppDeps): Promise<PageMeta> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const title = STATIC_PAGES[path];
  if (title) return { title, description: DEFAULT_DESCRIPTION, status: 200 };
  if (path.startsWith("/admin")) return { title: `Admin | ${SHOP_NAME}`, description: DEFAULT_DESCRIPTION, status: 200 };
  return { title: `Page Not Found | ${SHOP_NAME}`, description: DEFAULT_DESCRIPTION, status: 404 };
}
