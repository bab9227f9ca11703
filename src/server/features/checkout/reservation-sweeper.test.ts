import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shortOrderId } from "../../../shared/contracts/orders";
import { toCents } from "../../../shared/money";
import type { PaymentGateway } from "../../adapters/payments/payment-gateway";
import { products } from "../../db/schema/catalog";
import { idempotencyKeys, orders } from "../../db/schema/orders";
import { testGatewayCharges } from "../../db/schema/shop";
import { listOrderEvents } from "../../domain/orders/order-events";
import { buildOrderLine, createOrder, createProduct } from "../../../../tests/support/factories";
import { outboxMessages } from "../../../../tests/support/checkout";
import { createTestApp } from "../../../../tests/support/test-app";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";
import { settleAbandonedKeys } from "./idempotency-cleanup";
import { reconcileReservations } from "./reconcile.service";

const { t, gateway } = useCheckoutApp();

const db = () => t.deps.db;
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const keyOf = async (key: string) => (await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

/** The sweeper's context over the test gateway; `lookups` counts the gateway's look-ups. */
function context(overrides: { gateway?: Partial<PaymentGateway> } = {}) {
  const counted = { lookups: 0 };
  const ctx = {
    db: db(),
    gateway: {
      ...gateway,
      kind: gateway.kind,
      lookup: (invoice: string) => {
        counted.lookups++;
        return gateway.lookup(invoice);
      },
      ...overrides.gateway,
    } as PaymentGateway,
    mailWorker: t.deps.mailWorker,
    shopEmail: "sales@example.com",
    log: t.app.log,
    gatewayTimeoutMs: 1000,
    staleAfterS: 900,
  };
  return { ctx, counted };
}

/** A reservation as a process that died mid-charge leaves it: stock taken, order "reserved", its key claimed without an answer. */
async function reservation(
  product: { id: string; name: string },
  quantity: number,
  options: { minutesAgo: number; attempted?: boolean; uncertain?: boolean },
) {
  const key = crypto.randomUUID();
  await db().insert(idempotencyKeys).values({ key, requestHash: "h" });
  const order = await createOrder(db(), {
    paymentStatus: "reserved",
    items: JSON.stringify([buildOrderLine(product, quantity)]),
    idempotencyKey: key,
    chargeUncertain: options.uncertain ?? false,
  });
  const ago = sql`now() - make_interval(mins => ${options.minutesAgo})`;
  await db()
    .update(orders)
    .set({ createdAt: ago, chargeAttemptedAt: options.attempted ? ago : null })
    .where(eq(orders.id, order.id));
  return { order, key };
}

/** What the test gateway's ledger holds after a charge for the order. */
const ledgerCharge = (order: { id: string; total: string }, outcome: "approved" | "declined" = "approved", amount = order.total) =>
  db()
    .insert(testGatewayCharges)
    .values({
      transactionId: "612345678901",
      invoiceNumber: shortOrderId(order.id),
      outcome,
      amountCents: toCents(amount),
      lastFour: "1111",
    });

describe("reconciliation of reservations", () => {
  it("releases a stale reservation that never reached the gateway without asking it, once with two sweepers, and frees its key", async () => {
    const product = await createProduct(db(), { inStock: 2 });
    const stale = await reservation(product, 3, { minutesAgo: 20 });
    const live = await reservation(product, 1, { minutesAgo: 1, attempted: true });
    const { ctx, counted } = context();

    const [a, b] = await Promise.all([reconcileReservations(ctx), reconcileReservations(ctx)]);
    expect(a.released + b.released).toBe(1);
    expect(counted.lookups).toBe(0);
    expect(await stockOf(product.id)).toBe(2 + 3);
    expect(await orderOf(stale.order.id)).toMatchObject({ paymentStatus: "failed", idempotencyKey: null });
    expect(await keyOf(stale.key)).toBeUndefined();
    expect(await orderOf(live.order.id)).toMatchObject({ paymentStatus: "reserved" });
    expect((await listOrderEvents(db(), stale.order.id)).map((e) => [e.type, e.actor])).toEqual([["payment_failed", "system"]]);
  });

  it("records a charge the gateway holds: paid, invoice number, events by the system, mails, and the key answers with the order", async () => {
    const product = await createProduct(db(), { inStock: 5 });
    const { order, key } = await reservation(product, 1, { minutesAgo: 20, attempted: true });
    await ledgerCharge(order);
    const { ctx, counted } = context();

    expect(await reconcileReservations(ctx)).toEqual({ paid: 1, released: 0, left: 0 });
    expect(counted.lookups).toBe(1);
    const paid = await orderOf(order.id);
    expect(paid).toMatchObject({ paymentStatus: "paid", transactionId: "612345678901", cardLastFour: "1111", chargeUncertain: false });
    expect(paid.invoiceNumber).toMatch(/^INV-\d{4}-00001$/);
    expect(paid.paidAt).not.toBeNull();
    const events = await listOrderEvents(db(), order.id);
    expect(events.map((e) => [e.type, e.actor])).toEqual([
      ["reconciled", "system"],
      ["invoice_issued", "system"],
    ]);
    expect(events[0]!.message).toContain("card ending 1111");
    await t.deps.mailWorker.drain(); // the outbox worker delivers what the change queued
    expect(outboxMessages(t.dataDir)).toHaveLength(2);
    expect(await keyOf(key)).toMatchObject({ statusCode: 200, response: { success: true, orderId: order.id } });
    expect(await stockOf(product.id)).toBe(5);
    // A second pass finds nothing left to do.
    expect(await reconcileReservations(ctx)).toEqual({ paid: 0, released: 0, left: 0 });
  });

  it("records a charge that settled before the sweep (older than TEST_GATEWAY_SETTLE_AFTER_S): paid, never released", async () => {
    const product = await createProduct(db(), { inStock: 5 });
    const { order, key } = await reservation(product, 1, { minutesAgo: 20, attempted: true, uncertain: true });
    await ledgerCharge(order);
    await db()
      .update(testGatewayCharges)
      .set({ createdAt: sql`now() - interval '2 days'` });
    expect(await gateway.details("612345678901")).toMatchObject({ outcome: "approved", settled: true });
    const { ctx } = context();
    expect(await reconcileReservations(ctx)).toEqual({ paid: 1, released: 0, left: 0 });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: "paid", transactionId: "612345678901" });
    expect(await keyOf(key)).toMatchObject({ statusCode: 200, response: { success: true, orderId: order.id } });
    expect(await stockOf(product.id)).toBe(5);
  });

  it.each([
    ["has no charge", null],
    ["declined the charge", "declined"],
  ] as const)("releases the stock and the key when the gateway %s", async (_name, outcome) => {
    const product = await createProduct(db(), { inStock: 0 });
    const { order, key } = await reservation(product, 2, { minutesAgo: 20, attempted: true });
    if (outcome) await ledgerCharge(order, outcome);
    expect(await reconcileReservations(context().ctx)).toEqual({ paid: 0, released: 1, left: 0 });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: "failed", idempotencyKey: null });
    expect(await stockOf(product.id)).toBe(2);
    expect(await keyOf(key)).toBeUndefined();
  });

  it("releases a charge that was voided at the gateway", async () => {
    const product = await createProduct(db(), { inStock: 0 });
    const { order } = await reservation(product, 1, { minutesAgo: 20, attempted: true });
    await ledgerCharge(order);
    await db()
      .update(testGatewayCharges)
      .set({ voidedAt: sql`now()` });
    expect((await reconcileReservations(context().ctx)).released).toBe(1);
    expect(await stockOf(product.id)).toBe(1);
  });

  it("holds for review a charge whose amount differs from the order's total", async () => {
    const product = await createProduct(db(), { inStock: 1 });
    const { order } = await reservation(product, 1, { minutesAgo: 20, attempted: true });
    await ledgerCharge(order, "approved", "1.00");
    expect((await reconcileReservations(context().ctx)).paid).toBe(1);
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: "review", invoiceNumber: null });
  });

  it("leaves the order for the next sweep when the gateway cannot be asked", async () => {
    const product = await createProduct(db(), { inStock: 1 });
    const { order, key } = await reservation(product, 1, { minutesAgo: 20, attempted: true });
    const { ctx } = context({ gateway: { lookup: () => Promise.reject(new Error("gateway down")) } });
    expect(await reconcileReservations(ctx)).toEqual({ paid: 0, released: 0, left: 1 });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: "reserved" });
    expect(await keyOf(key)).toMatchObject({ completedAt: null });
  });

  it("takes an uncertain charge before the reservation timeout, once the gateway has had time to finish it", async () => {
    const product = await createProduct(db(), { inStock: 1 });
    const fresh = await reservation(product, 1, { minutesAgo: 0, attempted: true, uncertain: true });
    const { order } = await reservation(product, 1, { minutesAgo: 1, attempted: true, uncertain: true });
    await ledgerCharge(order);
    expect(await reconcileReservations(context().ctx)).toEqual({ paid: 1, released: 0, left: 0 });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: "paid", chargeUncertain: false });
    expect(await orderOf(fresh.order.id)).toMatchObject({ paymentStatus: "reserved" });
  });

  it("sweeps in the background when the app starts", async () => {
    const product = await createProduct(db(), { inStock: 0 });
    const { order } = await reservation(product, 2, { minutesAgo: 30 });
    const second = await createTestApp({ testDb: t.testDb });
    try {
      await expect.poll(async () => (await orderOf(order.id)).paymentStatus, { timeout: 5000 }).toBe("failed");
      expect(await stockOf(product.id)).toBe(2);
    } finally {
      await second.close();
    }
  });
});

describe("abandoned Idempotency-Keys", () => {
  const claimed = async (key: string, minutesAgo: number) =>
    db()
      .insert(idempotencyKeys)
      .values({ key, requestHash: "h", createdAt: sql`now() - make_interval(mins => ${minutesAgo})` });

  it("answers a placed order's key, releases keys without an order or with an ended one, and leaves young keys alone", async () => {
    await claimed("no-order-key", 5);
    await claimed("young-key-00", 0);
    await claimed("paid-order-key", 5);
    const paid = await createOrder(db(), { paymentStatus: "paid", idempotencyKey: "paid-order-key" });
    await claimed("failed-order-key", 5);
    const failed = await createOrder(db(), { paymentStatus: "failed", idempotencyKey: "failed-order-key" });
    await claimed("reserved-key", 5);
    await createOrder(db(), { paymentStatus: "reserved", idempotencyKey: "reserved-key" });

    expect(await settleAbandonedKeys(db(), 90)).toBe(3);
    expect(await keyOf("no-order-key")).toBeUndefined();
    expect(await keyOf("failed-order-key")).toBeUndefined();
    expect((await orderOf(failed.id)).idempotencyKey).toBeNull();
    expect(await keyOf("paid-order-key")).toMatchObject({ statusCode: 200, response: { success: true, orderId: paid.id } });
    expect(await keyOf("young-key-00")).toMatchObject({ completedAt: null });
    expect(await keyOf("reserved-key")).toMatchObject({ completedAt: null });
  });
});
