import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import { products } from "../../db/schema/catalog";
import { idempotencyKeys, orders } from "../../db/schema/orders";
import { mailOutbox } from "../../db/schema/system";
import { createProduct, createTaxRate, loginAsAdmin, loginAsCustomer } from "../../../../tests/support/factories";
import { buildOrderData, cartItems, charge, outboxMessages, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";
import { orderHistory } from "../../domain/orders/order-events";

const { t, gateway } = useCheckoutApp({ PAYMENT_TIMEOUT_MS: "3000" });

const db = () => t.deps.db;
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;
const allOrders = () => db().select().from(orders);

/** A one-line cart of `quantity` x product (no options) with the amount the checkout would show. */
async function simpleCheckout(overrides: { quantity?: number; inStock?: number } = {}) {
  const product = await createProduct(db(), { price: "240.00", inStock: overrides.inStock ?? 5 });
  const lines = [{ product, quantity: overrides.quantity ?? 1 }];
  const shipping = await quotedShipping(t.app, lines);
  const amount = fromCents(toCents("240.00") * (overrides.quantity ?? 1) + toCents(shipping)); // no tax rate stored
  return { product, lines, items: cartItems(lines), amount };
}

async function payload(
  items: string,
  amount: string,
  overrides: { card?: Record<string, string>; orderData?: Record<string, unknown> } = {},
) {
  return {
    opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
    opaqueDataValue: await testToken(t.app, overrides.card),
    amount,
    orderData: buildOrderData(items, overrides.orderData),
  };
}

describe("POST /api/payment/charge", () => {
  it("re-prices, charges once, records the paid order, takes stock and mails both sides", async () => {
    await createTaxRate(db(), "CA", "7.25");
    const probe = await createProduct(db(), {
      name: "101A EMC Probe Set",
      price: "199.00",
      inStock: 10,
      options: [{ title: "SMA cable kit", price: "25.00", isDefault: true }],
    });
    const amp = await createProduct(db(), { name: "150A EMC Probe Amplifier", price: "1295.50", inStock: 3 });
    const lines = [
      { product: probe, quantity: 2, option: { title: "SMA cable kit", price: "25.00" } },
      { product: amp, quantity: 1 },
    ];
    const shipping = await quotedShipping(t.app, lines);
    // (199.00 + 25.00) x 2 + 1295.50 = 1743.50; tax 7.25 % of the subtotal only = 126.40
    const total = fromCents(toCents("1743.50") + toCents("126.40") + toCents(shipping));
    const { cookie, userId } = await loginAsCustomer(t.app, db());

    const res = await charge(t.app, await payload(cartItems(lines), total), { cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; message: string; orderId: string }>();
    expect(body).toEqual({ success: true, message: "Payment processed successfully", orderId: expect.any(String) });
    expect(gateway.calls).toBe(1);
    expect(gateway.requests[0]).toMatchObject({
      amountCents: toCents(total),
      invoiceNumber: shortOrderId(body.orderId),
      poNumber: "PO-2291",
      taxCents: 12640,
    });

    const [order] = await allOrders();
    expect(order).toMatchObject({
      id: body.orderId,
      userId,
      status: "pending",
      paymentStatus: "paid",
      subtotal: "1743.50",
      taxRate: "7.25",
      taxAmount: "126.40",
      shippingMethod: "03",
      shippingServiceName: "Delivery in 1-5 business days",
      shippingCost: shipping,
      total,
      customerAddress: "4000 El Camino Real, Palo Alto, CA 94306, United States",
    });
    expect(order!.transactionId).toMatch(/^[1-9]\d{11}$/);
    // The payment's own transaction: card, paid_at, invoice number and the history from the placing on.
    expect(order).toMatchObject({
      cardLastFour: "1111",
      chargeUncertain: false,
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-00001$/),
    });
    expect(order!.paidAt).not.toBeNull();
    expect(order!.chargeAttemptedAt).not.toBeNull();
    const events = await orderHistory(db(), order!);
    expect(events.map((e) => [e.type, e.actor])).toEqual([
      ["placed", "customer"],
      ["paid", "system"],
      ["invoice_issued", "system"],
    ]);
    expect(events[1]!.message).toBe(`Payment of ${formatPrice(total)} approved (card ending 1111, transaction ${order!.transactionId})`);
    expect(events[2]!.message).toBe(`Invoice ${order!.invoiceNumber} issued`);
    const recorded = JSON.parse(order!.items) as { productId: string; price: string; lineTotal: string; selectedOption: unknown }[];
    expect(recorded[0]).toMatchObject({
      productId: probe.id,
      price: "224.00",
      lineTotal: "448.00",
      selectedOption: { title: "SMA cable kit", price: "25.00" },
    });
    expect(await stockOf(probe.id)).toBe(8);
    expect(await stockOf(amp.id)).toBe(2);

    const history = await t.app.inject({ method: "GET", url: "/api/user/orders", headers: { cookie } });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([expect.objectContaining({ id: body.orderId, total, paymentStatus: "paid" })]);

    // Queued with the order; the outbox worker delivers them. Header lines unfolded, so a long Subject reads as one line.
    await t.deps.mailWorker.drain();
    const mails = outboxMessages(t.dataDir).map((m) => m.replace(/\r?\n[ \t]+/g, " "));
    expect(mails).toHaveLength(2);
    const short = shortOrderId(body.orderId);
    const toCustomer = mails.find((m) => /^To: grace@example\.com$/m.test(m));
    const toShop = mails.find((m) => /^To: sales@gravensteinrf\.com$/m.test(m));
    expect(toCustomer).toMatch(new RegExp(`^Subject: Order confirmation #${short} - Gravenstein RF Instruments$`, "m"));
    expect(toCustomer).toContain(`Total: ${formatPrice(total)}`);
    expect(toShop).toMatch(new RegExp(`^Subject: New order #${short}: \\$${formatPrice(total).slice(1)} from Grace Hopper$`, "m"));
  });

  it("answers 401 without a session and 403 for the admin, charging nothing", async () => {
    const { items, amount } = await simpleCheckout();
    const body = await payload(items, amount);
    const anonymous = await charge(t.app, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
    const admin = await charge(t.app, body, { cookie: await loginAsAdmin(t.app, db()) });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: "The admin account cannot place orders. Please sign in with a customer account." });
    expect(gateway.calls).toBe(0);
    expect(await allOrders()).toHaveLength(0);
  });

  it("refuses a tampered amount with the real total and charges nothing", async () => {
    const { product, items, amount } = await simpleCheckout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await payload(items, "1.00"), { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `The order total has changed to ${formatPrice(amount)}. Please review your order and try again.`,
    });
    expect(gateway.calls).toBe(0);
    expect(await allOrders()).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(5);
  });

  it.each([
    ["a tampered product price", "price", "Prices have changed since you added these items. Please review your cart."],
    ["an option that does not exist", "option", 'The option "Gold plating" of Test Probe X no longer exists'],
    ["a product that no longer exists", "product", "Discontinued Probe is no longer available"],
  ])("refuses %s with 409 and charges nothing", async (_name, kind, message) => {
    const product = await createProduct(db(), {
      name: "Test Probe X",
      price: "240.00",
      inStock: 5,
      options: [{ title: "Standard", price: "0.00", isDefault: true }],
    });
    const line = { product, quantity: 1, option: { title: "Standard", price: "0.00" } };
    const items =
      kind === "price"
        ? cartItems([{ ...line, price: "24.00" }])
        : kind === "option"
          ? cartItems([{ ...line, option: { title: "Gold plating", price: "0.00" } }])
          : cartItems([{ ...line, product: { ...product, id: "6f1c2a4e-0000-4000-8000-000000000000", name: "Discontinued Probe" } }]);
    const { cookie } = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await payload(items, "300.00"), { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message });
    expect(gateway.calls).toBe(0);
    expect(await allOrders()).toHaveLength(0);
  });

  it("refuses a shipping service that was not quoted for the address", async () => {
    const { items, amount } = await simpleCheckout();
    const { cookie } = await loginAsCustomer(t.app, db());
    // 07 is the international service: not offered for a US address.
    const res = await charge(t.app, await payload(items, amount, { orderData: { shippingMethod: "07" } }), { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The selected shipping method is not available for this address. Please choose another.");
    expect(gateway.calls).toBe(0);
  });

  it("answers 400 naming items for malformed or wrongly shaped cart lines", async () => {
    const { cookie } = await loginAsCustomer(t.app, db());
    const broken = await charge(t.app, await payload("[{not json", "10.00"), { cookie });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^items: /);
    const shaped = await charge(t.app, await payload(JSON.stringify([{ product: { id: "x" }, quantity: 0 }]), "10.00"), { cookie });
    expect(shaped.statusCode).toBe(400);
    expect(shaped.json().message).toBe("items[0].quantity: must be at least 1");
    const missing = await charge(t.app, { amount: "1.00" }, { cookie });
    expect(missing.statusCode).toBe(400);
    expect(gateway.calls).toBe(0);
  });

  it("answers 402 for a declined card (billing ZIP 46282): no visible order, stock unchanged", async () => {
    const { product, items, amount } = await simpleCheckout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await payload(items, amount, { card: { zip: "46282" } }), { cookie });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ success: false, message: "This transaction has been declined." });
    expect(await stockOf(product.id)).toBe(5);
    const [order] = await allOrders();
    expect(order!.paymentStatus).toBe("declined");
    const history = await t.app.inject({ method: "GET", url: "/api/user/orders", headers: { cookie } });
    expect(history.json()).toEqual([]);
    await t.deps.mailWorker.drain(); // the outbox worker delivers what the change queued
    expect(outboxMessages(t.dataDir)).toHaveLength(0);
  });

  it("answers 502 for a used token and puts the stock back", async () => {
    const { product, items, amount } = await simpleCheckout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const first = await payload(items, amount);
    expect((await charge(t.app, first, { cookie })).statusCode).toBe(200);
    const again = await charge(t.app, first, { cookie }); // no Idempotency-Key: a second, separate attempt
    expect(again.statusCode).toBe(502);
    expect(again.json()).toEqual({ success: false, message: "The payment token is invalid or has expired. Please try again." });
    expect(await stockOf(product.id)).toBe(4);
    expect((await allOrders()).map((o) => o.paymentStatus).sort()).toEqual(["failed", "paid"]);
  });

  it("lets the key carry a new card after a definitive gateway error (a spent token)", async () => {
    const { product, items, amount } = await simpleCheckout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const spent = await payload(items, amount);
    expect((await charge(t.app, spent, { cookie })).statusCode).toBe(200);
    const headers = { cookie, "idempotency-key": crypto.randomUUID() };
    const failed = await charge(t.app, spent, headers);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ success: false, message: "The payment token is invalid or has expired. Please try again." });

    const paid = await charge(t.app, await payload(items, amount), headers);
    expect(paid.statusCode).toBe(200);
    expect(gateway.calls).toBe(3);
    expect((await allOrders()).map((o) => o.paymentStatus).sort()).toEqual(["failed", "paid", "paid"]);
    expect(await stockOf(product.id)).toBe(3);
  });

  it("places the order even when the mail server is down: its mails wait in the outbox", async () => {
    const { product, items, amount } = await simpleCheckout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const mailer = t.deps.mailTransport;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error("SMTP server down"));
    try {
      const res = await charge(t.app, await payload(items, amount), { cookie });
      expect(res.statusCode).toBe(200);
    } finally {
      mailer.send = send;
    }
    const [order] = await allOrders();
    expect(order!.paymentStatus).toBe("paid");
    expect(await stockOf(product.id)).toBe(4);
    const queued = await db().select({ to: mailOutbox.to, status: mailOutbox.status }).from(mailOutbox);
    expect(queued.map((m) => m.to).sort()).toEqual([order!.customerEmail, "sales@gravensteinrf.com"].sort());
  });

  it("frees the Idempotency-Key after a refusal, so the corrected request can use it", async () => {
    const { items, amount } = await simpleCheckout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const key = crypto.randomUUID();
    expect((await charge(t.app, await payload(items, "1.00"), { cookie, "idempotency-key": key })).statusCode).toBe(409);
    expect(await db().select().from(idempotencyKeys)).toHaveLength(0);
    expect((await charge(t.app, await payload(items, amount), { cookie, "idempotency-key": key })).statusCode).toBe(200);
  });

  it("refuses a malformed Idempotency-Key with 400", async () => {
    const { cookie } = await loginAsCustomer(t.app, db());
    const res = await charge(t.app, await payload("[]", "1.00"), { cookie, "idempotency-key": "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Idempotency-Key: /);
  });
});
