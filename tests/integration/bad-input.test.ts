import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { createCategory, createProduct, loginAsAdmin } from "../support/factories";

// No input, however malformed, yields a 5xx: every route gets malformed JSON, random JSON
// values, wrong types in every known field, oversized strings and unknown ids, as the admin
// (so guards don't stop the input before validation) and anonymously.

const FIELDS = [
  "username",
  "password",
  "email",
  "name",
  "description",
  "image",
  "fileUrl",
  "category",
  "price",
  "inStock",
  "weightLbs",
  "lengthIn",
  "widthIn",
  "heightIn",
  "specifications",
  "options",
  "highlightedSpecs",
  "pdfTitle",
  "pdfUrl",
  "status",
  "state",
  "taxRate",
  "phone",
  "message",
  "shipToCity",
  "shipToState",
  "shipToZip",
  "shipToCountry",
  "items",
  "opaqueDataDescriptor",
  "opaqueDataValue",
  "amount",
  "orderData",
  "cardNumber",
  "month",
  "year",
  "cardCode",
  "zip",
  "token",
  "login",
  "code",
  "currentPassword",
  "newPassword",
  "label",
  "companyName",
  "street",
  "city",
  "zipCode",
  "country",
  "isDefault",
  "role",
  "carrier",
  "trackingNumber",
  "notify",
  "reason",
  "restock",
  "restockLines",
  "kind",
  "calibratedOn",
  "serial",
  "productId",
  "purchasedFrom",
  "purchasedOn",
  "value",
  "minSubtotal",
  "startsAt",
  "endsAt",
  "maxUses",
  "oncePerCustomer",
  "productIds",
  "discountPercent",
  "groupId",
  "discountCode",
  "discountAmount",
  "priceTiers",
  "unitId",
  "type",
  "note",
];

let t: TestApp;
let adminCookie: string;
let productId: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      REGISTER_MAX_PER_HOUR: "100000",
      LOGIN_MAX_FAILURES: "100000",
      CONTACT_MAX_PER_HOUR: "100000",
      PASSWORD_RESET_MAX_PER_HOUR: "100000",
    },
  });
  const category = await createCategory(t.deps.db, { name: "Fuzz Category" });
  categoryId = category.id;
  productId = (await createProduct(t.deps.db, { categoryId })).id;
});
afterAll(() => t.close());

function concreteUrl(pattern: string, id: string): string {
  return pattern.replace(/:kind/g, "images").replace(/:[A-Za-z]+/g, encodeURIComponent(id));
}

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "",
    " ",
    "null",
    "-1",
    "0",
    "1e309",
    "NaN",
    "../../etc/passwd",
    "%00",
    "<script>",
    "'; drop table users; --",
    "\u0000",
    "🙂",
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const hostileValue = fc.oneof(
  fc.jsonValue(),
  hostileString,
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
);
const hostileBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 12 }),
  fc.record({
    orderData: fc.dictionary(fc.constantFrom(...FIELDS, "customerName", "customerEmail", "billingStreet", "shippingMethod"), hostileValue),
  }),
);
const hostileId = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.uuid(),
  fc.constantFrom("0", "-1", "99999999999999999999", "1.5", "abc", "..", "%2e%2e", "00000000-0000-0000-0000-000000000000"),
);

describe("bad input never yields a 5xx", () => {
  it("has routes to test", () => {
    expect(t.routes.filter((r) => r.url.startsWith("/api/")).length).toBeGreaterThan(25);
  });

  it("answers malformed JSON and non-JSON bodies with a 4xx and a message", async () => {
    adminCookie = await loginAsAdmin(t.app, t.deps.db);
    for (const route of t.routes.filter((r) => r.method !== "GET" && r.url.startsWith("/api/"))) {
      const url = concreteUrl(route.url, route.url.includes(":id") && route.url.includes("categor") ? String(categoryId) : productId);
      for (const [contentType, payload] of [
        ["application/json", '{"name": '],
        ["application/json", "[1,2"],
        ["application/json", "\u0000"],
        ["text/plain", "hello"],
        ["application/x-www-form-urlencoded", "a=1&b=2"],
      ] as const) {
        const res = await t.app.inject({
          method: route.method as "POST",
          url,
          headers: { "content-type": contentType, cookie: adminCookie },
          payload,
        });
        expect(res.statusCode, `${route.method} ${url} ${contentType}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500);
        expect(typeof res.json<{ message: unknown }>().message).toBe("string");
      }
    }
  });

  it("survives random bodies, queries and ids on every route", async () => {
    const routes = t.routes.filter((r) => /^\/(api|objects)\//.test(r.url) && r.url !== "/api/logout");
    for (const route of routes) {
      adminCookie = await loginAsAdmin(t.app, t.deps.db);
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          hostileId,
          fc.boolean(),
          fc.dictionary(
            fc.constantFrom("limit", "offset", "status", "q", "from", "to", "serial", "productId", "orderId", "certificate", "x"),
            fc.string({ maxLength: 30 }),
          ),
          async (body, id, asAdmin, query) => {
            const url = concreteUrl(route.url, id);
            const search = new URLSearchParams(query).toString();
            const res = await t.app.inject({
              method: route.method as "GET",
              url: search ? `${url}?${search}` : url,
              headers: asAdmin ? { cookie: adminCookie } : {},
              ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: body as object }),
            });
            if (res.statusCode >= 500)
              throw new Error(`${route.method} ${url} answered ${res.statusCode}: ${res.body} for ${JSON.stringify(body).slice(0, 300)}`);
            if (res.statusCode >= 400 && res.headers["content-type"]?.toString().includes("json")) {
              expect(typeof res.json<{ message: unknown }>().message).toBe("string");
            }
          },
        ),
        { numRuns: 25, seed: 2004 },
      );
    }
  }, 240_000);

  it("answers any Host header with the page or a 400 and a message, never a 5xx", async () => {
    const host = fc.oneof(
      fc.string({ maxLength: 60, unit: fc.constantFrom(..."abcxyz019.-:@[]_/%* ") }),
      fc.domain(),
      fc.ipV6().map((ip) => `[${ip}]`),
      fc.webAuthority({ withIPv4: true, withIPv6: true, withPort: true, withUserInfo: true }),
    );
    await fc.assert(
      fc.asyncProperty(host, fc.constantFrom("/", "/products?sort=x", "/api/products", "/api/login"), async (value, url) => {
        const res = await t.app.inject({
          method: url === "/api/login" ? "POST" : "GET",
          url,
          headers: { host: value },
          ...(url === "/api/login" ? { payload: { username: "nobody", password: "wrong-guess" } } : {}),
        });
        expect(res.statusCode, `${url} with Host ${JSON.stringify(value)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode === 400) expect(typeof res.json<{ message: unknown }>().message).toBe("string");
      }),
      { numRuns: 200, seed: 2004 },
    );
  });

  it("refuses bodies over the size limit with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "x".repeat(2_000_000), email: "a@b.co", message: "hello there" }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
