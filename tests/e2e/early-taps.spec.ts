import { expect, test, type Page } from "@playwright/test";
import { adminRequest, createTestProduct, deleteTestProduct, uniqueName } from "./fixtures";
import { waitForHydration } from "./hydrated-test";

// Extensions §10: a tap on a server-rendered control before the page's JavaScript has run is never lost
// (decision 0082). A phone: 390 px wide, the CPU six times slower, and the app's scripts held back
// until the test lets them load, so every tap below lands on HTML that React has not hydrated.

test.use({ viewport: { width: 390, height: 844 } });
// A throttled page loads and hydrates its ~450 KB of scripts slowly, more so on a busy test machine.
test.describe.configure({ timeout: 120_000 });
/** How long a page may take, once its scripts are let through, to load them, hydrate and answer the kept taps. */
const READY = { timeout: 45_000 };

/** Holds back every /assets/*.js request until `release` is called; then they load as usual. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

async function throttleCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
}

/** A server-rendered page whose scripts have not run: its HTML is there, React is not. */
async function openBeforeScripts(page: Page, url: string): Promise<{ release: () => void }> {
  await throttleCpu(page);
  const held = await holdScripts(page);
  // Not "load" or "domcontentloaded": both wait for the module scripts held back above.
  await page.goto(url, { waitUntil: "commit" });
  await expect(page.locator("#page-state")).toBeAttached();
  return held;
}

/** The taps the page's inline script has kept so far (it keeps them until the app takes them). */
const keptTaps = (page: Page) => page.evaluate(() => (window as unknown as { __earlyTaps?: unknown[] }).__earlyTaps?.length ?? -1);
const hydratedFlag = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated ?? "no");
const cartPanel = (page: Page) => page.getByRole("dialog", { name: "Shopping Cart" });

test.describe("taps before the app has loaded", () => {
  let product: { id: string; name: string };

  test.beforeAll(async ({ playwright, baseURL }) => {
    const admin = await adminRequest(playwright, baseURL);
    product = await createTestProduct(admin, {
      name: uniqueName("Early Tap Fixture "),
      price: "200.00",
      inStock: 20,
      options: [
        { title: "Bare", price: "0.00" },
        { title: "With carrying case", price: "35.00" },
      ],
    });
    await admin.dispose();
  });

  test.afterAll(async ({ playwright, baseURL }) => {
    const admin = await adminRequest(playwright, baseURL);
    await deleteTestProduct(admin, product.id);
    await admin.dispose();
  });

  test("Add to Cart: the option, quantity and tap made before hydration are added once, with the usual feedback", async ({ page }) => {
    const { release } = await openBeforeScripts(page, `/products/${product.id}`);
    // The list is plain HTML and works before the app; the quantity and Add to Cart are the app's buttons.
    await page.getByLabel("Option").selectOption({ label: "With carrying case (+$35.00)" });
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    // Tapped before React: kept by the inline script, nothing added yet.
    expect(await hydratedFlag(page)).toBe("no");
    expect(await keptTaps(page)).toBe(2);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);

    // The confirmation shows for two seconds: noted as it appears, however slowly this page polls.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      new MutationObserver(() => {
        const button = document.querySelector("button[data-early-tap]:not([aria-label])");
        const status = document.querySelector('[role="status"].sr-only');
        const now = `${button?.textContent ?? ""} | ${status?.textContent ?? ""}`;
        if (seen.at(-1) !== now) seen.push(now);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    release();
    await expect(page.getByTestId("cart-count")).toHaveText("2", READY);
    await waitForHydration(page);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen).toContain(`Added to Cart | ${product.name} added to your cart`);
    await expect(page.getByTestId("quantity")).toHaveText("2");
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem("cart") ?? "[]") as { quantity: number; selectedOption?: { title: string } }[],
    );
    expect(stored).toEqual([expect.objectContaining({ quantity: 2, selectedOption: { title: "With carrying case", price: "35.00" } })]);
    await page.screenshot({ path: ".tmp/screenshots/early-taps-product-390.png", fullPage: true });

    // After hydration a tap counts once too: two more of the same line.
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible({ timeout: 5000 });
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("4");
    await page.getByRole("button", { name: "Open cart" }).click();
    const lines = cartPanel(page).getByTestId("cart-line");
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText("+ With carrying case");
    await page.screenshot({ path: ".tmp/screenshots/early-taps-product-cart-390.png" });
  });

  test("the cart button opens the cart panel once the page is ready", async ({ page }) => {
    const { release } = await openBeforeScripts(page, "/");
    await page.getByRole("button", { name: "Open cart" }).click();
    expect(await hydratedFlag(page)).toBe("no");
    expect(await keptTaps(page)).toBe(1);

    release();
    await expect(cartPanel(page)).toBeVisible(READY);
    await expect(cartPanel(page).getByText("Your cart is empty")).toBeVisible();
    await cartPanel(page).getByRole("button", { name: "Continue Shopping" }).click();
    await expect(cartPanel(page)).toBeHidden();
    // Hydrated: the button opens it as before.
    await page.getByRole("button", { name: "Open cart" }).click();
    await expect(cartPanel(page)).toBeVisible();
  });

  test("the mobile menu opens once the page is ready, and its links navigate", async ({ page }) => {
    const { release } = await openBeforeScripts(page, `/products/${product.id}`);
    // Hidden from the accessibility tree while the modal menu is open: found with includeHidden.
    const opener = page.getByRole("button", { name: "Open menu", includeHidden: true });
    await opener.click();
    expect(await hydratedFlag(page)).toBe("no");
    expect(await keptTaps(page)).toBe(1);

    release();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible(READY);
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await page.screenshot({ path: ".tmp/screenshots/early-taps-mobile-menu-390.png" });
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    // Hydrated: one tap opens it, and a link in it navigates.
    await opener.click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Products", exact: true }).click();
    await expect(page).toHaveURL("/products");
    await expect(menu).toBeHidden();
  });
});
