import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Quote } from "../../../shared/contracts/institutional";
import { fromCents, toCents } from "../../../shared/money";
import { products } from "../../db/schema/catalog";
import { quotes } from "../../db/schema/institutional";
import { orders } from "../../db/schema/orders";
import { mailOutbox } from "../../db/schema/system";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { createProduct, createTaxRate, loginAsCustomer } from "../../../../tests/support/factories";
import { buildQuoteRequest, requestQuote, setTerms } from "../../../../tests/support/institutional";
import { readOutbox } from "../../../../tests/support/mail";
import { pdfText } from "../../../../tests/support/pdf-text";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";
import { loginAsAdmin } from "../../../../tests/support/factories";

const { t, gateway } = useCheckoutApp({ PAYMENT_TIMEOUT_MS: "3000" });
const db = () => t.deps.db;
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;

/** A customer, a taxed two-line cart and its quote. */
async function quoted(options: { inStock?: number } = {}) {
  await createTaxRate(db(), "CA", "7.25");
  const probe = await createProduct(db(), { name: "101A EMC Probe Set", price: "199.00", inStock: options.inStock ?? 10 });
  const amp = await createProduct(db(), { name: "150A EMC Probe Amplifier", price: "1295.50", inStock: options.inStock ?? 10 });
  const lines = [
    { product: probe, quantity: 2 },
    { product: amp, quantity: 1 },
  ];
  const shipping = await quotedShipping(t.app, lines);
  const customer = await loginAsCustomer(t.app, db());
  const res = await requestQuote(t.app, customer.cookie, buildQuoteRequest(cartItems(lines)));
  expect(res.statusCode, res.body).toBe(201);
  return { probe, amp, lines, shipping, customer, quote: res.json<Quote>() };
}

async function orderFrom(cookie: string, quote: Quote, amount = quote.total, extra: Record<string, unknown> = {}) {
  return charge(
    t.app,
    {
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: await testToken(t.app),
      amount,
      quoteId: quote.id,
      orderData: buildOrderData("[]", {
        items: JSON.stringify(quote.items.map((l) => ({ product: { id: l.productId }, quantity: l.quantity }))),
      }),
      ...extra,
    },
    { cookie },
  );
}

describe("POST /api/quotes", () => {
  it("prices the cart on the server, numbers it Q-YYYY-NNNNN, keeps it 30 days and mails the PDF", async () => {
    const { quote, shipping, customer } = await quoted();
    // 199.00 x 2 + 1295.50 = 1693.50; 7.25 % = 122.78
    expect(quote).toMatchObject({ status: "open", subtotal: "1693.50", discount: "0.00", taxRate: "7.25", taxAmount: "122.78" });
    expect(quote.shippingCost).toBe(shipping);
    expect(quote.total).toBe(fromCents(toCents("1693.50") + toCents("122.78") + toCents(shipping)));
    const year = new Date().getFullYear();
    expect(quote.number).toMatch(new RegExp(`^Q-${year}-\\d{5}$`));
    const days = (Date.parse(quote.validUntil) - Date.parse(quote.createdAt.slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(29);
    expect(days).toBeLessThanOrEqual(31);

    const second = await requestQuote(
      t.app,
      customer.cookie,
      buildQuoteRequest(cartItems([{ product: await createProduct(db()), quantity: 1 }])),
    );
    const n = (q: string) => Number(q.slice(-5));
    expect(n(second.json<Quote>().number)).toBe(n(quote.number) + 1);

    await t.deps.mailWorker.drain(); // the outbox worker delivers the queued mail, PDF attached
    const mail = readOutbox(t.dataDir).find((m) => m.subject.includes(quote.number));
    expect(mail?.to).toContain("grace@example.com");
    expect(mail?.body).toMatch(/Content-Type: application\/pdf; name=.?Q-\d{4}-\d{5}\.pdf/);
  });

  it("lists the customer's own quotes and serves their PDF (another customer's is 404)", async () => {
    const { quote, customer } = await quoted();
    const list = await t.app.inject({ method: "GET", url: "/api/user/quotes", headers: { cookie: customer.cookie } });
    expect(list.json<Quote[]>().map((q) => q.id)).toEqual([quote.id]);

    const pdf = await t.app.inject({ method: "GET", url: `/api/user/quotes/${quote.id}/pdf`, headers: { cookie: customer.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(quote.number);
    expect(text).toContain("Valid until");
    expect(text).toMatch(/101A EMC Probe Set\s+2\s+\$199\.00\s+\$398\.00/);
    expect(text).toMatch(/Total\s+\$[\d,]+\.\d\d/);
    expect(text).toContain("Hopper Labs");

    const other = await loginAsCustomer(t.app, db());
    expect(
      (await t.app.inject({ method: "GET", url: `/api/user/quotes/${quote.id}/pdf`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/user/quotes", headers: { cookie: other.cookie } })).json()).toEqual([]);
  });

  it("refuses a product that is gone (409), bad input (400) and an embargoed destination (400), recording nothing", async () => {
    const customer = await loginAsCustomer(t.app, db());
    const ghost = await createProduct(db(), { name: "Gone Probe" });
    await db().delete(products).where(eq(products.id, ghost.id));
    const gone = await requestQuote(t.app, customer.cookie, buildQuoteRequest(cartItems([{ product: ghost, quantity: 1 }])));
    expect(gone.statusCode).toBe(409);
    expect(gone.json<{ message: string }>().message).toContain("Gone Probe is no longer available");

    const bad = await requestQuote(t.app, customer.cookie, { ...buildQuoteRequest("[]"), customerEmail: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/email|cart/i);

    const product = await createProduct(db());
    for (const shippingAddress of [
      { street: "Calle 23", city: "Havana", state: "", zipCode: "10400", country: "Cuba" },
      { street: "Lenina 1", city: "Sevastopol", state: "Crimea", zipCode: "299011", country: "Ukraine" },
    ]) {
      const res = await requestQuote(t.app, customer.cookie, buildQuoteRequest(cartItems([{ product, quantity: 1 }]), { shippingAddress }));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/cannot ship to .*15 CFR part 746/);
    }
    expect(await db().select().from(quotes)).toHaveLength(0);
  });
});

describe("quote mails a customer can trigger", () => {
  it("mails one customer 5 requested quotes an hour, records every quote, and still mails the admin's revisions", async () => {
    const { lines, customer } = await quoted();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await requestQuote(t.app, customer.cookie, buildQuoteRequest(cartItems(lines))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await db().select().from(quotes)).toHaveLength(7);
    const mailed = async () => (await db().select({ subject: mailOutbox.subject }).from(mailOutbox)).map((m) => m.subject);
    expect((await mailed()).filter((s) => s.startsWith("Quote "))).toHaveLength(5);
    expect(await mailed()).not.toContainEqual(expect.stringContaining(answers[5]!.json<Quote>().number));

    const admin = await loginAsAdmin(t.app, db());
    const quote = answers[5]!.json<Quote>();
    const revised = await t.app.inject({
      method: "PUT",
      url: `/api/admin/quotes/${quote.id}`,
      headers: { cookie: admin },
      payload: { discount: "1.00" },
    });
    expect(revised.statusCode).toBe(200);
    expect(await mailed()).toContainEqual(expect.stringMatching(new RegExp(`^Revised quote ${quote.number}`)));
  });
});

describe("the admin's quotes", () => {
  it("lists every quote; PUT changes line prices, discount and validity, recomputes the totals and mails the revised PDF", async () => {
    const { quote } = await quoted();
    const admin = await loginAsAdmin(t.app, db());
    const list = await t.app.inject({ method: "GET", url: "/api/admin/quotes", headers: { cookie: admin } });
    expect(list.json<Quote[]>().map((q) => q.number)).toEqual([quote.number]);

    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/quotes/${quote.id}`,
      headers: { cookie: admin },
      payload: { lines: [{ index: 0, unitPrice: "180.00" }], discount: "100.00", validUntil: "2099-12-31" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const revised = res.json<Quote>();
    // 180 x 2 + 1295.50 = 1655.50; taxable 1555.50; 7.25 % = 112.77
    expect(revised).toMatchObject({ subtotal: "1655.50", discount: "100.00", taxAmount: "112.77", validUntil: "2099-12-31" });
    expect(revised.items[0]).toMatchObject({ price: "180.00", lineTotal: "360.00" });
    expect(revised.total).toBe(fromCents(toCents("1555.50") + toCents("112.77") + toCents(quote.shippingCost)));
    await t.deps.mailWorker.drain();
    const mail = readOutbox(t.dataDir).find((m) => m.subject.startsWith(`Revised quote ${quote.number}`));
    expect(mail).toBeDefined();

    const pdf = await t.app.inject({ method: "GET", url: `/api/admin/quotes/${quote.id}/pdf`, headers: { cookie: admin } });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/Discount\s+-\$100\.00/);
    expect(text).toContain("Revision");

    for (const payload of [{}, { lines: [{ index: 9, unitPrice: "1.00" }] }, { discount: "99999.00" }, { validUntil: "2026-02-30" }]) {
      const refused = await t.app.inject({ method: "PUT", url: `/api/admin/quotes/${quote.id}`, headers: { cookie: admin }, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await t.app.inject({
      method: "PUT",
      url: "/api/admin/quotes/00000000-0000-4000-8000-000000000000",
      headers: { cookie: admin },
      payload: { discount: "1.00" },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("ordering from a quote", () => {
  it("charges the quote's total even after a catalog price change, records the order and marks the quote ordered", async () => {
    const { quote, probe, customer } = await quoted();
    await db().update(products).set({ price: "999.00" }).where(eq(products.id, probe.id));
    const res = await orderFrom(customer.cookie, quote);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json<{ orderId: string }>().orderId;
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ total: quote.total, quoteId: quote.id, paymentStatus: "paid" });
    expect(gateway.requests.at(-1)?.amountCents).toBe(toCents(quote.total));
    expect(await stockOf(probe.id)).toBe(8);
    const [row] = await db().select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row).toMatchObject({ status: "ordered", orderId });

    const again = await orderFrom(customer.cookie, quote);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain("already been ordered");
  });

  it("answers 409 for an expired quote, a wrong amount or another destination; 404 for another's quote; nothing charged", async () => {
    const { quote, customer } = await quoted();
    const wrong = await orderFrom(customer.cookie, quote, "1.00");
    expect(wrong.statusCode).toBe(409);
    const elsewhere = await charge(
      t.app,
      {
        opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
        opaqueDataValue: await testToken(t.app),
        amount: quote.total,
        quoteId: quote.id,
        orderData: buildOrderData("[]", { state: "NV", zipCode: "89501", city: "Reno" }),
      },
      { cookie: customer.cookie },
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json<{ message: string }>().message).toContain("request a new quote");
    const other = await loginAsCustomer(t.app, db());
    expect((await orderFrom(other.cookie, quote)).statusCode).toBe(404);

    await db().update(quotes).set({ validUntil: "2020-01-01" }).where(eq(quotes.id, quote.id));
    const expired = await orderFrom(customer.cookie, quote);
    expect(expired.statusCode).toBe(409);
    expect(expired.json<{ message: string }>().message).toContain("expired");
    const list = await t.app.inject({ method: "GET", url: "/api/user/quotes", headers: { cookie: customer.cookie } });
    expect(list.json<Quote[]>()[0]!.status).toBe("expired");
    expect(gateway.calls).toBe(0);
    expect(await db().select().from(orders)).toHaveLength(0);
  });

  it("answers 409 when a product of the quote is gone", async () => {
    const { quote, amp, customer } = await quoted();
    await db().delete(products).where(eq(products.id, amp.id));
    const res = await orderFrom(customer.cookie, quote);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain("150A EMC Probe Amplifier of quote");
  });

  it("two orders from one quote at once: one order, one charge, the other 409", async () => {
    const { quote, customer, probe } = await quoted();
    const [a, b] = await Promise.all([orderFrom(customer.cookie, quote), orderFrom(customer.cookie, quote)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const placed = await db().select().from(orders).where(eq(orders.quoteId, quote.id));
    expect(placed.filter((o) => o.paymentStatus === "paid")).toHaveLength(1);
    expect(gateway.calls).toBe(1);
    expect(await stockOf(probe.id)).toBe(8);
  });

  it("a declined card frees the quote for another attempt", async () => {
    const { quote, customer } = await quoted();
    const declined = await charge(
      t.app,
      {
        opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
        opaqueDataValue: await testToken(t.app, { zip: "46282" }),
        amount: quote.total,
        quoteId: quote.id,
        orderData: buildOrderData("[]"),
      },
      { cookie: customer.cookie },
    );
    expect(declined.statusCode).toBe(402);
    expect((await db().select().from(quotes).where(eq(quotes.id, quote.id)))[0]!.status).toBe("open");
    expect((await orderFrom(customer.cookie, quote)).statusCode).toBe(200);
  });

  it("a Net 30 account orders a quote on invoice", async () => {
    const { quote, customer } = await quoted();
    await setTerms(db(), customer.userId, "net30");
    const res = await charge(
      t.app,
      { amount: quote.total, quoteId: quote.id, paymentMethod: "invoice", orderData: buildOrderData("[]") },
      { cookie: customer.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.quoteId, quote.id));
    expect(order).toMatchObject({ paymentStatus: "awaiting_payment", paymentMethod: "invoice", total: quote.total });
    expect(gateway.calls).toBe(0);
  });
});
