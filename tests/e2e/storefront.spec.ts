import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./hydrated-test";
import { adminRequest, createTestProduct, deleteTestProduct, registerCustomer, uniqueName, updateTestProduct } from "./fixtures";

// Storefront journeys (issue 3): catalog pages, detail rules, the cart, accounts and route guards.

interface ApiProduct {
  id: string;
  name: string;
  inStock: number;
  price: string;
  /** Built to order (extensions §8): sold beyond its stock. */
  backorderable: boolean;
}

async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  return (await (await request.get("/api/products")).json()) as ApiProduct[];
}

async function productNamed(request: APIRequestContext, name: string): Promise<ApiProduct> {
  const found = (await products(request)).find((p) => p.name === name);
  if (!found) throw new Error(`The seeded catalog has no product named ${name}`);
  return found;
}

const cards = (page: Page) => page.getByTestId("product-card");
const cartPanel = (page: Page) => page.getByRole("dialog", { name: "Shopping Cart" });

test.describe("catalog pages", () => {
  test("home shows the hero, exactly the three best sellers and the company sections", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
    await expect(page.getByRole("main").getByRole("link", { name: "Consulting Services" }).first()).toHaveAttribute("href", "/services");
    const featured = page.getByRole("region", { name: "Best Sellers" });
    await expect(featured.getByTestId("product-card")).toHaveCount(3);
    for (const name of ["101A EMC Probe Set", "150A EMC Probe Amplifier", "135A RF Helmholtz Coil"]) {
      const product = await productNamed(page.request, name);
      await expect(featured.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", `/products/${product.id}`);
    }
    await expect(page.getByRole("heading", { name: "Product Categories" })).toBeVisible();
    for (const industry of ["Telecommunications", "Aerospace & Defense", "Research & Development", "Manufacturing"]) {
      await expect(page.getByRole("heading", { name: industry })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: /Why Choose/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Read Technical Papers" })).toHaveAttribute("href", "/technical-papers");
    await expect(page.getByText(/about an hour north of San Francisco/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("contentinfo")).toContainText(
      `© ${new Date().getFullYear()} Gravenstein RF Instruments. All rights reserved.`,
    );
    await expect(page).toHaveTitle(/Gravenstein RF Instruments/);
  });

  test("categories page lists category cards with View Products links", async ({ page }) => {
    await page.goto("/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Product Categories" })).toBeVisible();
    await expect(page.getByText("Explore our range of electronic products and services")).toBeVisible();
    const link = page.getByRole("link", { name: "View Products: Probe Amplifiers" });
    await expect(link).toHaveAttribute("href", "/products?category=Probe%20Amplifiers");
    await link.click();
    await expect(page).toHaveURL(/\/products\?category=Probe(%20|\+)Amplifiers/);
    await expect(page.getByLabel("Category")).toHaveValue("Probe Amplifiers");
    await expect(page).toHaveTitle(/Probe Amplifiers/);
  });

  test("a long category description toggles Read more / Read less", async ({ page }) => {
    await page.goto("/categories");
    const toggle = page.getByRole("button", { name: "Read more" }).first();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Read less" }).first()).toHaveAttribute("aria-expanded", "true");
  });

  test("products list: count, category filter through the select and the query, sorting", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeVisible();
    const all = await products(page.request);
    await expect(cards(page)).toHaveCount(all.length);
    await expect(page.getByTestId("product-count")).toHaveText(`${all.length} products`);

    await page.getByLabel("Category").selectOption("Probe Amplifiers");
    await expect(page).toHaveURL(/category=Probe(\+|%20)Amplifiers/);
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByTestId("product-count")).toHaveText("3 products");
    await page.getByLabel("Category").selectOption("all");
    await expect(cards(page)).toHaveCount(all.length);

    // The query is matched case-insensitively and sets the filter to the category's own name.
    await page.goto("/products?category=emc%20probe%20sets");
    await expect(page.getByLabel("Category")).toHaveValue("EMC Probe Sets");
    await expect(cards(page)).toHaveCount(2);
    // A category we do not sell (an old link) shows the whole list, as the server renders it.
    await page.goto("/products?category=Oscilloscopes");
    await expect(page.getByLabel("Category")).toHaveValue("all");
    await expect(cards(page)).toHaveCount(all.length);

    await page.goto("/products");
    const sortedByPrice = [...all].sort((a, b) => Number(a.price) - Number(b.price));
    await page.getByLabel("Sort by").selectOption({ label: "Price Low to High" });
    await expect(cards(page).first()).toContainText(sortedByPrice[0]!.name);
    await page.getByLabel("Sort by").selectOption({ label: "Price High to Low" });
    await expect(cards(page).first()).toContainText(sortedByPrice.at(-1)!.name);
    await page.getByLabel("Sort by").selectOption({ label: "Name Z to A" });
    await expect(cards(page).first()).toContainText("PT-3 Probe Positioner");
  });

  test("sort and category stay in the URL: Back restores them and Back to Products keeps them", async ({ page }) => {
    await page.goto("/products");
    await page.getByLabel("Category").selectOption("Probe Amplifiers");
    await page.getByLabel("Sort by").selectOption({ label: "Price High to Low" });
    await expect(page).toHaveURL(/category=Probe(\+|%20)Amplifiers&sort=price-desc$/);
    // The URL changes before the sorted list is committed (React Router renders in a transition): wait for the order.
    const amplifiers = (await products(page.request)).filter(
      (p) => (p as ApiProduct & { category: string }).category === "Probe Amplifiers",
    );
    const first = amplifiers.sort((a, b) => Number(b.price) - Number(a.price))[0]!.name;
    await expect(cards(page).first().locator("h2")).toHaveText(first);

    await cards(page).first().click();
    await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/category=Probe(\+|%20)Amplifiers&sort=price-desc$/);
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");
    await expect(cards(page)).toHaveCount(3);

    // History: list, category, category+sort, detail, category+sort: three steps back is the category alone.
    for (let step = 0; step < 3; step++) await page.goBack();
    await expect(page).toHaveURL(/category=Probe(\+|%20)Amplifiers$/);
    await expect(page.getByLabel("Sort by")).toHaveValue("name-asc");
    await expect(page.getByLabel("Category")).toHaveValue("Probe Amplifiers");
  });

  test("a product card opens its detail page; unknown ids say Product Not Found", async ({ page }) => {
    const probe = await productNamed(page.request, "101A EMC Probe Set");
    await page.goto("/products");
    await cards(page).filter({ hasText: "101A EMC Probe Set" }).click();
    await expect(page).toHaveURL(`/products/${probe.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "101A EMC Probe Set" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Important Specifications" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shipping Information" })).toBeVisible();
    await expect(page.getByText("4.20 lbs")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Technical Specifications" })).toBeVisible();
    await expect(page.getByRole("link", { name: /101A EMC Probe Set Datasheet/ })).toHaveAttribute("target", "_blank");
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL("/products");

    await page.goto("/products/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL("/products");
  });
});

test.describe("product detail rules", () => {
  test("the total follows the option; 'No option selected' disables Add to Cart", async ({ page }) => {
    const probe = await productNamed(page.request, "101A EMC Probe Set");
    await page.goto(`/products/${probe.id}`);
    const option = page.getByLabel("Option");
    await expect(option.locator("option:checked")).toHaveText("Probe set with case and cable");
    await expect(page.getByTestId("product-total-price")).toHaveText("$1,095.00");
    await option.selectOption({ label: "Bundle with 150A EMC Probe Amplifier (US supply) (+$525.00)" });
    await expect(page.getByTestId("product-total-price")).toHaveText("$1,620.00");

    await option.selectOption({ label: "No option selected" });
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await expect(page.getByText("Please select an option to add to cart")).toBeVisible();
    await expect(page.getByText("Select an option above to enable add to cart")).toBeVisible();
    await expect(page.getByTestId("product-total-price")).toHaveText("$1,095.00");
  });

  test("out of stock disables Add to Cart; the plus button stops at the stock", async ({ page }) => {
    const all = await products(page.request);
    const soldOut = all.find((p) => p.inStock === 0 && !p.backorderable)!;
    await page.goto(`/products/${soldOut.id}`);
    await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();

    // The least stocked product with a few units that is sold from stock only (one built to order goes beyond it).
    const scarce = all.filter((p) => !p.backorderable && p.inStock >= 2).sort((a, b) => a.inStock - b.inStock)[0]!;
    await page.goto(`/products/${scarce.id}`);
    const plus = page.getByRole("button", { name: "Increase quantity" });
    const minus = page.getByRole("button", { name: "Decrease quantity" });
    await expect(minus).toBeDisabled();
    for (let quantity = 2; quantity <= scarce.inStock; quantity++) {
      await plus.click();
      await expect(page.getByTestId("quantity")).toHaveText(String(quantity));
    }
    await expect(plus).toBeDisabled();
    await minus.click();
    await expect(page.getByTestId("quantity")).toHaveText(String(scarce.inStock - 1));

    const single = all.find((p) => p.inStock === 1 && !p.backorderable)!;
    await page.goto(`/products/${single.id}`);
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  });

  test("Add to Cart confirms for two seconds and updates the cart badge", async ({ page }) => {
    const amp = await productNamed(page.request, "150A EMC Probe Amplifier");
    await page.goto(`/products/${amp.id}`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    const added = page.getByRole("button", { name: "Added to Cart" });
    await expect(added).toBeDisabled();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled({ timeout: 4000 });
  });
});

test.describe("cart", () => {
  test("add, increase, decrease, remove, and the cart survives a reload", async ({ page }) => {
    const probe = await productNamed(page.request, "101A EMC Probe Set");
    const amp = await productNamed(page.request, "150A EMC Probe Amplifier");

    await page.goto("/");
    await page.getByRole("button", { name: "Open cart" }).click();
    await expect(cartPanel(page).getByText("Your cart is empty")).toBeVisible();
    await cartPanel(page).getByRole("button", { name: "Continue Shopping" }).click();
    await expect(cartPanel(page)).toBeHidden();

    await page.goto(`/products/${probe.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.goto(`/products/${amp.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("2");

    await page.getByRole("button", { name: "Open cart" }).click();
    const panel = cartPanel(page);
    const probeLine = panel.getByTestId("cart-line").filter({ hasText: "101A EMC Probe Set" });
    await expect(probeLine).toContainText("+ Probe set with case and cable");
    await expect(probeLine).toContainText("$1,095.00");
    await expect(panel.getByTestId("cart-total")).toHaveText("$1,690.00");

    await probeLine.getByRole("button", { name: "Increase quantity" }).click();
    await expect(probeLine.getByTestId("cart-line-quantity")).toHaveText("2");
    await expect(panel.getByTestId("cart-total")).toHaveText("$2,785.00");
    await probeLine.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(probeLine.getByTestId("cart-line-quantity")).toHaveText("1");
    await panel.getByRole("button", { name: "Remove 150A EMC Probe Amplifier" }).click();
    await expect(panel.getByTestId("cart-line")).toHaveCount(1);
    await expect(panel.getByTestId("cart-total")).toHaveText("$1,095.00");

    // Strings run in the page: this file is type-checked without the DOM library.
    const stored = JSON.parse((await page.evaluate<string | null>('localStorage.getItem("cart")')) ?? "[]") as unknown[];
    expect(stored).toHaveLength(1);

    await page.reload();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.getByRole("button", { name: "Open cart" }).click();
    await expect(cartPanel(page).getByTestId("cart-line")).toHaveCount(1);
    await expect(cartPanel(page).getByTestId("cart-total")).toHaveText("$1,095.00");

    // Decreasing below 1 removes the line.
    await cartPanel(page).getByRole("button", { name: "Decrease quantity" }).click();
    await expect(cartPanel(page).getByText("Your cart is empty")).toBeVisible();
  });

  test("Proceed to Checkout closes the panel and opens /checkout", async ({ page }) => {
    const amp = await productNamed(page.request, "150A EMC Probe Amplifier");
    await page.goto(`/products/${amp.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("button", { name: "Open cart" }).click();
    await cartPanel(page).getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL("/checkout");
    await expect(cartPanel(page)).toBeHidden();
  });

  test("the cart checks itself against the catalog: a new price, a product gone, the stock", async ({ page, playwright, baseURL }) => {
    const admin = await adminRequest(playwright, baseURL);
    const probe = { name: uniqueName("Probe "), price: "895.00", inStock: 5 };
    const cable = { name: uniqueName("Cable "), price: "50.00", inStock: 3 };
    const probeId = (await createTestProduct(admin, probe)).id;
    const cableId = (await createTestProduct(admin, cable)).id;
    try {
      await page.goto(`/products/${probeId}`);
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.goto(`/products/${cableId}`);
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByTestId("cart-count")).toHaveText("3");

      // Behind the shopper's back: a new price, and the cable is withdrawn.
      await updateTestProduct(admin, probeId, { ...probe, price: "945.00" });
      await deleteTestProduct(admin, cableId);

      await page.getByRole("button", { name: "Open cart" }).click();
      const panel = cartPanel(page);
      await expect(panel.getByRole("status")).toContainText(`The price of ${probe.name} changed from $895.00 to $945.00.`);
      await expect(panel.getByRole("status")).toContainText(`${cable.name} is no longer available.`);
      const probeLine = panel.getByTestId("cart-line").filter({ hasText: probe.name });
      await expect(probeLine.getByTestId("cart-line-unit")).toHaveText("2 x $945.00");
      await expect(probeLine.getByTestId("cart-line-total")).toHaveText("$1,890.00");
      const cableLine = panel.getByTestId("cart-line").filter({ hasText: cable.name });
      await expect(cableLine).toContainText("No longer available");
      await expect(panel.getByTestId("cart-total")).toHaveText("$1,890.00");
      await expect(page.getByTestId("cart-count")).toHaveText("2");
      await cableLine.getByRole("button", { name: `Remove ${cable.name}` }).click();
      await expect(panel.getByTestId("cart-line")).toHaveCount(1);

      // Closing gives the focus back to the cart button; opening again does not repeat the notice.
      await panel.getByRole("button", { name: "Close cart" }).click();
      await expect(page.getByRole("button", { name: "Open cart" })).toBeFocused();
      await updateTestProduct(admin, probeId, { ...probe, price: "945.00", inStock: 1 });
      await page.getByRole("button", { name: "Open cart" }).click();
      await expect(panel.getByRole("status")).toHaveText(`${probe.name}: only 1 in stock, so the quantity is now 1.`);
      await expect(probeLine.getByTestId("cart-line-quantity")).toHaveText("1");
      await expect(probeLine.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
      await expect(panel.getByTestId("cart-total")).toHaveText("$945.00");

      // The checkout sends what the panel shows.
      await panel.getByRole("button", { name: "Proceed to Checkout" }).click();
      const summary = page.getByRole("region", { name: "Order Summary" });
      await expect(summary.getByRole("listitem")).toHaveCount(1);
      await expect(summary).toContainText(probe.name);
      await expect(summary).toContainText("$945.00");
    } finally {
      await deleteTestProduct(admin, probeId);
      await deleteTestProduct(admin, cableId);
      await admin.dispose();
    }
  });

  test("the product page stops at the stock, counting what is already in the cart", async ({ page, playwright, baseURL }) => {
    const admin = await adminRequest(playwright, baseURL);
    const product = await createTestProduct(admin, { name: uniqueName("Fixture "), price: "1200.00", inStock: 3 });
    try {
      await page.goto(`/products/${product.id}`);
      const add = page.getByRole("button", { name: /Add to Cart|Added to Cart/ });
      await page.getByRole("button", { name: "Increase quantity" }).click();
      // Pressed from the keyboard, the button keeps the focus while it says "Added to Cart".
      await add.focus();
      await page.keyboard.press("Enter");
      await expect(add).toHaveText("Added to Cart");
      await expect(add).toBeFocused();
      await expect(add).toBeDisabled();
      await expect(page.getByText("1 more available (2 in your cart)")).toBeVisible();
      await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
      await expect(add).toHaveText("Add to Cart", { timeout: 4000 });
      await expect(add).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("cart-count")).toHaveText("3");
      await expect(page.getByText("All 3 in stock are in your cart.")).toBeVisible();
      await expect(add).toHaveText("Add to Cart", { timeout: 4000 });
      await expect(add).toBeDisabled();
    } finally {
      await deleteTestProduct(admin, product.id);
      await admin.dispose();
    }
  });

  test("a corrupt stored cart is discarded and the page still works", async ({ page }) => {
    await page.addInitScript({ content: 'localStorage.setItem("cart", "{broken")' });
    await page.goto("/products");
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
  });
});

test.describe("accounts", () => {
  test("register, logout and login again; the header shows the username", async ({ page }) => {
    const { username, password } = await registerCustomer(page, uniqueName("shopper"));
    await page.goto("/products");
    await page.getByRole("button", { name: "Account" }).click();
    await expect(page.getByRole("menu")).toContainText(username);
    await expect(page.getByRole("menuitem", { name: "Order History" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page).toHaveURL("/"); // logout goes home

    await page.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL("/auth");
    const panel = page.getByRole("tabpanel", { name: "Login" });
    await panel.getByLabel("Username").fill(username);
    await panel.getByLabel("Password").fill(password);
    await panel.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
    await page.getByRole("button", { name: "Account" }).click();
    await expect(page.getByRole("menu")).toContainText(username);
  });

  test("form rules and failure toasts", async ({ page }) => {
    await page.goto("/auth");
    const login = page.getByRole("tabpanel", { name: "Login" });
    await login.getByRole("button", { name: "Login" }).click();
    await expect(login.getByText("Username is required")).toBeVisible();
    await expect(login.getByText("Password is required")).toBeVisible();
    await login.getByLabel("Username").fill(uniqueName("ghost"));
    await login.getByLabel("Password").fill("wrong-password");
    await login.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Login failed", { exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "Register" }).click();
    const register = page.getByRole("tabpanel", { name: "Register" });
    await expect(register.getByText("Minimum 8 characters required")).toBeVisible();
    await register.getByLabel("Username").fill(uniqueName("short"));
    await register.getByLabel("Password").fill("short");
    await register.getByRole("button", { name: "Register" }).click();
    await expect(register.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page).toHaveURL("/auth");
  });

  test("the mobile menu repeats the links and offers Login", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    // The menu's code may still be on its way (it loads on first use): Escape only means something once it is open.
    await expect(menu).toBeVisible();
    // Closing gives the focus back to the menu button, by Escape or by the close button.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menuButton).toBeFocused();
    await menuButton.press("Enter");
    for (const label of ["Home", "Products", "Categories", "About", "Consulting", "Technical Papers", "Contact", "Login"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Categories", exact: true }).click();
    await expect(page).toHaveURL("/categories");
    await expect(menu).toBeHidden();
  });
});

test.describe("route guards", () => {
  test("an anonymous visitor on /orders goes to /auth", async ({ page }) => {
    await page.goto("/orders");
    await expect(page).toHaveURL("/auth");
  });

  test("a logged-in customer is sent away from /auth and /admin", async ({ page }) => {
    await registerCustomer(page, uniqueName("guard"));
    await page.goto("/auth");
    await expect(page).toHaveURL("/");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/");
  });

  test("an unknown path shows Page Not Found", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});
