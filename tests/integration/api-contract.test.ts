import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { createSession } from "../../src/server/domain/accounts/sessions.service";
import type { StaffPermission } from "../../src/shared/contracts/permissions";
import { createCategory, createOrder, createProduct, createUser } from "../support/factories";
import { brokenValues, valid, type Broken, type Schema } from "../support/json-schema-arbitrary";
import { testDbKind } from "../support/test-database";
import { useTestApp } from "../support/use-test-app";

// The contract test of extensions §10: every operation of GET /api/openapi.json, asked by each role
// with requests made from the document itself (valid ones, and ones breaking one documented
// constraint at a time), must answer a status the operation documents, with a body that the
// documented schema for that status and content type accepts; never a 5xx, never a 2xx to a
// request the document calls invalid, never a validation 400 to one it calls valid.
// Deterministic: one fixed seed (CONTRACT_SEED overrides it), printed with every failure.

const SEED = Number(process.env.CONTRACT_SEED ?? 20_261_127);
/** Valid requests per operation and role. */
const VALID_RUNS = 3;
/** Invalid requests per operation and role (the owner, who gets past every guard, is asked more). */
const INVALID_RUNS = 2;
const OWNER_INVALID_RUNS = 12;

// Webhook endpoints' made-up host names are not looked up in DNS (the test and intranet set-up, §10).
const t = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: "true" } });

type Role = "anonymous" | "customer" | "staff" | "owner";
const ROLES: Role[] = ["anonymous", "customer", "staff", "owner"];
/** The staff member holds a limited set: some staff routes let them in, others answer 403. */
const STAFF_PERMISSIONS: StaffPermission[] = ["catalog", "service"];

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: Schema;
}
interface MediaType {
  schema?: Schema;
}
interface Response {
  description: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

interface Request {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}
interface Case {
  request: Request;
  /** What was broken, for an invalid request. */
  broken?: string;
}

/** `$ref`s replaced by what they point at (the document has no cycles). */
function deref<T>(doc: Document, value: T): T {
  if (Array.isArray(value)) return value.map((item) => deref(doc, item)) as T;
  if (!value || typeof value !== "object") return value;
  const ref = (value as { $ref?: string }).$ref;
  if (typeof ref === "string") {
    const target = ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
    return deref(doc, target as T);
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, deref(doc, inner)])) as T;
}

const ajv = addFormats(new Ajv2020({ strict: false, multipleOfPrecision: 6 }));
const ajvCoercing = addFormats(new Ajv2020({ strict: false, coerceTypes: true, multipleOfPrecision: 6 }));
const compiled = new Map<Schema, ValidateFunction>();
const compiledCoercing = new Map<Schema, ValidateFunction>();
function validator(schema: Schema, coerce = false): ValidateFunction {
  const cache = coerce ? compiledCoercing : compiled;
  let fn = cache.get(schema);
  if (!fn) cache.set(schema, (fn = (coerce ? ajvCoercing : ajv).compile(schema)));
  return fn;
}
/** A parameter's value as the server sees it: a string, coerced to the schema's type. */
const paramAccepts = (schema: Schema, value: string) => validator(schema, true)({ value }.value);

/** Ids the answers so far held: path parameters are drawn from them too, to reach real records. */
const seenIds = { integer: new Set<number>(), uuid: new Set<string>() };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function collectIds(value: unknown, depth = 0): void {
  if (depth > 6 || !value || typeof value !== "object") return;
  if (Array.isArray(value)) return value.slice(0, 20).forEach((item) => collectIds(item, depth + 1));
  for (const [key, inner] of Object.entries(value)) {
    if (/^id$|Id$/.test(key) && typeof inner === "number" && Number.isInteger(inner) && inner > 0) seenIds.integer.add(inner);
    else if (/^id$|Id$/.test(key) && typeof inner === "string" && UUID.test(inner)) seenIds.uuid.add(inner);
    else collectIds(inner, depth + 1);
  }
}

function pathParamArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const known =
    schema.type === "integer"
      ? [...seenIds.integer]
      : schema.format === "uuid" || schema.pattern?.includes("[89abAB]")
        ? [...seenIds.uuid]
        : [];
  return known.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: valid(schema) })
    : valid(schema);
}

const jsonBodySchema = (operation: Operation): Schema | undefined => operation.requestBody?.content["application/json"]?.schema;

/** Valid requests: every required parameter, some optional ones, a body the schema accepts. */
function validRequests(operation: Operation): fc.Arbitrary<Request> {
  const parameters = operation.parameters ?? [];
  const group = (where: Parameter["in"], pick: (p: Parameter) => fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, pick(p).map(String)])), {
      requiredKeys: parameters.filter((p) => p.in === where && (p.required || where === "path")).map((p) => p.name),
    }) as fc.Arbitrary<Record<string, string>>;
  const bodySchema = jsonBodySchema(operation);
  const body = bodySchema
    ? operation.requestBody?.required
      ? valid(bodySchema)
      : fc.option(valid(bodySchema), { nil: undefined })
    : fc.constant(undefined);
  return fc.record({
    path: group("path", (p) => pathParamArbitrary(p.schema)),
    query: group("query", (p) => valid(p.schema)),
    headers: group("header", (p) => valid(p.schema)),
    body,
  });
}

/** Primitive stand-ins for a parameter's value (a query string holds text only). */
function brokenParameterValues(schema: Schema): Broken[] {
  return brokenValues(schema)
    .filter(({ value }) => value === null || typeof value !== "object")
    .map(({ what, value }) => ({ what, value: String(value) }))
    .filter(({ value }) => !paramAccepts(schema, value));
}

/** Every way to break a valid request once: a parameter, a body field, a missing required field, the body's type. */
function invalidCases(operation: Operation, base: Request): Case[] {
  const cases: Case[] = [];
  for (const parameter of operation.parameters ?? []) {
    const where = parameter.in === "path" ? "path" : parameter.in === "query" ? "query" : parameter.in === "header" ? "headers" : undefined;
    if (!where) continue;
    for (const { what, value } of brokenParameterValues(parameter.schema))
      cases.push({
        request: { ...base, [where]: { ...base[where], [parameter.name]: value } },
        broken: `${parameter.in} ${parameter.name}: ${what}`,
      });
    if (parameter.required && parameter.in !== "path") {
      const rest = { ...base[where] };
      delete rest[parameter.name];
      cases.push({ request: { ...base, [where]: rest }, broken: `${parameter.in} ${parameter.name}: missing` });
    }
  }
  const schema = jsonBodySchema(operation);
  if (schema) {
    const accepts = validator(schema);
    const body = (base.body && typeof base.body === "object" && !Array.isArray(base.body) ? base.body : {}) as Record<string, unknown>;
    for (const [name, inner] of Object.entries(schema.properties ?? {})) {
      for (const { what, value } of brokenValues(inner)) {
        const broken = { ...body, [name]: value };
        if (!accepts(broken)) cases.push({ request: { ...base, body: broken }, broken: `body ${name}: ${what}` });
      }
    }
    for (const name of schema.required ?? []) {
      const rest = { ...body };
      delete rest[name];
      cases.push({ request: { ...base, body: rest }, broken: `body ${name}: missing` });
    }
    if (schema.additionalProperties === false)
      cases.push({ request: { ...base, body: { ...body, unexpectedField: "x" } }, broken: "body: an unknown field" });
    if (operation.requestBody?.required) cases.push({ request: { ...base, body: ["not", "an", "object"] }, broken: "body: an array" });
  }
  return cases;
}

function injectOptions(method: string, url: string, request: Request, cookie: string | undefined): InjectOptions {
  const path = url.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(request.path[name] ?? ""));
  const headers: Record<string, string> = { ...request.headers };
  if (cookie) headers.cookie = cookie;
  const options: InjectOptions = { method: method.toUpperCase() as InjectOptions["method"], url: path, query: request.query, headers };
  if (request.body !== undefined) options.payload = request.body as InjectOptions["payload"];
  return options;
}

/** The validation 400 the error handler makes: "<field>: <reason>; ..." (error-handler.ts). */
const VALIDATION_MESSAGE = /^(body|querystring|params|headers|[\w[\].]+): /;

/**
 * 400s in that form that no JSON Schema of one request can foresee, so a request the document
 * calls valid may get them: they compare a field with a stored record, a secret or another field
 * (each operation's description names the rule).
 */
const RULES_BEYOND_THE_SCHEMA: RegExp[] = [
  // A secret the caller must know: the current password, the authenticator's code.
  /^currentPassword: the current password is not correct/,
  /^code: that code is not valid/,
  // A stored record the field names: an order's lines, a customer group.
  /^lines\[\d+\]\.index: the order has no line/,
  /^groupId: there is no customer group/,
  // One field against another: quantity prices against each other and the list price, a build-to-order product's lead time.
  /^priceTiers\.\d+\.(price|minQuantity): (Each tier's|A tier's)/,
  /^leadTimeDays: Lead time is required/,
  // An address read as a whole: its country decides the postal code's and the state's form and the tax id's.
  /^(shipToCountry|country|billingCountry): unsupported country/,
  /^(zipCode|shipToZip|billingZipCode): /,
  /^(state|shipToState|billingState): must be one of/,
  /^taxId: /,
  // The payment method decides what else the charge needs (a card's token, an invoice's PO file).
  /^(opaqueDataDescriptor|opaqueDataValue): is required/,
  /^purchaseOrderFileUrl: only an invoiced order/,
  // A period or a code's kind: the end after the start, a percent at most 100.
  /^endsAt: must be after startsAt/,
  /^from: must not be after to/,
  /^value: A percent must be at most 100/,
  // A UPS number's form and check digit (the carrier decides the form).
  /^trackingNumber: (A UPS|This UPS)/,
  // Records the field names: a category, a product, an upload of the caller's.
  /^category: no category named/,
  /^productIds?: (there is )?no (such )?product/,
  /^fileUrl: no certificate you uploaded/,
  // Today's date: a purchase cannot be in the future.
  /^purchasedOn: the purchase date cannot be in the future/,
  // The cart lines inside `items` are read as the checkout reads them (POST /api/payment/charge).
  /^items(\[\d+\])?: /,
];

/** What is wrong with an answer, or undefined when the document describes it. */
function mismatch(operation: Operation, res: LightMyRequestResponse, invalid: boolean): string | undefined {
  const status = String(res.statusCode);
  const documented = operation.responses[status];
  if (res.statusCode >= 500) return `answered ${status}: ${res.body.slice(0, 300)}`;
  if (!documented)
    return `answered ${status}, which is not documented (${Object.keys(operation.responses).join(", ")}): ${res.body.slice(0, 300)}`;
  if (invalid && res.statusCode < 300) return `accepted a request the document calls invalid (${status})`;
  const contentType = String(res.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim();
  if (!documented.content) {
    if (res.rawPayload.length > 0) return `answered ${status} with a ${contentType || "body"} the document does not describe`;
    return undefined;
  }
  const media = documented.content[contentType];
  if (!media) return `answered ${status} as ${contentType || "no content type"}; documented: ${Object.keys(documented.content).join(", ")}`;
  if (contentType === "application/json") {
    const body: unknown = res.json();
    const message = (body as { message?: string }).message ?? "";
    if (
      !invalid &&
      res.statusCode === 400 &&
      VALIDATION_MESSAGE.test(message) &&
      !RULES_BEYOND_THE_SCHEMA.some((rule) => rule.test(message))
    )
      return `refused a request the document calls valid: ${(body as { message: string }).message}`;
    if (media.schema) {
      const validate = validator(media.schema);
      if (!validate(body)) return `body does not match the ${status} schema: ${ajv.errorsText(validate.errors)}; ${res.body.slice(0, 300)}`;
    }
    collectIds(body);
  }
  return undefined;
}

// PGlite only: the contract is the HTTP layer's, which PostgreSQL does not change (decision 0080).
describe.skipIf(testDbKind() === "postgres")("the API as its OpenAPI document describes it (extensions §10)", () => {
  it("answers every operation's valid and invalid requests, for every role, as documented", { timeout: 240_000 }, async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const doc = res.json<Document>();
    const db = t.deps.db;

    // Something to find: the answers' ids feed the path parameters that follow.
    const category = await createCategory(db);
    await createProduct(db, { categoryId: category.id });
    await createOrder(db);

    const people: Record<Exclude<Role, "anonymous">, () => Promise<{ id: number; role: "customer" | "staff" | "owner" }>> = {
      customer: () => createUser(db, { role: "customer" }),
      staff: () => createUser(db, { role: "staff", permissions: STAFF_PERMISSIONS }),
      owner: () => createUser(db, { role: "owner" }),
    };
    const cookies = new Map<Role, string>();
    /** The role's session, made again when a request ended it (POST /api/logout, a deleted account). */
    async function cookieFor(role: Role): Promise<string | undefined> {
      if (role === "anonymous") return undefined;
      const current = cookies.get(role);
      if (current) {
        const check = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: current } });
        if (check.statusCode === 200) return current;
      }
      const user = await people[role]();
      const { token } = await createSession(db, user, 1);
      cookies.set(role, `sid=${token}`);
      return `sid=${token}`;
    }

    const operations = Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.entries(item).map(([method, operation]) => ({ url, method, operation: deref(doc, operation) })),
    );
    // Reads first: their answers' ids make the writes' path parameters real.
    operations.sort((a, b) => Number(a.method !== "get") - Number(b.method !== "get"));
    const failures: string[] = [];
    let asked = 0;

    for (const role of ROLES) {
      for (const { url, method, operation } of operations) {
        const label = `${role} ${method.toUpperCase()} ${url} (${operation.operationId})`;
        // Checked once per operation: a request that ends the session (POST /api/logout) leaves the rest of its operation's 401s.
        const cookie = await cookieFor(role);
        const send = async (request: Request, invalid: boolean, broken?: string) => {
          const options = injectOptions(method, url, request, cookie);
          const answer = await t.app.inject(options);
          asked += 1;
          const problem = mismatch(operation, answer, invalid);
          if (problem)
            failures.push(
              `${label}${broken ? ` [${broken}]` : ""}: ${problem}\n    request: ${JSON.stringify({ url: options.url, query: options.query, body: request.body })}`,
            );
        };
        const bases = fc.sample(validRequests(operation), { seed: SEED, numRuns: VALID_RUNS });
        for (const request of bases) await send(request, false);
        const cases = invalidCases(operation, bases[0]!);
        const runs = role === "owner" ? OWNER_INVALID_RUNS : INVALID_RUNS;
        const picked =
          cases.length <= runs
            ? cases
            : fc.sample(fc.shuffledSubarray(cases, { minLength: runs, maxLength: runs }), { seed: SEED, numRuns: 1 })[0]!;
        for (const { request, broken } of picked) await send(request, true, broken);
      }
    }
    console.info(`api-contract: ${operations.length} operations, ${asked} requests, seed ${SEED}`);
    expect(failures, `seed ${SEED} (CONTRACT_SEED=${SEED} repeats it)\n${failures.join("\n")}`).toEqual([]);
  });
});
