import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Quote, TaxExemption } from "../../../shared/contracts/institutional";
import { fromCents, toCents } from "../../../shared/money";
import { products } from "../../db/schema/catalog";
import { taxExemptions } from "../../db/schema/institutional";
import { orders } from "../../db/schema/orders";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { createProduct, createTaxRate, loginAsAdmin, loginAsCustomer } from "../../../../tests/support/factories";
import { buildQuoteRequest, requestQuote } from "../../../../tests/support/institutional";
import { pdfText } from "../../../../tests/support/pdf-text";
import { unfinishedUpload, uploadDocument } from "../../../../tests/support/uploads";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";

const { t } = useCheckoutApp({ PAYMENT_TIMEOUT_MS: "3000" });
const db = () => t.deps.db;
/** Files a certificate; without a fileUrl in `body`, one uploaded by the same account. */
async function file(cookie: string, body: Record<string, unknown>) {
  const fileUrl = "fileUrl" in body ? body.fileUrl : await uploadDocument(t.app, cookie, "certificates");
  return t.app.inject({
    method: "POST",
    url: "/api/user/tax-exemptions",
    headers: { cookie },
    payload: { state: "CA", certificateNumber: "SR-1234", expiresOn: "2099-06-30", ...body, fileUrl },
  });
}

async function decide(id: number, payload: object) {
  const admin = await loginAsAdmin(t.app, db());
  return t.app.inject({ method: "PUT", url: `/api/admin/tax-exemptions/${id}`, headers: { cookie: admin }, payload });
}

/** A customer with an approved certificate (state CA unless told). */
async function exemptCustomer(body: Record<string, unknown> = {}) {
  const customer = await loginAsCustomer(t.app, db());
  const filed = await file(customer.cookie, body);
  expect(filed.statusCode, filed.body).toBe(201);
  const id = filed.json<TaxExemption>().id;
  expect((await decide(id, { status: "approved" })).statusCode).toBe(200);
  return { ...customer, exemptionId: id };
}

async function taxedCart() {
  await createTaxRate(db(), "CA", "7.25");
  await createTaxRate(db(), "NV", "6.85");
  const product = await createProduct(db(), { name: "137A Helmholtz Coil System", price: "1000.00", inStock: 5 });
  const lines = [{ product, quantity: 1 }];
  return { product, lines, items: cartItems(lines), shipping: await quotedShipping(t.app, lines) };
}

async function cardCharge(cookie: string, items: string, amount: string, orderData: Record<string, unknown> = {}) {
  return charge(
    t.app,
    {
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: await testToken(t.app),
      amount,
      orderData: buildOrderData(items, orderData),
    },
    { cookie },
  );
}

describe("tax-exemption certificates", () => {
  it("upload URL, file (201 pending), list; the admin lists and decides with a reason", async () => {
    const customer = await loginAsCustomer(t.app, db());
    const upload = await t.app.inject({ method: "POST", url: "/api/user/tax-exemptions/upload", headers: { cookie: customer.cookie } });
    const url = new URL(upload.json<{ uploadURL: string }>().uploadURL);
    expect(url.pathname).toMatch(/^\/objects\/upload\/certificates\//);
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const put = await t.app.inject({ method: "PUT", url: `${url.pathname}${url.search}`, payload: png });
    expect(put.statusCode, put.body).toBe(200);
    const fileUrl = put.json<{ objectPath: string }>().objectPath;

    const filed = await file(customer.cookie, { fileUrl, state: "California" });
    expect(filed.statusCode).toBe(201);
    expect(filed.json<TaxExemption>()).toMatchObject({
      status: "pending",
      state: "CA",
      certificateNumber: "SR-1234",
      expiresOn: "2099-06-30",
      fileUrl,
    });
    const mine = await t.app.inject({ method: "GET", url: "/api/user/tax-exemptions", headers: { cookie: customer.cookie } });
    expect(mine.json<TaxExemption[]>()).toHaveLength(1);

    const admin = await loginAsAdmin(t.app, db());
    const all = await t.app.inject({ method: "GET", url: "/api/admin/tax-exemptions", headers: { cookie: admin } });
    expect(all.json<TaxExemption[]>()[0]).toMatchObject({ username: customer.username, status: "pending" });
    const rejected = await decide(filed.json<TaxExemption>().id, { status: "rejected", reason: "Certificate unsigned" });
    expect(rejected.json<TaxExemption>()).toMatchObject({ status: "rejected", reason: "Certificate unsigned" });
    expect((await decide(filed.json<TaxExemption>().id, { status: "maybe" })).statusCode).toBe(400);
    expect((await decide(999999, { status: "approved" })).statusCode).toBe(404);
  });

  it("refuses bad certificates with 400: unknown state, expired, malformed date, foreign file", async () => {
    const customer = await loginAsCustomer(t.app, db());
    for (const body of [
      { state: "Ontario" },
      { expiresOn: "2020-01-01" },
      { expiresOn: "2099-02-30" },
      { fileUrl: "https://evil.example/x.pdf" },
      { certificateNumber: "" },
    ]) {
      const res = await file(customer.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("refuses with 400 a certificate file another customer uploaded, one never uploaded, and one whose upload did not finish", async () => {
    const victim = await loginAsCustomer(t.app, db());
    const hers = await uploadDocument(t.app, victim.cookie, "certificates");
    expect((await file(victim.cookie, { fileUrl: hers })).statusCode).toBe(201);
    const customer = await loginAsCustomer(t.app, db());
    const cases = [
      [hers, "fileUrl: no certificate you uploaded is stored at this path. Please upload the certificate again."],
      [
        "/objects/certificates/5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e",
        "fileUrl: no certificate you uploaded is stored at this path. Please upload the certificate again.",
      ],
      [
        "/objects/certificates/not-a-name",
        "fileUrl: no certificate you uploaded is stored at this path. Please upload the certificate again.",
      ],
      [
        await unfinishedUpload(t.app, customer.cookie, "certificates"),
        "fileUrl: the upload of this certificate did not finish. Please upload the certificate again.",
      ],
    ] as const;
    for (const [fileUrl, message] of cases) {
      const res = await file(customer.cookie, { fileUrl });
      expect(res.statusCode, fileUrl).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const filed = await db().select().from(taxExemptions);
    expect(filed.map((row) => row.userId)).toEqual([victim.userId]);
  });

  it("an approved, unexpired certificate for the ship-to state makes the checkout's tax 0 and the order records it", async () => {
    const { items, shipping } = await taxedCart();
    const customer = await exemptCustomer();
    const untaxed = fromCents(toCents("1000.00") + toCents(shipping));
    const taxedAmount = fromCents(toCents("1072.50") + toCents(shipping));
    expect((await cardCharge(customer.cookie, items, taxedAmount)).statusCode).toBe(409);
    const res = await cardCharge(customer.cookie, items, untaxed);
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await db().select().from(orders);
    expect(order).toMatchObject({ taxAmount: "0.00", taxRate: "0.00", taxExemptionId: customer.exemptionId, total: untaxed });

    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/user/orders/${order!.id}/invoice.pdf`,
      headers: { cookie: customer.cookie },
    });
    expect(await pdfText(pdf.rawPayload)).toContain(`exempt: certificate #${customer.exemptionId}`);
  });

  it("another state, an expired or a rejected certificate: normal tax", async () => {
    const { items, shipping } = await taxedCart();
    const caTaxed = fromCents(toCents("1072.50") + toCents(shipping));
    const nv = { state: "NV", city: "Reno", zipCode: "89501", billingState: "NV", billingCity: "Reno", billingZipCode: "89501" };

    const caHolder = await exemptCustomer();
    const nvShipping = await quotedShipping(t.app, [{ product: (await db().select().from(products))[0]!, quantity: 1 }], "03", {
      street: "1 Main",
      city: "Reno",
      state: "NV",
      zipCode: "89501",
      country: "United States",
    });
    const nvAmount = fromCents(toCents("1068.50") + toCents(nvShipping));
    const other = await cardCharge(caHolder.cookie, items, nvAmount, nv);
    expect(other.statusCode, other.body).toBe(200);

    const expired = await exemptCustomer();
    await db().update(taxExemptions).set({ expiresOn: "2020-01-01" }).where(eq(taxExemptions.id, expired.exemptionId));
    expect((await cardCharge(expired.cookie, items, caTaxed)).statusCode).toBe(200);

    const rejected = await exemptCustomer();
    await decide(rejected.exemptionId, { status: "rejected", reason: "Wrong entity" });
    expect((await cardCharge(rejected.cookie, items, caTaxed)).statusCode).toBe(200);

    const placed = await db().select().from(orders);
    expect(placed).toHaveLength(3);
    expect(placed.every((o) => o.taxExemptionId === null && toCents(o.taxAmount) > 0)).toBe(true);
  });

  it("quotes apply the exemption at pricing time too", async () => {
    const { items } = await taxedCart();
    const customer = await exemptCustomer();
    const res = await requestQuote(t.app, customer.cookie, buildQuoteRequest(items));
    expect(res.json<Quote>()).toMatchObject({ taxRate: "0.00", taxAmount: "0.00", taxExemptionId: customer.exemptionId });
  });
});

describe("export data", () => {
  it("products carry eccn, htsCode, countryOfOrigin; an invoice shipped abroad shows them and the Destination Control Statement", async () => {
    const admin = await loginAsAdmin(t.app, db());
    const product = await createProduct(db(), { name: "155A Microwave Preamplifier", price: "300.00", inStock: 4 });
    const read = await t.app.inject({ method: "GET", url: `/api/products/${product.id}` });
    const body = read.json<Record<string, unknown>>();
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      headers: { cookie: admin },
      payload: { ...body, eccn: "3a992.a", htsCode: "8543.70.9960", countryOfOrigin: "us" },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ eccn: "3A992.a", htsCode: "8543.70.9960", countryOfOrigin: "US" });
    const badEccn = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      headers: { cookie: admin },
      payload: { ...body, eccn: "banana" },
    });
    expect(badEccn.statusCode).toBe(400);

    const fresh = (await db().select().from(products).where(eq(products.id, product.id)))[0]!;
    const lines = [{ product: fresh, quantity: 1 }];
    const abroad = { street: "Unter den Linden 1", city: "Berlin", state: "", zipCode: "10117", country: "Germany" };
    const shipping = await quotedShipping(t.app, lines, "07", abroad);
    const customer = await loginAsCustomer(t.app, db());
    const res = await cardCharge(customer.cookie, cartItems(lines), fromCents(toCents("300.00") + toCents(shipping)), {
      ...abroad,
      shippingMethod: "07",
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json<{ orderId: string }>().orderId;
    const pdf = await t.app.inject({ method: "GET", url: `/api/user/orders/${orderId}/invoice.pdf`, headers: { cookie: customer.cookie } });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("ECCN 3A992.a - HTS 8543.70.9960 - Origin US");
    expect(text).toContain("Destination Control Statement");
    expect(text).toMatch(/controlled by the U\.S\. Government/);
  });

  it("refuses an embargoed destination at checkout with a clear message", async () => {
    const product = await createProduct(db(), { inStock: 3 });
    const customer = await loginAsCustomer(t.app, db());
    const res = await cardCharge(customer.cookie, cartItems([{ product, quantity: 1 }]), "100.00", {
      country: "Iran",
      state: "",
      city: "Tehran",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain("We cannot ship to Iran");
    expect(await db().select().from(orders)).toHaveLength(0);
  });
});
