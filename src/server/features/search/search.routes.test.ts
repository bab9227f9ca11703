import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { createCategory, createProduct } from "../../../../tests/support/factories";
import { seedIfEmpty } from "../../db/seed/seed";
import { products } from "../../db/schema/catalog";
import { searchResult, type SearchResult } from "../../../shared/contracts/search";

// The catalog search (extensions §8) on the seeded catalog: what people type, typos included.
const t = useTestApp({ admin: true });
beforeEach(() => seedIfEmpty(t.deps.db));

async function search(query: Record<string, string>) {
  const res = await t.app.inject({ method: "GET", url: `/api/search?${new URLSearchParams(query).toString()}` });
  return { status: res.statusCode, body: res.json<SearchResult & { message?: string }>() };
}
const names = async (q: string, more: Record<string, string> = {}) => {
  const { status, body } = await search({ q, ...more });
  expect(status, `${q}: ${JSON.stringify(body)}`).toBe(200);
  return body.products.map((p) => p.name);
};

describe("GET /api/search: what people type", () => {
  // [typed, the names that must come first, in this order]
  it.each([
    ["helmholz", ["135A RF Helmholtz Coil", "137A Large Helmholtz Coil System"]],
    ["hemholtz", ["135A RF Helmholtz Coil", "137A Large Helmholtz Coil System"]],
    ["HELMHOLTZ coils", ["135A RF Helmholtz Coil", "137A Large Helmholtz Coil System"]],
    ["helm", ["135A RF Helmholtz Coil", "137A Large Helmholtz Coil System"]],
    ["curent probe", ["140A RF Current Probe", "142A High-Frequency Current Probe"]],
    ["preamplifer", ["155A Microwave Preamplifier", "152A Low-Frequency Preamplifier"]],
    ["comb generater", ["170A Comb Generator"]],
    ["positoner", ["PT-3 Probe Positioner"]],
    ["lisn", ["160A Dual-Line LISN, 50 µH"]],
    ["carrying case", ["CS-1 Padded Carrying Case"]],
    ["sma to bnc", ["AD-1 SMA-to-BNC Adapter"]],
  ])("%s finds %j first", async (typed, first) => {
    expect((await names(typed)).slice(0, first.length)).toEqual(first);
  });

  it("finds probes for a misspelt plural, near-field and current probes alike", async () => {
    const found = await names("probs");
    for (const probe of ["102A H-Field Probe, 25 mm Loop", "105A E-Field Stub Probe", "140A RF Current Probe", "101A EMC Probe Set"])
      expect(found).toContain(probe);
    // Products named for probes come before those that only mention them (the carrying case holds probes).
    const lastNamed = Math.max(...found.map((name, i) => (/probe/i.test(name) ? i : -1)));
    const firstUnnamed = found.findIndex((name) => !/probe/i.test(name));
    expect(firstUnnamed === -1 || firstUnnamed > lastNamed).toBe(true);
  });

  it("puts the whole name first, then names that start with the query, then names with the words, then the rest", async () => {
    expect((await names("135A RF Helmholtz Coil"))[0]).toBe("135A RF Helmholtz Coil");
    expect((await names("137a"))[0]).toBe("137A Large Helmholtz Coil System");
    // "Probe" in the name ranks above products that mention probes only in their description.
    const found = await names("probe amplifier");
    expect(found[0]).toBe("150A EMC Probe Amplifier");
  });

  it("matches words that are only in a description or in the specifications", async () => {
    // A description: the current probes' split ferrite core.
    expect(await names("ferrite")).toEqual(expect.arrayContaining(["140A RF Current Probe", "142A High-Frequency Current Probe"]));
    // The specifications only: the carrying case's shell.
    expect(await names("polypropylene")).toEqual(["CS-1 Padded Carrying Case"]);
    // A highlighted specification's name.
    expect(await names("transfer impedance")).toEqual(
      expect.arrayContaining(["140A RF Current Probe", "142A High-Frequency Current Probe"]),
    );
  });

  it("answers an empty list for words the catalog does not have, and for text without words", async () => {
    for (const q of ["thermocouple", "!!!", "'", "a:* | b", "\\", "' & !"]) {
      const { status, body } = await search({ q });
      expect(status, q).toBe(200);
      if (!/\w/.test(q)) expect(body).toEqual({ products: [], total: 0, facets: { categories: [] } });
    }
    expect(await names("thermocouple")).toEqual([]);
  });

  it("answers the products as GET /api/products has them, within the contract", async () => {
    const { body } = await search({ q: "helmholtz" });
    expect(searchResult.safeParse(body).success).toBe(true);
    const list = (await t.app.inject({ method: "GET", url: "/api/products" })).json<SearchResult["products"]>();
    expect(body.products[0]).toEqual(list.find((p) => p.id === body.products[0]!.id));
  });

  it("finds a product by its new name once it is renamed (the words are kept up to date)", async () => {
    // Asked before the rename too: the words remembered for a query go with the catalog's change.
    expect(await names("gradiometr")).not.toContain("135A Gradiometer Coil");
    const [coil] = await t.deps.db.select().from(products).where(eq(products.name, "135A RF Helmholtz Coil"));
    const before = (await t.app.inject({ method: "GET", url: `/api/products/${coil!.id}` })).json<object>();
    const renamed = { ...before, name: "135A Gradiometer Coil" };
    const put = await t.app.inject({ method: "PUT", url: `/api/products/${coil!.id}`, headers: { cookie: t.admin }, payload: renamed });
    expect(put.statusCode).toBe(200);
    expect((await names("gradiometr"))[0]).toBe("135A Gradiometer Coil");
    expect(await names("zeppelin")).toEqual([]);
  });
});

describe("GET /api/search: facets and filters", () => {
  it("counts the matches per category, most first, without the category filter", async () => {
    const all = (await search({ q: "probe" })).body;
    expect(all.total).toBe(all.facets.categories.reduce((sum, f) => sum + f.count, 0));
    expect(all.facets.categories.map((f) => f.count)).toEqual([...all.facets.categories.map((f) => f.count)].sort((a, b) => b - a));
    const near = all.facets.categories.find((f) => f.name === "Near-Field EMC Probes")!;
    expect(near.count).toBeGreaterThanOrEqual(4);

    // The category by its name, in any case: only its products, the same facets.
    const filtered = (await search({ q: "probe", category: "near-field emc probes" })).body;
    expect(filtered.total).toBe(near.count);
    expect(new Set(filtered.products.map((p) => p.category))).toEqual(new Set(["Near-Field EMC Probes"]));
    expect(filtered.facets).toEqual(all.facets);

    // A category we do not sell: nothing, the facets still show where the query has matches.
    const unknown = (await search({ q: "probe", category: "Oscilloscopes" })).body;
    expect([unknown.total, unknown.products]).toEqual([0, []]);
    expect(unknown.facets).toEqual(all.facets);
  });

  it("filters by list price, and the facets count what the price filters leave", async () => {
    const { body } = await search({ q: "probe", minPrice: "300", maxPrice: "1000.00" });
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) expect(Number(p.price) >= 300 && Number(p.price) <= 1000).toBe(true);
    expect(body.products.map((p) => p.name)).not.toContain("102A H-Field Probe, 25 mm Loop"); // $295.00
    expect(body.facets.categories.reduce((sum, f) => sum + f.count, 0)).toBe(body.total);
    expect((await search({ q: "probe", minPrice: "295.00", maxPrice: "295" })).body.products.every((p) => p.price === "295.00")).toBe(true);
  });

  it("answers at most 50 products, the best first, and counts them all", async () => {
    const category = await createCategory(t.deps.db, { name: "Zeppelin Gauges" });
    for (let i = 0; i < 60; i++)
      await createProduct(t.deps.db, {
        name: `Zeppelin Gauge ${String(i).padStart(2, "0")}`,
        categoryId: category.id,
        description: "A gauge.",
      });
    const { body } = await search({ q: "zeppelin gauge 07" });
    expect(body.total).toBe(1);
    const all = (await search({ q: "zeppelin gauge" })).body;
    expect(all.total).toBe(60);
    expect(all.products).toHaveLength(50);
    expect(all.facets.categories).toEqual([{ name: "Zeppelin Gauges", count: 60 }]);
  });
});

describe("GET /api/search: bad input", () => {
  it.each([
    [{}, "q: is required"],
    [{ q: "" }, "q: is required"],
    [{ q: "   " }, "q: is required"],
    [{ q: "x".repeat(201) }, "q: must be at most 200 characters"],
    [{ q: "probe", minPrice: "cheap" }, "minPrice: must be an amount with at most two decimals"],
    [{ q: "probe", maxPrice: "-5" }, "maxPrice: must be an amount with at most two decimals"],
    [{ q: "probe", minPrice: "12.345" }, "minPrice: must be an amount with at most two decimals"],
    [{ q: "probe", minPrice: "500", maxPrice: "100" }, "maxPrice: must not be below minPrice"],
    [{ q: "probe", category: "c".repeat(101) }, "category: must be at most 100 characters"],
  ])("%j answers 400 %s", async (query, message) => {
    const { status, body } = await search(query as Record<string, string>);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});
