import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN, uniqueName } from "./fixtures";
import { test } from "./hydrated-test";
import { placeOrder } from "./place-order";

// Extensions §9, denied-party screening, as the owner meets it: the Consolidated Screening List
// imported from its CSV, a buyer whose company matches an entry held, the hold on the dashboard,
// the order's notice saying why, and its release with a note.

const HEADER =
  "_id,source,entity_number,type,programs,name,title,addresses,federal_register_notice,start_date,end_date,standard_order,license_requirement,license_policy,call_sign,vessel_type,gross_tonnage,gross_registered_tonnage,vessel_flag,vessel_owner,remarks,source_list_url,alt_names,citizenships,dates_of_birth,nationalities,places_of_birth,source_information_url,ids";

const WCAG22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function expectAxeClean(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const results = await new AxeBuilder({ page }).withTags(WCAG22_AA).analyze();
    expect(results.violations.map((v) => `${width}px ${what}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 844 });
}

test("the owner imports the screening list, a matching buyer's order is held, and the owner releases it", async ({ page, request }) => {
  test.setTimeout(120_000);
  // A company name of this run's own, so the list holds nobody another journey places orders as.
  const firm = `Vostok ${uniqueName("Telemetry")} Systems`;
  const csv = [
    HEADER,
    `a1,Entity List (EL) - Bureau of Industry and Security,,Entity,EAR,"${firm} OOO",,"ul. Lenina 5, Novosibirsk, , 630000, RU",85 FR 1,,,,,,,,,,,,,,"${firm.toUpperCase()}; VTS",,,,,,`,
    `a2,Specially Designated Nationals (SDN) - Treasury Department,,Individual,RUSSIA-EO14024,Pyotr Ilyich Vasnetsov,,,,,,,,,,,,,,,,,,,,,,,`,
  ].join("\r\n");

  expect((await page.request.post("/api/admin/login", { data: E2E_ADMIN })).ok()).toBe(true);
  await page.goto("/admin/screening");
  await expect(page.getByRole("heading", { name: "Screening List", level: 1 })).toBeVisible();
  await page
    .getByLabel("Consolidated Screening List (CSV)")
    .setInputFiles({ name: "consolidated.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import list" }).click();
  await expect(page.getByTestId("screening-info")).toContainText("2 entries, imported");
  await expectAxeClean(page, "/admin/screening");

  // The buyer writes the company with another legal form, in another case.
  const { orderId } = await placeOrder(request, "CB-1 Flexible SMA Test Cable", 1, { companyName: `${firm.toLowerCase()} GmbH` });

  await page.goto("/admin/dashboard");
  const held = page.getByText(/\d+ orders? on hold/);
  await expect(held).toBeVisible();
  await page.getByRole("link", { name: "Review held orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=on_hold/);
  await page.goto(`/admin/orders/${orderId}`);
  const notice = page.getByRole("region", { name: "On hold: the buyer matches the screening list" });
  await expect(notice).toContainText(`${firm} OOO`);
  await expect(notice).toContainText("Entity List (EL) - Bureau of Industry and Security");
  await expect(notice).toContainText("EAR");
  await expectAxeClean(page, "a held order");

  await notice.getByRole("button", { name: "Release…" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByLabel("Note").fill("Checked the registry: a different company");
  await expectAxeClean(page, "the release dialog");
  await dialog.getByRole("button", { name: "Release order" }).click();
  await expect(dialog).toBeHidden();
  await expect(notice).toBeHidden();
  await expect(
    page.getByRole("main").getByText("Released from the screening hold: Checked the registry: a different company"),
  ).toBeVisible();
});
