import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { signatureIsValid, startWebhookReceiver } from "../support/webhook-receiver";
import { loginAdmin } from "./fixtures";
import { test } from "./hydrated-test";

/** No serious or critical WCAG 2.1 AA problem on the page as it is now. */
async function accessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
  expect(serious, what).toEqual([]);
}

// Extensions §10: the owner adds a webhook endpoint (its secret shown once), a stock edit in the admin
// reaches the endpoint signed with that secret, the delivery shows as delivered, and the endpoint is deleted.

test("the owner adds a webhook, receives a signed product.stock_changed for a stock edit, sees it delivered and deletes the endpoint", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const receiver = await startWebhookReceiver([200]);
  try {
    await loginAdmin(page);
    await page.getByRole("link", { name: "Webhooks" }).click();
    await expect(page).toHaveURL("/admin/webhooks");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add webhook endpoint" });
    await dialog.getByLabel("URL").fill(receiver.url);
    await dialog.getByRole("checkbox", { name: "product.stock_changed" }).click();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
    const secret = (await secretDialog.getByLabel("Signing secret").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await accessible(page, "the secret dialog");
    await secretDialog.getByRole("button", { name: "I have saved it" }).click();
    const row = page.getByRole("listitem", { name: receiver.url });
    await expect(row).toContainText("product.stock_changed");

    // A stock edit in Admin › Products.
    await page.getByRole("link", { name: "Products" }).click();
    const edit = page.getByRole("button", { name: /^Edit / }).first();
    const productName = (await edit.getAttribute("aria-label"))!.replace(/^Edit /, "");
    await edit.click();
    const productDialog = page.getByRole("dialog", { name: "Edit Product" });
    const stock = productDialog.getByLabel("Stock quantity");
    const newStock = Number(await stock.inputValue()) + 7;
    await stock.fill(String(newStock));
    await productDialog.getByRole("button", { name: "Update Product" }).click();
    await expect(productDialog).toBeHidden();

    await expect
      .poll(() => receiver.received.find((hook) => hook.body.includes(`"name":${JSON.stringify(productName)}`)), { timeout: 20_000 })
      .toBeTruthy();
    const hook = receiver.received.find((h) => h.body.includes(`"name":${JSON.stringify(productName)}`))!;
    expect(signatureIsValid(hook, secret)).toBe(true);
    const body = JSON.parse(hook.body) as { id: string; type: string; data: { stock: number } };
    expect(body.type).toBe("product.stock_changed");
    expect(body.data.stock).toBe(newStock);
    expect(hook.headers["x-shop-event-id"]).toBe(body.id);

    // The delivery in the endpoint's list, then the endpoint deleted after confirming.
    await page.getByRole("link", { name: "Webhooks" }).click();
    await row.getByRole("button", { name: "Deliveries" }).click();
    await expect(row.getByRole("row", { name: new RegExp(body.id) })).toContainText("Delivered");
    await accessible(page, "the endpoint with its deliveries");
    await row.getByRole("button", { name: `Delete the webhook to ${receiver.url}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("listitem", { name: receiver.url })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
