import type { Product } from "../../../shared/contracts/catalog";
import { escapeHtml } from "../../lib/html";

/** `<meta>` tags, escaped; `og:*` and `product:*` keys use property=, the rest name=. */
export function metaTags(tags: Record<string, string>): string {
  return Object.entries(tags)
    .map(([key, value]) => {
      const attr = /^(og|product):/.test(key) ? "property" : "name";
      return `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(value)}" />`;
    })
    .join("\n    ");
}

/** JSON for a <script> element: `<`, `>`, `&` and the JS line separators cannot end the element or the string. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** About 155 characters of plain text, cut at a word boundary: what search results show. */
export function summarize(text: string, max = 155): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, "")}…`;
}

export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).href;
  } catch {
    return `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
  }
}

/** Open Graph tags, a canonical link and schema.org Product JSON-LD for one product page. */
export function productHead(product: Product, origin: string, title: string, shopName: string): { description: string; head: string } {
  const description = summarize(product.description);
  const url = `${origin}/products/${product.id}`;
  const image = absoluteUrl(product.image, origin);
  // Built to order (extensions §8): buyable at stock 0, shipped after its lead time.
  const availability =
    product.inStock > 0
      ? "https://schema.org/InStock"
      : product.backorderable
        ? "https://schema.org/BackOrder"
        : "https://schema.org/OutOfStock";
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description.replace(/\s+/g, " ").trim(),
    image,
    sku: product.id,
    category: product.category,
    brand: { "@type": "Brand", name: shopName },
    offers: { "@type": "Offer", price: product.price, priceCurrency: "USD", availability, url },
  };
  const head = [
    metaTags({
      "og:type": "product",
      "og:site_name": shopName,
      "og:title": title,
      "og:description": description,
      "og:image": image,
      "og:url": url,
      "product:price:amount": product.price,
      "product:price:currency": "USD",
      "twitter:card": "summary_large_image",
    }),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ].join("\n    ");
  return { description, head };
}
