import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../src/server/db/client";
import { createProduct as createProductService, updateProduct } from "../../src/server/features/catalog/catalog.service";
import { createTestApp, sessionCookie, type TestApp } from "../support/test-app";
import { buildProductInput, createCategory } from "../support/factories";
import { createTestDatabase, testDbKind, type TestDatabase } from "../support/test-database";

// Two shop servers on one PostgreSQL: each has its own connection pool, LISTEN connection and
// catalog cache, exactly as two processes behind a load balancer would.
describe.runIf(testDbKind() === "postgres")("two servers on one PostgreSQL", () => {
  let shared: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    shared = await createTestDatabase("postgres");
    a = await createTestApp({ testDb: shared });
    const secondDb = await openPostgres(shared.url!);
    b = await createTestApp({ testDb: { ...shared, database: secondDb, destroy: () => secondDb.close() } });
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
    pdfTitle: null,
    pdfUrl: null,
  } as Parameters<typeof createProductService>[1];
}

function names(res: { json(): unknown }): string[] {
  return (res.json() as { name: string }[]).map((p) => p.name);
}
