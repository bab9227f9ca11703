import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cachedPage, PageCache } from "./page-cache";
import { publicPage, UNKNOWN_PRODUCT_URL, type PageCatalog } from "./public-pages";

const page = (text: string, status = 200) => cachedPage(status, `<p>${text}</p>`);
/** A page worth compressing (over 1 KB), as an HTML page is. */
const bigPage = (text: string) =>
  cachedPage(200, `<main>${`<p>${text} and a line of text about near-field probes</p>`.repeat(200)}</main>`);

function counted(make: (key: string) => ReturnType<typeof page> = page) {
  const renders = new Map<string, number>();
  const render = (key: string) => async () => {
    renders.set(key, (renders.get(key) ?? 0) + 1);
    return make(key);
  };
  return { render, renders };
}

describe("PageCache", () => {
  it("renders a URL once, keeps a not-found page like any other, and empties on invalidate", async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const { render, renders } = counted();
    await Promise.all([cache.get("/a", render("/a")), cache.get("/a", render("/a"))]);
    await cache.get("/a", render("/a"));
    expect(renders.get("/a")).toBe(1);
    const gone = counted(() => page("gone", 404));
    expect((await cache.get("/missing", gone.render("/missing"))).status).toBe(404);
    expect((await cache.get("/missing", gone.render("/missing"))).status).toBe(404);
    expect(gone.renders.get("/missing")).toBe(1);
    expect(cache.size).toBe(2);
    cache.invalidate();
    await cache.get("/a", render("/a"));
    expect(renders.get("/a")).toBe(2);
  });

  it("drops a render that raced an invalidation, and the least recently used past its bounds", async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    let release!: () => void;
    const slow = cache.get("/slow", () => new Promise((resolve) => (release = () => resolve(page("old")))));
    cache.invalidate();
    release();
    expect((await slow).body.toString()).toBe("<p>old</p>");
    expect(cache.size).toBe(0);

    for (let n = 1; n <= 12; n++) await cache.get(`/${n}`, async () => page(String(n)));
    expect(cache.size).toBe(10);
    expect((await cache.get("/1", async () => page("new"))).body.toString()).toBe("<p>new</p>");
    expect((await cache.get("/12", async () => page("new"))).body.toString()).toBe("<p>12</p>");

    const limit = 20 * bigPage("1").body.length;
    const small = new PageCache({ maxEntries: 100, maxBytes: limit });
    for (let n = 1; n <= 40; n++) {
      const entry = await small.get(`/${n}`, async () => bigPage(String(n)));
      await small.encoded(`/${n}`, entry, "gzip");
    }
    expect(small.totalBytes).toBeLessThanOrEqual(limit);
  });

  it("keeps the pages asked for again while a flood of pages asked for once passes through", async () => {
    const cache = new PageCache({ maxEntries: 20, maxBytes: 1_000_000 });
    const { render, renders } = counted();
    for (const key of ["/products", "/about", "/products", "/about"]) await cache.get(key, render(key));
    for (let n = 0; n < 500; n++) await cache.get(`/products?sort=${n}`, render(`/flood/${n}`));
    for (const key of ["/products", "/about"]) {
      await cache.get(key, render(key));
      expect(cache.isProtected(key)).toBe(true);
      expect(renders.get(key)).toBe(1);
    }
    expect(cache.size).toBeLessThanOrEqual(20);
  });

  it("compresses a page quickly in the encoding first asked for, then at the best quality once it is asked for again", async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const first = await cache.get("/", async () => bigPage("home"));
    expect(first.br).toBeUndefined();
    expect(first.gzip).toBeUndefined();
    const [quick, same] = await Promise.all([cache.encoded("/", first, "br"), cache.encoded("/", first, "br")]);
    expect(same).toBe(quick); // compressed once for both
    expect(brotliDecompressSync(quick).equals(first.body)).toBe(true);
    expect(first.gzip).toBeUndefined(); // only what was asked for
    expect(first.best).toBeFalsy();
    const sized = first.body.length + quick.length;
    expect(cache.totalBytes).toBe(sized);

    const again = await cache.get("/", async () => bigPage("other"));
    expect(again).toBe(first);
    await cache.idle();
    expect(first.best).toBe(true);
    expect(brotliDecompressSync(await cache.encoded("/", first, "br")).equals(first.body)).toBe(true);
    expect(gunzipSync(await cache.encoded("/", first, "gzip")).equals(first.body)).toBe(true);
    expect(cache.totalBytes).toBe(first.body.length + first.br!.length + first.gzip!.length);
  });
});

describe("publicPage", () => {
  const catalog: PageCatalog = {
    products: [],
    categories: [{ name: "Coils" }, { name: "Probe Amplifiers" }],
    hasProduct: (id) => id === "8dbe8208-f59c-4311-90e1-ac579072b5b3",
    countIn: (category) => (category === "Coils" ? 30 : 60),
  };

  it("keeps only the parameters a page reads, with values it knows, in a canonical form", () => {
    expect(publicPage("/products/?utm_source=x&sort=price-desc&category=coils", catalog)).toEqual({
      url: "/products?category=Coils&sort=price-desc",
      cacheable: true,
    });
    expect(publicPage("/about?x=1", catalog)?.url).toBe("/about");
    for (const url of [
      "/products?sort=cheapest",
      "/products?sort=name-asc",
      "/products?category=Oscilloscopes",
      "/products?category=all&sort=",
      "/products?utm_campaign=spring&fbclid=abc",
      `/products?sort=${"x".repeat(2000)}&q=${"y".repeat(4000)}`,
    ]) {
      expect(publicPage(url, catalog), url).toEqual({ url: "/products", cacheable: true });
    }
    expect(publicPage("/products?sort=name-desc&sort=price-asc", catalog)?.url).toBe("/products?sort=name-desc");
  });

  it("names every unknown product by one URL and each known one by its own", () => {
    expect(publicPage("/products/8dbe8208-f59c-4311-90e1-ac579072b5b3?ref=x", catalog)?.url).toBe(
      "/products/8dbe8208-f59c-4311-90e1-ac579072b5b3",
    );
    for (const id of ["00000000-0000-4000-8000-000000000000", "8DBE8208-F59C-4311-90E1-AC579072B5B3", "abc", "x".repeat(500)]) {
      expect(publicPage(`/products/${id}`, catalog)).toEqual({ url: UNKNOWN_PRODUCT_URL, cacheable: true });
    }
  });

  it("leaves the client-rendered paths alone", () => {
    for (const url of ["/checkout", "/account", "/admin/dashboard", "/auth", "/nope", "/orders/1"])
      expect(publicPage(url, catalog)).toBeUndefined();
  });
});
