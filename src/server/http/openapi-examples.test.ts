import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/support/use-test-app";

const t = useTestApp();

type Media = { schema: Record<string, unknown>; example?: unknown };
type Content = { content?: Record<string, Media> };
interface Parameter {
  name: string;
  in: string;
  schema: Record<string, unknown>;
  example?: unknown;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: Content;
  responses: Record<string, Content>;
}
interface Document {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { examples?: unknown[] }>; responses: Record<string, Content> };
}

/**
 * Operations with no JSON body, no JSON answer and no parameter, so with nothing to show an example
 * of: the test gateway's card script (a JavaScript file, fetched as is by the payment page).
 */
const EXEMPT = new Set(["getPaymentTestAcceptJs"]);

// Formats checked as the contract test checks them; multipleOf 0.01 on decimals needs the precision.
const ajv = addFormats(new Ajv2020({ strict: false, multipleOfPrecision: 6 }));

async function openapi(): Promise<Document> {
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  return res.json<Document>();
}

/** Every operation of the document: the API's paths, then the webhooks the shop sends. */
function operationsOf(doc: Document): { where: string; operation: Operation }[] {
  return [...Object.entries(doc.paths), ...Object.entries(doc.webhooks)].flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ where: `${operation.operationId} (${method.toUpperCase()} ${path})`, operation })),
  );
}

/** The operation's JSON request body, its first 2xx JSON answer, and its parameters. */
function partsOf(operation: Operation) {
  const body = operation.requestBody?.content?.["application/json"];
  const success = Object.entries(operation.responses).find(
    ([status, answer]) => status.startsWith("2") && answer.content?.["application/json"],
  );
  return { body, answer: success?.[1].content?.["application/json"], parameters: operation.parameters ?? [] };
}

/** Every string inside an example, to catch placeholder text. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

function problemsOf(where: string, schema: Record<string, unknown>, example: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(example)) return [];
  return [`${where}: ${ajv.errorsText(validate.errors)}`];
}

describe("the OpenAPI document's examples (extensions §10)", () => {
  it("gives every operation an example: its JSON body, its JSON success answer, or else its parameters", async () => {
    const doc = await openapi();
    const missing: string[] = [];
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(130);
    for (const { where, operation } of operations) {
      const { body, answer, parameters } = partsOf(operation);
      if (body && body.example === undefined) missing.push(`${where}: request body`);
      if (answer && answer.example === undefined) missing.push(`${where}: success answer`);
      // A 204 DELETE, a PDF or CSV download: the example is of the ids or filters it takes.
      if (!body && !answer && !parameters.some((p) => p.example !== undefined) && !EXEMPT.has(operation.operationId))
        missing.push(`${where}: no body or answer, and no parameter example`);
      // A path parameter is the one value a reader cannot guess the form of (a UUID or a number).
      for (const parameter of parameters)
        if (parameter.in === "path" && parameter.example === undefined) missing.push(`${where}: path parameter ${parameter.name}`);
    }
    expect(missing).toEqual([]);
  });

  it("has every example valid against its schema, and none of placeholder text", async () => {
    const doc = await openapi();
    const problems: string[] = [];
    let checked = 0;
    for (const { operation } of operationsOf(doc)) {
      const { body, answer, parameters } = partsOf(operation);
      const examples: [string, Record<string, unknown>, unknown][] = [];
      if (body?.example !== undefined) examples.push(["request body", body.schema, body.example]);
      if (answer?.example !== undefined) examples.push(["success answer", answer.schema, answer.example]);
      for (const p of parameters) if (p.example !== undefined) examples.push([`${p.in} ${p.name}`, p.schema, p.example]);
      for (const [what, schema, example] of examples) {
        checked += 1;
        problems.push(...problemsOf(`${operation.operationId} ${what}`, schema, example));
        const placeholders = stringsOf(example).filter((s) => /lorem|ipsum|^string$|example\.com|foo|bar(?!\w)/i.test(s));
        if (placeholders.length > 0) problems.push(`${operation.operationId} ${what}: placeholder text ${placeholders.join(", ")}`);
      }
    }
    for (const [name, schema] of Object.entries(doc.components.schemas))
      for (const example of schema.examples ?? []) problems.push(...problemsOf(`components.schemas.${name}`, schema, example));
    // The named error answers: each its own message, against the Error schema they reference.
    for (const [name, response] of Object.entries(doc.components.responses)) {
      const media = response.content!["application/json"]!;
      expect(media.example, name).toBeDefined();
      problems.push(...problemsOf(`components.responses.${name}`, doc.components.schemas.Error as Record<string, unknown>, media.example));
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it("takes its values from the seed catalog: the 101A EMC Probe Set at its seed price", async () => {
    const doc = await openapi();
    const product = partsOf(doc.paths["/api/products/{id}"]!.get!).answer!.example as { name: string; price: string; category: string };
    expect(product).toMatchObject({ name: "101A EMC Probe Set", price: "1095.00", category: "EMC Probe Sets" });
    const list = partsOf(doc.paths["/api/products"]!.get!).answer!.example as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.length).toBeLessThanOrEqual(2);
  });
});

describe("the rules every request follows, as the document's description states them", () => {
  it("says that a NUL character is refused with 400 and unknown query parameters and body properties are ignored, and all are so", async () => {
    const doc = await openapi();
    expect(doc.info.description).toMatch(/U\+0000[^.]*400/);
    expect(doc.info.description).toMatch(/unknown query parameters are ignored/i);
    const plain = await t.app.inject({ method: "GET", url: "/api/search?q=probe" });
    const extra = await t.app.inject({ method: "GET", url: "/api/search?q=probe&utm_source=newsletter&sort=price" });
    expect(plain.statusCode).toBe(200);
    expect(extra.statusCode).toBe(200);
    expect(extra.json()).toEqual(plain.json());
    expect((await t.app.inject({ method: "GET", url: "/api/tax-rates?state=CA&page=2" })).statusCode).toBe(200);
    const contact = {
      name: "Rachel Okafor",
      email: "r.okafor@kestrel-avionics.com",
      message: "What is the lead time for three 142A probes?",
    };
    const withExtra = await t.app.inject({ method: "POST", url: "/api/contact", payload: { ...contact, priority: "urgent", admin: true } });
    expect(withExtra.statusCode).toBe(201);
    const nul = await t.app.inject({ method: "GET", url: "/api/search?q=pro%00be" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: expect.any(String) });
  });
});
