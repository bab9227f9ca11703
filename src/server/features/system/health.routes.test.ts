import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "../../../shared/money";
import { createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";

const TOKEN = "metrics-token-for-the-test-0123456789";
const { t } = useCheckoutApp({ METRICS_TOKEN: TOKEN });

const scrape = async () => {
  const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one sample line of the exposition, 0 when absent. */
const sample = (text: string, name: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
};

async function placeOrder(cookie: string, card: Record<string, string> = {}) {
  const product = await createProduct(t.deps.db, { price: "240.00", inStock: 5 });
  const lines = [{ product, quantity: 1 }];
  const amount = fromCents(toCents("240.00") + toCents(await quotedShipping(t.app, lines)));
  return charge(
    t.app,
    {
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: await testToken(t.app, card),
      amount,
      orderData: buildOrderData(cartItems(lines)),
    },
    { cookie },
  );
}

describe("GET /livez and /readyz", () => {
  it("answers livez while the process runs, readyz when the database is reachable and migrated", async () => {
    const live = await t.app.inject({ method: "GET", url: "/livez" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
    // A balancer's probes would push the visitors' requests out of the admin's request log.
    expect(t.deps.requestLog.list().map((entry) => entry.path)).not.toEqual(expect.arrayContaining(["/livez"]));
    expect(t.deps.requestLog.list().some((entry) => entry.path === "/readyz")).toBe(false);
  });

  it("answers readyz 503 with a reason when a migration is missing or the migrations table is gone", async () => {
    const db = t.deps.db;
    const [newest] = (
      (await db.execute(sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as {
        rows: { id: number; created_at: string }[];
      }
    ).rows;
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${newest!.id}`);
    try {
      const pending = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: "unavailable", message: "Database migrations pending" });
    } finally {
      await db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${newest!.created_at} where id = ${newest!.id}`);
    }
    await db.execute(sql`alter table drizzle.__drizzle_migrations rename to moved_migrations`);
    try {
      const missing = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toEqual({ status: "unavailable", message: "Database not migrated" });
    } finally {
      await db.execute(sql`alter table drizzle.moved_migrations rename to __drizzle_migrations`);
    }
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});

describe("GET /metrics", () => {
  it("needs the bearer token: 401 without it or with a wrong one", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toContain("Bearer");
    const wrong = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const basic = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it("counts requests by route pattern and status, and process metrics", async () => {
    const product = await createProduct(t.deps.db, { inStock: 2 });
    expect((await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).statusCode).toBe(200);
    await t.app.inject({ method: "GET", url: "/api/products/no-such-product" });
    await t.app.inject({ method: "GET", url: "/livez" });
    const text = await scrape();
    expect(text).toContain("# TYPE shop_http_request_duration_seconds histogram");
    expect(sample(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="200"}')).toBe(1);
    expect(text).toMatch(/route="\/api\/products\/:id",status="(400|404)"/);
    expect(text).not.toContain(product.id);
    expect(text).not.toContain('route="/livez"');
    expect(text).toContain("process_resident_memory_bytes");
    expect(text).toContain("nodejs_heap_size_used_bytes");
  });

  it("moves the charge counter and the gateway histogram with each checkout outcome", async () => {
    const before = await scrape();
    const { cookie } = await loginAsCustomer(t.app, t.deps.db);
    expect((await placeOrder(cookie)).statusCode).toBe(200);
    expect((await placeOrder(cookie, { zip: "46282" })).statusCode).toBe(402);
    const after = await scrape();
    const moved = (name: string) => sample(after, name) - sample(before, name);
    expect(moved('shop_charges_total{outcome="paid"}')).toBe(1);
    expect(moved('shop_charges_total{outcome="declined"}')).toBe(1);
    expect(moved('shop_payment_gateway_duration_seconds_count{operation="charge",outcome="approved"}')).toBe(1);
    expect(moved('shop_payment_gateway_duration_seconds_count{operation="charge",outcome="declined"}')).toBe(1);
  });

  it("counts catalog cache rebuilds and reads the outbox depth from its source when scraped", async () => {
    // (On PostgreSQL the reset's NOTIFY may invalidate once more at any time: count at least one.)
    const before = sample(await scrape(), 'shop_catalog_cache_rebuilds_total{cache="products"}');
    t.deps.catalog.invalidate();
    await t.app.inject({ method: "GET", url: "/api/products" });
    const text = await scrape();
    expect(sample(text, 'shop_catalog_cache_rebuilds_total{cache="products"}') - before).toBeGreaterThanOrEqual(1);

    let depth = { pending: 3, dead: 1 };
    t.deps.metrics.setOutboxDepthSource(() => Promise.resolve(depth));
    const first = await scrape();
    expect(sample(first, 'shop_mail_outbox_depth{state="pending"}')).toBe(3);
    expect(sample(first, 'shop_mail_outbox_depth{state="dead"}')).toBe(1);
    depth = { pending: 0, dead: 1 };
    expect(sample(await scrape(), 'shop_mail_outbox_depth{state="pending"}')).toBe(0);
  });
});
