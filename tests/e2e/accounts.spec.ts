import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./hydrated-test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { linkToken, waitForMail } from "../support/mail";
import { uniqueName } from "./fixtures";

// Spec §3 for customers: e-mail verification, password reset by e-mail, saved addresses and the
// checkout that fills itself from them. Links are read from the .eml files in DATA_DIR/outbox.

const notifications = (page: Page): Locator => page.getByRole("region", { name: /Notifications/ });

async function registerWithEmail(page: Page, username: string, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  const panel = page.getByRole("tabpanel", { name: "Register" });
  await panel.getByLabel("Username").fill(username);
  await panel.getByLabel("Password").fill(password);
  await panel.getByLabel("E-mail (optional)").fill(email);
  await panel.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL("/");
}

async function logout(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

test("a customer verifies the e-mail and resets a forgotten password by the e-mailed link", async ({ page }) => {
  const username = uniqueName("forgetful");
  const email = `${username}@example.com`;
  await registerWithEmail(page, username, email, "first-password-1");

  // The verification link from the outbox.
  const verifyMail = await waitForMail(E2E_DATA_DIR, email, /Confirm your e-mail/, 15_000);
  await page.goto(`/verify-email?token=${linkToken(verifyMail, "/verify-email")}`);
  await expect(page.getByRole("heading", { name: "E-mail address confirmed" })).toBeVisible();
  await expect(page).toHaveURL("/verify-email"); // the token leaves the address bar
  await page.goto("/account");
  await expect(page.getByTestId("email-status")).toContainText(`${email} is verified`);
  await logout(page);

  // Forgot the password: ask for a link from the login page.
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/reset-password");
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  const resetMail = await waitForMail(E2E_DATA_DIR, email, /Reset your password/, 15_000);
  await page.goto(`/reset-password?token=${linkToken(resetMail, "/reset-password")}`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("second-password-2");
  await page.getByLabel("Repeat the new password").fill("second-password-2");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "Password set" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/auth");

  const login = page.getByRole("tabpanel", { name: "Login" });
  await login.getByLabel("Username").fill(username);
  await login.getByLabel("Password").fill("first-password-1");
  await login.getByRole("button", { name: "Login" }).click();
  await expect(notifications(page).getByText("Login failed")).toBeVisible();
  await login.getByLabel("Password").fill("second-password-2");
  await login.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/");
});

test("a saved default address fills the checkout, and the next checkout takes the last order's contact", async ({ page }) => {
  const username = uniqueName("repeat");
  await registerWithEmail(page, username, `${username}@example.com`, "repeat-password-1");

  await page.goto("/account");
  await page.getByRole("button", { name: "Add address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add address" });
  await dialog.getByLabel("Label").fill("EMC lab");
  await dialog.getByLabel("Full name").fill("Katherine Johnson");
  await dialog.getByLabel("Company Name (optional)").fill("Langley Research");
  await dialog.getByLabel("Phone").fill("757-555-0199");
  await dialog.getByLabel("Street address").fill("1 Nasa Drive");
  await dialog.getByLabel("City").fill("Hampton");
  await dialog.getByLabel("State").selectOption({ label: "Virginia" });
  await dialog.getByLabel("ZIP code").fill("23666");
  await dialog.getByRole("button", { name: "Save address" }).click();
  await expect(dialog).toBeHidden();
  const saved = page.getByRole("listitem", { name: "EMC lab" });
  await expect(saved).toContainText("1 Nasa Drive");
  await expect(saved).toContainText("Default");

  // A product in the cart, then the checkout: everything but the card is filled in.
  const products = (await (await page.request.get("/api/products")).json()) as { id: string; name: string }[];
  const block = products.find((p) => p.name === "DB-6 SMA DC Block")!;
  await page.goto(`/products/${block.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("button", { name: "Added to Cart" })).toBeVisible();
  await page.goto("/checkout");
  const contact = page.getByRole("group", { name: "Contact Details" });
  const billing = page.getByRole("group", { name: "Billing Address" });
  await expect(billing.getByLabel("Street Address")).toHaveValue("1 Nasa Drive");
  await expect(billing.getByLabel("City")).toHaveValue("Hampton");
  await expect(billing.getByLabel("State", { exact: true })).toHaveValue("VA");
  await expect(billing.getByLabel("ZIP Code")).toHaveValue("23666");
  await expect(billing.getByLabel("Saved address")).toContainText("EMC lab");
  await expect(contact.getByLabel("Full Name")).toHaveValue("Katherine Johnson");
  await expect(contact.getByLabel("Phone")).toHaveValue("757-555-0199");
  await expect(contact.getByLabel("Email")).toHaveValue(`${username}@example.com`);
  await expect(page.getByRole("group", { name: "Shipping Address" }).getByLabel("Street Address")).toHaveValue("1 Nasa Drive");

  // This order's contact differs from the address: the next checkout takes it.
  await contact.getByLabel("Full Name").fill("Dorothy Vaughan");
  await contact.getByLabel("Email").fill("dorothy@example.com");
  const method = page.getByRole("region", { name: "Shipping Method" });
  await expect(method.getByRole("radio").first()).toBeChecked();
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  const payment = page.getByRole("region", { name: "Payment Information" });
  await payment.getByLabel("Card Number").pressSequentially("4111111111111111");
  await payment.getByLabel("Expiration Date").pressSequentially("1230");
  await payment.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: `Pay ${total} & Place Order` }).click();
  await expect(notifications(page).getByText("Order Placed Successfully!")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/orders/);

  await page.goto(`/products/${block.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("button", { name: "Added to Cart" })).toBeVisible();
  await page.goto("/checkout");
  await expect(contact.getByLabel("Full Name")).toHaveValue("Dorothy Vaughan");
  await expect(contact.getByLabel("Email")).toHaveValue("dorothy@example.com");
  await expect(billing.getByLabel("Street Address")).toHaveValue("1 Nasa Drive");
});

test("the account, reset and verification pages have no serious accessibility violations, on a phone too", async ({ page }) => {
  test.setTimeout(120_000);
  const username = uniqueName("a11y");
  await registerWithEmail(page, username, `${username}@example.com`, "a11y-password-1");
  await page.request.post("/api/user/addresses", {
    data: {
      label: "Office",
      name: "Ada Lovelace",
      phone: "707-555-0100",
      street: "1 Main St",
      city: "Sebastopol",
      state: "CA",
      zipCode: "95472",
      country: "United States",
    },
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ["/account", "/reset-password", "/reset-password?token=not-a-real-token-0123456789", "/verify-email"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
      expect(serious, `${width}px ${path}`).toEqual([]);
    }
  }
});
