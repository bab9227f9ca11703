import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortOrderId, visiblePaymentStatuses } from "../../src/shared/contracts/orders";
import { fromCents, taxCents, toCents } from "../../src/shared/money";
import { products } from "../../src/server/db/schema/catalog";
import { orders } from "../../src/server/db/schema/orders";
import { stateTaxRates, testGatewayCharges } from "../../src/server/db/schema/shop";
import type { ChildProcess } from "node:child_process";
import { startShopServer, type RunningServer } from "../../scripts/lib/spawn-server";
import { buildOrderData, cartItems } from "../support/checkout";
import { createProduct } from "../support/factories";
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
