import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../db/schema/catalog";
import { catalogChangeOf } from "../../domain/catalog/catalog-cache";
import { buildProductInput, createCategory, createProduct } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

// Pages survive orders (extensions §12, decision 0083): a stock change drops the cached pages that
// show the product, and only those. Counted by the pages the app had to make (shop_page_renders_total)
// and by the catalog's rebuilds (shop_catalog_cache_rebuilds_total).
const t = useTestApp({ admin: true });

async function renders(): Promise<number> {
  const { values } = await t.deps.metrics.pageRenders.get();
  return values.find((v) => v.labels.kind === "server")?.value ?? 0;
}
async function rebuilds(cache: string): Promise<number> {
  const { values } = await t.deps.metrics.catalogRebuilds.get();
  return values.find((v) => v.labels.cache === cache)?.value ?? 0;
}
const get = (url: string) => t.app.inject({ method: "GET", url });

/** Each URL asked for, with its ETag: the same ETag is the same cached page. */
async function etags(urls: readonly string[]): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const url of urls) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    answers[url] = res.headers.etag as string;
  }
  return answers;
}

async function shop() {
  const coils = await createCategory(t.deps.db, { name: "Helmholtz Coils" });
  const amps = await createCategory(t.deps.db, { name: "Probe Amplifiers" });
  const coil = await createProduct(t.deps.db, { name: "135A RF Helmholtz Coil", categoryId: coils.id, inStock: 5 });
  const amp = await createProduct(t.deps.db, { name: "150A EMC Probe Amplifier", categoryId: amps.id, inStock: 3 });
  return { coil, amp };
}

describe("a stock change", () => {
  it("re-renders the pages that show the product and keeps every other page cached", async () => {
    const { coil, amp } = await shop();
    const coilPages = [`/products/${coil.id}`, "/products", "/products?category=Helmholtz%20Coils", "/search?q=helmholtz", "/"];
    const otherPages = [`/products/${amp.id}`, "/products?category=Probe%20Amplifiers", "/search?q=amplifier", "/about", "/categories"];
    const before = await etags([...coilPages, ...otherPages]);
    expect((await get(`/products/${coil.id}`)).body).toContain("In Stock");
    const rendered = await renders();
    const categoryRebuilds = await rebuilds("categories");

    // As every path that changes stock does (an order, a release, a restock): an UPDATE of in_stock,
    // which names the product on catalog_changed (migration 0028).
    await t.deps.db.update(products).set({ inStock: 0 }).where(eq(products.id, coil.id));
    await expect.poll(async () => (await get(`/products/${coil.id}`)).body, { timeout: 2000, interval: 20 }).toContain("Out of Stock");

    const after = await etags([...coilPages, ...otherPages]);
    for (const url of otherPages) expect({ url, etag: after[url] }).toEqual({ url, etag: before[url] });
    for (const url of coilPages) expect({ url, changed: after[url] !== before[url] }).toEqual({ url, changed: true });
    // The product page, the three lists it is on and the home page (it is a featured product) were
    // made again, once each; no page of the other product was.
    expect((await renders()) - rendered).toBe(coilPages.length);
    expect(await rebuilds("categories")).toBe(categoryRebuilds);
    const list = (await get("/api/products")).json<{ id: string; inStock: number }[]>();
    expect(list.map((p) => [p.id, p.inStock])).toEqual([
      [coil.id, 0],
      [amp.id, 3],
    ]);
  });

  it("of a product the home page does not feature leaves the home page cached", async () => {
    const { amp } = await shop();
    const other = await createProduct(t.deps.db, { name: "CB-1 Flexible SMA Test Cable", categoryId: amp.categoryId, inStock: 2 });
    const home = (await get("/")).headers.etag;
    await t.deps.db.update(products).set({ inStock: 1 }).where(eq(products.id, other.id));
    await expect.poll(async () => (await get(`/api/products/${other.id}`)).json<{ inStock: number }>().inStock).toBe(1);
    expect((await get("/")).headers.etag).toBe(home);
  });

  it("told in this process drops the same pages, and an edit by the admin still drops them all", async () => {
    const { coil, amp } = await shop();
    const ampPage = `/products/${amp.id}`;
    await etags([`/products/${coil.id}`, ampPage, "/about"]);
    const rendered = await renders();
    t.deps.catalog.stockChanged([coil.id]);
    await etags([`/products/${coil.id}`, ampPage, "/about"]);
    expect((await renders()) - rendered).toBe(1);

    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/products/${amp.id}`,
      headers: { cookie: t.admin },
      payload: buildProductInput({ name: "150B EMC Probe Amplifier", category: "Probe Amplifiers" }),
    });
    expect(edited.statusCode).toBe(200);
    await etags([`/products/${coil.id}`, ampPage, "/about"]);
    expect((await renders()) - rendered).toBe(4);
  });

  it("that changes more than the stock, or any other statement, still drops everything", async () => {
    const { coil, amp } = await shop();
    await etags([`/products/${amp.id}`, "/about"]);
    const rendered = await renders();
    await t.deps.db.update(products).set({ inStock: 9, price: "899.00" }).where(eq(products.id, coil.id));
    await expect.poll(async () => (await etags([`/products/${amp.id}`, "/about"]), (await renders()) - rendered)).toBe(2);
  });
});

describe("catalogChangeOf", () => {
  it("reads a list of product ids as a stock change and anything else as a change to everything", () => {
    const a = "0b7c6f1e-2d7a-4a53-9a43-5c8f0a1f4d11";
    const b = "f5a1c2e3-1111-4a53-9a43-5c8f0a1f4d22";
    expect(catalogChangeOf(`stock:${a}`)).toEqual({ stock: [a] });
    expect(catalogChangeOf(`stock:${a},${b}`)).toEqual({ stock: [a, b] });
    for (const payload of ["products", "categories", "reconnected", "", "stock:", `stock:${a},`, `stock:${a};drop`, "stock:x"]) {
      expect(catalogChangeOf(payload), payload).toBe("all");
    }
  });
});
