import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stockAlerts } from "../../db/schema/stock-alerts";
import { mailOutbox } from "../../db/schema/system";
import { openPostgres } from "../../db/client";
import { STOCK_ALERT_ACCEPTED, STOCK_ALERT_UNSUBSCRIBED } from "../../../shared/contracts/stock-alerts";
import { buildProductInput, createCategory, createProduct, loginAsAdmin, loginAsCustomer } from "../../../../tests/support/factories";
import { createChargedOrder } from "../../../../tests/support/paid-orders";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createTestDatabase, testDbKind, type TestDatabase } from "../../../../tests/support/test-database";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { withBodies } from "../../../../tests/support/outbox-rows";

const t = useTestApp({
  admin: true,
  env: { PUBLIC_URL: "https://shop.example", ALLOWED_HOSTS: "localhost", STOCK_ALERT_MAX_PER_HOUR: "4" },
});

const signUp = (productId: string, email: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/products/${productId}/stock-alerts`, payload: { email }, headers });
const alertMails = async () =>
  withBodies(await t.deps.db.select().from(mailOutbox).where(like(mailOutbox.subject, "Back in stock:%")).orderBy(asc(mailOutbox.id)));
const listed = async (productId: string) =>
  (await t.deps.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId)).orderBy(asc(stockAlerts.id))).map((a) => a.email);

/** A sold-out product (stock 0) in a category of its own. */
async function soldOutProduct() {
  const category = await createCategory(t.deps.db, { name: `Current Probes ${Math.random().toString(36).slice(2, 8)}` });
  const product = await createProduct(t.deps.db, { name: "142A High-Frequency Current Probe", inStock: 0, categoryId: category.id });
  return { ...product, categoryName: category.name };
}

/** The owner's edit of a product's stock through the admin API (PUT /api/products/{id}). */
const setStock = (product: { id: string; name: string; categoryName: string }, inStock: number, extra: object = {}) =>
  t.app.inject({
    method: "PUT",
    url: `/api/products/${product.id}`,
    headers: { cookie: t.admin },
    payload: { ...buildProductInput({ name: product.name, category: product.categoryName, inStock }), ...extra },
  });

describe("POST /api/products/{id}/stock-alerts", () => {
  it("answers 202 alike whether or not the address is listed already, and lists it once", async () => {
    const product = await soldOutProduct();
    const first = await signUp(product.id, "ada@example.com");
    const again = await signUp(product.id, " ADA@Example.com ");
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.body).toBe(first.body);
    expect(first.json()).toEqual({ message: STOCK_ALERT_ACCEPTED });
    expect(await listed(product.id)).toEqual(["ada@example.com"]);
    // Nothing is mailed for signing up.
    expect(await alertMails()).toEqual([]);
  });

  it("answers 404 for an unknown or malformed product id and 400 for a bad e-mail", async () => {
    const product = await soldOutProduct();
    expect((await signUp("00000000-0000-4000-8000-000000000000", "ada@example.com")).statusCode).toBe(404);
    expect((await signUp("not-a-product", "ada@example.com")).json()).toEqual({ message: "Product not found" });
    for (const email of ["not-an-address", "", 42, null]) {
      const res = await signUp(product.id, email);
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json().message).toMatch(/^email: /);
    }
    expect(await listed(product.id)).toEqual([]);
  });

  it("records the signed-in customer and limits sign-ups per IP (STOCK_ALERT_MAX_PER_HOUR)", async () => {
    const product = await soldOutProduct();
    const { cookie, userId } = await loginAsCustomer(t.app, t.deps.db);
    expect((await signUp(product.id, "me@example.com", { cookie })).statusCode).toBe(202);
    const [row] = await t.deps.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id));
    expect(row).toMatchObject({ userId, origin: "https://shop.example" });
    for (let i = 1; i < 4; i++) expect((await signUp(product.id, `visitor${i}@example.com`)).statusCode).toBe(202);
    const refused = await signUp(product.id, "visitor5@example.com");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await listed(product.id)).not.toContain("visitor5@example.com");
    // Another address (another person) is counted on its own.
    expect((await signUp(product.id, "visitor6@example.com", { "x-forwarded-for": "203.0.113.9" })).statusCode).toBeLessThan(500);
  });
});

describe("the back-in-stock mail", () => {
  it("goes once to every listed address when the owner raises the stock from 0, and again at the next restock", async () => {
    const product = await soldOutProduct();
    for (const email of ["ada@example.com", "grace@example.com"]) await signUp(product.id, email);

    expect((await setStock(product, 5)).statusCode).toBe(200);
    let mails = await alertMails();
    expect(mails.map((m) => m.to).sort()).toEqual(["ada@example.com", "grace@example.com"]);
    const ada = mails.find((m) => m.to === "ada@example.com")!;
    expect(ada.subject).toBe("Back in stock: 142A High-Frequency Current Probe - Gravenstein RF Instruments");
    expect(ada.text).toContain(`https://shop.example/products/${product.id}`);
    expect(ada.text).toMatch(/https:\/\/shop\.example\/api\/stock-alerts\/unsubscribe\?token=[\w-]{20,}/);
    expect(ada.html).toContain("Unsubscribe");

    // More stock on top of stock mails nobody; selling out and coming back mails everyone again.
    await setStock(product, 8);
    expect(await alertMails()).toHaveLength(2);
    await setStock(product, 0);
    await setStock(product, 2);
    mails = await alertMails();
    expect(mails).toHaveLength(4);
    expect(await listed(product.id)).toEqual(["ada@example.com", "grace@example.com"]);
  });

  it("goes when a cancelled or refunded order puts units back on an empty shelf", async () => {
    const cancelled = await createChargedOrder(t.deps.db, { stock: 0 });
    await signUp(cancelled.products[0]!.id, "waiting@example.com");
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${cancelled.order.id}/cancel`,
      headers: { cookie: t.admin },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await alertMails()).map((m) => m.to)).toEqual(["waiting@example.com"]);

    const refunded = await createChargedOrder(t.deps.db, { stock: 0, settled: true });
    await signUp(refunded.products[0]!.id, "also-waiting@example.com");
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${refunded.order.id}/refunds`,
      headers: { cookie: t.admin },
      payload: { amount: "100.00", reason: "Returned unopened", restockLines: [{ index: 0, quantity: 1 }] },
    });
    expect(refund.statusCode).toBe(201);
    expect((await alertMails()).map((m) => m.to)).toEqual(["waiting@example.com", "also-waiting@example.com"]);
  });

  it("is not sent for a change that rolled back (a stale stock edit answers 409)", async () => {
    const product = await soldOutProduct();
    await signUp(product.id, "ada@example.com");
    const stale = await setStock(product, 4, { expectedInStock: 3 });
    expect(stale.statusCode).toBe(409);
    expect(await alertMails()).toEqual([]);
  });
});

describe("GET /api/stock-alerts/unsubscribe", () => {
  it("removes the listing, shows the page that says so, and the next restock mails nobody", async () => {
    const product = await soldOutProduct();
    await signUp(product.id, "ada@example.com");
    await setStock(product, 3);
    const token = /unsubscribe\?token=([\w-]+)/.exec((await alertMails())[0]!.text)![1]!;

    const res = await t.app.inject({ method: "GET", url: `/api/stock-alerts/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/stock-alerts/unsubscribed?product=${product.id}`);
    expect(await listed(product.id)).toEqual([]);
    const page = await t.app.inject({ method: "GET", url: res.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("You are unsubscribed");
    expect(page.body).toContain(product.name);

    // The link again (or any unknown token): the same page, without a product.
    const again = await t.app.inject({ method: "GET", url: `/api/stock-alerts/unsubscribe?token=${token}` });
    expect([again.statusCode, again.headers.location]).toEqual([303, "/stock-alerts/unsubscribed"]);
    expect((await t.app.inject({ method: "GET", url: "/api/stock-alerts/unsubscribe" })).statusCode).toBe(400);

    await setStock(product, 0);
    await setStock(product, 1);
    expect(await alertMails()).toHaveLength(1);
  });

  it("answers a program that asks for JSON with the outcome instead of the redirect", async () => {
    const product = await soldOutProduct();
    await signUp(product.id, "grace@example.com");
    await setStock(product, 3);
    const token = /unsubscribe\?token=([\w-]+)/.exec((await alertMails())[0]!.text)![1]!;
    const ask = () =>
      t.app.inject({ method: "GET", url: `/api/stock-alerts/unsubscribe?token=${token}`, headers: { accept: "application/json" } });
    const res = await ask();
    expect([res.statusCode, res.json()]).toEqual([200, { message: STOCK_ALERT_UNSUBSCRIBED, productId: product.id }]);
    expect(await listed(product.id)).toEqual([]);
    expect((await ask()).json()).toEqual({ message: STOCK_ALERT_UNSUBSCRIBED, productId: null });
  });
});

// Two shop servers on one PostgreSQL restocking one sold-out product at the same moment: the
// product's row lock lets one of them see the 0, so each address gets one mail per restock.
describe.runIf(testDbKind() === "postgres")("two servers restocking at once (PostgreSQL)", () => {
  let shared: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    shared = await createTestDatabase("postgres");
    a = await createTestApp({ testDb: shared, env: { PUBLIC_URL: "https://shop.example", ALLOWED_HOSTS: "localhost" } });
    const second = await openPostgres(shared.url!);
    b = await createTestApp({
      testDb: { ...shared, database: second, destroy: () => second.close() },
      env: { PUBLIC_URL: "https://shop.example", ALLOWED_HOSTS: "localhost" },
    });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await b.testDb.destroy();
    await shared.destroy();
  });
  beforeEach(() => a.reset());

  it("mails each listed address once per restock however the two servers' restocks interleave", async () => {
    const category = await createCategory(a.deps.db, { name: "Current Probes" });
    const product = await createProduct(a.deps.db, { name: "142A High-Frequency Current Probe", inStock: 0, categoryId: category.id });
    const addresses = ["one@example.com", "two@example.com", "three@example.com"];
    for (const email of addresses) {
      const res = await a.app.inject({ method: "POST", url: `/api/products/${product.id}/stock-alerts`, payload: { email } });
      expect(res.statusCode).toBe(202);
    }
    const cookies = [await loginAsAdmin(a.app, a.deps.db), await loginAsAdmin(b.app, b.deps.db)];
    const put = (app: TestApp, cookie: string, inStock: number) =>
      app.app.inject({
        method: "PUT",
        url: `/api/products/${product.id}`,
        headers: { cookie },
        payload: buildProductInput({ name: product.name, category: category.name, inStock }),
      });
    const rounds = 6;
    for (let round = 0; round < rounds; round++) {
      // Both servers bring it back at once (several edits each), then it sells out again.
      const answers = await Promise.all([put(a, cookies[0]!, 3), put(b, cookies[1]!, 4), put(a, cookies[0]!, 5), put(b, cookies[1]!, 6)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      await put(a, cookies[0]!, 0);
    }
    const mails = await a.deps.db.select({ to: mailOutbox.to }).from(mailOutbox).where(like(mailOutbox.subject, "Back in stock:%"));
    for (const email of addresses)
      expect(
        mails.filter((m) => m.to === email),
        email,
      ).toHaveLength(rounds);
  });
});
