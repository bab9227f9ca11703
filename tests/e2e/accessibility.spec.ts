import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { addToCart } from "./checkout-steps";
import { E2E_ADMIN, registerCustomer } from "./fixtures";
import { newHydratedPage, test } from "./hydrated-test";
import { placeOrder } from "./place-order";

// Every page, the storefront's, a customer's and the admin's, has no axe violations of WCAG 2.2 A/AA
// and axe's best practices, of any impact, on a phone (390 px) and on a desktop (1280 px).

const WIDTHS = [390, 1280] as const;

/** WCAG 2.2 adds target size (2.5.8): a control smaller than 24 px needs 24 px of room around it. */
const WCAG22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Each violation with the first few elements it names (a list page can repeat one a hundred times). */
async function violationsOn(page: Page, within?: string): Promise<string[]> {
  // A sandboxed frame (the e-mail preview in Settings) runs no script, so axe cannot look inside it and
  // would wait for it until the test times out; the mail's markup is checked by its template tests.
  const axe = new AxeBuilder({ page }).withTags(WCAG22_AA).exclude('iframe[sandbox=""]');
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => n.target.join(" "));
    const more = v.nodes.length > 3 ? `\n    … ${v.nodes.length} elements in all` : "";
    return `${v.id} (${v.impact}): ${v.help}\n    ${nodes.join("\n    ")}${more}`;
  });
}

/** Runs `visit` at each width and axe after it; one failure lists every page and width that had violations. */
async function expectCleanAtEachWidth(page: Page, visit: (width: number) => Promise<string>, within?: string) {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    const what = await visit(width);
    const found = await violationsOn(page, within);
    if (found.length > 0) failures.push(`${width}px ${what}\n  ${found.join("\n  ")}`);
  }
  expect(failures.join("\n"), failures.join("\n")).toBe("");
}

async function openPublic(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main, [role=main]").first()).toBeVisible();
  // A lazily loaded page (the admin sign-in) shows a loading state in <main> until its code has come;
  // every page has its own level-one heading, so axe runs once that is on screen.
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  return path;
}

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
  "/verify-certificate",
  "/verify-certificate?serial=SN-1&certificate=CAL-1",
  // Extensions §8: results with facets and a price filter, none, no words yet, nothing to compare, an unsubscribe.
  "/search?q=helmholz&minPrice=100",
  "/search?q=thermocouple",
  "/search",
  "/compare",
  "/stock-alerts/unsubscribed",
  "/bmivopcf",
  "/this-page-does-not-exist",
];

for (const path of STATIC_ROUTES) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await expectCleanAtEachWidth(page, () => openPublic(page, path));
  });
}

test("no accessibility violations on a product page", async ({ page }) => {
  const products = (await (await page.request.get("/api/products")).json()) as { id: string; name: string }[];
  const probe = products.find((p) => p.name === "101A EMC Probe Set") ?? products[0]!;
  await expectCleanAtEachWidth(page, () => openPublic(page, `/products/${probe.id}`));
});

test("no accessibility violations on four products compared and a sold-out product's alert form, with the compare tray", async ({
  page,
}) => {
  const products = (await (await page.request.get("/api/products")).json()) as {
    id: string;
    name: string;
    inStock: number;
    backorderable: boolean;
  }[];
  const ids = products.slice(0, 4).map((p) => p.id);
  const soldOut = products.find((p) => p.inStock === 0 && !p.backorderable) ?? products[0]!;
  await page.addInitScript({ content: `localStorage.setItem("compare", ${JSON.stringify(JSON.stringify(ids.slice(0, 2)))})` });
  await expectCleanAtEachWidth(page, () => openPublic(page, `/compare?ids=${ids.join(",")}`));
  await expectCleanAtEachWidth(page, async () => {
    await openPublic(page, `/products/${soldOut.id}`);
    await expect(page.getByRole("complementary", { name: "Compare products" })).toBeVisible();
    return `a sold-out product page`;
  });
});

test("no accessibility violations with the cart and the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await violationsOn(page, "[role=dialog]")).toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Open cart" }).click();
  await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toBeVisible();
  expect(await violationsOn(page, "[role=dialog]")).toEqual([]);
});

test("no accessibility violations in a cart with a changed price, a product gone and a capped quantity", async ({ page }) => {
  const products = (await (await page.request.get("/api/products")).json()) as {
    id: string;
    name: string;
    price: string;
    image: string;
    category: string;
    inStock: number;
    options: unknown[];
    backorderable: boolean;
  }[];
  const plain = products.find((p) => p.options.length === 0 && p.inStock > 0 && !p.backorderable)!;
  const line = (id: string, price: string, quantity: number) => ({
    product: { id, name: plain.name, price, image: plain.image, category: plain.category },
    quantity,
  });
  // A stored cart from an earlier visit: an old price and too many units, and a product since withdrawn.
  const stored = [line(plain.id, "1.00", plain.inStock + 5), line("00000000-0000-4000-8000-000000000000", "10.00", 1)];
  await page.addInitScript({ content: `localStorage.setItem("cart", ${JSON.stringify(JSON.stringify(stored))})` });
  await expectCleanAtEachWidth(
    page,
    async () => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open cart" }).click();
      const panel = page.getByRole("dialog", { name: "Shopping Cart" });
      await expect(panel.getByRole("status")).toContainText("is no longer available.");
      await expect(panel.getByRole("status")).toContainText("changed from $1.00");
      await expect(panel.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
      return "the cart";
    },
    "[role=dialog]",
  );
});

test("no accessibility violations on a customer's account, address dialog, orders and checkout", async ({ page }) => {
  test.setTimeout(90_000);
  await registerCustomer(page);
  await addToCart(page, "CB-1 Flexible SMA Test Cable");
  await expectCleanAtEachWidth(page, async () => {
    await page.goto("/account");
    await expect(page.getByRole("button", { name: "File certificate" })).toBeVisible();
    return "/account";
  });
  await expectCleanAtEachWidth(
    page,
    async () => {
      await page.goto("/account");
      await page.getByRole("button", { name: "Add address" }).click();
      // Every message showing: the form as a customer meets it after a first try.
      await page.getByRole("button", { name: "Save address" }).click();
      await expect(page.getByRole("dialog").getByText("Street address is required")).toBeVisible();
      return "the address dialog";
    },
    "[role=dialog]",
  );
  for (const path of ["/orders", "/checkout"]) {
    await expectCleanAtEachWidth(page, () => openPublic(page, path));
  }
});

/** An admin page has drawn its content: its heading, no loading placeholder left, nothing still on the wire. */
async function openAdmin(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator("main .animate-pulse")).toHaveCount(0);
  return path;
}

// The sidebar's pages are checked in four shards, each its own test with its own time: axe at two widths on
// twenty-odd pages takes minutes on a busy machine, and one shard's failure still names every page it found.
const ADMIN_SHARDS = 4;

for (let shard = 0; shard < ADMIN_SHARDS; shard++) {
  test(`no accessibility violations on the admin pages, shard ${shard + 1} of ${ADMIN_SHARDS}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    // An order, so the orders list and an order's page have something to show.
    const { orderId } = await placeOrder(request, "CB-1 Flexible SMA Test Cable");

    // Signed in as the owner, who may open every page: the pages are the sidebar's links (read at desktop width,
    // where the sidebar is always shown), so a page added to the menu is checked without a change here.
    expect((await page.request.post("/api/admin/login", { data: E2E_ADMIN })).ok()).toBe(true);

    // A probe shipped with its serial and a repair asked for it, so Admin › Service, a request's page and a unit's page have rows.
    const probe = await placeOrder(request, "103A H-Field Probe, 10 mm Loop");
    const serial = `AXE${shard}-${Date.now().toString(36).toUpperCase()}`;
    const shipped = await page.request.post(`/api/admin/orders/${probe.orderId}/shipments`, {
      data: { carrier: "Other", trackingNumber: `AXE-${serial}`, lines: [{ index: 0, quantity: 1, serials: [serial] }] },
    });
    expect(shipped.status(), await shipped.text()).toBe(201);
    const [unit] = (await (await page.request.get(`/api/admin/units?orderId=${probe.orderId}`)).json()) as { id: number }[];
    const asked = await request.post("/api/user/service-requests", {
      data: { unitId: unit!.id, type: "repair", description: "The loop reads 6 dB low above 1 GHz." },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const serviceRequestId = ((await asked.json()) as { id: number }).id;
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto("/admin/dashboard");
    const links = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
    await expect(links.first()).toBeVisible();
    const paths = await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(paths.length).toBeGreaterThanOrEqual(12);

    const mine = [...paths, `/admin/orders/${orderId}`, `/admin/service/${serviceRequestId}`, `/admin/units/${unit!.id}`].filter(
      (_, index) => index % ADMIN_SHARDS === shard,
    );
    const failures: string[] = [];
    for (const path of mine) {
      try {
        await expectCleanAtEachWidth(page, () => openAdmin(page, path));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    expect(failures.join("\n"), failures.join("\n")).toBe("");
  });
}

test("no accessibility violations on the pricing screens: discount codes and customer groups with rows and their dialogs, a checkout with a code", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const code = `AXE${Date.now().toString(36).toUpperCase()}`;
  const adminContext = await browser.newContext();
  const admin = await newHydratedPage(adminContext);
  expect((await admin.request.post("/api/admin/login", { data: E2E_ADMIN })).ok()).toBe(true);
  expect((await admin.request.post("/api/admin/discounts", { data: { code, kind: "percent", value: "5.00", maxUses: 50 } })).status()).toBe(
    201,
  );
  const group = await admin.request.post("/api/admin/customer-groups", { data: { name: `Axe Group ${code}`, discountPercent: "10.00" } });
  expect(group.status()).toBe(201);
  for (const [path, button, dialog] of [
    ["/admin/discounts", "Add Discount Code", "Create Code"],
    ["/admin/customer-groups", "Add Customer Group", "Create Group"],
  ] as const) {
    await expectCleanAtEachWidth(admin, () => openAdmin(admin, path));
    await expectCleanAtEachWidth(
      admin,
      async () => {
        await openAdmin(admin, path);
        await admin.getByRole("button", { name: button }).click();
        // Every message showing: the dialog as the owner meets it after a first try.
        await admin.getByRole("dialog").getByRole("button", { name: dialog }).click();
        await expect(admin.getByRole("dialog").locator("[aria-invalid=true]").first()).toBeVisible();
        return `${path}'s dialog`;
      },
      "[role=dialog]",
    );
  }
  await adminContext.close();

  // The checkout with a code refused, then applied.
  await registerCustomer(page);
  await addToCart(page, "CB-1 Flexible SMA Test Cable");
  await expectCleanAtEachWidth(page, async () => {
    await openPublic(page, "/checkout");
    const summary = page.getByRole("region", { name: "Order Summary" });
    await summary.getByLabel("Discount code").fill("NOSUCHCODE");
    await summary.getByRole("button", { name: "Apply" }).click();
    await expect(summary.getByRole("alert")).toContainText("does not exist");
    return "the checkout with a refused code";
  });
  await expectCleanAtEachWidth(page, async () => {
    await openPublic(page, "/checkout");
    const summary = page.getByRole("region", { name: "Order Summary" });
    await summary.getByLabel("Discount code").fill(code);
    await summary.getByRole("button", { name: "Apply" }).click();
    await expect(summary.getByTestId("discount-applied")).toBeVisible();
    return "the checkout with a code applied";
  });
});
