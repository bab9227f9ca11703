import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydrated-test";

interface ApiProduct {
  id: string;
  name: string;
}

/** Console errors and warnings, uncaught errors, and every GET of the catalog's JSON, from the first request on. */
function watch(page: Page) {
  const problems: string[] = [];
  const catalogFetches: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    if (/\/api\/(products|categories)(\/|$|\?)/.test(new URL(request.url()).pathname)) catalogFetches.push(request.url());
  });
  return { problems, catalogFetches };
}

test.describe("server-rendered public pages (extensions §5)", () => {
  test("a product page shows its name, price and specifications with JavaScript off", async ({ browser, request }) => {
    const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
    const product = products[0]!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId("product-total-price")).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(page.getByRole("heading", { name: "Technical Specifications" })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} | Gravenstein RF Instruments`);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Best Sellers" })).toBeVisible();
    await context.close();
  });

  test("a product page hydrates without a mismatch and without fetching the catalog again", async ({ page, request }) => {
    const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
    const product = products[0]!;
    const seen = watch(page);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    // Interactive once hydrated: Add to Cart puts the product in the header's cart count.
    await expect(async () => {
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByTestId("cart-count")).toHaveText(/^[1-9]/, { timeout: 1000 });
    }).toPass();
    await page.waitForLoadState("networkidle");
    expect(seen.problems).toEqual([]);
    expect(seen.catalogFetches).toEqual([]);
  });

  test("the home page, the product list and the technical papers hydrate without a mismatch or a catalog fetch", async ({ page }) => {
    const seen = watch(page);
    for (const [url, heading] of [
      ["/", /./],
      ["/products?sort=price-desc", /Products/],
      ["/technical-papers", "Technical Papers"],
      ["/about", "About Gravenstein RF Instruments"],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    expect(seen.catalogFetches).toEqual([]);
    // Client navigation still works after hydrating: the header's Products link. A page carries only the
    // products it shows (issue 23), so the list asks for its first page, and only for that.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL("/products");
    await expect(page.getByTestId("product-count")).toBeVisible();
    expect(seen.problems).toEqual([]);
    expect(seen.catalogFetches.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
      "/api/products?sort=name-asc&offset=0&limit=24",
    ]);
  });

  test("URLs that share one cached page hydrate it without a mismatch (issue 17)", async ({ page, request }) => {
    const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
    const unknown = "00000000-0000-4000-8000-000000000000";
    const seen = watch(page);
    // Each is answered with the canonical page it shares: the list, its filter by the category's own name,
    // a page far past the last, the not-found product, a comparison naming a product we do not sell.
    // The browser's views ask by its own URL: the rendered answers are theirs too (issue 23), nothing is fetched.
    for (const [url, heading, category] of [
      ["/products?sort=cheapest-first&utm_source=mail", /Products/, "all"],
      ["/products?category=oscilloscopes", /Products/, "all"],
      ["/products?category=probe%20amplifiers&sort=price-desc", /Products/, "Probe Amplifiers"],
      ["/products?page=50", /Products/, "all"],
      [`/products/${unknown}`, "Product Not Found", undefined],
      [`/compare?ids=${unknown},${products[0]!.id}`, "Compare Products", undefined],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      if (category) await expect(page.getByLabel("Category")).toHaveValue(category);
      await page.waitForLoadState("networkidle");
    }
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(1);
    // Chromium reports a not-found page's own 404 status as a console error: those are meant.
    const notFound = "error: Failed to load resource: the server responded with a status of 404 (Not Found)";
    expect(seen.problems).toEqual([notFound, notFound]);
    expect(seen.catalogFetches).toEqual([]);
  });

  test("the search and compare pages show their content with JavaScript off", async ({ browser, request }) => {
    const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search?q=helmholz");
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “helmholz”" })).toBeVisible();
    await expect(page.getByRole("link", { name: /135A RF Helmholtz Coil/ })).toBeVisible();
    // Without JavaScript the header's box is a plain form: /search?q= with the words.
    await page.getByRole("search", { name: "Search products" }).getByRole("searchbox").fill("lisn");
    await page.getByRole("search", { name: "Search products" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/search?q=lisn");
    await expect(page.getByRole("link", { name: /160A Dual-Line LISN/ })).toBeVisible();
    await page.goto(`/compare?ids=${products[0]!.id},${products[1]!.id}`);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
    await context.close();
  });

  test("the search and compare pages hydrate without a mismatch or a second fetch of their data", async ({ page, request }) => {
    const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
    const seen = watch(page);
    const searches: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname === "/api/search" && searches.push(r.url())));
    for (const [url, heading] of [
      ["/search?q=probs&category=near-field%20emc%20probes&utm_source=x", "Search results for “probs”"],
      ["/search?q=thermocouple", "Search results for “thermocouple”"],
      [`/compare?ids=${products[0]!.id},${products[1]!.id},${products[2]!.id}`, "Compare Products"],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    expect(seen.problems).toEqual([]);
    expect(seen.catalogFetches).toEqual([]);
    expect(searches).toEqual([]);
    // Interactive once hydrated: removing a product from the comparison.
    await waitForHydration(page);
    await page.getByRole("button", { name: `Remove ${products[0]!.name}` }).click();
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
    await expect(page).toHaveURL(`/compare?ids=${products[1]!.id},${products[2]!.id}`);
  });

  test("a cart kept from an earlier visit shows in the header after hydrating", async ({ page, request }) => {
    const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
    const seen = watch(page);
    await page.goto(`/products/${products[1]!.id}`);
    await expect(async () => {
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByTestId("cart-count")).toHaveText(/^[1-9]/, { timeout: 1000 });
    }).toPass();
    await page.goto("/about");
    await expect(page.getByTestId("cart-count")).toHaveText(/^[1-9]/);
    await page.waitForLoadState("networkidle");
    expect(seen.problems).toEqual([]);
  });
});
