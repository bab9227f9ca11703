import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "../../../shared/money";
import { products } from "../../db/schema/catalog";
import { idempotencyKeys, orders } from "../../db/schema/orders";
import { createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";
import { PAID_MESSAGE, UNCERTAIN_MESSAGE } from "./charge-answers";
import { KEY_CONFIRMING } from "./idempotency.service";
import { reconcileReservations } from "./reconcile.service";

// A charge whose answer never comes: the order keeps its stock and its key until the sweeper has asked the gateway.
const { t, gateway } = useCheckoutApp({ PAYMENT_TIMEOUT_MS: "3000" });

const db = () => t.deps.db;
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;
const allOrders = () => db().select().from(orders);
const sweepContext = () => ({
  db: db(),
  gateway,
  mailWorker: t.deps.mailWorker,
  shopEmail: "sales@example.com",
  log: t.app.log,
  gatewayTimeoutMs: 1000,
  staleAfterS: 900,
});

async function simpleCheckout() {
  const product = await createProduct(db(), { price: "240.00", inStock: 5 });
  const lines = [{ product, quantity: 1 }];
  return { product, items: cartItems(lines), amount: fromCents(toCents("240.00") + toCents(await quotedShipping(t.app, lines))) };
}

async function payload(items: string, amount: string, overrides: { card?: Record<string, string> } = {}) {
  return {
    opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
    opaqueDataValue: await testToken(t.app, overrides.card),
    amount,
    orderData: buildOrderData(items),
  };
}

describe("an unconfirmed charge", () => {
  it("keeps the reservation and the key when the gateway never answers within PAYMENT_TIMEOUT_MS, until reconciliation answers", async () => {
    const { product, items, amount } = await simpleCheckout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const headers = { cookie, "idempotency-key": crypto.randomUUID() };
    gateway.hang = true;
    const started = Date.now();
    const res = await charge(t.app, await payload(items, amount), headers);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: UNCERTAIN_MESSAGE, retryable: false });
    // The card may have been charged: the order keeps its stock and waits for the sweeper's look-up.
    expect(await stockOf(product.id)).toBe(4);
    const [order] = await allOrders();
    expect(order).toMatchObject({ paymentStatus: "reserved", chargeUncertain: true });
    expect(order!.chargeAttemptedAt).not.toBeNull();

    // Another card under the same key: told at once that the first payment is being confirmed, never charged.
    gateway.hang = false;
    const retry = await charge(t.app, await payload(items, amount, { card: { cardNumber: "5424000000000015" } }), headers);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ message: KEY_CONFIRMING });
    expect(gateway.calls).toBe(1);

    // The hung charge never reached the ledger: reconciliation releases the order and the key ...
    await db()
      .update(orders)
      .set({ chargeAttemptedAt: sql`now() - interval '1 minute'` });
    const swept = await reconcileReservations({ ...sweepContext(), gatewayTimeoutMs: 3000 });
    expect(swept).toEqual({ paid: 0, released: 1, left: 0 });
    expect(await stockOf(product.id)).toBe(5);
    // ... and the page still open can pay with the same key.
    const again = await charge(t.app, await payload(items, amount, { card: { cardNumber: "5424000000000015" } }), headers);
    expect(again.statusCode).toBe(200);
    expect((await allOrders()).map((o) => o.paymentStatus).sort()).toEqual(["failed", "paid"]);
    expect(await stockOf(product.id)).toBe(4);
  });

  it("answers a key whose order was paid but whose request died before writing the answer with that order, at once", async () => {
    const { items, amount } = await simpleCheckout();
    const { cookie } = await loginAsCustomer(t.app, db());
    const key = crypto.randomUUID();
    const headers = { cookie, "idempotency-key": key };
    const first = await charge(t.app, await payload(items, amount), headers);
    expect(first.statusCode).toBe(200);
    const [order] = await allOrders();
    // As a process killed between recording the payment and storing the key's answer leaves it.
    await db().update(idempotencyKeys).set({ statusCode: null, response: null, completedAt: null }).where(eq(idempotencyKeys.key, key));

    // The checkout page retries (nginx answered 502 for the dead process): it is shown the order, not "being processed".
    const retry = await charge(t.app, await payload(items, amount), headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ success: true, message: PAID_MESSAGE, orderId: order!.id });
    expect(gateway.calls).toBe(1);
    expect(await allOrders()).toHaveLength(1);
    const [stored] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toMatchObject({ statusCode: 200, response: { success: true, message: PAID_MESSAGE, orderId: order!.id } });
    expect(stored!.completedAt).not.toBeNull();
  });
});
