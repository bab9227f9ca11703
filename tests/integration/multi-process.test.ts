import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OBJECT_CHUNK_BYTES } from "../../src/server/adapters/storage/postgres-store";
import { openPostgres } from "../../src/server/db/client";
import { products as productsTable } from "../../src/server/db/schema/catalog";
import { createProduct as createProductService, updateProduct } from "../../src/server/features/catalog/catalog.service";
import { createTestApp, sessionCookie, type TestApp } from "../support/test-app";
import { buildProductInput, createCategory, loginAsAdmin } from "../support/factories";
import { createTestDatabase, testDbKind, type TestDatabase } from "../support/test-database";

// Two shop servers on one PostgreSQL: each has its own connection pool, LISTEN connection and
// catalog cache, exactly as two processes behind a load balancer would.
describe.runIf(testDbKind() === "postgres")("two servers on one PostgreSQL", () => {
  let shared: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    shared = await createTestDatabase("postgres");
    // Each with its own DATA_DIR and no configured signing secret: the one in the database is used.
    const env = { UPLOAD_SIGNING_SECRET: "" };
    a = await createTestApp({ testDb: shared, env });
    const secondDb = await openPostgres(shared.url!);
    b = await createTestApp({ testDb: { ...shared, database: secondDb, destroy: () => secondDb.close() }, env });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await b.testDb.destroy();
    await shared.destroy();
  });

  it("accepts on one server a session made on the other", async () => {
    const res = await a.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: "shared-session", password: "password-123" },
    });
    expect(res.statusCode).toBe(201);
    const me = await b.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe("shared-session");

    await b.app.inject({ method: "POST", url: "/api/logout", headers: { cookie: sessionCookie(res) } });
    const after = await a.app.inject({ method: "GET", url: "/api/user", headers: { cookie: sessionCookie(res) } });
    expect(after.statusCode).toBe(401);
  });

  it("drops the other server's cached product list when the catalog changes", async () => {
    const category = await createCategory(a.deps.db, { name: "Shared Probes" });
    const before = await b.app.inject({ method: "GET", url: "/api/products" });
    expect(before.statusCode).toBe(200);
    const etag = before.headers.etag as string;

    // A change made through server A's catalog service, not through B.
    const created = await createProductService(a.deps.db, { ...productData(category.name), name: "Cross-Process Probe" });
    await expect
      .poll(async () => names(await b.app.inject({ method: "GET", url: "/api/products" })), { timeout: 2000, interval: 20 })
      .toContain("Cross-Process Probe");
    const revalidated = await b.app.inject({ method: "GET", url: "/api/products", headers: { "if-none-match": etag } });
    expect(revalidated.statusCode).toBe(200);

    await updateProduct(a.deps.db, created.id, { ...productData(category.name), name: "Renamed Probe" });
    await expect
      .poll(async () => names(await b.app.inject({ method: "GET", url: "/api/products" })), { timeout: 2000, interval: 20 })
      .toContain("Renamed Probe");
  });
});

describe.runIf(testDbKind() === "postgres")("two servers on one PostgreSQL: a stock change", () => {
  let shared: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    shared = await createTestDatabase("postgres");
    a = await createTestApp({ testDb: shared, env: { UPLOAD_SIGNING_SECRET: "" } });
    const secondDb = await openPostgres(shared.url!);
    b = await createTestApp({
      testDb: { ...shared, database: secondDb, destroy: () => secondDb.close() },
      env: { UPLOAD_SIGNING_SECRET: "" },
    });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await b.testDb.destroy();
    await shared.destroy();
  });

  it("drops on the other server only the pages that show the product (decision 0083)", async () => {
    const category = await createCategory(a.deps.db, { name: "Shared Coils" });
    const sold = await createProductService(a.deps.db, { ...productData(category.name), name: "Sold Coil", inStock: 4 });
    const kept = await createProductService(a.deps.db, { ...productData(category.name), name: "Kept Coil", inStock: 4 });
    const etag = async (url: string) => (await b.app.inject({ method: "GET", url })).headers.etag;
    // B has heard of both products (their INSERTs' NOTIFY) before it caches their pages.
    await expect
      .poll(async () => names(await b.app.inject({ method: "GET", url: "/api/products" })), { timeout: 2000, interval: 20 })
      .toEqual(expect.arrayContaining(["Sold Coil", "Kept Coil"]));
    const keptPage = await etag(`/products/${kept.id}`);
    const soldPage = await etag(`/products/${sold.id}`);
    const about = await etag("/about");

    // Through server A's database connection: B hears "stock:<id>" on catalog_changed.
    await a.deps.db.update(productsTable).set({ inStock: 0 }).where(eq(productsTable.id, sold.id));
    await expect.poll(() => etag(`/products/${sold.id}`), { timeout: 2000, interval: 20 }).not.toBe(soldPage);
    expect((await b.app.inject({ method: "GET", url: `/products/${sold.id}` })).body).toContain("Out of Stock");
    expect(await etag(`/products/${kept.id}`)).toBe(keptPage);
    expect(await etag("/about")).toBe(about);
  });
});

describe.runIf(testDbKind() === "postgres")("two servers on one PostgreSQL: uploads and the LISTEN connection", () => {
  let shared: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const env = { UPLOAD_SIGNING_SECRET: "" };

  beforeAll(async () => {
    shared = await createTestDatabase("postgres");
    a = await createTestApp({ testDb: shared, env });
    const secondDb = await openPostgres(shared.url!);
    b = await createTestApp({ testDb: { ...shared, database: secondDb, destroy: () => secondDb.close() }, env });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await b.testDb.destroy();
    await shared.destroy();
  });

  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from("\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0"),
  ]);

  it("takes an upload signed by one server on the other, and serves it from either (objects and secret in the database)", async () => {
    expect(a.deps.objectStore.kind).toBe("database");
    const admin = await loginAsAdmin(a.app, a.deps.db);
    // A 1.2 MB PDF: read back in several chunks.
    const pdf = Buffer.alloc(Math.round(OBJECT_CHUNK_BYTES * 2.4), 0x20);
    Buffer.from("%PDF-1.7\n").copy(pdf);
    Buffer.from("\n%%EOF\n").copy(pdf, pdf.length - 7);
    for (const [route, body, type] of [
      ["/api/images/upload", PNG, "image/png"],
      ["/api/objects/upload", pdf, "application/pdf"],
    ] as const) {
      const signed = await a.app.inject({ method: "POST", url: route, headers: { cookie: admin } });
      expect(signed.statusCode).toBe(200);
      const url = new URL(signed.json().uploadURL as string);
      const put = await b.app.inject({ method: "PUT", url: url.pathname + url.search, payload: body, headers: { "content-type": type } });
      expect(put.statusCode, put.body).toBe(200);
      const { objectPath } = put.json() as { objectPath: string };
      for (const server of [a, b]) {
        const got = await server.app.inject({ method: "GET", url: objectPath });
        expect(got.statusCode).toBe(200);
        expect(got.headers["content-type"]).toBe(type);
        expect(got.headers["content-length"]).toBe(String(body.length));
        expect(got.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(got.headers["x-content-type-options"]).toBe("nosniff");
        expect(got.rawPayload.equals(body)).toBe(true);
      }
      // The same URL a second time, through the first server: already used.
      expect((await a.app.inject({ method: "PUT", url: url.pathname + url.search, payload: body })).statusCode).toBe(409);
    }
    // A forged signature is refused by both.
    const signed = await a.app.inject({ method: "POST", url: "/api/images/upload", headers: { cookie: admin } });
    const url = new URL(signed.json().uploadURL as string);
    url.searchParams.set("signature", "0".repeat(64));
    expect((await b.app.inject({ method: "PUT", url: url.pathname + url.search, payload: PNG })).statusCode).toBe(403);
  });

  it("reconnects the LISTEN connection after it is cut and while the database refuses connections, then drops its cache once", async () => {
    const category = await createCategory(a.deps.db, { name: "Reconnect Probes" });
    const created = await createProductService(a.deps.db, { ...productData(category.name), name: "Before Outage" });
    await expect
      .poll(async () => names(await b.app.inject({ method: "GET", url: "/api/products" })), { timeout: 2000, interval: 20 })
      .toContain("Before Outage");
    // A rebuild that raced the NOTIFY is served once but not kept: settle, then let B cache the list.
    await new Promise((r) => setTimeout(r, 300));
    expect(names(await b.app.inject({ method: "GET", url: "/api/products" }))).toContain("Before Outage");

    // The administrator's session is on another database of the server: it outlives the outage.
    const dbName = new URL(shared.url!).pathname.slice(1);
    const adminUrl = new URL(shared.url!);
    adminUrl.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    admin.on("error", () => {});
    await admin.connect();
    try {
      try {
        const listenerPids = async () =>
          (
            await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and query ilike 'listen %'", [dbName])
          ).rows.map((r) => r.pid);
        expect((await listenerPids()).length).toBe(2);
        // Nobody may connect for a while; then both servers' LISTEN connections are cut.
        await admin.query(`alter database "${dbName}" with allow_connections false`);
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen %'", [dbName]);
        // pg_terminate_backend only signals: wait until the listeners are gone.
        await expect.poll(listenerPids, { timeout: 5000, interval: 20 }).toEqual([]);
        // The change is made (on A's pooled connection, still open) while B listens to nothing: B misses its NOTIFY.
        await updateProduct(a.deps.db, created.id, { ...productData(category.name), name: "During Outage" });
        const fresh = new pg.Client({ connectionString: shared.url! });
        await expect(fresh.connect()).rejects.toThrow(/not currently accepting connections/);
        await new Promise((r) => setTimeout(r, 2000)); // several failed reconnects (connect() rejects)
        expect(await listenerPids()).toEqual([]);
        expect(names(await b.app.inject({ method: "GET", url: "/api/products" }))).toContain("Before Outage");
      } finally {
        await admin.query(`alter database "${dbName}" with allow_connections true`);
      }
      // Once B is back on the channel it drops its cache: the change it never heard of shows.
      await expect
        .poll(async () => names(await b.app.inject({ method: "GET", url: "/api/products" })), { timeout: 10_000, interval: 50 })
        .toContain("During Outage");
      await expect
        .poll(
          async () =>
            (await admin.query("select 1 from pg_stat_activity where datname = $1 and query ilike 'listen %'", [dbName])).rowCount,
          { timeout: 10_000 },
        )
        .toBe(2);
    } finally {
      await admin.end();
    }
  });
});

function productData(category: string) {
  const input = buildProductInput({ category });
  return {
    ...input,
    price: "199.00",
    inStock: 5,
    weightLbs: "1.50",
    lengthIn: "10.00",
    widthIn: "8.00",
    heightIn: "3.00",
    options: [],
    highlightedSpecs: [],
    priceTiers: [],
    backorderable: false,
    pdfTitle: null,
    pdfUrl: null,
  } as Parameters<typeof createProductService>[1];
}

function names(res: { json(): unknown }): string[] {
  return (res.json() as { name: string }[]).map((p) => p.name);
}
