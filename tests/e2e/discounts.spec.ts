import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { readOutbox, waitForMail } from "../support/mail";
import { newHydratedPage, test } from "./hydrated-test";
import { fillCard, fillContactAndBilling, notifications, waitForQuote } from "./checkout-steps";
import {
  adminRequest,
  createTestProduct,
  deleteTestProduct,
  loginAdmin,
  registerCustomer,
  uniqueName,
  updateTestProduct,
} from "./fixtures";

// Selling like the best shops (extensions §8), the one journey: the owner sets quantity prices on
// a probe, creates the Education group and a discount code and puts a customer in the group; the member
// finds the probe by a misspelt search, compares it with another probe, buys 5 at the quantity price with
// the code, and gets one e-mail when a sold-out product is back in stock.

test("an Education member finds a probe by a misspelt search, compares it, orders 5 at the quantity price with a code, and hears once when a sold-out product returns", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await adminRequest(playwright, baseURL);
  const probeName = `Magnetometer Probe ${uniqueName("M")}`;
  const probe = await createTestProduct(api, {
    name: probeName,
    price: "400.00",
    inStock: 20,
    priceTiers: [
      { minQuantity: 5, price: "340.00" },
      { minQuantity: 10, price: "320.00" },
    ],
  });
  const soldOut = await createTestProduct(api, { name: `Sold-Out Coil ${uniqueName("S")}`, price: "650.00", inStock: 0 });
  const catalog = (await (await api.get("/api/products")).json()) as { id: string; name: string }[];
  const other = catalog.find((p) => p.name === "102A H-Field Probe, 25 mm Loop")!;
  const code = uniqueName("EDU").toUpperCase();
  const group = uniqueName("Education ");

  const { username } = await registerCustomer(page, uniqueName("edu"));

  // The owner: the Education group (10 % off), a 5 % code, and the customer in the group.
  const adminContext = await browser.newContext();
  const admin = await newHydratedPage(adminContext);
  await loginAdmin(admin);
  await admin.goto("/admin/customer-groups");
  await admin.getByRole("button", { name: "Add Customer Group" }).click();
  const groupDialog = admin.getByRole("dialog", { name: "Add Customer Group" });
  await groupDialog.getByLabel("Name").fill(group);
  await groupDialog.getByLabel("Percent off the list price").fill("10");
  await groupDialog.getByRole("button", { name: "Create Group" }).click();
  await expect(notifications(admin).getByText("Customer group created")).toBeVisible();
  await expect(admin.getByRole("cell", { name: group, exact: true })).toBeVisible();

  await admin.goto("/admin/discounts");
  await admin.getByRole("button", { name: "Add Discount Code" }).click();
  const codeDialog = admin.getByRole("dialog", { name: "Add Discount Code" });
  await codeDialog.getByLabel("Code").fill(code);
  await codeDialog.getByLabel("Percent off").fill("5");
  await codeDialog.getByLabel("Orders in all (optional)").fill("10");
  await codeDialog.getByLabel(probeName).check();
  await codeDialog.getByRole("button", { name: "Create Code" }).click();
  await expect(notifications(admin).getByText("Discount code created")).toBeVisible();
  const codeRow = admin.getByRole("row", { name: new RegExp(code) });
  await expect(codeRow.getByRole("cell", { name: "0 of 10" })).toBeVisible();

  await admin.goto("/admin/customers");
  await admin.getByLabel(`Customer group of ${username}`).selectOption({ label: `${group} (10% off)` });
  await expect(notifications(admin).getByText("Group saved")).toBeVisible();

  // The member searches from the header, misspelt, and finds the probe.
  await page.goto("/");
  const search = page.getByRole("search", { name: "Search the shop" });
  await search.getByRole("searchbox").fill("magnetomter probe");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL("/search?q=magnetomter+probe");
  const found = page.getByRole("region", { name: "Results" }).getByTestId("product-card").filter({ hasText: probeName });
  await expect(found).toHaveCount(1);

  // It is compared with another probe: one from the results, one from its own page.
  await found.getByRole("button", { name: `Compare ${probeName}` }).click();
  await page.goto(`/products/${other.id}`);
  await page.getByRole("button", { name: `Compare ${other.name}` }).click();
  await page.getByRole("complementary", { name: "Compare products" }).getByRole("link", { name: "Compare 2 products" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  const compared = page.getByRole("table");
  await expect(compared.getByRole("columnheader", { name: new RegExp(probeName) })).toBeVisible();
  await expect(compared.getByRole("columnheader", { name: new RegExp(other.name) })).toBeVisible();

  // The product page shows everyone the list price and the quantity prices.
  await page.goto(`/products/${probe.id}`);
  const table = page.getByRole("table", { name: "Quantity pricing" });
  await expect(table.getByRole("row", { name: "1–4 $400.00" })).toBeVisible();
  await expect(table.getByRole("row", { name: "5–9 $340.00" })).toBeVisible();
  for (let i = 1; i < 5; i++) await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("button", { name: "Added to Cart" })).toBeVisible();

  // The checkout: 5 at the quantity price ($340.00, below the group's $360.00), the list price beside it, then the code.
  await page.reload(); // the group is read with the account
  await page.goto("/checkout");
  const summary = page.getByRole("region", { name: "Order Summary" });
  const line = summary.getByRole("listitem").filter({ hasText: probeName });
  await expect(line).toContainText("5 x $340.00");
  await expect(line).toContainText("list price $400.00");
  await expect(line).toContainText("Quantity price");
  await expect(line).toContainText("$1,700.00");
  await fillContactAndBilling(page);
  await waitForQuote(page);
  await summary.getByLabel("Discount code").fill(code.toLowerCase());
  await summary.getByRole("button", { name: "Apply" }).click();
  // 5 % of 1,700.00
  await expect(summary.getByTestId("discount-applied")).toContainText(`${code} applied: you save $85.00.`);
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  await expect(summary.getByTestId("order-discount")).toHaveText("-$85.00");
  const total = await summary.getByTestId("order-total").textContent();
  await fillCard(page);
  await page.getByRole("button", { name: /^Pay .* & Place Order$/ }).click();

  // The confirmation page names the code and the discount.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const discount = page.getByTestId("order-discount");
  await expect(discount).toContainText(`Discount (${code})`);
  await expect(discount).toContainText("-$85.00");
  await expect(page.getByText(total ?? "", { exact: true }).first()).toBeVisible();

  // The admin sees the code's use counted.
  await admin.goto("/admin/discounts");
  await expect(admin.getByRole("row", { name: new RegExp(code) }).getByRole("cell", { name: "1 of 10" })).toBeVisible();
  await adminContext.close();

  // A sold-out product: the member asks to hear when it is back, the owner restocks it, one e-mail comes.
  const email = `${uniqueName("member")}@example.edu`;
  await page.goto(`/products/${soldOut.id}`);
  await page.getByLabel("Your e-mail").fill(email);
  await page.getByRole("button", { name: "Notify me when it's back" }).click();
  await expect(page.getByRole("status").filter({ hasText: `We will e-mail ${email}` })).toBeVisible();
  await updateTestProduct(api, soldOut.id, { name: soldOut.name, price: "650.00", inStock: 2 });
  const mail = await waitForMail(E2E_DATA_DIR, email, /^Back in stock: /, 15_000);
  expect(mail.subject).toContain(soldOut.name);
  await updateTestProduct(api, soldOut.id, { name: soldOut.name, price: "650.00", inStock: 5 }); // more stock: no second mail
  await page.waitForTimeout(1_000);
  expect(readOutbox(E2E_DATA_DIR).filter((m) => m.to.includes(email))).toHaveLength(1);

  await deleteTestProduct(api, probe.id);
  await deleteTestProduct(api, soldOut.id);
  await api.dispose();
});
