import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { signatureIsValid, startWebhookReceiver, type WebhookReceiver } from "../../../../tests/support/webhook-receiver";
import type { CreatedWebhookEndpoint, WebhookDelivery } from "../../../shared/contracts/webhooks";
import { activityLog } from "../../db/schema/activity";
import { products } from "../../db/schema/catalog";
import { webhookDeliveries } from "../../db/schema/webhooks";
import { deliverDueWebhooks, MAX_ATTEMPTS, signature } from "./webhook-delivery";
import { emitWebhookEvent } from "./webhook-events";

const t = useTestApp({ admin: true, env: { WEBHOOK_ALLOW_PRIVATE: "true" } });
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const deliver = (allowPrivate = true) => deliverDueWebhooks({ db: t.deps.db, log: t.app.log, allowPrivate });
const call = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.admin }, ...(payload ? { payload } : {}) });

async function addEndpoint(url: string, events: string[]): Promise<CreatedWebhookEndpoint> {
  const res = await call("POST", "/api/admin/webhooks", { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedWebhookEndpoint>();
}
const deliveriesOf = async (endpointId: number) =>
  (await call("GET", `/api/admin/webhooks/${endpointId}/deliveries`)).json<WebhookDelivery[]>();
/** Time passes: every pending delivery is due now. */
const makeDue = () =>
  t.deps.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.state, "pending"));

describe("webhook deliveries", () => {
  it("signs each POST with the endpoint's secret; a 500 is retried within 30 s with the same event id and body, then delivered", async () => {
    receiver.received.length = 0;
    receiver.answers = [500, 204];
    const endpoint = await addEndpoint(receiver.url, ["product.stock_changed"]);
    const product = await createProduct(t.deps.db, { inStock: 4 });
    await t.deps.db.update(products).set({ inStock: 7 }).where(eq(products.id, product.id));

    expect(await deliver()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const first = receiver.received[0]!;
    expect(first.headers["content-type"]).toBe("application/json");
    expect(signatureIsValid(first, endpoint.secret)).toBe(true);
    expect(signatureIsValid(first, `${endpoint.secret}x`)).toBe(false);
    const body = JSON.parse(first.body) as { id: string; type: string; createdAt: string; data: Record<string, unknown> };
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "product.stock_changed",
      createdAt: expect.any(String),
      data: { productId: product.id, name: product.name, stock: 7, previousStock: 4 },
    });
    expect(first.headers["x-shop-event-id"]).toBe(body.id);

    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({
      eventId: body.id,
      type: "product.stock_changed",
      attempts: 1,
      lastStatus: 500,
      state: "pending",
      failed: false,
    });
    const wait = Date.parse(failed!.nextAttemptAt!) - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30_000);
    expect(await deliver()).toBe(0); // not due yet

    await makeDue();
    expect(await deliver()).toBe(1);
    const second = receiver.received[1]!;
    expect(second.body).toBe(first.body);
    expect(second.headers["x-shop-event-id"]).toBe(body.id);
    expect(signatureIsValid(second, endpoint.secret)).toBe(true);
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered).toMatchObject({
      attempts: 2,
      lastStatus: 204,
      state: "delivered",
      deliveredAt: expect.any(String),
      nextAttemptAt: null,
    });
    expect(await deliver()).toBe(0);
  });

  it('the signature is the hex HMAC-SHA256 of "<t>.<body>" keyed with the secret\'s UTF-8 bytes', () => {
    // Computed independently: printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac 'whsec_é'
    expect(signature("whsec_é", '{"a":1}', 1_700_000_000)).toBe(
      "t=1700000000,v1=18c28c635029e5b3108b0a14f252b8074403d4c03d137de07c81ec32a8dc26fa",
    );
  });

  it("gives up after MAX_ATTEMPTS failures (failed), and the owner's Retry sends it again with the same event id", async () => {
    receiver.received.length = 0;
    receiver.answers = [503];
    const endpoint = await addEndpoint(receiver.url, ["order.paid"]);
    await emitWebhookEvent(t.deps.db, "order.paid", { orderId: "o-1", total: "12.00" });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await makeDue();
      expect(await deliver()).toBe(1);
    }
    await makeDue();
    expect(await deliver()).toBe(0);
    const [gaveUp] = await deliveriesOf(endpoint.id);
    expect(gaveUp).toMatchObject({
      attempts: MAX_ATTEMPTS,
      lastStatus: 503,
      lastError: "HTTP 503",
      state: "failed",
      failed: true,
      nextAttemptAt: null,
    });
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);

    receiver.answers = [200];
    const retried = await call("POST", `/api/admin/webhooks/${endpoint.id}/deliveries/${gaveUp!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: gaveUp!.id, state: "pending", failed: false, attempts: MAX_ATTEMPTS });
    expect(await deliver()).toBe(1);
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered).toMatchObject({ attempts: MAX_ATTEMPTS + 1, lastStatus: 200, state: "delivered" });
    const [logged] = await t.deps.db.select().from(activityLog).where(eq(activityLog.action, "webhook.retry"));
    expect(logged?.summary).toBe(`Sent order.paid event ${gaveUp!.eventId} to webhook #${endpoint.id} again`);
    const ids = new Set(receiver.received.map((hook) => hook.headers["x-shop-event-id"]));
    expect([...ids]).toEqual([gaveUp!.eventId]);

    // Another endpoint's delivery id is not found through this endpoint.
    const other = await addEndpoint(receiver.url, ["order.paid"]);
    const res = await call("POST", `/api/admin/webhooks/${other.id}/deliveries/${gaveUp!.id}/retry`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Delivery not found" });
    expect((await call("POST", `/api/admin/webhooks/${endpoint.id}/deliveries/99999/retry`)).statusCode).toBe(404);
  });

  it("one event to two endpoints carries one event id; an endpoint subscribed to other events gets nothing", async () => {
    receiver.received.length = 0;
    receiver.answers = [200];
    const a = await addEndpoint(receiver.url, ["order.shipped", "order.paid"]);
    const b = await addEndpoint(`${receiver.url}?b`, ["order.paid"]);
    const c = await addEndpoint(`${receiver.url}?c`, ["order.cancelled"]);
    await emitWebhookEvent(t.deps.db, "order.paid", { orderId: "o-2" });
    expect(await deliver()).toBe(2);
    const [fromA] = await deliveriesOf(a.id);
    const [fromB] = await deliveriesOf(b.id);
    expect(fromA!.eventId).toBe(fromB!.eventId);
    expect(await deliveriesOf(c.id)).toEqual([]);
    const toB = receiver.received.find((hook) => hook.url.endsWith("?b"))!;
    const toA = receiver.received.find((hook) => hook !== toB)!;
    expect(signatureIsValid(toA, a.secret)).toBe(true);
    expect(signatureIsValid(toB, b.secret)).toBe(true);
    expect(signatureIsValid(toB, a.secret)).toBe(false);
    expect(toA.body).toBe(toB.body);
  });

  it("without WEBHOOK_ALLOW_PRIVATE a delivery to a private address is refused when it is sent (checked again at delivery)", async () => {
    receiver.received.length = 0;
    const port = new URL(receiver.url).port;
    const plain = await addEndpoint(receiver.url, ["order.paid"]);
    const byName = await addEndpoint(`https://localhost:${port}/hooks`, ["order.paid"]);
    await emitWebhookEvent(t.deps.db, "order.paid", { orderId: "o-3" });
    expect(await deliver(false)).toBe(2);
    expect(receiver.received).toEqual([]);
    expect((await deliveriesOf(plain.id))[0]).toMatchObject({
      attempts: 1,
      lastStatus: null,
      lastError: "The URL is not https",
      state: "pending",
    });
    expect((await deliveriesOf(byName.id))[0]).toMatchObject({
      attempts: 1,
      lastStatus: null,
      lastError: expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1), a private address$/),
    });
  });

  it("writes nothing when no endpoint subscribes", async () => {
    const product = await createProduct(t.deps.db, { inStock: 2 });
    await t.deps.db.update(products).set({ inStock: 3 }).where(eq(products.id, product.id));
    await emitWebhookEvent(t.deps.db, "order.paid", { orderId: "o-4" });
    expect(await t.deps.db.select().from(webhookDeliveries)).toEqual([]);
  });
});
