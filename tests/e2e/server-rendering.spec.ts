import { expect, test, type Page } from "@playwright/test";

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
    // Client navigation still works after hydrating: the header's Products link.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL("/products");
    expect(seen.problems).toEqual([]);
    expect(seen.catalogFetches).toEqual([]);
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
