import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./hydrated-test";
import { E2E_ADMIN } from "../../playwright.config";
import { loginAdmin, registerCustomer, uniqueName } from "./fixtures";
import { placeOrder } from "./place-order";

// The admin panel's journeys (admin.md §2-§9): catalog upkeep with uploads, orders, tax rates, logs, layout and guards.

/** A valid 1x1 PNG and a minimal PDF: the server checks uploads by their magic bytes. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

// A CSS locator: while a modal dialog is open, Radix hides the rest of the page (the toasts too) from the accessibility tree.
const toasts = (page: Page): Locator => page.locator('[role="region"][aria-label^="Notifications"]');

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toasts(page).getByText(text, { exact: true })).toBeVisible();
}

async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

test("the admin adds a category with an image and a product with options and a PDF, and the shop shows it", async ({ page }) => {
  test.setTimeout(90_000);
  const categoryName = uniqueName("Field Kits ");
  const productName = uniqueName("210A Loop Probe ");
  await loginAdmin(page);
  await expectToast(page, "Successfully logged in to admin panel");

  // Category with an uploaded image (and a refused non-image).
  await page.getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL("/admin/categories");
  await page.getByRole("button", { name: "Add Category" }).click();
  const categoryDialog = page.getByRole("dialog", { name: "Add Category" });
  await categoryDialog.getByRole("button", { name: "Create Category" }).click();
  await expect(categoryDialog.getByText("Name is required")).toBeVisible();
  await categoryDialog
    .getByLabel("Category image file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expectToast(page, "Please select an image file");
  await categoryDialog.getByLabel("Name").fill(categoryName);
  await categoryDialog.getByLabel("Description").fill("Portable probe kits for on-site EMC work.");
  await categoryDialog.getByLabel("Category image file").setInputFiles({ name: "kit.png", mimeType: "image/png", buffer: PNG });
  await expectToast(page, "Image uploaded successfully");
  const preview = categoryDialog.getByRole("img", { name: "Category image preview" });
  await expect(preview).toHaveAttribute("src", /^\/objects\/images\/[^/]+$/);
  const imagePath = (await preview.getAttribute("src"))!;
  await categoryDialog.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Category Created");
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(categoryName) })).toContainText("Portable probe kits");
  const served = await page.request.get(imagePath);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("image/png");

  // Product in that category with two options (the second chosen as default) and a datasheet.
  await page.getByRole("link", { name: "Products" }).click();
  await page.getByRole("button", { name: "Add Product" }).click();
  const productDialog = page.getByRole("dialog", { name: "Add Product" });
  await productDialog.getByRole("button", { name: "Create Product" }).click();
  await expect(productDialog.getByText("Price is required")).toBeVisible();
  await productDialog.getByLabel("Name", { exact: true }).fill(productName);
  await choose(page, "Category", categoryName);
  await productDialog.getByLabel("Base price ($)").fill("149.50");
  await productDialog.getByLabel("Stock quantity").fill("7");
  await expect(productDialog.getByLabel("Weight (lbs)")).toHaveValue("5.00");
  await expect(productDialog.getByLabel("Length (in)")).toHaveValue("12.00");
  await productDialog
    .getByLabel("Description", { exact: true })
    .fill("A 10 mm shielded H-field loop for locating hot spots on dense boards.");
  await productDialog.getByLabel("Specifications").fill("Frequency range: 1 MHz - 3 GHz\nLoop diameter: 10 mm");
  await productDialog.getByLabel("Image URL").fill("/catalog/products/103a-h-field-probe-10mm.svg");
  await productDialog.getByRole("button", { name: "Add Option" }).click();
  await productDialog.getByRole("button", { name: "Add Option" }).click();
  await productDialog.getByLabel("Option title").nth(0).fill("Probe only");
  await productDialog.getByLabel("Extra price ($)").nth(0).fill("0");
  await productDialog.getByLabel("Option title").nth(1).fill("With calibration certificate");
  await productDialog.getByLabel("Extra price ($)").nth(1).fill("75.00");
  const defaults = productDialog.getByRole("radio", { name: "Default" });
  await expect(defaults.nth(0)).toBeChecked();
  await defaults.nth(1).click();
  await expect(defaults.nth(1)).toBeChecked();
  await expect(defaults.nth(0)).not.toBeChecked();
  await productDialog.getByRole("button", { name: "Add Spec" }).click();
  await productDialog.getByLabel("Spec name").fill("Loop");
  await productDialog.getByLabel("Spec value").fill("10 mm");
  await productDialog.getByLabel("PDF title").fill("210A datasheet");
  await productDialog.getByLabel("Product PDF file").setInputFiles({ name: "210a.pdf", mimeType: "application/pdf", buffer: PDF });
  await expectToast(page, "PDF uploaded successfully");
  await productDialog.getByRole("button", { name: "Create Product" }).click();
  await expectToast(page, "Product created successfully");
  await expect(productDialog).toBeHidden();
  const card = page.getByTestId("admin-product-card").filter({ hasText: productName });
  await expect(card).toContainText("$149.50");
  await expect(card).toContainText("2 options");
  await expect(card).toContainText("7 in stock");

  const saved = (
    (await (await page.request.get("/api/products")).json()) as {
      name: string;
      options: { title: string; isDefault?: boolean }[];
      pdfUrl: string | null;
      pdfTitle: string | null;
    }[]
  ).find((p) => p.name === productName)!;
  expect(saved.options.map((o) => [o.title, o.isDefault])).toEqual([
    ["Probe only", false],
    ["With calibration certificate", true],
  ]);
  expect(saved.pdfUrl).toMatch(/^\/objects\/uploads\/[^/]+$/);
  expect(saved.pdfTitle).toBe("210A datasheet");

  // A category that still holds products cannot go: the server's reason is shown.
  await page.getByRole("link", { name: "Categories" }).click();
  await page.getByRole("button", { name: `Delete ${categoryName}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this category?");
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, "This category still has 1 product. Move or delete it first.");

  // The public catalog lists it at its base price.
  await page.goto("/products");
  const shopCard = page.getByTestId("product-card").filter({ hasText: productName });
  await expect(shopCard).toContainText("Starting at $149.50");
});

test("the admin finds a new order and changes its status", async ({ page, playwright, baseURL }) => {
  const customer = await playwright.request.newContext({ baseURL });
  const { orderId, customerEmail } = await placeOrder(customer, "CB-1 Flexible SMA Test Cable");
  await customer.dispose();
  const shortId = orderId.slice(0, 8).toUpperCase();

  await loginAdmin(page);
  await page.getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("Search").fill(shortId);
  const card = page.getByTestId("admin-order-card").filter({ hasText: `Order #${shortId}` });
  await expect(card).toBeVisible();
  await expect(page.getByTestId("admin-order-card")).toHaveCount(1);
  await expect(card).toContainText(customerEmail);
  await expect(card).toContainText("CB-1 Flexible SMA Test Cable");
  await expect(card).toContainText("PO-E2E-7");
  await expect(card).toContainText("Tax (7.25%)");

  await card.getByRole("combobox", { name: `Status of order #${shortId}` }).click();
  await page.getByRole("option", { name: "processing" }).click();
  await expectToast(page, "Order status updated successfully");
  await expect(card.getByRole("combobox")).toHaveText(/processing/i);

  const listed = await page.request.get(`/api/admin/orders?q=${shortId}`);
  expect(((await listed.json()) as { status: string }[])[0]?.status).toBe("processing");

  await choose(page, "Status", "Cancelled");
  await expect(page.getByText("No orders match your search")).toBeVisible();
});

test("the admin saves, edits and deletes a tax rate", async ({ page }) => {
  await loginAdmin(page);
  await page.goto("/admin/tax-rates");
  await page.getByRole("button", { name: "Save Tax Rate" }).click();
  await expectToast(page, "Please select a state and enter a tax rate");
  await choose(page, "State", "Vermont (VT)");
  await page.getByLabel("Tax rate (%)").fill("150");
  await page.getByRole("button", { name: "Save Tax Rate" }).click();
  await expectToast(page, "Tax rate must be a number between 0 and 100");
  await page.getByLabel("Tax rate (%)").fill("6");
  await page.getByRole("button", { name: "Save Tax Rate" }).click();
  await expectToast(page, "Tax rate saved");
  const row = page.getByRole("row", { name: /Vermont/ });
  await expect(row).toContainText("6.00%");
  expect(((await (await page.request.get("/api/tax-rates/VT")).json()) as { taxRate: string }).taxRate).toBe("6.00");

  await row.getByRole("button", { name: "Edit Vermont tax rate" }).click();
  await expect(page.getByLabel("Tax rate (%)")).toHaveValue("6.00");
  await page.getByLabel("Tax rate (%)").fill("6.5");
  await page.getByRole("button", { name: "Save Tax Rate" }).click();
  await expect(row).toContainText("6.50%");

  await row.getByRole("button", { name: "Delete Vermont tax rate" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this tax rate?");
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, "Tax rate deleted");
  await expect(page.getByRole("row", { name: /Vermont/ })).toHaveCount(0);
  expect((await page.request.get("/api/tax-rates/VT")).status()).toBe(404);
});

test("the admin searches the server logs and downloads them as CSV", async ({ page }) => {
  await loginAdmin(page);
  await page.goto("/admin/logs");
  await expect(page.getByText(/\d+ of \d+ entries/)).toBeVisible();
  await page.getByLabel("Search logs").fill("/API/ADMIN/LOGIN");
  await expect(page.getByRole("row").filter({ hasText: "/api/admin/login" }).first()).toBeVisible();
  await page.getByLabel("Search logs").fill("no-such-path-anywhere");
  await expect(page.getByText("No logs match your search")).toBeVisible();
  await page.getByLabel("Search logs").fill("");
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^server-logs-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("Timestamp,IP Address,Method,Path,Status,Duration (ms),User Agent");
  expect(csv).toContain(",POST,/api/admin/login,200,");
});

test("the sidebar toggles and remembers its state, and logout returns to the admin login", async ({ page, context }) => {
  await loginAdmin(page);
  const sidebar = page.locator("#admin-sidebar");
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  expect((await context.cookies()).find((c) => c.name === "sidebar_state")?.value).toBe("false");
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/bmivopcf");
  await expectToast(page, "You have been logged out of the admin panel");
  await page.goto("/admin/orders?status=pending");
  await expect(page).toHaveURL("/bmivopcf?next=%2Fadmin%2Forders%3Fstatus%3Dpending");
});

test("an admin path without a session asks for the admin sign-in and then goes where the admin was going", async ({ page }) => {
  await page.goto("/admin/tax-rates");
  await expect(page).toHaveURL(/\/bmivopcf\?next=/);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login to Admin Panel" }).click();
  await expect(page).toHaveURL("/admin/tax-rates");
  // Signed in, the sign-in page itself leads to the dashboard.
  await page.goto("/bmivopcf");
  await expect(page).toHaveURL("/admin/dashboard");
});

test("the customers' login refuses the owner's credentials as a wrong password (one door per kind of account)", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expectToast(page, "Invalid username or password");
  await expect(page).toHaveURL("/auth");
});

test("a wrong admin password is refused with the server's reason", async ({ page }) => {
  await page.goto("/bmivopcf");
  await page.getByLabel("Email").fill("owner@gravensteinrf.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login to Admin Panel" }).click();
  await expectToast(page, "Login Failed");
  await expect(page).toHaveURL("/bmivopcf");
});

test("a customer who types an admin address is sent to the home page", async ({ page }) => {
  await registerCustomer(page);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL("/");
});
