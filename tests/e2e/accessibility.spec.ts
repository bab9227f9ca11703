import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "./hydrated-test";

// Every public route has no serious or critical axe violations (WCAG 2.1 A/AA rules and best practices).

const STATIC_ROUTES = [
  "/",
  "/products",
  "/categories",
  "/checkout",
  "/auth",
  "/about",
  "/services",
  "/consulting",
  "/technical-papers",
  "/contact",
  "/shipping-returns",
  "/privacy-policy",
  "/terms-conditions",
  "/bmivopcf",
  "/this-page-does-not-exist",
];

async function expectNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main, [role=main]").first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
  expect(serious, `${path}\n${serious.join("\n")}`).toEqual([]);
}

for (const path of STATIC_ROUTES) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await expectNoSeriousViolations(page, path);
  });
}

test("no serious accessibility violations on a product page", async ({ page }) => {
  const products = (await (await page.request.get("/api/products")).json()) as { id: string; name: string }[];
  const probe = products.find((p) => p.name === "101A EMC Probe Set") ?? products[0]!;
  await expectNoSeriousViolations(page, `/products/${probe.id}`);
});

test("no serious accessibility violations with the cart and the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  let results = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Open cart" }).click();
  await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toBeVisible();
  results = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test("no serious accessibility violations in a cart with a changed price, a product gone and a capped quantity", async ({ page }) => {
  const products = (await (await page.request.get("/api/products")).json()) as {
    id: string;
    name: string;
    price: string;
    image: string;
    category: string;
    inStock: number;
    options: unknown[];
  }[];
  const plain = products.find((p) => p.options.length === 0 && p.inStock > 0)!;
  const line = (id: string, price: string, quantity: number) => ({
    product: { id, name: plain.name, price, image: plain.image, category: plain.category },
    quantity,
  });
  // A stored cart from an earlier visit: an old price and too many units, and a product since withdrawn.
  const stored = [line(plain.id, "1.00", plain.inStock + 5), line("00000000-0000-4000-8000-000000000000", "10.00", 1)];
  await page.addInitScript({ content: `localStorage.setItem("cart", ${JSON.stringify(JSON.stringify(stored))})` });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open cart" }).click();
    const panel = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(panel.getByRole("status")).toContainText("is no longer available.");
    await expect(panel.getByRole("status")).toContainText("changed from $1.00");
    await expect(panel.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    const results = await new AxeBuilder({ page })
      .include("[role=dialog]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  }
});
