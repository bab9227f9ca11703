import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

// /products in pages of 24 (extensions §12), server-rendered with links between them.
const t = useTestApp();
const get = (url: string) => t.app.inject({ method: "GET", url });

/** The products a rendered page links to, in order, each once. */
function productLinks(html: string): string[] {
  return [...new Set([...html.matchAll(/href="\/products\/([0-9a-f-]{36})"/g)].map((m) => m[1]!))];
}
/** A <link> of the head, its address without the origin. */
const headLink = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="https?://[^/"]+([^"]*)"`).exec(html)?.[1];

async function shopOf(count: number) {
  const probes = await createCategory(t.deps.db, { name: "Near-Field Probes" });
  const made = [];
  // Zero-padded names: the list's order (name A to Z) is the order made.
  for (let i = 1; i <= count; i++)
    made.push(await createProduct(t.deps.db, { name: `Probe ${String(i).padStart(2, "0")}`, categoryId: probes.id }));
  return made;
}

describe("the product list's pages", () => {
  it("shows 24 products a page, linked to the next and previous, each page its own canonical URL", async () => {
    const made = await shopOf(30);
    const first = await get("/products");
    expect(first.statusCode).toBe(200);
    expect(productLinks(first.body)).toEqual(made.slice(0, 24).map((p) => p.id));
    expect(first.body).toContain("30 products");
    expect(first.body).toContain("Page 1 of 2");
    expect(first.body).toMatch(/<a[^>]*href="\/products\?page=2"[^>]*>Next<\/a>/);
    expect(headLink(first.body, "canonical")).toBe("/products");
    expect(headLink(first.body, "next")).toBe("/products?page=2");
    expect(headLink(first.body, "prev")).toBeUndefined();

    const second = await get("/products?page=2");
    expect(second.statusCode).toBe(200);
    expect(productLinks(second.body)).toEqual(made.slice(24).map((p) => p.id));
    expect(second.body).toContain("Page 2 of 2");
    expect(second.body).toMatch(/<a[^>]*href="\/products"[^>]*>Previous<\/a>/);
    expect(second.body).not.toMatch(/>Next<\/a>/);
    expect(headLink(second.body, "canonical")).toBe("/products?page=2");
    expect(headLink(second.body, "prev")).toBe("/products");

    // The filter and the order are kept from page to page; the order is not part of the canonical URL.
    const sorted = await get("/products?category=near-field%20probes&sort=name-desc&page=2");
    expect(productLinks(sorted.body)).toEqual(
      made
        .slice(0, 6)
        .map((p) => p.id)
        .reverse(),
    );
    expect(sorted.body).toMatch(/href="\/products\?category=Near-Field\+Probes&amp;sort=name-desc"[^>]*>Previous/);
    expect(headLink(sorted.body, "canonical")).toBe("/products?category=Near-Field+Probes&#38;page=2");
  });

  it("answers a page past the last with a 404 that links to the last, and a page that is no number with the first", async () => {
    await shopOf(25);
    const beyond = await get("/products?page=3");
    expect(beyond.statusCode).toBe(404);
    expect(beyond.body).toContain("This page of the list does not exist: it has 2 pages.");
    expect(beyond.body).toMatch(/href="\/products\?page=2"[^>]*>Go to the last page/);
    expect(beyond.body).toContain('<meta name="robots" content="noindex" />');
    // Every page past the last is one cached page.
    expect((await get("/products?page=999999")).headers.etag).toBe(beyond.headers.etag);

    const first = await get("/products");
    for (const page of ["0", "-1", "abc", "02", "1.5", "", "1", "9999999"]) {
      const res = await get(`/products?page=${page}`);
      expect({ page, status: res.statusCode, etag: res.headers.etag }).toEqual({ page, status: 200, etag: first.headers.etag });
    }
  });
});
