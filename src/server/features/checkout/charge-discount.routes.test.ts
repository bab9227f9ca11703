import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Quote } from "../../../shared/contracts/institutional";
import { parseOrderLines } from "../../../shared/contracts/order-line";
import type { AdminOrderDetail, Order } from "../../../shared/contracts/orders";
import { fromCents, orderTotals, toCents } from "../../../shared/money";
import { products } from "../../db/schema/catalog";
import { discountCodes, discountRedemptions } from "../../db/schema/discounts";
import { orders } from "../../db/schema/orders";
import { createSession } from "../../domain/accounts/sessions.service";
import { CODE_USED_BY_YOU, CODE_USED_UP } from "../../domain/discounts/discount-rules";
import { PRICES_CHANGED } from "../../domain/pricing/cart-pricing";
import { cartItems, charge, quotedShipping, testToken, buildOrderData } from "../../../../tests/support/checkout";
import { chargeWith, createDiscountCode, createGroup } from "../../../../tests/support/discounts";
import { createProduct, createTaxRate, createUser, loginAsAdmin, loginAsCustomer } from "../../../../tests/support/factories";
import { buildQuoteRequest, requestQuote } from "../../../../tests/support/institutional";
import { readOutbox } from "../../../../tests/support/mail";
import { pdfText } from "../../../../tests/support/pdf-text";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";
import { discountChangedMessage } from "./charge-plan";

const { t, gateway } = useCheckoutApp();
const db = () => t.deps.db;
const usesOf = async (id: number) =>
  (await db().select({ n: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.id, id)))[0]!.n;
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;

/** Two 895.00 probes shipped to California (7.25 %): what the checkout must agree to with a 10 % code. */
async function probeCart(inStock = 10) {
  await createTaxRate(db(), "CA", "7.25");
  const probe = await createProduct(db(), { name: "101A EMC Probe Set", price: "895.00", inStock });
  const lines = [{ product: probe, quantity: 2 }];
  const shipping = await quotedShipping(t.app, lines);
  // 1,790.00 - 179.00 = 1,611.00; tax 7.25 % of that = 116.80; shipping neither discounted nor taxed.
  const totals = orderTotals(179000, "7.25", toCents(shipping), 17900);
  return { probe, items: cartItems(lines), shipping, totals };
}

describe("a discount code at the charge", () => {
  it("is priced by the server: total = subtotal - discount + tax on the discounted subtotal + shipping, recorded and shown", async () => {
    const { items, shipping, totals } = await probeCart();
    const code = await createDiscountCode(db(), { code: "SPRING10" });
    const { cookie } = await loginAsCustomer(t.app, db());
    expect(totals).toMatchObject({ discount: "179.00", taxAmount: "116.80" });
    expect(totals.total).toBe(fromCents(179000 - 17900 + 11680 + toCents(shipping)));

    const res = await chargeWith(t.app, cookie, items, totals.total, { discountCode: "spring10", discountAmount: "179.00" });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json<{ orderId: string }>().orderId;
    expect(gateway.requests[0]!.amountCents).toBe(toCents(totals.total));
    expect(gateway.requests[0]!.taxCents).toBe(11680);
    expect(await usesOf(code.id)).toBe(1);

    const mine = await t.app.inject({ method: "GET", url: `/api/user/orders/${orderId}`, headers: { cookie } });
    expect(mine.json<Order>()).toMatchObject({
      subtotal: "1790.00",
      discountCode: "SPRING10",
      discountAmount: "179.00",
      taxAmount: "116.80",
      shippingCost: shipping,
      total: totals.total,
    });
    const list = await t.app.inject({ method: "GET", url: "/api/user/orders", headers: { cookie } });
    expect(list.json<Order[]>()[0]).toMatchObject({ discountCode: "SPRING10", discountAmount: "179.00" });
    const admin = await loginAsAdmin(t.app, db());
    const detail = await t.app.inject({ method: "GET", url: `/api/admin/orders/${orderId}`, headers: { cookie: admin } });
    expect(detail.json<AdminOrderDetail>()).toMatchObject({ discountCode: "SPRING10", discountAmount: "179.00" });
    const adminList = await t.app.inject({ method: "GET", url: "/api/admin/orders", headers: { cookie: admin } });
    expect(JSON.stringify(adminList.json())).toContain('"discountCode":"SPRING10"');

    // The papers: the invoice, the bookkeeper's CSV and the confirmation mail name the code and the amount.
    const invoice = await t.app.inject({ method: "GET", url: `/api/user/orders/${orderId}/invoice.pdf`, headers: { cookie } });
    const text = await pdfText(invoice.rawPayload);
    expect(text).toMatch(/Discount \(code SPRING10\)\s+-\$179\.00/);
    expect(text).toMatch(/Tax \(CA 7\.25%\)\s+\$116\.80/);
    const csv = await t.app.inject({ method: "GET", url: "/api/admin/orders.csv", headers: { cookie: admin } });
    const [header, row] = csv.body.trim().split("\r\n");
    expect(header).toMatch(/,Discount Code,Discount$/);
    expect(row).toMatch(/,SPRING10,179\.00$/);
    await t.deps.mailWorker.drain();
    const mail = readOutbox(t.dataDir).find((m) => m.subject.startsWith("Order confirmation"));
    expect(mail?.body).toContain("Discount (code SPRING10): -$179.00");
  });

  it("refuses a tampered discount, a total without the discount and a tampered price, and charges nothing", async () => {
    const { probe, items, totals } = await probeCart();
    const code = await createDiscountCode(db(), { code: "SPRING10" });
    const { cookie } = await loginAsCustomer(t.app, db());

    const bigger = await chargeWith(t.app, cookie, items, totals.total, { discountCode: "SPRING10", discountAmount: "500.00" });
    expect(bigger.statusCode).toBe(409);
    expect(bigger.json()).toEqual({ message: discountChangedMessage("179.00") });

    const undiscounted = orderTotals(179000, "7.25", toCents(totals.shippingCost)).total;
    const claimed = await chargeWith(t.app, cookie, items, fromCents(toCents(totals.total) - 1000), { discountCode: "SPRING10" });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json<{ message: string }>().message).toMatch(/^The order total has changed to /);
    const withoutCode = await chargeWith(t.app, cookie, items, totals.total, {});
    expect(withoutCode.statusCode).toBe(409);
    expect(withoutCode.json<{ message: string }>().message).toContain(
      `$${Number(undiscounted).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );

    const cheap = cartItems([{ product: probe, quantity: 2, price: "1.00" }]);
    const tampered = await chargeWith(t.app, cookie, cheap, totals.total, { discountCode: "SPRING10" });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toEqual({ message: PRICES_CHANGED });

    expect(gateway.calls).toBe(0);
    expect(await usesOf(code.id)).toBe(0);
    expect(await db().select().from(orders)).toHaveLength(0);
  });

  it("refuses a code whose rules fail (400) or whose uses are gone (409) before anything is reserved", async () => {
    const { items, totals } = await probeCart();
    await createDiscountCode(db(), { code: "OLD", endsAt: new Date(Date.now() - 60_000) });
    await createDiscountCode(db(), { code: "GONE", maxUses: 1, uses: 1 });
    const { cookie } = await loginAsCustomer(t.app, db());
    const expired = await chargeWith(t.app, cookie, items, totals.total, { discountCode: "OLD" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: "discountCode: This code has expired" });
    const unknown = await chargeWith(t.app, cookie, items, totals.total, { discountCode: "NOSUCH" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: "discountCode: The discount code NOSUCH does not exist" });
    const usedUp = await chargeWith(t.app, cookie, items, totals.total, { discountCode: "GONE" });
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json()).toEqual({ message: CODE_USED_UP });
    expect(gateway.calls).toBe(0);
  });

  it("gives the use back when the payment is declined, so the customer can use a once-per-customer code again", async () => {
    const { items, totals } = await probeCart();
    const code = await createDiscountCode(db(), { code: "WELCOME", oncePerCustomer: true, maxUses: 1 });
    const { cookie } = await loginAsCustomer(t.app, db());
    const declined = await chargeWith(t.app, cookie, items, totals.total, { discountCode: "WELCOME" }, { card: { zip: "46282" } });
    expect(declined.statusCode).toBe(402);
    expect(await usesOf(code.id)).toBe(0);
    expect(await db().select().from(discountRedemptions)).toHaveLength(0);

    const paid = await chargeWith(t.app, cookie, items, totals.total, { discountCode: "WELCOME" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await usesOf(code.id)).toBe(1);
    const again = await chargeWith(t.app, cookie, items, totals.total, { discountCode: "WELCOME" });
    expect(again.statusCode).toBe(409);
  });
});

describe("maxUses and oncePerCustomer under concurrency", () => {
  it("a code with one use left is used once by 20 parallel checkouts; the 19 others are refused and charged nothing", async () => {
    const { probe, items, totals } = await probeCart(100);
    const code = await createDiscountCode(db(), { code: "LASTONE", maxUses: 5, uses: 4 });
    const requests = [];
    for (let i = 0; i < 20; i++) {
      const customer = await createUser(db());
      const { token } = await createSession(db(), customer, 1);
      requests.push({ cookie: `sid=${token}`, token: await testToken(t.app) });
    }
    const started = performance.now();
    // Twenty people on twenty machines (one address holds only the card-testing limit's worth of charges at once).
    const answers = await Promise.all(
      requests.map((r, i) =>
        charge(
          t.app,
          {
            opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
            opaqueDataValue: r.token,
            amount: totals.total,
            orderData: buildOrderData(items, { discountCode: "LASTONE" }),
          },
          { cookie: r.cookie, "idempotency-key": crypto.randomUUID() },
          `198.51.100.${i + 1}`,
        ),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.json()).toEqual({ message: CODE_USED_UP });
    expect(await usesOf(code.id)).toBe(5);
    expect(gateway.calls).toBe(1);
    const rows = await db().select().from(orders);
    expect(rows.map((r) => [r.paymentStatus, r.discountCode])).toEqual([["paid", "LASTONE"]]);
    expect(await stockOf(probe.id)).toBe(98);
    console.info(`[${t.testDb.kind}] 20 concurrent checkouts for a code's last use: ${elapsed} ms`);
  });

  it("a once-per-customer code: three checkouts of one customer at once, one order holds it", async () => {
    const { items, totals } = await probeCart(100);
    const code = await createDiscountCode(db(), { code: "ONCE", oncePerCustomer: true });
    const { cookie } = await loginAsCustomer(t.app, db());
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => chargeWith(t.app, cookie, items, totals.total, { discountCode: "ONCE" })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json()).toEqual({ message: CODE_USED_BY_YOU });
    expect(await usesOf(code.id)).toBe(1);
    expect(gateway.calls).toBe(1);
  });
});

describe("quantity prices and customer groups at the charge", () => {
  it("prices each line by its tier, a group member at the lower of tier and group price, and refuses the list-price total", async () => {
    await createTaxRate(db(), "CA", "7.25");
    const probe = await createProduct(db(), {
      name: "101A EMC Probe Set",
      price: "895.00",
      priceTiers: [
        { minQuantity: 5, price: "790.00" },
        { minQuantity: 10, price: "750.00" },
      ],
    });
    const cable = await createProduct(db(), { name: "CB-1 SMA Cable", price: "85.00" });
    const member = await loginAsCustomer(t.app, db());
    await createGroup(db(), "Education", "10.00", [member.userId]);
    const lines = [
      { product: probe, quantity: 5 },
      { product: cable, quantity: 2 },
    ];
    const shipping = toCents(await quotedShipping(t.app, lines));
    // Probe: tier 790.00 beats Education's 805.50; cable: Education's 76.50 (no tier).
    const subtotal = 5 * 79000 + 2 * 7650;
    const memberTotal = orderTotals(subtotal, "7.25", shipping).total;
    const listTotal = orderTotals(5 * 79000 + 2 * 8500, "7.25", shipping).total;

    const refused = await chargeWith(t.app, member.cookie, cartItems(lines), listTotal);
    expect(refused.statusCode).toBe(409);
    const res = await chargeWith(t.app, member.cookie, cartItems(lines), memberTotal);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(orders);
    const recorded = parseOrderLines(row!.items);
    expect(recorded.map((l) => [l.productName, l.price, l.listPrice, l.lineTotal])).toEqual([
      ["101A EMC Probe Set", "790.00", "895.00", "3950.00"],
      ["CB-1 SMA Cable", "76.50", "85.00", "153.00"],
    ]);

    // Another customer, four probes: the list price (no tier yet, no group).
    const visitor = await loginAsCustomer(t.app, db());
    const four = [{ product: probe, quantity: 4 }];
    const plain = orderTotals(4 * 89500, "7.25", toCents(await quotedShipping(t.app, four))).total;
    expect((await chargeWith(t.app, visitor.cookie, cartItems(four), plain)).statusCode).toBe(200);
  });
});

describe("a quote with a discount code", () => {
  it("is priced with the code; its use is taken when the quote is ordered, and refused when none is left by then", async () => {
    const { items, totals } = await probeCart();
    const code = await createDiscountCode(db(), { code: "SPRING10", maxUses: 2 });
    const { cookie } = await loginAsCustomer(t.app, db());
    const created = await requestQuote(t.app, cookie, buildQuoteRequest(items, { discountCode: "Spring10" }));
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json<Quote>();
    expect(quote).toMatchObject({ discountCode: "SPRING10", discount: "179.00", discountAmount: "179.00", total: totals.total });
    expect(await usesOf(code.id)).toBe(0);
    const expired = await requestQuote(t.app, cookie, buildQuoteRequest(items, { discountCode: "NOSUCH" }));
    expect(expired.statusCode).toBe(400);

    const second = (await requestQuote(t.app, cookie, buildQuoteRequest(items, { discountCode: "SPRING10" }))).json<Quote>();
    const paid = await charge(
      t.app,
      {
        opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
        opaqueDataValue: await testToken(t.app),
        amount: quote.total,
        quoteId: quote.id,
        orderData: buildOrderData(items),
      },
      { cookie },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await db().select().from(orders);
    expect(row).toMatchObject({ discountCode: "SPRING10", discount: "179.00", quoteId: quote.id });
    expect(await usesOf(code.id)).toBe(1);

    // The last use goes elsewhere meanwhile: ordering the second quote is refused, nothing charged.
    await db().update(discountCodes).set({ uses: 2 }).where(eq(discountCodes.id, code.id));
    const calls = gateway.calls;
    const refused = await charge(
      t.app,
      {
        opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
        opaqueDataValue: await testToken(t.app),
        amount: second.total,
        quoteId: second.id,
        orderData: buildOrderData(items),
      },
      { cookie },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: CODE_USED_UP });
    expect(gateway.calls).toBe(calls);
  });
});
