import { describe, expect, it } from "vitest";
import { cachedPage, PageCache } from "./page-cache";
import { publicPage } from "./public-pages";

const page = (text: string, status = 200) => cachedPage(status, `<p>${text}</p>`);

describe("PageCache", () => {
  it("renders a URL once, keeps only 200s, and empties on invalidate", async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    let renders = 0;
    const render = async () => (renders++, page("a"));
    await Promise.all([cache.get("/a", render), cache.get("/a", render)]);
    await cache.get("/a", render);
    expect(renders).toBe(1);
    await cache.get("/missing", async () => page("gone", 404));
    expect(cache.size).toBe(1);
    cache.invalidate();
    await cache.get("/a", render);
    expect(renders).toBe(2);
  });

  it("drops a render that raced an invalidation, and the least recently used past its bounds", async () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000_000 });
    let release!: () => void;
    const slow = cache.get("/slow", () => new Promise((resolve) => (release = () => resolve(page("old")))));
    cache.invalidate();
    release();
    expect((await slow).body.toString()).toBe("<p>old</p>");
    expect(cache.size).toBe(0);

    await cache.get("/1", async () => page("1"));
    await cache.get("/2", async () => page("2"));
    await cache.get("/1", async () => page("x")); // /1 is now the most recent
    await cache.get("/3", async () => page("3"));
    expect(cache.size).toBe(2);
    expect((await cache.get("/1", async () => page("new"))).body.toString()).toBe("<p>1</p>");
    expect((await cache.get("/2", async () => page("new"))).body.toString()).toBe("<p>new</p>");

    const small = new PageCache({ maxEntries: 100, maxBytes: 3 * page("1").body.length + 200 });
    for (const n of [1, 2, 3, 4, 5]) await small.get(`/${n}`, async () => page(String(n)));
    expect(small.totalBytes).toBeLessThanOrEqual(3 * page("1").body.length + 200);
  });
});

describe("publicPage", () => {
  it("normalises the URL of a rendered page and leaves the client-rendered ones alone", () => {
    expect(publicPage("/products/?utm_source=x&sort=price-desc&category=Coils")).toEqual({
      url: "/products?category=Coils&sort=price-desc",
      cacheable: true,
    });
    expect(publicPage("/about?x=1")?.url).toBe("/about");
    expect(publicPage("/products/abc")?.url).toBe("/products/abc");
    for (const url of ["/checkout", "/account", "/admin/dashboard", "/auth", "/nope"]) expect(publicPage(url)).toBeUndefined();
    expect(publicPage(`/products?category=${"x".repeat(400)}`)?.cacheable).toBe(false);
  });
});
