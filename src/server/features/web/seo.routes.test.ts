import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createProduct } from "../../../../tests/support/factories";
import { createTestApp } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { pageMeta } from "./page-meta";
import { renderIndex } from "./web.routes";
import { clientDir } from "./page-renderer";

const ORIGIN = "https://shop.example.com";
const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Gravenstein RF Instruments</title></head><body><div id="root"></div></body></html>';
const clientBuilt = existsSync(path.join(clientDir, "index.html"));

const t = useTestApp({ env: { PUBLIC_URL: ORIGIN, ALLOWED_HOSTS: "localhost" } });

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe("sitemap.xml and robots.txt", () => {
  it("lists the static pages and every product with its lastmod, as absolute URLs", async () => {
    const a = await createProduct(t.deps.db, { name: "101A EMC Probe Set" });
    const b = await createProduct(t.deps.db, { name: "135A RF Helmholtz Coil", categoryId: a.categoryId });
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const page of ["/", "/products", "/categories", "/about", "/consulting", "/technical-papers", "/contact", "/terms-conditions"]) {
      expect(res.body).toContain(`<loc>${ORIGIN}${page}</loc>`);
    }
    for (const product of [a, b]) {
      expect(res.body).toContain(
        `<url><loc>${ORIGIN}/products/${product.id}</loc><lastmod>${product.updatedAt.toISOString()}</lastmod></url>`,
      );
    }
    expect(res.body).not.toContain("/admin");
    expect(res.body).not.toContain("/checkout");
  });

  it("takes the origin from the request when PUBLIC_URL is unset", async () => {
    const local = await createTestApp({ testDb: t.testDb, env: { ALLOWED_HOSTS: "shop.local:8080" } });
    try {
      const res = await local.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "shop.local:8080" } });
      expect(res.body).toContain("Sitemap: http://shop.local:8080/sitemap.xml");
    } finally {
      await local.close();
    }
  });

  it("allows everything but the private areas and names the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const path of ["/admin", "/checkout", "/orders", "/auth", "/account", "/api/"]) expect(lines).toContain(`Disallow: ${path}`);
    // The hidden admin login is not advertised.
    expect(res.body).not.toContain("bmivopcf");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("product page meta", () => {
  it("gives a product its own title, description, Open Graph tags and Product JSON-LD", async () => {
    const description = `Shielded H-field loop probe for locating emission sources on circuit boards. ${"It covers 1 MHz to 3 GHz with a flat response. ".repeat(6)}`;
    const product = await createProduct(t.deps.db, {
      name: "100A H-Field Probe",
      description,
      price: "249.00",
      inStock: 3,
      image: "/catalog/products/100a.svg",
    });
    const meta = await pageMeta(`/products/${product.id}`, t.deps, ORIGIN);
    expect(meta.status).toBe(200);
    expect(meta.title).toBe("100A H-Field Probe | Gravenstein RF Instruments");
    expect(meta.description.length).toBeLessThanOrEqual(155);
    expect(meta.description.startsWith("Shielded H-field loop probe")).toBe(true);
    expect(meta.description.endsWith("…")).toBe(true);

    const html = renderIndex(TEMPLATE, meta);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>100A H-Field Probe | Gravenstein RF Instruments</title>");
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:title" content="100A H-Field Probe | Gravenstein RF Instruments" />');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/catalog/products/100a.svg" />`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/products/${product.id}" />`);
    expect(jsonLd(html)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: "100A H-Field Probe",
        description: description.trim().replace(/\s+/g, " "),
        image: `${ORIGIN}/catalog/products/100a.svg`,
        sku: product.id,
        category: expect.any(String),
        brand: { "@type": "Brand", name: "Gravenstein RF Instruments" },
        offers: {
          "@type": "Offer",
          price: "249.00",
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
          url: `${ORIGIN}/products/${product.id}`,
        },
      },
    ]);
  });

  it("escapes hostile product text in tags and JSON-LD and marks a sold-out product OutOfStock", async () => {
    const name = `Probe "X" </script><script>alert(1)</script> $& $'`;
    const product = await createProduct(t.deps.db, { name, description: "<b>bold</b> & more", inStock: 0 });
    const html = renderIndex(TEMPLATE, await pageMeta(`/products/${product.id}`, t.deps, ORIGIN));
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<b>bold</b>");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain("$&#38; $&#39; | Gravenstein");
    expect(html).toContain("\\u003c/script\\u003e");
    const [ld] = jsonLd(html);
    expect(ld?.name).toBe(name);
    expect(ld?.description).toBe("<b>bold</b> & more");
    expect((ld?.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
  });

  it("answers 404 meta for an unknown or malformed product id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20or%201=1"]) {
      const meta = await pageMeta(`/products/${id}`, t.deps, ORIGIN);
      expect(meta).toMatchObject({ status: 404, title: "Product Not Found | Gravenstein RF Instruments" });
      expect(meta.head).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("gives company pages website Open Graph tags and unknown paths a 404", async () => {
    const about = await pageMeta("/about/", t.deps, ORIGIN);
    expect(about.status).toBe(200);
    expect(about.head).toContain('<meta property="og:type" content="website" />');
    expect(about.head).toContain(`<meta property="og:title" content="${about.title}" />`);
    expect(about.head).toContain('<meta property="og:description" content="');
    expect(about.head).toContain(`<meta property="og:url" content="${ORIGIN}/about" />`);
    expect((await pageMeta("/no-such-page", t.deps, ORIGIN)).status).toBe(404);
  });

  it("sends X-Robots-Tag: noindex with the admin login and admin pages, not with the shop's pages", async () => {
    for (const url of ["/bmivopcf", "/admin", "/admin/dashboard", "/admin/staff?x=1", "/BMIVOPCF/"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["x-robots-tag"], url).toMatch(/noindex/);
    }
    for (const url of ["/", "/about", "/products", "/administrator-guide"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["x-robots-tag"], url).toBeUndefined();
    }
  });

  it.runIf(clientBuilt)("serves the product page HTML with its meta (built client)", async () => {
    const product = await createProduct(t.deps.db, { name: "150A EMC Probe Amplifier" });
    const res = await t.app.inject({ method: "GET", url: `/products/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>150A EMC Probe Amplifier | Gravenstein RF Instruments</title>");
    expect(jsonLd(res.body)[0]).toMatchObject({ "@type": "Product", sku: product.id });
    expect(res.body).toContain('<div id="root">');
    const missing = await t.app.inject({ method: "GET", url: "/products/00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("<title>Product Not Found | Gravenstein RF Instruments</title>");
  });
});
