import { expect, type Page } from "@playwright/test";
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
}

export { E2E_ADMIN };
