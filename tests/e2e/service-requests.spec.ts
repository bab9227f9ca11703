import { expect, type Page } from "@playwright/test";
import { addDays, shopToday } from "../../src/shared/shop-time";
import { fillCard, notifications } from "./checkout-steps";
import { loginAdmin, openInNewTab } from "./fixtures";
import { newHydratedPage, test } from "./hydrated-test";
import { placeOrder } from "./place-order";
import { expectAccessibleAtBothWidths } from "./look";

// Issue 19, the whole story (extensions §7): the owner ships two probes of one order in two parcels with their
// serial numbers and files a calibration certificate and a factors file; the customer finds both units in My
// Instruments, opens the certificate, reads the factor chart and, from the calibration reminder's link, asks for a
// recalibration; the owner approves it with a price in Admin › Service; the customer orders the quote by card.

const PROBE = "103A H-Field Probe, 10 mm Loop";
const CERTIFICATE_PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const FACTORS_CSV = "frequency_mhz,factor_db\n1,32.5\n10,21\n100,12.4\n1000,6.8\n";

/** Ships one unit of the order's only line in a parcel of its own, with its serial number. */
async function shipOne(admin: Page, number: string, serial: string, tracking: string): Promise<void> {
  await admin.getByRole("button", { name: "Ship", exact: true }).click();
  const dialog = admin.getByRole("dialog", { name: `Ship order #${number}` });
  await dialog.getByLabel("Tracking number", { exact: true }).fill(tracking);
  await dialog.getByLabel("Quantity").fill("1");
  await dialog.getByLabel(`Serial number 1 of ${PROBE}`).fill(serial);
  await dialog.getByRole("button", { name: "Record shipment" }).click();
  await expect(dialog).toBeHidden();
  await expect(notifications(admin).getByText("Shipment recorded").first()).toBeVisible();
}

test("two probes shipped in two parcels, their papers filed, a recalibration asked for, approved with a price and ordered", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const serials = [`GRF-103-${stamp}-A`, `GRF-103-${stamp}-B`];

  // The customer buys two probes in one order.
  const { orderId } = await placeOrder(page.request, PROBE, 2);
  const number = orderId.slice(0, 8).toUpperCase();

  // The owner ships them in two parcels, each with its serial number.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await newHydratedPage(adminContext);
  await loginAdmin(admin);
  await admin.goto(`/admin/orders/${orderId}`);
  await shipOne(admin, number, serials[0]!, "1Z999AA10123456784");
  await shipOne(admin, number, serials[1]!, "1Z999AA10123456793");
  for (const serial of serials) await expect(admin.getByRole("list", { name: "Shipments" })).toContainText(serial);

  // The first probe's certificate and factors file, filed on its unit page.
  await admin.goto(`/admin/units?serial=${encodeURIComponent(serials[0]!)}`);
  await admin.getByRole("link", { name: serials[0] }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `S/N ${serials[0]}` })).toBeVisible();
  const calibratedOn = addDays(shopToday(), -340);
  await admin.getByRole("button", { name: "Add document" }).click();
  let dialog = admin.getByRole("dialog", { name: `Add a document to S/N ${serials[0]}` });
  await dialog.getByLabel("Certificate number").fill(`CAL-${stamp}`);
  await dialog.getByLabel("Calibrated on").fill(calibratedOn);
  await dialog
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "cert.pdf", mimeType: "application/pdf", buffer: CERTIFICATE_PDF });
  await dialog.getByRole("button", { name: "File document" }).click();
  await expect(dialog).toBeHidden();
  await admin.getByRole("button", { name: "Add document" }).click();
  dialog = admin.getByRole("dialog", { name: `Add a document to S/N ${serials[0]}` });
  await dialog.getByLabel("Kind").selectOption("factors");
  await dialog.getByLabel("Name", { exact: true }).fill(`Factors ${stamp}`);
  await dialog
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "factors.csv", mimeType: "text/csv", buffer: Buffer.from(FACTORS_CSV) });
  await dialog.getByRole("button", { name: "File document" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole("list", { name: "Documents" })).toContainText(`Factors file Factors ${stamp}`);
  const unitId = admin.url().split("/").pop()!;

  // The customer sees both units, opens the certificate and reads the factor chart.
  await page.goto("/account/instruments");
  for (const serial of serials) await expect(page.getByRole("heading", { name: `${PROBE} S/N ${serial}` })).toBeVisible();
  const card = page.getByRole("region", { name: new RegExp(`S/N ${serials[0]}`) });
  await expect(card.getByText("Due within 30 days")).toBeVisible();
  const certificate = await openInNewTab(card.getByRole("link", { name: new RegExp(`Open PDF: Calibration certificate CAL-${stamp}`) }));
  expect(certificate.status).toBe(200);
  expect(certificate.headers["content-type"]).toBe("application/pdf");
  const curve = card.getByRole("figure");
  await expect(curve.locator(".recharts-line-curve")).toBeVisible();
  await curve.getByText("Show the 4 values").click();
  await expect(curve.getByRole("row", { name: "1 GHz 6.8" })).toBeVisible();

  // The calibration reminder's link opens the form for that unit with calibration chosen; a return is offered
  // too (the probe shipped today, inside the window).
  await page.goto(`/account/instruments?service=${unitId}&type=calibration`);
  const ask = page.getByRole("dialog", { name: `Request service for S/N ${serials[0]}` });
  await expect(ask.getByRole("radio", { name: "Calibration" })).toBeChecked();
  await expect(ask.getByRole("radio", { name: "Return for a refund" })).toBeVisible();
  await ask.getByRole("button", { name: "Send request" }).click();
  await expect(ask.getByText(/at least 10 characters/)).toBeVisible();
  await ask.getByLabel("What is wrong, or what do you need?").fill("Yearly calibration, with new antenna factors please.");
  await expectAccessibleAtBothWidths(page, "My Instruments with the service request dialog");
  await ask.getByRole("button", { name: "Send request" }).click();
  await expect(ask).toBeHidden();
  await expect(notifications(page).getByText(/^Request RMA-\d{4}-\d{5} sent$/)).toBeVisible();
  const requests = card.getByRole("list", { name: `Service requests of ${serials[0]}` });
  const rma = (await requests.getByRole("listitem").first().getAttribute("aria-label")) ?? "";
  expect(rma).toMatch(/^RMA-\d{4}-\d{5}$/);
  await expect(requests.getByRole("listitem", { name: rma })).toContainText("Requested");
  await expect(page).toHaveURL("/account/instruments");

  // The owner approves it in Admin › Service with a price: a quote for the customer.
  await admin.getByRole("link", { name: "Service", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Service" })).toBeVisible();
  await admin.getByRole("button", { name: "Requested", exact: true }).click();
  await expect(admin).toHaveURL("/admin/service?status=requested");
  await expectAccessibleAtBothWidths(admin, "Admin › Service");
  await admin.getByRole("link", { name: rma }).click();
  await expect(admin.getByRole("heading", { level: 1, name: rma })).toBeVisible();
  await expect(admin.getByRole("list", { name: "Request history" })).toContainText("Requested by the customer");
  await admin.getByRole("button", { name: "Approve" }).click();
  const approve = admin.getByRole("dialog", { name: `Approve: ${rma}` });
  await approve.getByLabel("Price (USD, before tax)").fill("450");
  await approve.getByLabel("Note to the customer (optional)").fill("Please send it with its SMA cable.");
  await expectAccessibleAtBothWidths(admin, "the approve dialog");
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(approve).toBeHidden();
  await expect(admin.getByText(/^Quote Q-\d{4}-\d{5}: \$\d/)).toBeVisible();
  await expect(admin.getByRole("button", { name: "Mark received" })).toBeVisible();
  await expectAccessibleAtBothWidths(admin, "a service request's page");
  await adminContext.close();

  // The customer downloads the RMA form and orders the quote by card.
  await page.goto("/account/instruments");
  const approved = card.getByRole("list", { name: `Service requests of ${serials[0]}` }).getByRole("listitem", { name: rma });
  await expect(approved).toContainText("Approved");
  const form = await openInNewTab(approved.getByRole("link", { name: `Download the RMA form of ${rma} (PDF)` }));
  expect(form.status).toBe(200);
  expect(form.headers["content-type"]).toBe("application/pdf");
  await approved.getByRole("link", { name: /^Order quote Q-\d{4}-\d{5}$/ }).click();
  await expect(page).toHaveURL(/\/checkout\?quote=/);
  await expect(page.getByText(/Calibration of 103A H-Field Probe, 10 mm Loop, S\/N/).first()).toBeVisible();
  const total = (await page.getByTestId("order-total").textContent()) ?? "";
  await fillCard(page);
  await page.getByRole("button", { name: `Pay ${total} & Place Order` }).click();
  await expect(notifications(page).getByText("Order Placed Successfully!")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);

  // The request now points at the order.
  await page.goto("/account/instruments");
  await expect(
    card
      .getByRole("list", { name: `Service requests of ${serials[0]}` })
      .getByRole("listitem", { name: rma })
      .getByRole("link", { name: "your order" }),
  ).toBeVisible();
});
