import { expect, type APIRequestContext } from "@playwright/test";
import { notifications } from "./checkout-steps";
import { adminRequest, loginAdmin, registerCustomer, uniqueName } from "./fixtures";
import { newHydratedPage, test } from "./hydrated-test";
import { screenshotsAtBothWidths } from "./look";

// Extensions §7: a customer registers a unit bought from a distributor, staff approve it, staff
// file its calibration certificate, and an auditor without an account checks the certificate at
// /verify-certificate, then shares the link to the answer. The certificate is filed through the
// units API (POST /api/admin/units/upload, POST /api/admin/units/{id}/documents), as Admin › Units does.

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Files a certificate PDF on the unit as Admin › Units does: the signed upload, then the filing. */
async function fileCertificate(admin: APIRequestContext, unitId: number, name: string, calibratedOn: string) {
  const asked = await admin.post("/api/admin/units/upload");
  expect(asked.status(), await asked.text()).toBe(200);
  const { uploadURL } = (await asked.json()) as { uploadURL: string };
  const put = await admin.put(uploadURL, { data: PDF, headers: { "content-type": "application/pdf" } });
  expect(put.status(), await put.text()).toBe(200);
  const { objectPath } = (await put.json()) as { objectPath: string };
  const filed = await admin.post(`/api/admin/units/${unitId}/documents`, {
    data: { kind: "certificate", name, fileUrl: objectPath, calibratedOn },
  });
  expect(filed.status(), await filed.text()).toBe(201);
}

test("a customer registers a distributor-bought unit, staff approve it, an auditor verifies its certificate", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const serial = `DIST-${Date.now().toString(36).toUpperCase()}`;
  const certificate = `CAL-${Date.now().toString(36).toUpperCase()}`;
  const admin = await adminRequest(playwright, baseURL);
  const catalog = (await (await admin.get("/api/products")).json()) as { id: string; name: string; serialized: boolean }[];
  const instrument = catalog.find((product) => product.serialized)!;

  // The customer registers the unit from their account.
  const customer = await registerCustomer(page, uniqueName("lab"));
  await page.goto("/account");
  await page.getByLabel("Instrument").selectOption({ label: instrument.name });
  await page.getByLabel("Serial number").fill(serial);
  await page.getByLabel("Bought from").fill("Allied RF Supply");
  await page.getByLabel("Date of purchase").fill(daysAgo(10));
  await page.getByRole("button", { name: "Register instrument" }).click();
  await expect(notifications(page).getByText("Registration sent")).toBeVisible();
  const mine = page.getByRole("list", { name: "Your registrations" }).getByRole("listitem").filter({ hasText: serial });
  await expect(mine).toContainText("Waiting for review");
  await mine.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(page, "unit-registration-account");

  // Staff approve it in Admin › Registrations: the serial is new, so a unit is made.
  const staffContext = await browser.newContext();
  const staff = await newHydratedPage(staffContext);
  await loginAdmin(staff);
  await staff.getByRole("link", { name: "Registrations" }).click();
  await expect(staff).toHaveURL("/admin/unit-registrations");
  const request = staff.getByRole("listitem", { name: `Registration of ${instrument.name} ${serial}` });
  await expect(request).toContainText(customer.username);
  await expect(request).toContainText("New serial: approving creates the unit");
  await screenshotsAtBothWidths(staff, "unit-registration-admin");
  await request.getByRole("button", { name: "Approve" }).click();
  await expect(notifications(staff).getByText("Registration approved")).toBeVisible();
  await expect(request).toContainText("approved");
  await expect(request.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await staffContext.close();

  await page.reload();
  await expect(mine).toContainText("Registered");

  const registrations = (await (await admin.get("/api/admin/unit-registrations")).json()) as { serial: string; unitId: number | null }[];
  const unitId = registrations.find((r) => r.serial === serial)!.unitId!;
  await fileCertificate(admin, unitId, certificate, daysAgo(30));
  await admin.dispose();

  // An auditor without an account checks the certificate, numbers typed in another case.
  const auditorContext = await browser.newContext();
  const auditor = await newHydratedPage(auditorContext);
  await auditor.goto("/verify-certificate");
  await auditor.getByLabel("Serial number").fill(serial.toLowerCase());
  await auditor.getByLabel("Certificate number").fill(certificate.toLowerCase());
  await auditor.getByRole("button", { name: "Verify certificate" }).click();
  const result = auditor.getByRole("region", { name: "Result" });
  await expect(result).toContainText(`Certificate ${certificate.toLowerCase()} is genuine`);
  await expect(result).toContainText(instrument.name);
  await expect(result).toContainText(serial);
  await expect(result).not.toContainText(customer.username);
  expect(new URL(auditor.url()).searchParams.get("serial")).toBe(serial.toLowerCase());
  await screenshotsAtBothWidths(auditor, "verify-certificate-genuine");

  // The link to the answer, opened elsewhere, shows it again; a wrong number is not confirmed.
  const shared = auditor.url();
  const colleague = await newHydratedPage(auditorContext);
  await colleague.goto(shared);
  await expect(colleague.getByRole("region", { name: "Result" })).toContainText("is genuine");
  await expect(colleague.getByLabel("Serial number")).toHaveValue(serial.toLowerCase());
  await colleague.getByLabel("Certificate number").fill(`${certificate}-X`);
  await colleague.getByRole("button", { name: "Verify certificate" }).click();
  await expect(colleague.getByRole("region", { name: "Result" })).toContainText(`No certificate ${certificate}-X for serial number`);
  await screenshotsAtBothWidths(colleague, "verify-certificate-unknown");
  await auditorContext.close();
});
