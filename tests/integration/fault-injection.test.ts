import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortOrderId, visiblePaymentStatuses } from "../../src/shared/contracts/orders";
import { fromCents, taxCents, toCents } from "../../src/shared/money";
import { products } from "../../src/server/db/schema/catalog";
import { activityLog } from "../../src/server/db/schema/activity";
import { gatewayIntents, orderEvents, orders, refunds } from "../../src/server/db/schema/orders";
import { stateTaxRates, testGatewayCharges, testGatewayFollowUps } from "../../src/server/db/schema/shop";
import { mailOutbox } from "../../src/server/db/schema/system";
import type { ChildProcess } from "node:child_process";
import { startShopServer, type RunningServer } from "../../scripts/lib/spawn-server";
import { buildOrderData, cartItems } from "../support/checkout";
import { createProduct } from "../support/factories";
import { withBodies } from "../support/outbox-rows";
import { createChargedOrder } from "../support/paid-orders";
import { createTestDatabase, testDbKind, type TestDatabase } from "../support/test-database";

/** Resolves once the process has ended, even when it was killed (no exit code) before we asked. */
const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

// The charge killed with SIGKILL at each of its steps (extensions §1, Reconciliation): before the
// gateway call, after the gateway recorded the charge but before it answered, and before the
// order was settled. A restarted server's sweeper must leave every approved charge with a
// visible paid order, no released order charged, the stock exact, and no key charged twice.
describe.runIf(testDbKind() === "postgres")("kill -9 during a charge, then reconciliation (PostgreSQL)", () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  const START_STOCK = 10;
  let product: Awaited<ReturnType<typeof createProduct>>;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await createTestDatabase("postgres");
    dataDir = mkdtempSync(path.join(tmpdir(), "shop-fault-"));
    env = { DATA_DIR: dataDir, DATABASE_URL: testDb.url!, NODE_ENV: "test", REGISTER_MAX_PER_HOUR: "1000" };
  }, 60_000);
  afterAll(async () => {
    await testDb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function customer(server: RunningServer): Promise<string> {
    const res = await fetch(`${server.base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: `buyer${crypto.randomUUID().slice(0, 8)}`, password: "fault-password-1" }),
    });
    expect(res.status).toBe(201);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  /** A charge as the checkout page sends it: a fresh test-gateway token, the amount the server will compute. */
  async function chargeBody(server: RunningServer) {
    const tokenRes = await fetch(`${server.base}/api/payment/test-tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        cardNumber: "4111111111111111",
        month: "12",
        year: String(new Date().getFullYear() + 2),
        cardCode: "123",
        zip: "94306",
      }),
    });
    const token = ((await tokenRes.json()) as { opaqueData: { dataValue: string } }).opaqueData.dataValue;
    const rates = await fetch(`${server.base}/api/shipping/rates`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        shipToCity: "Palo Alto",
        shipToState: "CA",
        shipToZip: "94306",
        shipToCountry: "United States",
        items: [{ weight: product.weightLbs, length: product.lengthIn, width: product.widthIn, height: product.heightIn, quantity: 1 }],
      }),
    });
    const shipping = ((await rates.json()) as { service: string; cost: string }[]).find((r) => r.service === "03")!.cost;
    const [rate] = await db().select().from(stateTaxRates).where(eq(stateTaxRates.state, "CA"));
    const subtotal = toCents(product.price);
    const amount = fromCents(subtotal + taxCents(subtotal, rate?.taxRate ?? "0") + toCents(shipping));
    return {
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: token,
      amount,
      orderData: buildOrderData(cartItems([{ product, quantity: 1 }])),
    };
  }

  const pay = (server: RunningServer, cookie: string, key: string, body: unknown) =>
    fetch(`${server.base}/api/payment/charge`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "idempotency-key": key },
      body: JSON.stringify(body),
    });

  const ledgerOf = (orderIds: string[]) =>
    orderIds.length === 0
      ? Promise.resolve([])
      : db()
          .select()
          .from(testGatewayCharges)
          .where(inArray(testGatewayCharges.invoiceNumber, orderIds.map(shortOrderId)));

  /** Runs one doomed charge on its own server, which dies (by its failpoint, or killed by us) before answering. */
  async function chargeAndDie(extraEnv: Record<string, string>, killWhen?: () => Promise<boolean>) {
    const server = await startShopServer({ ...env, ...extraEnv });
    const cookie = await customer(server);
    const key = crypto.randomUUID();
    const answer = pay(server, cookie, key, await chargeBody(server)).then(
      (res) => res.status,
      () => "connection lost" as const,
    );
    if (killWhen) {
      await expect.poll(killWhen, { timeout: 20_000, interval: 25 }).toBe(true);
      server.child.kill("SIGKILL");
    }
    expect(await answer).toBe("connection lost");
    await killed(server.child);
    expect(server.child.signalCode).toBe("SIGKILL");
    return { cookie, key };
  }

  it("leaves every approved charge with a visible paid order, no released order charged, exact stock, and never charges a key twice", async () => {
    product = await createProduct(db(), { name: "Fault Probe", price: "250.00", inStock: START_STOCK });

    const beforeGateway = await chargeAndDie({ CHARGE_FAILPOINT: "before-gateway" });
    // The gateway has recorded the charge and waits to answer: the process dies with the card charged.
    const ledgerRows = async () => (await db().select().from(testGatewayCharges)).length;
    const duringAnswer = await chargeAndDie(
      { TEST_GATEWAY_DELAY_MS: "60000", PAYMENT_TIMEOUT_MS: "120000" },
      async () => (await ledgerRows()) === 1,
    );
    const beforeSettle = await chargeAndDie({ CHARGE_FAILPOINT: "before-settle" });
    expect(await ledgerRows()).toBe(2);
    expect((await db().select().from(orders)).map((o) => o.paymentStatus)).toEqual(["reserved", "reserved", "reserved"]);

    // The restart sweeps at once and every second; reservations count as stale after 2 s (twice the gateway timeout).
    const server = await startShopServer({ ...env, SWEEP_INTERVAL_S: "1", RESERVATION_TIMEOUT_S: "1", PAYMENT_TIMEOUT_MS: "1000" });
    try {
      await expect
        .poll(async () => (await db().select().from(orders).where(eq(orders.paymentStatus, "reserved"))).length, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe(0);
      const all = await db().select().from(orders);
      const ledger = await ledgerOf(all.map((o) => o.id));
      const orderOfInvoice = new Map(all.map((o) => [shortOrderId(o.id), o]));

      for (const charge of ledger.filter((c) => c.outcome === "approved" && !c.voidedAt)) {
        const order = orderOfInvoice.get(charge.invoiceNumber);
        expect(order?.paymentStatus, `order of charge ${charge.transactionId}`).toBe("paid");
        expect(order?.invoiceNumber).toMatch(/^INV-\d{4}-\d{5}$/);
        expect(order?.cardLastFour).toBe("1111");
      }
      for (const order of all.filter((o) => o.paymentStatus === "failed")) {
        expect(ledger.filter((c) => c.invoiceNumber === shortOrderId(order.id) && c.outcome === "approved" && !c.voidedAt)).toEqual([]);
      }
      expect(all.filter((o) => o.paymentStatus === "paid")).toHaveLength(2);
      expect(all.filter((o) => o.paymentStatus === "failed")).toHaveLength(1);
      const stock = async () => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, product.id)))[0]!.n;
      const sold = () =>
        db()
          .select()
          .from(orders)
          .where(inArray(orders.paymentStatus, [...visiblePaymentStatuses]));
      expect(await stock()).toBe(START_STOCK - (await sold()).length);

      // The customer's history shows the reconciled orders.
      const history = await fetch(`${server.base}/api/user/orders`, { headers: { cookie: duringAnswer.cookie } });
      expect(((await history.json()) as { paymentStatus: string }[]).map((o) => o.paymentStatus)).toEqual(["paid"]);

      // Retries from the pages still open, with a new card token and the same key: the charged ones
      // are shown their order; the one that never reached the gateway may pay again, once.
      for (const attempt of [duringAnswer, beforeSettle]) {
        const retry = await pay(server, attempt.cookie, attempt.key, await chargeBody(server));
        expect(retry.status).toBe(200);
        const { orderId } = (await retry.json()) as { orderId: string };
        expect(all.find((o) => o.id === orderId)?.paymentStatus).toBe("paid");
      }
      const again = await pay(server, beforeGateway.cookie, beforeGateway.key, await chargeBody(server));
      expect(again.status).toBe(200);
      const repeat = await pay(server, beforeGateway.cookie, beforeGateway.key, await chargeBody(server));
      expect(await repeat.text()).toBe(await again.text());

      const finalOrders = await db().select().from(orders);
      const finalLedger = await ledgerOf(finalOrders.map((o) => o.id));
      const perInvoice = new Map<string, number>();
      for (const c of finalLedger) perInvoice.set(c.invoiceNumber, (perInvoice.get(c.invoiceNumber) ?? 0) + 1);
      expect([...perInvoice.values()].every((n) => n === 1)).toBe(true);
      expect(finalLedger.filter((c) => c.outcome === "approved")).toHaveLength(3);
      expect(await stock()).toBe(START_STOCK - 3);
      expect((await sold()).length).toBe(3);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 180_000);
});

// A refund or a void killed right after the gateway approved it, before the shop recorded it
// (extensions §13): a partial refund of a settled charge, a cancel that voids, a cancel that refunds.
// Two restarted servers sweep together; after the restart the gateway's ledger equals the shop's
// records, the stock went back once and each customer got one e-mail.
describe.runIf(testDbKind() === "postgres")("kill -9 after the gateway approved a refund or a void (PostgreSQL)", () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  const ADMIN = { email: "owner@gravensteinrf.com", password: "fault-owner-password-1" };
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await createTestDatabase("postgres");
    dataDir = mkdtempSync(path.join(tmpdir(), "shop-fault-refunds-"));
    env = { DATA_DIR: dataDir, DATABASE_URL: testDb.url!, NODE_ENV: "test", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  }, 60_000);
  afterAll(async () => {
    await testDb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(server: RunningServer): Promise<string> {
    const res = await fetch(`${server.base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  /** Starts a server with the failpoint, sends the admin's change, and sees the process die before answering. */
  async function changeAndDie(failpoint: string, url: string, body: object) {
    const server = await startShopServer({ ...env, CHARGE_FAILPOINT: failpoint });
    const cookie = await signIn(server);
    const answer = await fetch(`${server.base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    }).then(
      (res) => res.status,
      () => "connection lost" as const,
    );
    expect(answer).toBe("connection lost");
    await killed(server.child);
    expect(server.child.signalCode).toBe("SIGKILL");
  }

  it("finishes each after the restart: ledger = the shop's records, stock back once, one e-mail each", async () => {
    const STOCK = 5;
    // A: settled, 2 x $100: $100 refunded with one unit back. B: unsettled, cancelled (void). C: settled, cancelled (full refund).
    const a = await createChargedOrder(db(), {
      settled: true,
      stock: STOCK,
      lines: [{ price: "100.00", quantity: 2 }],
      overrides: { customerEmail: "a@example.com" },
    });
    const b = await createChargedOrder(db(), {
      settled: false,
      stock: STOCK,
      lines: [{ price: "40.00", quantity: 1 }],
      overrides: { customerEmail: "b@example.com" },
    });
    const c = await createChargedOrder(db(), {
      settled: true,
      stock: STOCK,
      lines: [{ price: "25.00", quantity: 2 }],
      overrides: { customerEmail: "c@example.com" },
    });

    await changeAndDie("after-refund-gateway", `/api/admin/orders/${a.order.id}/refunds`, {
      amount: "100.00",
      reason: "One probe came back",
      restockLines: [{ index: 0, quantity: 1 }],
    });
    await changeAndDie("after-void-gateway", `/api/admin/orders/${b.order.id}/cancel`, { reason: "Ordered twice" });
    await changeAndDie("after-refund-gateway", `/api/admin/orders/${c.order.id}/cancel`, {});

    // The gateway carried out all three; the shop has only its intents.
    const followUps = () => db().select().from(testGatewayFollowUps);
    expect((await followUps()).map((f) => f.action).sort()).toEqual(["refund", "refund", "void"]);
    expect(await db().select().from(gatewayIntents)).toHaveLength(3);
    expect((await db().select().from(refunds)).map((r) => r.status)).toEqual(["pending", "pending"]);
    for (const { order } of [a, b, c]) {
      expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
        status: "pending",
        paymentStatus: "paid",
        refundedAmount: "0.00",
      });
    }
    expect(await db().select().from(mailOutbox)).toEqual([]);

    // Two processes restart and sweep together (every 2 s; the gateway timeout is 3 s).
    const TIMEOUT_MS = 3000;
    const SWEEP_S = 2;
    const restart = { ...env, SWEEP_INTERVAL_S: String(SWEEP_S), PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS) };
    const servers = await Promise.all([startShopServer(restart), startShopServer(restart)]);
    const ready = Date.now();
    try {
      await expect.poll(async () => (await db().select().from(gatewayIntents)).length, { timeout: 30_000, interval: 100 }).toBe(0);
      expect(Date.now() - ready).toBeLessThanOrEqual(2 * TIMEOUT_MS + SWEEP_S * 1000);

      // The gateway's ledger = the shop's records.
      const ledger = await followUps();
      const shopRefunds = await db().select().from(refunds);
      expect(shopRefunds.map((r) => r.status)).toEqual(["succeeded", "succeeded"]);
      for (const f of ledger.filter((f) => f.action === "refund")) {
        const row = shopRefunds.find((r) => r.reference === f.reference);
        expect(row, `refund ${f.reference}`).toMatchObject({ status: "succeeded", transactionId: f.transactionId });
        expect(toCents(row!.amount)).toBe(f.amountCents);
      }
      for (const charged of [a, b, c]) {
        const [order] = await db().select().from(orders).where(eq(orders.id, charged.order.id));
        const [charge] = await db().select().from(testGatewayCharges).where(eq(testGatewayCharges.transactionId, charged.transactionId));
        expect(toCents(order!.refundedAmount)).toBe(charge!.refundedCents);
        expect(order!.paymentStatus === "voided").toBe(charge!.voidedAt !== null);
      }
      const statusOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
      expect(await statusOf(a.order.id)).toMatchObject({
        status: "pending",
        paymentStatus: "partially_refunded",
        refundedAmount: "100.00",
      });
      expect(await statusOf(b.order.id)).toMatchObject({ status: "cancelled", paymentStatus: "voided", refundedAmount: "0.00" });
      expect(await statusOf(c.order.id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedAmount: "65.00" });

      // The stock went back once: A's one unit, B's one, C's two.
      const stockOf = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]!.inStock;
      expect(await stockOf(a.products[0]!.id)).toBe(STOCK + 1);
      expect(await stockOf(b.products[0]!.id)).toBe(STOCK + 1);
      expect(await stockOf(c.products[0]!.id)).toBe(STOCK + 2);

      // One e-mail each: the refund's, and a cancellation naming the void or the refund (no separate refund mail).
      const mails = await withBodies(await db().select().from(mailOutbox));
      const to = (email: string) => mails.filter((m) => m.to === email);
      expect(to("a@example.com").map((m) => m.subject)).toEqual([expect.stringMatching(/^Refund of \$100\.00 for order/)]);
      expect(to("b@example.com").map((m) => m.subject)).toEqual([expect.stringMatching(/has been cancelled/)]);
      expect(to("b@example.com")[0]!.text).toContain("The charge of $55.00 to your card has been voided");
      expect(to("c@example.com").map((m) => m.subject)).toEqual([expect.stringMatching(/has been cancelled/)]);
      expect(to("c@example.com")[0]!.text).toContain("We have refunded $65.00 to your card");
      // Each change is in the history and the activity log once, by the admin who asked.
      const events = await db()
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, [a.order.id, b.order.id, c.order.id]));
      expect(events.filter((e) => e.type === "refunded" || e.type === "voided").map((e) => e.actor)).toEqual([
        ADMIN.email,
        ADMIN.email,
        ADMIN.email,
      ]);
      expect((await db().select().from(activityLog)).map((l) => l.action).sort()).toEqual(["order.cancel", "order.cancel", "order.refund"]);
    } finally {
      for (const server of servers) expect(await server.stop()).toBe(0);
    }
  }, 180_000);
});
