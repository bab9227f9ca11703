import { expect } from "@playwright/test";
import { fillCard, fillContactAndBilling, waitForQuote } from "./checkout-steps";
import { adminRequest, createTestProduct, deleteTestProduct, loginAdmin, registerCustomer, uniqueName } from "./fixtures";
import { newHydratedPage, test } from "./hydrated-test";
import { screenshotsAtBothWidths } from "./look";

// Extensions §8, build to order: the owner marks a coil as built to order in Admin › Products; a customer
// buys more than the one in stock, and the product page, the cart, the checkout and the order page each
// say when the rest ships.

test("a coil built to order is bought beyond its stock, and every step says when it ships", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await adminRequest(playwright, baseURL);
  const coil = await createTestProduct(api, { name: `Build-to-Order Coil ${uniqueName("B")}`, price: "1250.00", inStock: 1 });
  try {
    // The owner: Admin › Products, Build to order with a 21-day lead time.
    const ownerContext = await browser.newContext();
    const owner = await newHydratedPage(ownerContext);
    await loginAdmin(owner);
    await owner.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
    await owner.getByRole("button", { name: `Edit ${coil.name}` }).click();
    const dialog = owner.getByRole("dialog", { name: "Edit Product" });
    await dialog.getByLabel("Built to order: customers can buy it beyond the stock").check();
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(dialog.getByText("Lead time is required for a product built to order")).toBeVisible();
    await dialog.getByLabel("Lead time (days)").fill("21");
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(dialog).toBeHidden();
    await expect(owner.getByTestId("admin-product-card").filter({ hasText: coil.name })).toContainText("Built to order, 21 days");
    await ownerContext.close();

    // The customer wants three: one from stock, two built.
    await registerCustomer(page, uniqueName("lab"));
    await page.goto(`/products/${coil.id}`);
    await expect(page.getByText("In Stock", { exact: true })).toBeVisible();
    await expect(page.getByTestId("ships-in")).toHaveCount(0);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByTestId("quantity")).toHaveText("3");
    await expect(page.getByTestId("ships-in")).toHaveText("1 from stock, 2 built to order. Ships in about 21 days.");
    await screenshotsAtBothWidths(page, "build-to-order-product");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("button", { name: "Added to Cart" })).toBeVisible();

    await page.getByRole("button", { name: "Open cart" }).click();
    const cartLine = page.getByTestId("cart-line").filter({ hasText: coil.name });
    await expect(cartLine.getByTestId("cart-line-ships")).toHaveText("1 from stock, 2 built to order. Ships in about 21 days");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();

    const summary = page.getByRole("region", { name: "Order Summary" });
    await expect(summary.getByTestId("summary-line-ships")).toHaveText("1 from stock, 2 built to order. Ships in about 21 days");
    await fillContactAndBilling(page);
    await waitForQuote(page);
    await fillCard(page);
    await page.getByRole("button", { name: /^Pay .* & Place Order$/ }).click();

    // The order page keeps the promise made at the checkout.
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText("1 from stock, 2 built to order. Ships in about 21 days")).toBeVisible();
    await screenshotsAtBothWidths(page, "build-to-order-order");

    // The stock went to 0 and the coil stays buyable, said as Built to Order.
    await page.goto(`/products/${coil.id}`);
    await expect(page.getByText("Built to Order", { exact: true })).toBeVisible();
    await expect(page.getByTestId("ships-in")).toHaveText("Built to order. Ships in about 21 days.");
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    await expect(page.getByRole("heading", { name: "Sold out for now" })).toHaveCount(0);
  } finally {
    await deleteTestProduct(api, coil.id);
    await api.dispose();
  }
});
