import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Quote } from "../../../shared/contracts/institutional";
import { fromCents, toCents } from "../../../shared/money";
import { orders } from "../../db/schema/orders";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { startFakeVies, type FakeVies } from "../../../../tests/support/fake-vies";
import { buildQuoteRequest, requestQuote } from "../../../../tests/support/institutional";
import { pdfText } from "../../../../tests/support/pdf-text";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";

// Extensions §9 at the checkout: the country's postal-code pattern, the buyer's tax id by the shipping
// country's format and (VIES_URL set) the EU's VIES, DAP on orders abroad, the tax id on the invoice.

let vies: FakeVies;
beforeAll(async () => {
  vies = await startFakeVies();
});
afterAll(() => vies.close());

const { t, gateway } = useCheckoutApp(() => ({ VIES_URL: vies.url, VIES_TIMEOUT_MS: "300" }));
const db = () => t.deps.db;

const BERLIN = { street: "Unter den Linden 5", city: "Berlin", state: "", zipCode: "10117", country: "Germany" };

beforeEach(() => {
  vies.calls.length = 0;
  vies.registered = new Set(["DE123456789"]);
  vies.down = false;
  vies.delayMs = 0;
});

async function orderTo(address: typeof BERLIN, overrides: Record<string, unknown> = {}) {
  const product = await createProduct(db(), { price: "1000.00", inStock: 5 });
  const lines = [{ product, quantity: 1 }];
  const shipping = await quotedShipping(t.app, lines, "07", address);
  const billing = { billingStreet: address.street, billingCity: address.city, billingState: "Berlin", billingZipCode: address.zipCode };
  return {
    opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
    opaqueDataValue: await testToken(t.app),
    amount: fromCents(toCents("1000.00") + toCents(shipping)),
    orderData: buildOrderData(cartItems(lines), {
      ...address,
      ...billing,
      billingCountry: address.country,
      shippingMethod: "07",
      ...overrides,
    }),
  };
}

describe("an order abroad with a tax id", () => {
  it("records the VAT number in its written form and DAP, and prints the number on the invoice", async () => {
    const me = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await orderTo(BERLIN, { taxId: "de 123 456 789" }), { cookie: me.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(vies.calls).toEqual([{ countryCode: "DE", vatNumber: "123456789" }]);
    const [row] = await db().select().from(orders);
    expect(row).toMatchObject({ taxId: "DE123456789", incoterm: "DAP", zipCode: "10117" });

    const { orderId } = res.json<{ orderId: string }>();
    const read = await t.app.inject({ method: "GET", url: `/api/user/orders/${orderId}`, headers: { cookie: me.cookie } });
    expect(read.json()).toMatchObject({ taxId: "DE123456789", incoterm: "DAP" });
    const invoice = await t.app.inject({ method: "GET", url: `/api/user/orders/${orderId}/invoice.pdf`, headers: { cookie: me.cookie } });
    expect(await pdfText(invoice.rawPayload)).toContain("Tax ID DE123456789");
  });

  it("records no incoterm and no tax id for an order at home", async () => {
    const me = await loginAsCustomer(t.app, db());
    const home = { street: "4000 El Camino Real", city: "Palo Alto", state: "CA", zipCode: "94306", country: "United States" };
    const product = await createProduct(db(), { price: "100.00", inStock: 5 });
    const lines = [{ product, quantity: 1 }];
    const shipping = await quotedShipping(t.app, lines, "03", home);
    const res = await charge(
      t.app,
      {
        opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
        opaqueDataValue: await testToken(t.app),
        amount: fromCents(toCents("100.00") + toCents(shipping)),
        orderData: buildOrderData(cartItems(lines)),
      },
      { cookie: me.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(orders);
    expect(row).toMatchObject({ taxId: null, incoterm: null });
    expect(vies.calls).toEqual([]);
  });

  it.each([
    [
      "a number of another country's format",
      "FR40303265045",
      "taxId: VAT number FR40303265045 is not valid for Germany: DE followed by 9 digits",
    ],
    ["a number too short", "DE12345", "taxId: VAT number DE12345 is not valid for Germany: DE followed by 9 digits"],
    ["a number VIES does not know", "DE000000000", "taxId: VAT number DE000000000 is not registered in the EU's VIES database"],
  ])("refuses %s with 400, before anything is reserved or charged", async (_what, taxId, message) => {
    const me = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await orderTo(BERLIN, { taxId }), { cookie: me.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(gateway.calls).toBe(0);
    expect(await db().select().from(orders)).toEqual([]);
  });

  it.each([
    ["VIES is down", () => (vies.down = true)],
    ["VIES answers too late", () => (vies.delayMs = 1_000)],
  ])("places the order when %s: an outage never blocks it", async (_what, outage) => {
    outage();
    const me = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await orderTo(BERLIN, { taxId: "DE987654321" }), { cookie: me.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(orders);
    expect(row?.taxId).toBe("DE987654321");
  });

  it("checks the postal code by the country's pattern: a UK code is no German one", async () => {
    const me = await loginAsCustomer(t.app, db());
    const body = await orderTo(BERLIN);
    body.orderData = { ...body.orderData, zipCode: "SW1A 1AA" };
    const res = await charge(t.app, body, { cookie: me.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "zipCode: Postal code SW1A 1AA is not a valid code for Germany" });
  });
});

describe("a quote abroad with a tax id", () => {
  it("keeps the number in its written form and prints it on the quote's PDF", async () => {
    const me = await loginAsCustomer(t.app, db());
    const product = await createProduct(db(), { price: "500.00", inStock: 5 });
    const body = buildQuoteRequest(cartItems([{ product, quantity: 1 }]), {
      shippingAddress: BERLIN,
      shippingMethod: "07",
      taxId: "DE 123456789",
    });
    const res = await requestQuote(t.app, me.cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json<Quote>();
    expect(quote.taxId).toBe("DE123456789");
    const pdf = await t.app.inject({ method: "GET", url: `/api/user/quotes/${quote.id}/pdf`, headers: { cookie: me.cookie } });
    expect(await pdfText(pdf.rawPayload)).toContain("Tax ID DE123456789");
  });

  it("refuses a tax id of the wrong format with 400 and records nothing", async () => {
    const me = await loginAsCustomer(t.app, db());
    const product = await createProduct(db(), { price: "500.00", inStock: 5 });
    const body = buildQuoteRequest(cartItems([{ product, quantity: 1 }]), {
      shippingAddress: BERLIN,
      shippingMethod: "07",
      taxId: "GB123456789",
    });
    const res = await requestQuote(t.app, me.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "taxId: VAT number GB123456789 is not valid for Germany: DE followed by 9 digits" });
  });
});

describe("a saved address abroad", () => {
  const address = (overrides: Record<string, unknown>) => ({
    label: "Lab",
    name: "Grace Hopper",
    phone: "+49 30 1234567",
    street: "Unter den Linden 5",
    city: "Berlin",
    state: "Berlin",
    zipCode: "10117",
    country: "Germany",
    ...overrides,
  });
  const save = (cookie: string, body: unknown) =>
    t.app.inject({ method: "POST", url: "/api/user/addresses", headers: { cookie }, payload: body as object });

  it("keeps the postal code and the tax id in their written forms; four digits are a whole Australian code", async () => {
    const me = await loginAsCustomer(t.app, db());
    const berlin = await save(me.cookie, address({ taxId: "de 123.456.789" }));
    expect(berlin.statusCode, berlin.body).toBe(201);
    expect(berlin.json()).toMatchObject({ zipCode: "10117", taxId: "DE123456789" });
    const ottawa = await save(me.cookie, address({ city: "Ottawa", state: "ON", zipCode: "k1a0b1", country: "Canada" }));
    expect(ottawa.json()).toMatchObject({ zipCode: "K1A 0B1", taxId: null });
    const sydney = await save(me.cookie, address({ city: "Sydney", state: "NSW", zipCode: "2000", country: "Australia" }));
    expect(sydney.statusCode, sydney.body).toBe(201);
  });

  it.each([
    [{ zipCode: "SW1A 1AA" }, "zipCode: Postal code SW1A 1AA is not a valid code for Germany"],
    [{ taxId: "DE12" }, "taxId: VAT number DE12 is not valid for Germany: DE followed by 9 digits"],
  ])("refuses %j with 400", async (overrides, message) => {
    const me = await loginAsCustomer(t.app, db());
    const res = await save(me.cookie, address(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });
});
