import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { newHydratedPage, test } from "./hydrated-test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { linkToken, waitForMail } from "../support/mail";
import { totpCode } from "../support/totp";
import { loginAdmin, uniqueName } from "./fixtures";

// Spec §3 for the admin side: the owner adds a staff member with the permissions picked for them, who
// sets a password by the e-mailed link, turns on two-factor sign-in and signs in with a TOTP code made
// here from the set-up's secret; the owner then gives one more permission, which the staff member's
// next page follows without signing in again (extensions §11).

async function adminLogout(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/bmivopcf");
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/bmivopcf");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login to Admin Panel" }).click();
}

test("a new staff member sets a password by e-mail, turns on two-factor sign-in, signs in with a TOTP code and uses what the owner permits", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `${uniqueName("clerk")}@gravensteinrf.com`;

  // The owner adds the staff member.
  await loginAdmin(page);
  await page.getByRole("link", { name: "Staff" }).click();
  await expect(page).toHaveURL("/admin/staff");
  await page.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add staff member" });
  await dialog.getByLabel("Name").fill("Cleo Clerk");
  await dialog.getByLabel("E-mail").fill(email);
  // Orders and refunds, not the catalog: catalog and orders are ticked to start with.
  await expect(dialog.getByRole("checkbox", { name: "Catalog" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Catalog" }).click();
  await dialog.getByRole("checkbox", { name: "Refunds" }).click();
  await dialog.getByRole("button", { name: "Add and send link" }).click();
  await expect(page.getByRole("listitem", { name: email })).toContainText("staff");
  await expect(page.getByRole("listitem", { name: email })).toContainText("Orders, Refunds");
  await adminLogout(page);

  // The staff member sets a password by the link in the e-mail.
  const invite = await waitForMail(E2E_DATA_DIR, email, /staff account/, 15_000);
  await page.goto(`/reset-password?token=${linkToken(invite, "/reset-password")}&welcome=1`);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("clerk-password-1");
  await page.getByLabel("Repeat the new password").fill("clerk-password-1");
  await page.getByRole("button", { name: "Set password" }).click();
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/bmivopcf");

  await signIn(page, email, "clerk-password-1");
  await expect(page).toHaveURL("/admin/dashboard");
  // Staff see the pages their permissions open, not the others nor the owner's.
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Products" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Tax Rates" })).toHaveCount(0);
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { name: "You do not have permission to open this page" })).toBeVisible();

  // Two-factor set-up: the QR code and the key; the code is made here from the key.
  await nav.getByRole("link", { name: "Security" }).click();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await adminLogout(page);

  // Signing in now asks for the code; the enabling code's 30 s step is used up, so take the next one.
  await signIn(page, email, "clerk-password-1");
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeVisible();
  await expect(page).toHaveURL("/bmivopcf");
  await code.fill("000000");
  await page.getByRole("button", { name: "Login to Admin Panel" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Invalid authentication code")).toBeVisible();
  await code.fill(totpCode(secret, 1));
  await page.getByRole("button", { name: "Login to Admin Panel" }).click();
  await expect(page).toHaveURL("/admin/dashboard");

  // Meanwhile, in the owner's browser: the catalog too, then who did what.
  const ownerContext = await browser.newContext();
  const owner = await newHydratedPage(ownerContext);
  await loginAdmin(owner);
  await owner.getByRole("link", { name: "Staff" }).click();
  await owner.getByRole("button", { name: `Edit the permissions of ${email}` }).click();
  const edit = owner.getByRole("dialog", { name: "Permissions of Cleo Clerk" });
  await expect(edit.getByRole("checkbox", { name: "Refunds" })).toBeChecked();
  await edit.getByRole("checkbox", { name: "Catalog" }).click();
  await edit.getByRole("button", { name: "Save permissions" }).click();
  await expect(owner.getByRole("listitem", { name: email })).toContainText("Catalog, Orders, Refunds");
  await owner.getByRole("link", { name: "Activity" }).click();
  await expect(owner.getByRole("listitem", { name: `Turned on two-factor sign-in for ${email}` })).toBeVisible();
  await expect(owner.getByRole("listitem", { name: /Added staff Cleo Clerk/ })).toBeVisible();
  await expect(owner.getByRole("listitem", { name: /Changed the permissions of Cleo Clerk .* to catalog, orders, refunds/ })).toBeVisible();
  await ownerContext.close();

  // The staff member's next page follows, without signing in again.
  await nav.getByRole("link", { name: "Security" }).click();
  await expect(nav.getByRole("link", { name: "Products" })).toBeVisible();
  await nav.getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await adminLogout(page);
});

test("the staff, activity and security pages have no serious accessibility violations, on a phone too", async ({ page }) => {
  test.setTimeout(120_000);
  await loginAdmin(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ["staff", "activity", "security"]) {
      await page.goto(`/admin/${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
      expect(serious, `${width}px /admin/${path}`).toEqual([]);
    }
  }
});
