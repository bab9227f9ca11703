import { expect } from "@playwright/test";
import { newHydratedPage, test } from "./hydrated-test";
import { notifications } from "./checkout-steps";
import { loginAdmin, openInNewTab, registerCustomer, uniqueName } from "./fixtures";

// Customers' documents are private (extensions §11): a customer files a tax-exemption certificate and
// opens it from the account; the admin opens it from Tax Exemptions; another customer and a visitor
// without a session cannot.

const CERTIFICATE_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);

test("a filed certificate opens for its customer and the admin, not for another customer or a visitor", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await registerCustomer(page, uniqueName("cert"));
  const number = `SR-${Date.now()}`;
  await page.goto("/account");
  await page.locator("#exemption-state").selectOption("CA");
  await page.getByLabel("Certificate number").fill(number);
  await page.getByLabel("Expires on").fill("2099-06-30");
  await page.getByLabel("Certificate (PDF or image)").setInputFiles({ name: "cert.png", mimeType: "image/png", buffer: CERTIFICATE_PNG });
  await page.getByRole("button", { name: "File certificate" }).click();
  await expect(notifications(page).getByText("Certificate filed")).toBeVisible();

  const item = page.getByRole("list", { name: "Your certificates" }).getByRole("listitem").filter({ hasText: number });
  const link = item.getByRole("link", { name: "View certificate" });
  const path = (await link.getAttribute("href")) ?? "";
  expect(path).toMatch(/^\/objects\/certificates\/[0-9a-f-]{36}$/);
  const own = await openInNewTab(link);
  expect(own.status).toBe(200);
  expect(own.headers["content-type"]).toBe("image/png");
  expect(own.headers["cache-control"]).toBe("private, no-store");

  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get(path)).status()).toBe(401);
  await visitor.dispose();

  const otherContext = await browser.newContext();
  const other = await newHydratedPage(otherContext);
  await registerCustomer(other, uniqueName("other"));
  expect((await other.goto(path))?.status()).toBe(404);
  await otherContext.close();

  const adminContext = await browser.newContext();
  const admin = await newHydratedPage(adminContext);
  await loginAdmin(admin);
  await admin.goto("/admin/tax-exemptions");
  const row = admin.getByRole("listitem", { name: `Certificate ${number}` });
  const seen = await openInNewTab(row.getByRole("link", { name: "View certificate" }));
  expect(seen.status).toBe(200);
  await adminContext.close();
});
