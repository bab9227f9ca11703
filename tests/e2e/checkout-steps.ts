import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydrated-test";

// The steps of paying through the checkout page, shared by the checkout and order lifecycle journeys.

interface ApiProduct {
  id: string;
  name: string;
}

export async function productId(request: APIRequestContext, name: string): Promise<string> {
  const products = (await (await request.get("/api/products")).json()) as ApiProduct[];
  const found = products.find((p) => p.name === name);
  if (!found) throw new Error(`The seeded catalog has no product named ${name}`);
  return found.id;
}

/** Adds a product from its detail page, choosing the option whose title starts with `option` when given. */
export async function addToCart(page: Page, name: string, option?: string): Promise<void> {
  await page.goto(`/products/${await productId(page.request, name)}`);
  // Pages of other browser contexts than the test's own do not wait in goto: a click before hydrating is lost.
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  if (option) {
    const select = page.getByLabel("Option");
    const value = await select.locator("option", { hasText: option }).getAttribute("value");
    await select.selectOption(value ?? "");
  }
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("button", { name: "Added to Cart" })).toBeVisible();
}

export const notifications = (page: Page): Locator => page.getByRole("region", { name: /Notifications/ });
export const group = (page: Page, name: string): Locator => page.getByRole("group", { name });

export interface Customer {
  zip?: string;
  city?: string;
  state?: string;
}

export async function fillAccount(page: Page, username: string): Promise<void> {
  const account = page.getByRole("region", { name: "Account Information" });
  await account.getByLabel("Username").fill(username);
  await account.getByLabel("Password").fill("checkout-pass-1");
}

export async function fillContactAndBilling(
  page: Page,
  { zip = "95472", city = "Sebastopol", state = "California" }: Customer = {},
): Promise<void> {
  const contact = group(page, "Contact Details");
  await contact.getByLabel("Full Name").fill("Ada Lovelace");
  await contact.getByLabel("Email").fill("ada@example.com");
  await contact.getByLabel("Phone").fill("707-555-0100");
  await contact.getByLabel("Company Name (optional)").fill("Analytical Engines Ltd");
  const billing = group(page, "Billing Address");
  await billing.getByLabel("Street Address").fill("1 Main St");
  await billing.getByLabel("City").fill(city);
  await billing.getByLabel("State", { exact: true }).selectOption({ label: state });
  await billing.getByLabel("ZIP Code").fill(zip);
}

export async function fillCard(page: Page): Promise<void> {
  const payment = page.getByRole("region", { name: "Payment Information" });
  const number = payment.getByLabel("Card Number");
  await number.pressSequentially("4111111111111111");
  await expect(number).toHaveValue("4111 1111 1111 1111");
  const expiry = payment.getByLabel("Expiration Date");
  await expiry.pressSequentially("1230");
  await expect(expiry).toHaveValue("12/30");
  await payment.getByLabel("CVV").fill("123");
}

/** Waits for the rates to arrive and the first to be chosen; returns the summary's total. */
export async function waitForQuote(page: Page): Promise<string> {
  const method = page.getByRole("region", { name: "Shipping Method" });
  await expect(method.getByRole("radio").first()).toBeChecked();
  await expect(page.getByText(/^Tax \(\d+(\.\d+)?%\)$/)).toBeVisible();
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  return total;
}
