import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "../../../shared/money";
import { rateLimitEvents } from "../../db/schema/users";
import { createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { buildOrderData, cartItems, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { createTestApp } from "../../../../tests/support/test-app";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";
import { createTestGateway } from "../../adapters/payments/test-gateway";
import { CHARGE_LIMIT_MESSAGE } from "./charge-limit";

// Card testing: stolen numbers tried one after another. Declines and failures are limited per
// account and per IP (CHARGE_MAX_FAILURES_PER_HOUR, here 3), in the database. The gateway takes
// its time as a real one does (without it, PGlite's one connection tends to finish each charge
// before the next one is priced, and a burst would not overlap).
const { t, gateway } = useCheckoutApp({ CHARGE_MAX_FAILURES_PER_HOUR: "3", TEST_GATEWAY_DELAY_MS: "20" });
const db = () => t.deps.db;

async function cart() {
  const product = await createProduct(db(), { price: "99.00", inStock: 50 });
  const lines = [{ product, quantity: 1 }];
  return { items: cartItems(lines), amount: fromCents(toCents("99.00") + toCents(await quotedShipping(t.app, lines))) };
}

async function attempt(cookie: string, ip: string, kind: "declined" | "bogus" | "good") {
  const { items, amount } = await cart();
  const token = kind === "bogus" ? "not-a-real-token" : await testToken(t.app, kind === "declined" ? { zip: "46282" } : {});
  return t.app.inject({
    method: "POST",
    url: "/api/payment/charge",
    remoteAddress: ip,
    headers: { cookie },
    payload: { opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", opaqueDataValue: token, amount, orderData: buildOrderData(items) },
  });
}

describe("card testing", () => {
  it("answers 429 with Retry-After once an account has had its declines and failures for the hour, before the gateway", async () => {
    const { cookie } = await loginAsCustomer(t.app, db());
    expect((await attempt(cookie, "203.0.113.1", "declined")).statusCode).toBe(402);
    expect((await attempt(cookie, "203.0.113.2", "bogus")).statusCode).toBe(502);
    expect((await attempt(cookie, "203.0.113.3", "declined")).statusCode).toBe(402);
    const refused = await attempt(cookie, "203.0.113.4", "good");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CHARGE_LIMIT_MESSAGE });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
    expect(gateway.calls).toBe(3);
  });

  it("lets no more declines reach the gateway than the limit when they are all sent at once", async () => {
    const { cookie } = await loginAsCustomer(t.app, db());
    const { items, amount } = await cart();
    const payloads = [];
    for (let i = 0; i < 12; i++) {
      const token = await testToken(t.app, { zip: "46282" });
      payloads.push({
        opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
        opaqueDataValue: token,
        amount,
        orderData: buildOrderData(items),
      });
    }
    // Each with its own Idempotency-Key, as the checkout page sends them.
    const answers = await Promise.all(
      payloads.map((payload) =>
        t.app.inject({
          method: "POST",
          url: "/api/payment/charge",
          remoteAddress: "203.0.113.50",
          headers: { cookie, "idempotency-key": crypto.randomUUID() },
          payload,
        }),
      ),
    );
    const declined = answers.filter((a) => a.statusCode === 402);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(declined.length + refused.length).toBe(12);
    for (const answer of refused) expect(answer.json()).toEqual({ message: CHARGE_LIMIT_MESSAGE });
    // Of a burst, at most the limit's worth pass: on PGlite exactly those (one process counts in
    // memory); on PostgreSQL each claim sees the others already recorded, so a burst may be refused whole.
    expect(gateway.calls).toBe(declined.length);
    if (t.testDb.kind === "pglite") expect(gateway.calls).toBe(3);
    else expect(gateway.calls).toBeLessThanOrEqual(3);
  });

  it("takes no place for a repeat of a declined charge that is answered from its Idempotency-Key", async () => {
    const { cookie } = await loginAsCustomer(t.app, db());
    const { items, amount } = await cart();
    const payload = {
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: await testToken(t.app, { zip: "46282" }),
      amount,
      orderData: buildOrderData(items),
    };
    const headers = { cookie, "idempotency-key": crypto.randomUUID() };
    const first = await t.app.inject({ method: "POST", url: "/api/payment/charge", remoteAddress: "203.0.113.60", headers, payload });
    expect(first.statusCode).toBe(402);
    const repeats = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: "POST", url: "/api/payment/charge", remoteAddress: "203.0.113.60", headers, payload }),
      ),
    );
    expect(repeats.map((r) => r.body)).toEqual(Array.from({ length: 6 }, () => first.body));
    expect(gateway.calls).toBe(1);
    // One failure of three: the account may still pay.
    expect((await attempt(cookie, "203.0.113.60", "good")).statusCode).toBe(200);
  });

  it("limits an IP across accounts, and leaves other IPs and accounts alone", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 3; i++) {
      const { cookie } = await loginAsCustomer(t.app, db());
      expect((await attempt(cookie, ip, "declined")).statusCode).toBe(402);
    }
    const fresh = await loginAsCustomer(t.app, db());
    expect((await attempt(fresh.cookie, ip, "good")).statusCode).toBe(429);
    expect((await attempt(fresh.cookie, "198.51.100.8", "good")).statusCode).toBe(200);
  });

  it("never counts a payment that went through", async () => {
    const { cookie } = await loginAsCustomer(t.app, db());
    for (let i = 0; i < 5; i++) expect((await attempt(cookie, "192.0.2.10", "good")).statusCode).toBe(200);
    expect(await db().select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, "charge_failure"))).toEqual([]);
  });

  it("logs a decline as a warning, not an error", async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) };
    const logged = await createTestApp({
      testDb: t.testDb,
      env: { CHARGE_MAX_FAILURES_PER_HOUR: "3" },
      adapters: (database) => ({ paymentGateway: createTestGateway(database) }),
      logger: { level: "info", stream },
    });
    try {
      const { cookie } = await loginAsCustomer(logged.app, db());
      const { items, amount } = await cart();
      const res = await logged.app.inject({
        method: "POST",
        url: "/api/payment/charge",
        headers: { cookie },
        payload: {
          opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
          opaqueDataValue: await testToken(logged.app, { zip: "46282" }),
          amount,
          orderData: buildOrderData(items),
        },
      });
      expect(res.statusCode).toBe(402);
    } finally {
      await logged.close();
    }
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: "payment declined" }));
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
