import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAsStaff } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import type { CreatedWebhookEndpoint, WebhookEndpoint } from "../../../shared/contracts/webhooks";
import { activityLog } from "../../db/schema/activity";
import { webhookEndpoints } from "../../db/schema/webhooks";

// No WEBHOOK_ALLOW_PRIVATE: only https URLs of public addresses. A public IP literal needs no DNS
// lookup (the test machine has no internet); "localhost" is resolved through /etc/hosts.
const t = useTestApp({ admin: true });
const PUBLIC_URL = "https://93.184.215.14/shop-hooks?token=abc";

const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object, cookie = t.admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe("webhook endpoints", () => {
  it("the owner adds an endpoint (201 with its secret, shown once), lists it without the secret and deletes it (204), each in the activity log", async () => {
    const created = await call("POST", "/api/admin/webhooks", {
      url: PUBLIC_URL,
      events: ["order.paid", "product.stock_changed", "order.paid"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json<CreatedWebhookEndpoint>();
    expect(endpoint).toEqual({
      id: expect.any(Number),
      url: PUBLIC_URL,
      events: ["order.paid", "product.stock_changed"],
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
      createdAt: expect.any(String),
    });
    const [stored] = await t.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored!.secret).toBe(endpoint.secret);

    const list = await call("GET", "/api/admin/webhooks");
    expect(list.statusCode).toBe(200);
    expect(list.json<WebhookEndpoint[]>()).toEqual([
      { id: endpoint.id, url: PUBLIC_URL, events: endpoint.events, createdAt: endpoint.createdAt },
    ]);
    expect(list.body).not.toContain(endpoint.secret);

    const deleted = await call("DELETE", `/api/admin/webhooks/${endpoint.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await call("GET", "/api/admin/webhooks")).json()).toEqual([]);
    expect((await call("DELETE", `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(404);

    const log = await t.deps.db.select().from(activityLog).where(eq(activityLog.entityType, "webhook")).orderBy(asc(activityLog.id));
    expect(log.map((entry) => [entry.action, entry.summary])).toEqual([
      ["webhook.create", "Added a webhook to 93.184.215.14 for order.paid, product.stock_changed"],
      ["webhook.delete", "Deleted the webhook to 93.184.215.14"],
    ]);
    expect(JSON.stringify(log)).not.toContain(endpoint.secret);
  });

  it.each([
    ["http://93.184.215.14/hooks", "url: The URL must start with https://"],
    ["ftp://93.184.215.14/hooks", "url: The URL must start with https://"],
    ["https://127.0.0.1/hooks", "url: 127.0.0.1 is a private, loopback or link-local address"],
    ["https://10.1.2.3/hooks", "url: 10.1.2.3 is a private, loopback or link-local address"],
    ["https://192.168.0.10:8443/hooks", "url: 192.168.0.10 is a private, loopback or link-local address"],
    ["https://169.254.169.254/latest/meta-data", "url: 169.254.169.254 is a private, loopback or link-local address"],
    ["https://0.0.0.0/hooks", "url: 0.0.0.0 is a private, loopback or link-local address"],
    ["https://[::1]/hooks", "url: ::1 is a private, loopback or link-local address"],
    ["https://[::ffff:7f00:1]/hooks", "url: ::ffff:7f00:1 is a private, loopback or link-local address"],
    ["https://[fe80::1]/hooks", "url: fe80::1 is a private, loopback or link-local address"],
    ["https://user:pass@93.184.215.14/hooks", "url: The URL must not contain a user name or password"],
  ])("refuses %s (400)", async (url, message) => {
    const res = await call("POST", "/api/admin/webhooks", { url, events: ["order.paid"] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it("refuses a name that resolves to a loopback address, and one that does not resolve", async () => {
    const loopback = await call("POST", "/api/admin/webhooks", { url: "https://localhost/hooks", events: ["order.paid"] });
    expect(loopback.statusCode).toBe(400);
    expect(loopback.json<{ message: string }>().message).toMatch(/^url: localhost resolves to (127\.0\.0\.1|::1), a private/);
    const nowhere = await call("POST", "/api/admin/webhooks", { url: "https://no-such-host.invalid/hooks", events: ["order.paid"] });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toEqual({ message: "url: no-such-host.invalid could not be resolved" });
    expect(await t.deps.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it("refuses unknown events, no events and a malformed URL (400)", async () => {
    const unknown = await call("POST", "/api/admin/webhooks", { url: PUBLIC_URL, events: ["order.paid", "order.exploded"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/^events\.1: Event must be one of order\.paid, /);
    const none = await call("POST", "/api/admin/webhooks", { url: PUBLIC_URL, events: [] });
    expect(none.json()).toEqual({ message: "events: Choose at least one event" });
    const malformed = await call("POST", "/api/admin/webhooks", { url: "not a url", events: ["order.paid"] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/^url: /);
  });

  it("is the owner's alone: staff holding every permission get 403", async () => {
    const staff = await loginAsStaff(t.app, t.deps.db, {
      permissions: ["catalog", "orders", "refunds", "customers", "service", "discounts"],
    });
    expect((await call("GET", "/api/admin/webhooks", undefined, staff.cookie)).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/webhooks", { url: PUBLIC_URL, events: ["order.paid"] }, staff.cookie)).statusCode).toBe(403);
  });
});
