import { expect } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { addToCart, fillAccount, fillCard, group, notifications } from "./checkout-steps";
import { loginAdmin, uniqueName } from "./fixtures";
import { newHydratedPage, test } from "./hydrated-test";

// Extensions §9: a buyer in Tokyo with a Japanese name and a company tax id orders with prices shown in yen; the checkout says
// the order is DAP before the payment; the owner sees the order and prints the commercial invoice and
// the invoice, and both papers show the name as typed.

const BUYER = { name: "山田 太郎", company: "株式会社東京電波計測", street: "丸の内1-1", city: "千代田区", prefecture: "東京都" };
const TAX_ID = "T1234567890123";

test("a buyer in Tokyo orders in yen with a company tax id; the owner prints the commercial invoice and the invoice, the name as typed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The buyer reads prices in yen (estimates beside the dollars; the charge stays in USD).
  await page.goto("/products");
  await page.getByRole("banner").getByLabel("Currency").selectOption("JPY");
  await addToCart(page, "DB-6 SMA DC Block");
  await page.goto("/checkout");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByTestId("price-estimate").first()).toContainText("≈ ¥");
  await expect(summary.getByTestId("charge-currency-note")).toContainText("You are charged in US dollars (USD).");
  await fillAccount(page, uniqueName("tokyo"));
  const contact = group(page, "Contact Details");
  await contact.getByLabel("Full Name").fill(BUYER.name);
  await contact.getByLabel("Email").fill("yamada@example.jp");
  await contact.getByLabel("Phone").fill("+81 3 1234 5678");
  await contact.getByLabel("Company Name (optional)").fill(BUYER.company);
  const billing = group(page, "Billing Address");
  await billing.getByLabel("Country").selectOption({ label: "Japan" });
  await billing.getByLabel("Street Address").fill(BUYER.street);
  await billing.getByLabel("City").fill(BUYER.city);
  await billing.getByLabel("State / Province / Region").fill(BUYER.prefecture);
  // A postal code is read by the country's pattern and written as the country writes it.
  await billing.getByLabel("ZIP Code").fill("1000005");

  // Abroad: the tax id field, and DAP said beside the pay button before the payment.
  const details = group(page, "Order Details (optional)");
  await details.getByLabel("Tax ID / VAT Number").fill(TAX_ID);
  await expect(summary.getByTestId("incoterm-note")).toContainText("Delivered at Place (DAP).");
  await expect(summary.getByTestId("incoterm-note")).toContainText("import duties and taxes");

  const method = page.getByRole("region", { name: "Shipping Method" });
  await expect(method.getByRole("radio").first()).toBeChecked({ timeout: 20_000 });
  await fillCard(page);
  const total = (await summary.getByTestId("order-total").textContent()) ?? "";
  await page.getByRole("button", { name: `Pay ${total} & Place Order` }).click();
  await expect(notifications(page).getByText("Order Placed Successfully!")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").at(-1)!;
  await expect(page.getByText(`Tax ID: ${TAX_ID}`)).toBeVisible();
  await expect(page.getByText(/Delivered at Place \(DAP\)/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Commercial invoice (PDF)" })).toHaveAttribute(
    "href",
    `/api/user/orders/${orderId}/commercial-invoice.pdf`,
  );

  // The owner, in another browser: the order with its tax id and incoterm, and both papers.
  const ownerContext = await browser.newContext();
  const owner = await newHydratedPage(ownerContext);
  await loginAdmin(owner);
  await owner.goto(`/admin/orders/${orderId}`);
  await expect(owner.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(owner.getByText(BUYER.name).first()).toBeVisible();
  await expect(owner.getByText(TAX_ID)).toBeVisible();
  await expect(owner.getByText("DAP: duties and import taxes paid by the buyer on delivery")).toBeVisible();
  const commercial = owner.getByRole("link", { name: "Commercial invoice (PDF)" });
  await expect(commercial).toHaveAttribute("href", `/api/admin/orders/${orderId}/commercial-invoice.pdf`);
  for (const paper of ["commercial-invoice.pdf", "invoice.pdf"]) {
    const res = await owner.request.get(`/api/admin/orders/${orderId}/${paper}`);
    expect(res.status(), paper).toBe(200);
    const text = (await pdfText(await res.body())).replace(/\s+/g, " ");
    for (const typed of [BUYER.name, BUYER.company, BUYER.street, `Tax ID ${TAX_ID}`]) expect(text, paper).toContain(typed);
    expect(text, paper).toContain("100-0005");
  }
  const customsText = (
    await pdfText(await (await owner.request.get(`/api/admin/orders/${orderId}/commercial-invoice.pdf`)).body())
  ).replace(/\s+/g, " ");
  expect(customsText).toContain("Incoterm DAP 千代田区, Japan");
  expect(customsText).toContain("Destination Control Statement");
  await ownerContext.close();
});
