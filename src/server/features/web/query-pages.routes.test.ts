import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seedIfEmpty } from "../../db/seed/seed";
import { useTestApp } from "../../../../tests/support/use-test-app";

// The search and compare pages (extensions §8): server-rendered with their data, cached under their
// canonical URL like the other public pages (decision 0051), never indexed.
const t = useTestApp({ admin: true });

const get = (url: string) => t.app.inject({ method: "GET", url });
async function renders(): Promise<number> {
  const { values } = await t.deps.metrics.pageRenders.get();
  return values.find((v) => v.labels.kind === "server")?.value ?? 0;
}
function rootOf(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="page-state">'));
}
function stateOf(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  return JSON.parse(/<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as ReturnType<typeof stateOf>;
}
async function productIds(...names: string[]): Promise<string[]> {
  const list = (await get("/api/products")).json<{ id: string; name: string }[]>();
  return names.map((name) => list.find((p) => p.name === name)!.id);
}

describe("the search page", () => {
  it("has its results, facets and query in the first answer, with GET /api/search's answer to hydrate from", async () => {
    await seedIfEmpty(t.deps.db);
    const res = await get("/search?q=helmholz");
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain("Search results for “helmholz”");
    expect(root).toContain("135A RF Helmholtz Coil");
    expect(root).toContain("137A Large Helmholtz Coil System");
    expect(root).toMatch(/RF Helmholtz Coils<\/span><span[^>]*>2<\/span>/);
    expect(root).toContain('value="helmholz"');
    expect(res.body).toContain('<meta name="robots" content="noindex, follow" />');
    const api = await get("/api/search?q=helmholz");
    const state = stateOf(res.body).queries.find((q) => q.queryKey[0] === "/api/search");
    expect(state).toEqual(expect.objectContaining({ queryKey: ["/api/search", "q=helmholz"] }));
    expect(state!.state.data).toEqual(api.json());
  });

  it("renders the empty state, the prompt without words, and filters from the URL", async () => {
    await seedIfEmpty(t.deps.db);
    expect(rootOf((await get("/search?q=thermocouple")).body)).toContain("No products match “thermocouple”");
    expect(rootOf((await get("/search")).body)).toContain("Misspellings are fine");
    const filtered = rootOf((await get("/search?q=probe&category=rf%20current%20probes&maxPrice=1300")).body);
    expect(filtered).toContain("140A RF Current Probe");
    expect(filtered).not.toContain("142A High-Frequency Current Probe"); // $1,450.00
    expect(filtered).not.toContain("102A H-Field Probe");
  });

  it("shares one cached page between URLs that ask the same (unused parameters, unknown categories, bad prices)", async () => {
    await seedIfEmpty(t.deps.db);
    const canonical = await get("/search?q=helmholz");
    const before = await renders();
    for (const url of [
      "/search?q=%20helmholz%20&utm_source=mail",
      `/search?q=helmholz&category=${randomUUID()}`,
      "/search/?minPrice=cheap&q=helmholz&maxPrice=-1",
      "/search?q=helmholz&maxPrice=1.234&sort=price",
    ]) {
      const res = await get(url);
      expect({ url, etag: res.headers.etag }).toEqual({ url, etag: canonical.headers.etag });
    }
    expect((await renders()) - before).toBe(0);
    // A category we sell in any case is one page; a price is part of the key once normalised.
    const a = await get("/search?q=helmholz&category=rf%20helmholtz%20coils&minPrice=100");
    const b = await get("/search?minPrice=100.00&category=RF+Helmholtz+Coils&q=helmholz");
    expect(b.headers.etag).toBe(a.headers.etag);
    expect((await renders()) - before).toBe(1);
  });
});

describe("the compare page", () => {
  it("shows up to four known products side by side, ids beyond four ignored, unknown ones left out", async () => {
    await seedIfEmpty(t.deps.db);
    const [probe, amplifier, coil, cable, lisn] = await productIds(
      "102A H-Field Probe, 25 mm Loop",
      "150A EMC Probe Amplifier",
      "135A RF Helmholtz Coil",
      "CB-1 Flexible SMA Test Cable",
      "160A Dual-Line LISN, 50 µH",
    );
    const res = await get(`/compare?ids=${probe},${amplifier},${randomUUID()},${coil},${lisn},${cable}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    for (const name of ["102A H-Field Probe, 25 mm Loop", "150A EMC Probe Amplifier", "135A RF Helmholtz Coil"])
      expect(root).toContain(name);
    // The fifth and sixth ids are beyond four: left out even though the third was unknown.
    expect(root).not.toContain("160A Dual-Line LISN");
    expect(root).not.toContain("CB-1 Flexible SMA Test Cable");
    expect(root).toContain("$295.00");
    // Rows aligned by name; a product without the row shows a dash.
    expect(root).toMatch(/<th scope="row"[^>]*>Frequency range<\/th>/);
    expect(root).toMatch(/<th scope="row"[^>]*>Loop diameter<\/th><td[^>]*>25 mm<\/td><td[^>]*><span aria-hidden="true">—<\/span>/);
    expect(res.body).toContain('<meta name="robots" content="noindex, follow" />');

    // The same products asked another way share the page: case, duplicates, unknown ids.
    const before = await renders();
    const same = await get(`/compare?ids=${probe!.toUpperCase()},${amplifier},${probe},${coil}&utm_source=x`);
    expect(same.headers.etag).toBe((await get(`/compare?ids=${probe},${amplifier},${coil}`)).headers.etag);
    expect((await renders()) - before).toBeLessThanOrEqual(1);
  });

  it("says there is nothing to compare for no known product", async () => {
    expect(rootOf((await get(`/compare?ids=${randomUUID()}`)).body)).toContain("Nothing to compare yet.");
  });
});
