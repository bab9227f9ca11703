import { expect, test } from "@playwright/test";
import { addToCart, fillContactAndBilling, notifications, waitForQuote } from "./checkout-steps";
import { loginAdmin, registerCustomer, uniqueName } from "./fixtures";

// Buying as an institution (extensions §4): a customer requests a quote at checkout, the admin revises its price
// and gives the account Net 30 terms, the customer orders from the quote on invoice with a PO number, and the
// admin records the payment that settles the invoice.

test("quote requested, revised by the admin, ordered on Net 30, and paid", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { username } = await registerCustomer(page, uniqueName("inst"));

  await addToCart(page, "CB-1 Flexible SMA Test Cable");
  await page.goto("/checkout");
  await fillContactAndBilling(page);
  await waitForQuote(page);
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(notifications(page).getByText(/Quote Q-\d{4}-\d{5} created/)).toBeVisible();
  await expect(page).toHaveURL("/account");
  const quoteItem = page.getByRole("list", { name: "Your quotes" }).getByRole("listitem").first();
  const number = (await quoteItem.getAttribute("aria-label")) ?? "";
  expect(number).toMatch(/^Q-\d{4}-\d{5}$/);

  // The admin lowers the line's price and puts the account on Net 30.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAdmin(admin);
  await admin.goto("/admin/quotes");
  await admin.getByRole("button", { name: `Edit ${number}` }).click();
  await admin.locator("#quote-line-0").fill("70.00");
  await admin.getByRole("button", { name: "Save and mail" }).click();
  await expect(notifications(admin).getByText("Quote revised")).toBeVisible();
  await admin.goto("/admin/customers");
  await admin.getByLabel(`Payment terms of ${username}`).selectOption("net30");
  await expect(notifications(admin).getByText("Terms saved")).toBeVisible();

  // The customer orders from the revised quote on invoice.
  await page.goto("/account");
  const revised = page.getByRole("list", { name: "Your quotes" }).getByRole("listitem", { name: number });
  await expect(revised.getByText("$70.00", { exact: false }).or(revised.getByText(/\$\d/)).first()).toBeVisible();
  await revised.getByRole("button", { name: "Order from this quote" }).click();
  await revised.getByLabel("PO number").fill("PO-E2E-77");
  await revised.getByRole("button", { name: /Invoice me \(Net 30\)/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop()!;

  // The admin records the payment; the invoice is paid in full.
  await admin.goto(`/admin/orders/${orderId}`);
  await expect(admin.getByText("PO-E2E-77").first()).toBeVisible();
  await admin.getByRole("button", { name: "Record payment" }).click();
  const dialog = admin.getByRole("dialog", { name: "Record payment" });
  await dialog.getByLabel("Reference").fill("Check 1042");
  await dialog.getByRole("button", { name: "Record payment" }).click();
  await expect(notifications(admin).getByText("The invoice is paid in full.")).toBeVisible();
  await adminContext.close();
});
