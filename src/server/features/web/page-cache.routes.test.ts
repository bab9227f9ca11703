import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildProductInput, createCategory, createProduct } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

// Which requests share a cached page (extensions §11 "page-cache misses cost little"), counted by the
// pages the app had to make: shop_page_renders_total.
const t = useTestApp({ admin: true });

async function renders(kind: "server" | "shell"): Promise<number> {
  const { values } = await t.deps.metrics.pageRenders.get();
  return values.find((v) => v.labels.kind === kind)?.value ?? 0;
}
const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the page cache's keys", () => {
  it("give the product list one entry whatever parameters it does not read, and invalid values of those it reads", async () => {
    const coils = await createCategory(t.deps.db, { name: "Helmholtz Coils" });
    await createProduct(t.deps.db, { name: "135A RF Helmholtz Coil", categoryId: coils.id });
    const before = await renders("server");
    const canonical = await get("/products");
    expect(canonical.statusCode).toBe(200);
    for (const url of [
      `/products?sort=${randomUUID()}`,
      "/products?sort=name-asc",
      "/products/?utm_source=newsletter&fbclid=abc",
      `/products?category=${randomUUID()}`,
      `/products?q=${"x".repeat(3000)}&sort=${"y".repeat(1000)}`,
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, etag: res.headers.etag }).toEqual({ url, status: 200, etag: canonical.headers.etag });
      expect(res.body).toBe(canonical.body);
    }
    expect((await renders("server")) - before).toBe(1);

    // A parameter it reads, with a value it knows, is a page of its own, the same whatever the case.
    const filtered = await get("/products?category=helmholtz%20coils&sort=price-desc");
    expect(filtered.body).toContain("135A RF Helmholtz Coil");
    expect((await get("/products?sort=price-desc&category=HELMHOLTZ+COILS&ref=x")).headers.etag).toBe(filtered.headers.etag);
    expect((await renders("server")) - before).toBe(2);
  });

  it("give every unknown product id one cached not-found page, still answered 404", async () => {
    const before = await renders("server");
    for (const id of [randomUUID(), randomUUID(), "not-a-uuid", randomUUID().toUpperCase()]) {
      const res = await get(`/products/${id}`);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
      expect(res.body).toContain("Product Not Found");
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    expect((await renders("server")) - before).toBe(1);
  });

  it("find a product added after its id was asked for (the cache empties with the catalog)", async () => {
    const category = await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: { cookie: t.admin },
      payload: buildProductInput({ name: "100A H-Field Probe", category: category.name }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await get(`/products/${id}`)).statusCode).toBe(200);
    await t.app.inject({ method: "DELETE", url: `/api/products/${id}`, headers: { cookie: t.admin } });
    expect((await get(`/products/${id}`)).statusCode).toBe(404);
  });

  it("give every unknown path one cached client-rendered not-found page, still answered 404", async () => {
    const before = await renders("shell");
    for (const url of [`/${randomUUID()}`, `/nope/${randomUUID()}?x=1`, `/${"z".repeat(2000)}`]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toContain("<title>Page Not Found | Gravenstein RF Instruments</title>");
    }
    expect((await renders("shell")) - before).toBe(1);
  });
});
