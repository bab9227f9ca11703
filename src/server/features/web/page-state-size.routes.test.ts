import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { FEATURED_PRODUCT_NAMES } from "../../../shared/featured-products";

// A rendered page carries only the products it shows, never the whole list (issue 23, extensions §12):
// at 10,000 products the whole list made every page about 10 MB.
const t = useTestApp();
const get = (url: string) => t.app.inject({ method: "GET", url });

interface StateQuery {
  queryKey: unknown[];
  state: { data: unknown };
}

/** The products a page's state carries under the product keys, by key. */
function productsInState(html: string): { keys: unknown[][]; products: { id: string }[] } {
  const json = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  const queries = (JSON.parse(json!) as { queries: StateQuery[] }).queries.filter((q) => q.queryKey[0] === "/api/products");
  const products = queries.flatMap((q) => {
    const data = q.state.data as { id: string } | { products: { id: string }[] } | { id: string }[] | null;
    if (data === null) return [];
    if (Array.isArray(data)) return data;
    return "products" in data ? data.products : [data];
  });
  return { keys: queries.map((q) => q.queryKey), products };
}

async function grow(count: number, categoryId: number) {
  const made = [];
  for (let i = 0; i < count; i++)
    made.push(await createProduct(t.deps.db, { name: `Grown Probe ${String(i).padStart(3, "0")}`, categoryId }));
  return made;
}

describe("a rendered page's state", () => {
  it("carries one product on a product page, 24 on a list page, the featured ones on the home page, the compared ones on compare", async () => {
    const probes = await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const featured = [];
    for (const name of FEATURED_PRODUCT_NAMES) featured.push(await createProduct(t.deps.db, { name, categoryId: probes.id }));
    const grown = await grow(57, probes.id);

    const productPage = productsInState((await get(`/products/${grown[5]!.id}`)).body);
    expect(productPage.keys).toEqual([["/api/products", grown[5]!.id]]);
    expect(productPage.products.map((p) => p.id)).toEqual([grown[5]!.id]);

    const list = productsInState((await get("/products?page=2")).body);
    expect(list.keys).toHaveLength(1);
    expect(list.products).toHaveLength(24);
    // The key is the query the page asks GET /api/products with, and the answer the same.
    const query = String(list.keys[0]![1]);
    const api = await get(`/api/products${query}`);
    expect(api.json()).toEqual(list.products);
    expect(api.headers["x-total-count"]).toBe("60");

    const home = productsInState((await get("/")).body);
    expect(home.products.map((p) => p.id)).toEqual(featured.map((p) => p.id));

    const compare = productsInState((await get(`/compare?ids=${grown[0]!.id},${grown[1]!.id}`)).body);
    expect(compare.products.map((p) => p.id)).toEqual([grown[0]!.id, grown[1]!.id]);

    // An unknown product's page carries none (its one shared 404 page, decision 0051).
    const unknown = await get("/products/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(productsInState(unknown.body).products).toEqual([]);
  });

  it("does not grow with the catalog", async () => {
    const probes = await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const grown = await grow(30, probes.id);
    const sizes = async () => ({
      product: (await get(`/products/${grown[0]!.id}`)).body.length,
      list: (await get("/products")).body.length,
      home: (await get("/")).body.length,
    });
    const at30 = await sizes();
    await grow(60, probes.id);
    const at90 = await sizes();
    // The same products shown: only a count or a page number may differ by a few characters.
    expect(Math.abs(at90.product - at30.product)).toBeLessThan(100);
    expect(Math.abs(at90.list - at30.list)).toBeLessThan(400);
    expect(Math.abs(at90.home - at30.home)).toBeLessThan(100);
  });
});
