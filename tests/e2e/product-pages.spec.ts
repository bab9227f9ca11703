import { expect } from "@playwright/test";
import { E2E_ADMIN } from "./fixtures";
import { test } from "./hydrated-test";
import { screenshotsAtBothWidths } from "./look";

// /products in pages of 24 (extensions §12): the seed's products and enough more for a second page,
// walked with Next and Previous in the browser (no reload), then a page past the last.
test("the product list comes in pages of 24, with Next and Previous moving between them in the page", async ({ page }) => {
  test.setTimeout(180_000);
  expect((await page.request.post("/api/admin/login", { data: E2E_ADMIN })).ok()).toBe(true);
  const categories = (await (await page.request.get("/api/categories")).json()) as { name: string }[];
  const listed = ((await (await page.request.get("/api/products")).json()) as unknown[]).length;
  for (let i = listed; i < 30; i++) {
    const created = await page.request.post("/api/products", {
      data: {
        name: `ZZ Pagination Probe ${String(i).padStart(2, "0")}`,
        description: "A loop probe added so the product list has a second page.",
        image: "/catalog/products/102a-h-field-probe-25mm.svg",
        price: "149.00",
        category: categories[0]!.name,
        inStock: 3,
        weightLbs: "1.50",
        lengthIn: "10.00",
        widthIn: "8.00",
        heightIn: "3.00",
        options: [],
        highlightedSpecs: [],
        specifications: "Frequency range: 1 MHz to 1 GHz",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.request.post("/api/logout");

  await page.goto("/products");
  const pages = page.getByRole("navigation", { name: "Pages of the product list" });
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await expect(page.getByTestId("product-card")).toHaveCount(24);
  await expect(page.getByTestId("product-count")).toHaveText("30 products");
  await screenshotsAtBothWidths(page, "products-page-1");

  // Client navigation: the page is not loaded again.
  await page.evaluate(() => ((window as unknown as { beforeNext: boolean }).beforeNext = true));
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(pages.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByTestId("product-card")).toHaveCount(6);
  expect(await page.evaluate(() => (window as unknown as { beforeNext?: boolean }).beforeNext)).toBe(true);
  await screenshotsAtBothWidths(page, "products-page-2");

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId("product-card")).toHaveCount(24);

  const beyond = await page.goto("/products?page=7");
  expect(beyond?.status()).toBe(404);
  await expect(page.getByText("This page of the list does not exist: it has 2 pages.")).toBeVisible();
  await page.getByRole("link", { name: "Go to the last page" }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByTestId("product-card")).toHaveCount(6);
});
