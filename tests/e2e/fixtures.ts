import { expect, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

let counter = 0;
/** A username no other journey (or earlier run on this server) has used. */
export function uniqueName(prefix = "user"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
}

export async function registerCustomer(
  page: Page,
  username = uniqueName(),
  password = "customer-pass-1",
): Promise<{ username: string; password: string }> {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  const panel = page.getByRole("tabpanel", { name: "Register" });
  await panel.getByLabel("Username").fill(username);
  await panel.getByLabel("Password").fill(password);
  await panel.getByRole("button", { name: /register|create account/i }).click();
  await expect(page).toHaveURL("/");
  return { username, password };
}

export async function loginAdmin(page: Page): Promise<void> {
  await page.goto("/bmivopcf");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login to Admin Panel" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
  // The URL changes before the admin panel's code has loaded: until then the sign-in page, in the shop's
  // layout, is still on screen (its header and footer links too). The panel is there when its menu is.
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
}

export { E2E_ADMIN };

/** An API client signed in as the owner, for a journey that changes the catalog behind the shopper's back. */
export async function adminRequest(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({ baseURL });
  const answer = await admin.post("/api/admin/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  if (!answer.ok()) throw new Error(`admin login: ${answer.status()} ${await answer.text()}`);
  return admin;
}

export interface TestProductInput {
  name: string;
  price: string;
  inStock: number;
  options?: { title: string; price: string }[];
  priceTiers?: { minQuantity: number; price: string }[];
  /** Build to order (extensions §8). */
  backorderable?: boolean;
  leadTimeDays?: number;
}

/** The admin's product body: a product of its own, so a journey can change it without touching the seeded catalog. */
function productBody(input: TestProductInput) {
  return {
    category: "Reference Sources & Fixtures",
    image: "/catalog/categories/reference-sources-fixtures.svg",
    description: "A product made by a browser journey.",
    specifications: "None.",
    options: [],
    ...input,
  };
}

export async function createTestProduct(admin: APIRequestContext, input: TestProductInput): Promise<{ id: string; name: string }> {
  const answer = await admin.post("/api/products", { data: productBody(input) });
  if (answer.status() !== 201) throw new Error(`create product: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as { id: string; name: string };
}

export async function updateTestProduct(admin: APIRequestContext, id: string, input: TestProductInput): Promise<void> {
  const answer = await admin.put(`/api/products/${id}`, { data: productBody(input) });
  if (!answer.ok()) throw new Error(`update product: ${answer.status()} ${await answer.text()}`);
}

export async function deleteTestProduct(admin: APIRequestContext, id: string): Promise<void> {
  await admin.delete(`/api/products/${id}`);
}

/** Clicks a link that opens a new tab; answers the status and headers of the document that tab received. */
export async function openInNewTab(link: Locator): Promise<{ status: number; headers: Record<string, string> }> {
  const page = link.page();
  const href = (await link.getAttribute("href")) ?? "";
  const answered = page.context().waitForEvent("response", (response) => new URL(response.url()).pathname === href);
  const [tab] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  const response = await answered;
  // Read before the tab closes: its responses go with it.
  const result = { status: response.status(), headers: await response.allHeaders() };
  await tab.close();
  return result;
}
