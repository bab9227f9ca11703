import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { createCategory, createProduct } from "../../../../tests/support/factories";
import { seedIfEmpty } from "../../db/seed/seed";
import { eq } from "drizzle-orm";
import { product, type Product } from "../../../shared/contracts/catalog";
import { featuredProducts } from "../../../shared/featured-products";
import { productListPage } from "../../../shared/product-list-query";
import { products } from "../../db/schema/catalog";
import { getProduct } from "../../domain/catalog/catalog-read.service";
import { updateProduct } from "./catalog.service";

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("catalog API", () => {
  it("lists the seeded catalog with the spec's field names and money as two-decimal strings", async () => {
    await seedIfEmpty(t.deps.db);
    const res = await get("/api/products");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const products = res.json<Record<string, unknown>[]>();
    expect(products.length).toBeGreaterThanOrEqual(15);
    const names = products.map((p) => p.name);
    for (const featured of ["101A EMC Probe Set", "150A EMC Probe Amplifier", "135A RF Helmholtz Coil"]) expect(names).toContain(featured);
    for (const p of products) {
      expect(Object.keys(p).sort()).toEqual(
        [
          "backorderable",
          "calibrationIntervalMonths",
          "category",
          "countryOfOrigin",
          "createdAt",
          "description",
          "eccn",
          "heightIn",
          "highlightedSpecs",
          "htsCode",
          "id",
          "image",
          "inStock",
          "leadTimeDays",
          "lengthIn",
          "name",
          "options",
          "pdfTitle",
          "pdfUrl",
          "price",
          "priceTiers",
          "serialized",
          "specifications",
          "updatedAt",
          "warrantyMonths",
          "weightLbs",
          "widthIn",
        ].sort(),
      );
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.weightLbs).toMatch(/^\d+\.\d{2}$/);
      expect(typeof p.inStock).toBe("number");
      const options = p.options as { isDefault: boolean; price: string }[];
      if (options.length) expect(options.filter((o) => o.isDefault)).toHaveLength(1);
      for (const o of options) expect(o.price).toMatch(/^\d+\.\d{2}$/);
    }
    const categories = (await get("/api/categories")).json<{ name: string; productCount: number }[]>();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories.reduce((n, c) => n + c.productCount, 0)).toBe(products.length);
  });

  it("serves an ETag and answers 304 to a matching If-None-Match", async () => {
    await createProduct(t.deps.db);
    const first = await get("/api/products");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await get("/api/products", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("invalidates the cache on every catalog change, including stock", async () => {
    const product = await createProduct(t.deps.db, { name: "Cached Probe", inStock: 3 });
    const before = await get("/api/products");
    expect(before.json<{ inStock: number }[]>()[0]!.inStock).toBe(3);
    const { categories } = await import("../../db/schema/catalog");
    const [category] = await t.deps.db.select().from(categories);
    await updateProduct(t.deps.db, product.id, {
      name: "Cached Probe",
      category: category!.name,
      price: "10.00",
      inStock: 0,
      weightLbs: "1.00",
      lengthIn: "1.00",
      widthIn: "1.00",
      heightIn: "1.00",
      image: "/x.svg",
      description: "d",
      specifications: "s",
      options: [],
      highlightedSpecs: [],
      pdfTitle: null,
      eccn: null,
      htsCode: null,
      countryOfOrigin: null,
      pdfUrl: null,
      serialized: false,
      warrantyMonths: 12,
      priceTiers: [],
      backorderable: false,
    });
    await expect.poll(async () => (await get("/api/products")).json<{ inStock: number }[]>()[0]!.inStock).toBe(0);
    const after = await get("/api/products", { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
  });

  it("compresses for clients that accept it", async () => {
    const category = await createCategory(t.deps.db);
    for (let i = 0; i < 10; i++) await createProduct(t.deps.db, { categoryId: category.id });
    const plain = await get("/api/products");
    const gz = await get("/api/products", { "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await get("/api/products", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it("finds one product by id, and answers a JSON 404 for an unknown or malformed id", async () => {
    const product = await createProduct(t.deps.db, { name: "Single Probe", price: "45.5" });
    const res = await get(`/api/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: product.id, name: "Single Probe", price: "45.50" });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1", "%27%20or%201=1"]) {
      const missing = await get(`/api/products/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "Product not found" });
    }
  });

  it("answers one product from the catalog cache: the bytes the response schema made before, renewed on every change", async () => {
    const created = await createProduct(t.deps.db, { name: "Cut Probe", price: "12.5", inStock: 4 });
    const res = await get(`/api/products/${created.id}`);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.body).toBe(JSON.stringify(product.parse(await getProduct(t.deps.db, created.id))));
    const listed = (await get("/api/products")).json<{ id: string }[]>().find((p) => p.id === created.id);
    expect(res.json()).toEqual(listed);
    expect((await get(`/api/products/${created.id.toUpperCase()}`)).body).toBe(res.body);
    // Stock taken by a checkout (a plain UPDATE) reaches the single product through the trigger's NOTIFY.
    await t.deps.db.update(products).set({ inStock: 1 }).where(eq(products.id, created.id));
    await expect.poll(async () => (await get(`/api/products/${created.id}`)).json<{ inStock: number }>().inStock).toBe(1);
    await t.deps.db.delete(products).where(eq(products.id, created.id));
    await expect.poll(async () => (await get(`/api/products/${created.id}`)).statusCode).toBe(404);
  });

  it("keeps unknown API paths a JSON 404 and sends security headers", async () => {
    const res = await get("/api/nope");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Not found/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(res.headers["content-security-policy"]).not.toMatch(/upgrade-insecure-requests/);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("GET /api/products?limit=&offset=", () => {
  it("answers a part of the list in its order, with the list's length, and the whole list without either", async () => {
    await seedIfEmpty(t.deps.db);
    const whole = await get("/api/products");
    const all = whole.json<{ id: string }[]>();
    const part = await get("/api/products?limit=5&offset=3");
    expect(part.statusCode).toBe(200);
    expect(part.headers["x-total-count"]).toBe(String(all.length));
    expect(part.json()).toEqual(all.slice(3, 8));
    expect((await get("/api/products?offset=2")).json()).toEqual(all.slice(2, 26));
    expect((await get("/api/products?limit=2")).json()).toEqual(all.slice(0, 2));
    expect((await get(`/api/products?limit=10&offset=${all.length}`)).json()).toEqual([]);
    // Other parameters change nothing: the cached list, byte for byte.
    const other = await get("/api/products?utm_source=x");
    expect(other.body).toBe(whole.body);
    expect(other.headers.etag).toBe(whole.headers.etag);
  });

  it("cuts a category and an order as the list page shows them, counting what the filter keeps; featured=true answers the Best Sellers", async () => {
    await seedIfEmpty(t.deps.db);
    const all = (await get("/api/products")).json<Product[]>();
    const categories = (await get("/api/categories")).json<{ name: string }[]>();
    const params = new URLSearchParams({ category: categories[0]!.name.toUpperCase(), sort: "price-desc" });
    const expected = productListPage(all, categories, params);
    const part = await get(`/api/products?category=${encodeURIComponent(categories[0]!.name.toLowerCase())}&sort=price-desc&limit=2`);
    expect(part.statusCode).toBe(200);
    expect(part.headers["x-total-count"]).toBe(String(expected.total));
    expect(part.json()).toEqual(expected.products.slice(0, 2));
    // The order alone: every category, 24 from the offset.
    const sorted = await get("/api/products?sort=name-desc&offset=1");
    expect(sorted.json()).toEqual(productListPage(all, categories, new URLSearchParams({ sort: "name-desc" })).products.slice(1, 25));
    expect(sorted.headers["x-total-count"]).toBe(String(all.length));
    // A category the shop does not sell has no products (the page shows every product for it: it never asks so).
    const none = await get("/api/products?category=Oscilloscopes");
    expect({ body: none.json<unknown[]>(), total: none.headers["x-total-count"] }).toEqual({ body: [], total: "0" });
    const featured = await get("/api/products?featured=true");
    expect(featured.json()).toEqual(featuredProducts(all));
    expect(featured.headers["x-total-count"]).toBe("3");
  });

  it("refuses a limit, offset, sort or featured out of range with a 400 that says which and what it takes", async () => {
    for (const [query, message] of [
      ["limit=0", "limit must be at least 1"],
      ["limit=101", "limit must be at most 100"],
      ["limit=abc", "limit"],
      ["limit=2.5", "limit must be a whole number"],
      ["offset=-1", "offset must be at least 0"],
      ["offset=x&limit=3", "offset"],
      ["sort=cheapest", "sort must be one of name-asc, name-desc, price-asc, price-desc"],
      ["featured=yes", "featured must be true when given"],
    ] as const) {
      const res = await get(`/api/products?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json<{ message: string }>().message).toContain(message);
    }
  });
});
