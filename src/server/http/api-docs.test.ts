import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/support/use-test-app";
import { webhookEventTypes } from "../../shared/contracts/webhooks";
import { EXTRA_ERRORS } from "./openapi-answers";

const t = useTestApp();

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, unknown>;
    responses: Record<string, { content: Record<string, { schema: unknown }> }>;
  };
  webhooks?: Record<string, { post: Operation & { parameters: { name: string; in: string }[] } }>;
}

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head"];

async function openapi(): Promise<Document> {
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  return res.json<Document>();
}

/** Every JSON Schema object the document holds (request bodies, parameters, responses). */
function schemasOf(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) schemasOf(item, out);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "schema" && inner && typeof inner === "object") out.push(inner as Record<string, unknown>);
      else schemasOf(inner, out);
    }
  }
  return out;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document whose schemas are valid JSON Schema 2020-12", async () => {
    const doc = await openapi();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(30);
    // Only the JSON API and the signed upload PUT its upload URLs point at: no pages, static files, objects or the docs themselves.
    const described = (p: string) =>
      (p.startsWith("/api/") && !p.startsWith("/api/docs") && p !== "/api/openapi.json") || p === "/objects/upload/{kind}/{name}";
    expect(paths.filter((p) => !described(p))).toEqual([]);
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(METHODS, `${method} ${p}`).toContain(method);
        expect(Object.keys(operation.responses).length, `${method} ${p} has responses`).toBeGreaterThan(0);
      }
    }
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const schemas = schemasOf(doc.paths);
    expect(schemas.length).toBeGreaterThan(50);
    for (const schema of schemas) expect(() => ajv.compile(schema)).not.toThrow();
  });

  it("describes POST /api/payment/charge with its body schema and the session it needs", async () => {
    const doc = await openapi();
    const operation = doc.paths["/api/payment/charge"]!.post!;
    const body = operation.requestBody!.content["application/json"]!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["opaqueDataDescriptor", "opaqueDataValue", "amount", "orderData", "paymentMethod", "quoteId"]),
    );
    // The card token is required only for card payments (a refinement; Net 30 orders carry none: extensions §4).
    expect(body.required).toEqual(expect.arrayContaining(["amount", "orderData"]));
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "402", "502"]));
    expect(operation.security).toEqual([{ session: [] }]);
  });

  it("marks admin routes with the cookie session scheme and leaves public ones open", async () => {
    const doc = await openapi();
    expect(doc.components.securitySchemes.session).toEqual({ type: "apiKey", in: "cookie", name: "sid" });
    // The admin's sign-in is the one admin route open to everyone (it makes the session).
    const admin = Object.entries(doc.paths).filter(([p]) => p.startsWith("/api/admin/") && p !== "/api/admin/login");
    expect(admin.length).toBeGreaterThan(10);
    for (const [p, item] of admin) {
      for (const [method, operation] of Object.entries(item)) expect(operation.security, `${method} ${p}`).toEqual([{ session: [] }]);
    }
    // A public operation says so with an empty list (no scheme needed).
    expect(doc.paths["/api/products"]!.get!.security).toEqual([]);
    expect(doc.paths["/api/login"]!.post!.security).toEqual([]);
    expect(doc.paths["/api/admin/login"]!.post!.security).toEqual([]);
  });

  it("says who may call each staff route: the permission it checks, or the owner alone", async () => {
    const doc = await openapi();
    expect(doc.paths["/api/admin/orders/{id}/refunds"]!.post!.description).toBe('Owner, or staff with the "refunds" permission.');
    expect(doc.paths["/api/products"]!.post!.description).toBe('Owner, or staff with the "catalog" permission.');
    expect(doc.paths["/api/admin/customers"]!.get!.description).toBe('Owner, or staff with the "customers" permission.');
    expect(doc.paths["/api/admin/staff/{id}"]!.put!.description).toBe("Owner only.");
    expect(doc.paths["/api/admin/2fa/setup"]!.post!.description).toBe("Staff or owner.");
  });
});

/** Every operation of the document, with its method and path. */
function operationsOf(doc: Document): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
}

describe("the OpenAPI document's operations (extensions §10)", () => {
  it("gives each operation a unique camelCase operationId from its method and path, and a summary", async () => {
    const doc = await openapi();
    const operations = operationsOf(doc);
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const { method, path, operation } of operations) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^(get|post|put|delete|patch)[A-Z0-9][A-Za-z0-9]*$/);
      expect(operation.summary, `${method} ${path}`).toMatch(/^[A-Z]\S* \S/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/admin/orders/{id}"]!.get!.operationId).toBe("getAdminOrdersById");
    expect(doc.paths["/api/user/orders/{id}/invoice.pdf"]!.get!.operationId).toBe("getUserOrdersByIdInvoicePdf");
    expect(doc.paths["/api/admin/webhooks/{id}/deliveries/{deliveryId}/retry"]!.post!.operationId).toBe(
      "postAdminWebhooksByIdDeliveriesByDeliveryIdRetry",
    );
    expect(doc.paths["/api/admin/discounts/{id}"]!.delete!.summary).toBe("Delete a discount code");
    expect(doc.paths["/api/admin/orders"]!.get!.summary).toBe("List orders");
    expect(Object.values(doc.webhooks!).map(({ post }) => post.operationId)).toContain("webhookServiceRequestUpdated");
  });

  it("names one Error schema and references it from the 400/401/403/404 answers the guards and paths tell", async () => {
    const doc = await openapi();
    expect(doc.components.schemas.Error).toMatchObject({
      type: "object",
      properties: { message: { type: "string" } },
      required: ["message"],
    });
    for (const name of [
      "BadRequest",
      "Unauthorized",
      "Forbidden",
      "NotFound",
      "Conflict",
      "PayloadTooLarge",
      "UnsupportedMediaType",
      "TooManyRequests",
    ])
      expect(doc.components.responses[name]!.content["application/json"]!.schema).toEqual({ $ref: "#/components/schemas/Error" });
    const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
    for (const { method, path, operation } of operationsOf(doc)) {
      const where = `${method} ${path}`;
      expect(operation.responses["400"], where).toEqual(ref("BadRequest"));
      const session = (operation.security ?? []).length > 0;
      const extra = EXTRA_ERRORS[operation.operationId ?? ""] ?? [];
      expect(operation.responses["401"], where).toEqual(session || extra.includes("401") ? ref("Unauthorized") : undefined);
      if (path.startsWith("/api/admin/") && path !== "/api/admin/login")
        expect(operation.responses["403"], where).toEqual(ref("Forbidden"));
      expect(operation.responses["404"] !== undefined, where).toBe(path.includes("{") || extra.includes("404"));
      for (const status of extra) expect(operation.responses[status], `${where} ${status}`).toBeDefined();
    }
    // Customer-only routes refuse staff (403); a route any signed-in user may call does not.
    expect(doc.paths["/api/user/addresses"]!.get!.responses["403"]).toEqual(ref("Forbidden"));
    expect(doc.paths["/api/user"]!.get!.responses["403"]).toBeUndefined();
    expect(doc.paths["/api/products"]!.get!.responses["403"]).toBeUndefined();
  });

  it("documents every DELETE as 204 with no content, and no 200", async () => {
    const doc = await openapi();
    const deletes = operationsOf(doc).filter(({ method }) => method === "delete");
    expect(deletes.length).toBeGreaterThanOrEqual(8);
    for (const { path, operation } of deletes) {
      expect(operation.responses["200"], path).toBeUndefined();
      expect(operation.responses["204"], path).toEqual({ description: expect.any(String) });
    }
  });

  it('starts an owner-only operation\'s description with "Owner only."', async () => {
    const doc = await openapi();
    const ownerOnly = operationsOf(doc).filter(({ operation }) => operation.description?.startsWith("Owner only."));
    expect(ownerOnly.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        "delete /api/admin/webhooks/{id}",
        "get /api/admin/logs",
        "post /api/admin/staff",
        "get /api/admin/activity",
      ]),
    );
    for (const { method, path, operation } of operationsOf(doc))
      if (operation.description?.includes("Owner only.")) expect(operation.description, `${method} ${path}`).toMatch(/^Owner only\./);
  });
});

describe("the OpenAPI document's webhooks (extensions §10)", () => {
  it("describes each event's POST: the body the shop sends, the signature headers, 2xx = delivered", async () => {
    const doc = await openapi();
    // Every event an endpoint may subscribe to, in the contract's order.
    expect(Object.keys(doc.webhooks ?? {})).toEqual([...webhookEventTypes]);
    const stock = doc.webhooks!["product.stock_changed"]!.post;
    expect(stock.parameters.map((p) => `${p.in} ${p.name}`)).toEqual([
      "header X-Shop-Signature",
      "header X-Shop-Event-Id",
      "header X-Shop-Event-Type",
    ]);
    expect(Object.keys(stock.responses)).toEqual(["2XX", "default"]);
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validate = ajv.compile(stock.requestBody!.content["application/json"]!.schema);
    const body = {
      id: "0b6c0c1e-4a43-4a4b-9a44-5a8b8f0e9d11",
      type: "product.stock_changed",
      createdAt: "2026-11-27T10:00:00.000Z",
      data: { productId: "p-1", name: "101A EMC Probe Set", stock: 3, previousStock: 5 },
    };
    expect(validate(body)).toBe(true);
    expect(validate({ ...body, type: "order.paid" })).toBe(false);
    expect(validate({ ...body, data: { productId: "p-1" } })).toBe(false);
    for (const { post } of Object.values(doc.webhooks!))
      expect(() => ajv.compile(post.requestBody!.content["application/json"]!.schema)).not.toThrow();
  });
});

describe("GET /api/docs", () => {
  it("answers the Swagger UI page, its scripts from the shop's own origin under the shop's CSP", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("swagger-ui-bundle.js");
    // No inline script: the page runs under script-src 'self'.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(content!.trim()).toBe("");
    }
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const initializer = await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(initializer.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" })).statusCode).toBe(200);
  });
});

describe("what the routes' schemas cannot tell (extensions §10)", () => {
  it("describes the catalog's answers, the files' content types, the Idempotency-Key and the signed upload PUT", async () => {
    const doc = await openapi();
    type Answer = { content?: Record<string, { schema?: { type?: string; items?: { required?: string[] } } }> };
    const answer = (path: string, method: string, status: string) => doc.paths[path]![method]!.responses[status] as Answer;
    const products = answer("/api/products", "get", "200").content!["application/json"]!.schema!;
    expect(products.type).toBe("array");
    expect(products.items!.required).toEqual(expect.arrayContaining(["id", "name", "price", "priceTiers"]));
    expect(answer("/api/categories", "get", "200").content!["application/json"]!.schema!.type).toBe("array");
    expect(Object.keys(answer("/api/admin/orders.csv", "get", "200").content!)).toEqual(["text/csv"]);
    for (const path of ["/api/user/orders/{id}/invoice.pdf", "/api/admin/orders/{id}/packing-slip.pdf", "/api/user/quotes/{id}/pdf"])
      expect(Object.keys(answer(path, "get", "200").content!), path).toEqual(["application/pdf"]);
    const charge = doc.paths["/api/payment/charge"]!.post! as Operation & { parameters: { name: string; in: string }[] };
    expect(charge.parameters).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false }));
    expect(charge.responses["409"]).toEqual({ $ref: "#/components/responses/Conflict" });
    expect(doc.paths["/api/login"]!.post!.responses["429"]).toEqual({ $ref: "#/components/responses/TooManyRequests" });
    const upload = doc.paths["/objects/upload/{kind}/{name}"]!.put! as Operation & { parameters: { name: string; in: string }[] };
    expect(upload.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(["path kind", "path name", "query expires", "query signature"]);
    expect(Object.keys(upload.requestBody!.content)).toEqual(["application/octet-stream"]);
    expect(upload.security).toEqual([]);
  });

  it("states the refinements' constraints: e-mail format, two-decimal amounts, real dates", async () => {
    const doc = await openapi();
    const body = (path: string) =>
      doc.paths[path]!.post!.requestBody!.content["application/json"]!.schema as { properties: Record<string, Record<string, unknown>> };
    expect(body("/api/register").properties.email).toMatchObject({ format: "email" });
    expect(JSON.stringify(body("/api/admin/tax-rates").properties.taxRate)).toContain("multipleOf");
    expect(body("/api/user/units/register").properties.purchasedOn).toMatchObject({ format: "date" });
  });
});
