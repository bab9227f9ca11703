import { expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { readOutbox, waitForMail } from "../support/mail";
import { adminRequest, createTestProduct, deleteTestProduct, loginAdmin, uniqueName } from "./fixtures";
import { hydrating, test } from "./hydrated-test";

// Extensions §8 as a shopper meets it: a misspelt search from the header, two products side by side,
// an alert for a sold-out product that the owner then restocks (one mail in the outbox).

async function headerSearch(page: Page, words: string) {
  const width = page.viewportSize()?.width ?? 1280;
  if (width >= 1280) {
    await page.getByRole("search", { name: "Search the shop" }).getByRole("searchbox").fill(words);
    await page.getByRole("search", { name: "Search the shop" }).getByRole("button", { name: "Search" }).click();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("searchbox").fill(words);
    await menu.getByRole("searchbox").press("Enter");
  }
}

test("a misspelt header search finds the current probes; two of them compared side by side", async ({ page }) => {
  await page.goto("/");
  await headerSearch(page, "curent probe");
  await expect(page).toHaveURL("/search?q=curent+probe");
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “curent probe”" })).toBeVisible();
  const results = page.getByRole("region", { name: "Results" }).getByTestId("product-card");
  await expect(results.first()).toContainText("140A RF Current Probe");
  await expect(results.nth(1)).toContainText("142A High-Frequency Current Probe");

  // The category facet narrows the results and keeps the query in the URL.
  await page.getByRole("link", { name: /^RF Current Probes\s*2$/ }).click();
  await expect(page).toHaveURL("/search?q=curent+probe&category=RF+Current+Probes");
  await expect(results).toHaveCount(2);

  // Compare both: the tray links to the comparison.
  await results.first().getByRole("button", { name: "Compare 140A RF Current Probe" }).click();
  await results.nth(1).getByRole("button", { name: "Compare 142A High-Frequency Current Probe" }).click();
  await expect(results.first().getByRole("button", { name: "Compare 140A RF Current Probe" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("complementary", { name: "Compare products" }).getByRole("link", { name: "Compare 2 products" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f-]{36},[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Compare Products" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toContainText(["140A RF Current Probe", "142A High-Frequency Current Probe"]);
  const row = (name: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  // Rows aligned by name: both probes list their transfer impedance.
  await expect(row("Transfer impedance").getByRole("cell")).toHaveCount(2);
  await expect(row("Transfer impedance").getByRole("cell").first()).toContainText("5 ohm");
  await expect(row("Stock").getByRole("cell")).toHaveText(["In Stock", "Out of Stock"]);

  // A shared link shows the same; removing one leaves the other.
  const shared = page.url();
  await page.goto(shared);
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await page.getByRole("button", { name: "Remove 140A RF Current Probe" }).click();
  await expect(table.getByRole("columnheader")).toContainText(["142A High-Frequency Current Probe"]);
  await expect(page.getByText("140A RF Current Probe")).toHaveCount(0);
});

test("an alert for a sold-out product: one mail once the owner restocks it, with a working unsubscribe link", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminRequest(playwright, baseURL);
  const product = await createTestProduct(admin, { name: `Sold-Out Probe ${uniqueName("")}`, price: "420.00", inStock: 0 });
  const email = `${uniqueName("alert")}@example.com`;
  try {
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { name: "Sold out for now" })).toBeVisible();
    await page.getByLabel("Your e-mail").fill("not-an-address");
    await page.getByRole("button", { name: "Notify me when it's back" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await page.getByLabel("Your e-mail").fill(email);
    await page.getByRole("button", { name: "Notify me when it's back" }).click();
    await expect(page.getByRole("status").filter({ hasText: `We will e-mail ${email}` })).toBeVisible();

    // The owner restocks it in the admin panel.
    const owner = await hydrating(await browser.newPage());
    await loginAdmin(owner);
    await owner.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
    await owner.getByRole("button", { name: `Edit ${product.name}` }).click();
    const dialog = owner.getByRole("dialog", { name: "Edit Product" });
    await dialog.getByLabel("Stock quantity").fill("3");
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(dialog).toBeHidden();
    await owner.close();

    const mail = await waitForMail(E2E_DATA_DIR, email, /^Back in stock: /, 15_000);
    expect(mail.subject).toContain(product.name);
    expect(mail.body).toContain(`/products/${product.id}`);
    // One mail, however long we wait.
    await page.waitForTimeout(500);
    expect(readOutbox(E2E_DATA_DIR).filter((m) => m.to.includes(email))).toHaveLength(1);

    // The unsubscribe link: a GET of it unsubscribes and shows the page.
    const link = /https?:\/\/\S+\/api\/stock-alerts\/unsubscribe\?token=[\w-]+/.exec(mail.body)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
    await expect(page.getByText(`We will no longer e-mail you when ${product.name} is back in stock.`)).toBeVisible();
  } finally {
    await deleteTestProduct(admin, product.id);
    await admin.dispose();
  }
});
