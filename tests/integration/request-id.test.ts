import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, loginAsAdmin, loginAsCustomer } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import { clientDir } from "../../src/server/features/web/page-renderer";

// Every answer names its request (x-request-id) and every log line of a request carries the same
// id, so "it failed at 10:42" or a screenshot leads straight to the cause in the log.

const assets = path.join(clientDir, "assets");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const logLines: Record<string, unknown>[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: "info", stream: { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) } },
    adapters: {
      // Outside services that fail: an unexpected error (a 500) and a mail server that is down.
      shippingRates: {
        kind: "table",
        quote: () => Promise.reject(new Error("rate table corrupted")),
      },
      mailer: { kind: "smtp", send: () => Promise.reject(new Error("smtp down")) },
    },
  });
});
afterAll(() => t.close());

function requestId(res: LightMyRequestResponse): string {
  const id = res.headers["x-request-id"];
  expect(id, `${res.statusCode} ${res.body.slice(0, 200)}`).toEqual(expect.stringMatching(UUID));
  return id as string;
}

describe("x-request-id", () => {
  it("is on every kind of answer, each with its own id", async () => {
    const admin = await loginAsAdmin(t.app, t.deps.db);
    const products = await t.app.inject({ method: "GET", url: "/api/products" });
    const answers = [
      products, // the catalog's cached bytes, which skip validation and the service
      await t.app.inject({ method: "GET", url: "/api/products", headers: { "if-none-match": String(products.headers.etag) } }),
      await t.app.inject({ method: "GET", url: "/api/products/not-a-uuid" }),
      await t.app.inject({ method: "GET", url: "/api/no-such-route" }),
      await t.app.inject({ method: "GET", url: "/some/page" }),
      await t.app.inject({ method: "GET", url: "/sitemap.xml" }),
      await t.app.inject({ method: "GET", url: "/api/admin/orders" }),
      await t.app.inject({ method: "GET", url: "/api/admin/orders?limit=abc", headers: { cookie: admin } }),
      await t.app.inject({ method: "POST", url: "/api/login", headers: { "content-type": "application/json" }, payload: "{nope" }),
      await t.app.inject({ method: "POST", url: "/api/login", headers: { "content-type": "text/plain" }, payload: "hello" }),
      await t.app.inject({ method: "POST", url: "/api/contact", headers: { origin: "https://evil.example" }, payload: {} }),
      await t.app.inject({ method: "GET", url: "/api/tax-rates/%E0%A4%A" }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 304, 404, 404, expect.any(Number), 200, 401, 400, 400, 415, 403, 400]);
    const ids = answers.map(requestId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // `npm test` builds the client before this runs.
  it.runIf(existsSync(assets))("is on static files of the built client", async () => {
    const file = readdirSync(assets).find((name) => name.endsWith(".js"));
    const res = await t.app.inject({ method: "GET", url: `/assets/${file}` });
    expect(res.statusCode).toBe(200);
    requestId(res);
  });

  it("is not taken from a caller the shop does not trust as its proxy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/categories", headers: { "x-request-id": "chosen-by-the-caller" } });
    expect(requestId(res)).not.toBe("chosen-by-the-caller");
  });
});

describe("errors and their log lines", () => {
  it("answers a 500 with no cause and logs the cause under the answer's request id", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/shipping/rates",
      payload: {
        shipToCity: "Palo Alto",
        shipToState: "CA",
        shipToZip: "94306",
        shipToCountry: "US",
        items: [{ weight: 1, length: 1, width: 1, height: 1, quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Internal server error" });
    const lines = logLines.filter((line) => line.reqId === requestId(res));
    expect(lines).toEqual([
      expect.objectContaining({ msg: "unhandled error", err: expect.objectContaining({ message: "rate table corrupted" }) }),
    ]);
  });

  it("logs a mail the server could not send from the outbox worker, not as an error of the request that queued it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ada Lovelace", email: "ada@example.com", message: "Is the 101A probe set in stock?" },
    });
    expect(res.statusCode).toBe(201);
    await t.deps.mailWorker.drain();
    expect(logLines.filter((line) => line.reqId === requestId(res))).toEqual([]);
    expect(logLines).toContainEqual(expect.objectContaining({ msg: "e-mail not sent, retry in 30 s", reason: "smtp down", level: 40 }));
  });

  it("answers a malformed JSON body with 400 and a non-JSON one with 415, logging neither as an error", async () => {
    const before = logLines.length;
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: "Malformed JSON body" });
    const text = await t.app.inject({ method: "POST", url: "/api/login", headers: { "content-type": "text/plain" }, payload: "hello" });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: expect.any(String) });
    expect(logLines.slice(before)).toEqual([]);
  });
});

describe(":id routes", () => {
  it("answer a malformed id with the route's own 404, for whoever may call the route", async () => {
    const admin = await loginAsAdmin(t.app, t.deps.db);
    const { cookie: customer } = await loginAsCustomer(t.app, t.deps.db);
    // The API's routes (a page such as /products/:id answers its 404 as HTML: web tests cover it).
    const idRoutes = t.routes.filter((route) => route.url.includes(":id") && route.url.startsWith("/api/"));
    expect(idRoutes.length).toBeGreaterThanOrEqual(6);
    const product = await createProduct(t.deps.db);
    for (const route of idRoutes) {
      for (const id of ["not-an-id", "1.5", "-1", "99999999999", `${product.id}x`]) {
        const url = route.url.replace(":id", encodeURIComponent(id));
        const res = await t.app.inject({
          method: route.method as "GET",
          url,
          headers: { cookie: route.url.startsWith("/api/user/") ? customer : admin },
          payload: {},
        });
        expect(res.statusCode, `${route.method} ${url}`).toBe(404);
        expect(res.json<{ message: string }>().message, `${route.method} ${url}`).toMatch(
          /^(Product|Order|Category|Tax rate|Address|Staff member|E-mail|Quote|Certificate|Customer|Unit|Document|Registration|Discount code|Customer group|Service request|Webhook|Delivery) not found$/,
        );
      }
    }
  });
});
