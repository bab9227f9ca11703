import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { newHydratedPage, test } from "./hydrated-test";
import { addToCart, fillAccount, fillCard, fillContactAndBilling, notifications, waitForQuote } from "./checkout-steps";
import { loginAdmin, uniqueName } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./look";

// The order after the payment (extensions §1-§2): the customer pays and lands on the confirmation page, the admin
// ships and refunds part of it through the order's page, and the customer sees the tracking link and the refund.
// The journeys' server counts a test-gateway charge as settled at once (TEST_GATEWAY_SETTLE_AFTER_S=0), so it can be refunded.

const UPS_NUMBER = "1Z999AA10123456784";
/** WCAG 2.1 AA and axe's best practices on the order pages. */
const LIFECYCLE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

test("a paid order is shipped with a UPS number and partly refunded, and the customer sees both", async ({ page, browser }) => {
  test.setTimeout(120_000);

  // The customer pays through the checkout and lands on the order's confirmation page.
  await addToCart(page, "CB-1 Flexible SMA Test Cable");
  await page.goto("/checkout");
  await fillAccount(page, uniqueName("lifecycle"));
  await fillContactAndBilling(page);
  const total = await waitForQuote(page);
  await fillCard(page);
  await page.getByRole("button", { name: `Pay ${total} & Place Order` }).click();
  await expect(notifications(page).getByText("Order Placed Successfully!")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop() ?? "";
  const number = orderId.slice(0, 8).toUpperCase();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(page.getByText("Thank you for your order!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download invoice (PDF)" })).toHaveAttribute(
    "href",
    `/api/user/orders/${orderId}/invoice.pdf`,
  );
  await expectAccessibleAtBothWidths(page, "the customer's order page", LIFECYCLE_TAGS);

  // The admin opens it from the orders list.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await newHydratedPage(adminContext);
  await loginAdmin(admin);
  await admin.goto("/admin/orders");
  await admin.getByLabel("Search").fill(number);
  await expect(admin.getByTestId("admin-order-card")).toHaveCount(1);
  await admin.getByRole("link", { name: `Open order #${number}` }).click();
  await expect(admin).toHaveURL(`/admin/orders/${orderId}`);
  await expect(admin.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "History" })).toBeVisible();

  // Ship: a mistyped UPS number is refused with the server's reason in the dialog; the right one is recorded.
  await admin.getByRole("button", { name: "Ship", exact: true }).click();
  const shipDialog = admin.getByRole("dialog", { name: `Ship order #${number}` });
  await expect(shipDialog.getByLabel("Carrier")).toHaveValue("UPS");
  await expect(shipDialog.getByLabel("E-mail the customer the tracking number")).toBeChecked();
  await shipDialog.getByLabel("Tracking number", { exact: true }).fill("1Z999AA10123456785");
  await shipDialog.getByRole("button", { name: "Record shipment" }).click();
  await expect(shipDialog.getByRole("alert")).toContainText("check digit");
  await shipDialog.getByLabel("Tracking number", { exact: true }).fill(UPS_NUMBER);
  await shipDialog.getByRole("button", { name: "Record shipment" }).click();
  await expect(shipDialog).toBeHidden();
  await expect(notifications(admin).getByText("Shipment recorded")).toBeVisible();
  const shipments = admin.getByRole("list", { name: "Shipments" });
  await expect(shipments.getByRole("link", { name: new RegExp(UPS_NUMBER) })).toBeVisible();
  await expect(admin.getByRole("combobox", { name: `Status of order #${number}` })).toHaveText(/completed/i);

  // Refund part: the amount starts at what is left (the whole total), the admin refunds 10.00 and puts one cable back.
  await admin.getByRole("button", { name: "Refund", exact: true }).click();
  const refundDialog = admin.getByRole("dialog", { name: `Refund order #${number}` });
  await expect(refundDialog.getByLabel("Amount ($)")).toHaveValue(total.replace("$", ""));
  await refundDialog.getByLabel("Amount ($)").fill("10.00");
  await refundDialog.getByLabel("Reason").fill("Connector scratched in transit");
  await refundDialog.getByLabel(/CB-1 Flexible SMA Test Cable/).fill("1");
  await refundDialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(refundDialog).toBeHidden();
  await expect(notifications(admin).getByText("Refund issued")).toBeVisible();
  await expect(admin.getByText("Partially refunded").first()).toBeVisible();
  await expect(admin.getByText("Connector scratched in transit", { exact: true })).toBeVisible();

  // The history shows what happened, as a timeline.
  const history = admin.getByRole("list", { name: "Order history" });
  await expect(history).toContainText(`tracking number ${UPS_NUMBER}`);
  await expect(history).toContainText("Refunded $10.00: Connector scratched in transit");
  await expect(history).toContainText("owner@gravensteinrf.com");

  // The invoice is a real PDF.
  const invoiceHref = await admin.getByRole("link", { name: "Invoice (PDF)" }).getAttribute("href");
  expect(invoiceHref).toBe(`/api/admin/orders/${orderId}/invoice.pdf`);
  const invoice = await admin.request.get(invoiceHref ?? "");
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()["content-type"]).toContain("application/pdf");
  expect((await invoice.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectAccessibleAtBothWidths(admin, "the admin's order page", LIFECYCLE_TAGS);

  // The bookkeeper's export of today's completed orders holds it, with what was refunded.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
  await admin.getByRole("main").getByRole("link", { name: "Orders" }).click();
  await admin.getByLabel("Status", { exact: true }).click();
  await admin.getByRole("option", { name: "Completed" }).click();
  await admin.getByRole("button", { name: "Export CSV" }).click();
  const exportDialog = admin.getByRole("dialog", { name: "Export orders as CSV" });
  await exportDialog.getByLabel("From").fill(today);
  await exportDialog.getByLabel("To").fill(today);
  const link = exportDialog.getByRole("link", { name: "Download CSV" });
  await expect(link).toHaveAttribute("href", `/api/admin/orders.csv?from=${today}&to=${today}&status=completed`);
  const [download] = await Promise.all([admin.waitForEvent("download"), link.click()]);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  const row = csv.split(/\r?\n/).find((line) => line.startsWith(number));
  // The refunded amount, the status, the payment status, then no discount code and no discount (extensions §8).
  expect(row, csv).toMatch(/,10\.00,completed,partially_refunded,,0\.00$/);
  await adminContext.close();

  // The customer sees the tracking link and what was refunded.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
  const tracking = page.getByRole("link", { name: new RegExp(UPS_NUMBER) });
  await expect(tracking).toHaveAttribute("href", new RegExp(UPS_NUMBER));
  await expect(page.getByText("Partially refunded")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^-\$10\.00$/ })).toBeVisible();
  // The banner was for the arrival from the payment only.
  await expect(page.getByText("Thank you for your order!")).toHaveCount(0);
});
