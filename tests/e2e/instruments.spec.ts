import { expect } from "@playwright/test";
import { addDays, addMonths, shopToday } from "../../src/shared/shop-time";
import { notifications } from "./checkout-steps";
import { loginAdmin, openInNewTab } from "./fixtures";
import { newHydratedPage, test } from "./hydrated-test";
import { placeOrder } from "./place-order";
import { expectAccessibleAtBothWidths } from "./look";

// Instruments after the shipment (extensions §7): the owner ships a probe with its serial number, files its
// calibration certificate and factors file in Admin › Units; the customer finds it in My Instruments with its
// calibration dates, opens the certificate and sees the factor curve.

const PROBE = "103A H-Field Probe, 10 mm Loop";
const CERTIFICATE_PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const FACTORS_CSV = "frequency_mhz,factor_db\n1,32.5\n10,21\n100,12.4\n1000,6.8\n";

/** The words of a calendar day as the pages write it (formatDay's "date": March 05, 2026). */
const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "2-digit", year: "numeric", timeZone: "UTC" });

test("a shipped probe's certificate and factors file reach its owner in My Instruments", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const serial = `GRF-103-${Date.now().toString(36).toUpperCase()}`;
  const calibratedOn = addDays(shopToday(), -3);
  const dueOn = addMonths(calibratedOn, 12);

  // The customer buys the probe (the page's session is the buyer's).
  const { orderId } = await placeOrder(page.request, PROBE);
  const number = orderId.slice(0, 8).toUpperCase();

  // The owner ships it, scanning its serial number.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await newHydratedPage(adminContext);
  await loginAdmin(admin);
  await admin.goto(`/admin/orders/${orderId}`);
  await admin.getByRole("button", { name: "Ship", exact: true }).click();
  const shipDialog = admin.getByRole("dialog", { name: `Ship order #${number}` });
  await shipDialog.getByLabel("Tracking number", { exact: true }).fill("1Z999AA10123456784");
  await shipDialog.getByLabel(`Serial number 1 of ${PROBE}`).fill(serial);
  await shipDialog.getByRole("button", { name: "Record shipment" }).click();
  await expect(shipDialog).toBeHidden();

  // Admin › Units finds it by the beginning of its serial, in any case.
  await admin.getByRole("link", { name: "Units", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Units" })).toBeVisible();
  await admin.getByLabel("Serial number", { exact: true }).fill(serial.slice(0, 12).toLowerCase());
  await expect(admin.getByRole("link", { name: serial })).toBeVisible();
  await expectAccessibleAtBothWidths(admin, "Admin › Units");
  await admin.getByRole("link", { name: serial }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `S/N ${serial}` })).toBeVisible();
  await expect(admin.getByRole("link", { name: `#${number}` })).toHaveAttribute("href", `/admin/orders/${orderId}`);
  await expect(admin.getByRole("list", { name: "Unit history" })).toContainText(`Shipped with order #${number} by UPS 1Z999AA10123456784`);

  // The certificate, with its number and calibration date.
  await admin.getByRole("button", { name: "Add document" }).click();
  let dialog = admin.getByRole("dialog", { name: `Add a document to S/N ${serial}` });
  await dialog.getByLabel("Certificate number").fill("CAL-2026-0103");
  await dialog.getByLabel("Calibrated on").fill(calibratedOn);
  await dialog
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "CAL-2026-0103.pdf", mimeType: "application/pdf", buffer: CERTIFICATE_PDF });
  await dialog.getByRole("button", { name: "File document" }).click();
  await expect(dialog).toBeHidden();
  await expect(notifications(admin).getByText("Document filed")).toBeVisible();
  await expect(admin.getByRole("list", { name: "Documents" })).toContainText("Calibration certificate CAL-2026-0103");
  await expect(admin.getByText(longDay(dueOn), { exact: true })).toBeVisible();

  // A factors file whose rows are out of order is refused with the line named; the right one is filed.
  await admin.getByRole("button", { name: "Add document" }).click();
  dialog = admin.getByRole("dialog", { name: `Add a document to S/N ${serial}` });
  await dialog.getByLabel("Kind").selectOption("factors");
  await dialog.getByLabel("Name", { exact: true }).fill(`Factors ${serial}`);
  const factorsFile = (text: string) => ({ name: "factors.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await dialog.getByLabel("File", { exact: true }).setInputFiles(factorsFile("frequency_mhz,factor_db\n10,21\n1,32.5\n"));
  await dialog.getByRole("button", { name: "File document" }).click();
  await expect(dialog.getByRole("alert")).toContainText("line 3: the frequency must be higher than on line 2");
  await dialog.getByLabel("File", { exact: true }).setInputFiles(factorsFile(FACTORS_CSV));
  await dialog.getByRole("button", { name: "File document" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole("list", { name: "Documents" })).toContainText(`Factors file Factors ${serial}`);
  await expectAccessibleAtBothWidths(admin, "the admin's unit page");
  await adminContext.close();

  // The customer opens My Instruments from the account menu.
  await page.goto("/");
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "My Instruments" }).click();
  await expect(page).toHaveURL("/account/instruments");
  const card = page.getByRole("region", { name: new RegExp(`S/N ${serial}`) });
  await expect(card.getByRole("heading", { name: `${PROBE} S/N ${serial}` })).toBeVisible();
  await expect(card.getByText("Calibration current")).toBeVisible();
  await expect(card.getByText(`Calibrated on ${longDay(calibratedOn)} · next due ${longDay(dueOn)}`)).toBeVisible();
  await expect(card.getByText(/^In warranty until /)).toBeVisible();

  // The certificate opens for its owner, private and never stored.
  const certificate = await openInNewTab(card.getByRole("link", { name: /Open PDF: Calibration certificate CAL-2026-0103/ }));
  expect(certificate.status).toBe(200);
  expect(certificate.headers["content-type"]).toBe("application/pdf");
  expect(certificate.headers["cache-control"]).toBe("private, no-store");

  // The factor curve is drawn over a logarithmic frequency axis, its values one click away.
  const curve = card.getByRole("figure");
  await expect(curve.locator(".recharts-line-curve")).toBeVisible();
  await expect(curve.locator("svg.recharts-surface")).toContainText("1 GHz");
  await curve.getByText("Show the 4 values").click();
  await expect(curve.getByRole("row", { name: "1 GHz 6.8" })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "My Instruments");
});
