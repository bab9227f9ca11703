import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";

/**
 * JSON Schema (the subset the shop's OpenAPI document uses: type, enum, const, anyOf/oneOf,
 * properties/required, items, string length, pattern and format, number ranges) -> fast-check:
 * an arbitrary of values the schema accepts, and values it refuses, one broken constraint at a
 * time. The contract test (tests/integration/api-contract.test.ts) builds its requests from these.
 */
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
  $ref?: string;
};

/** The pattern the document puts on free text: anything but a NUL character. */
export const NO_NUL_PATTERN = "^[^\\u0000]*$";

/** Control characters and lone surrogates: text that matches a pattern's `.` but no one types. */
const UNTYPABLE = /[\p{Cc}\p{Cs}]/u;

const ajv = addFormats(new Ajv2020({ strict: false, multipleOfPrecision: 6 }));
const compiled = new Map<string, (value: unknown) => boolean>();
/** One compiled validator per distinct schema (compiling is what costs). */
function accepts(schema: Schema): (value: unknown) => boolean {
  const key = JSON.stringify(schema);
  let fn = compiled.get(key);
  if (!fn) compiled.set(key, (fn = ajv.compile(schema)));
  return fn;
}

/** Letters, digits, spaces and punctuation; never a control character. */
const textChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -.,'é&ü/");

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  // Long enough to reach the bound, short enough to keep requests small.
  const maxLength = Math.min(schema.maxLength ?? minLength + 40, minLength + 40);
  switch (schema.format) {
    case "uuid":
      return fc.uuid({ version: 4 });
    case "email":
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,15}$/), fc.constantFrom("example.com", "gravensteinrf.com", "mail.example.org"))
        .map(([local, domain]) => `${local}@${domain}`);
    case "date":
      return fc
        .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case "date-time":
      return fc
        .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
        .map((date) => date.toISOString());
    case "uri":
      return fc.webUrl({ validSchemes: ["https"] });
  }
  if (schema.pattern && schema.pattern !== NO_NUL_PATTERN) {
    const regex = new RegExp(schema.pattern, "u");
    return fc
      .stringMatching(regex)
      .filter((text) => !UNTYPABLE.test(text) && text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  // Mostly text that is not blank (a blank name is as likely refused as an empty one).
  return fc
    .string({ unit: textChar, minLength, maxLength })
    .map((text) => text.trim())
    .filter((text) => text.length >= minLength);
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.01) : 100_000);
  // Mostly small values near the lower bound: ids, quantities and amounts are small.
  const low = Math.max(min, Math.min(max, min <= 0 && max >= 0 ? 0 : min));
  const small = Math.min(max, low + 20);
  if (integer) {
    const lo = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
    const hi = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: Math.ceil(low), max: Math.floor(small) }) },
      { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
    );
  }
  return fc
    .double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true, noDefaultInfinity: true })
    .map((value) => Math.round(value * 100) / 100)
    .filter(
      (value) =>
        value >= min &&
        value <= max &&
        (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
        (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum),
    );
}

const typesOf = (schema: Schema): string[] => (schema.type === undefined ? [] : [schema.type].flat());

/** Values the schema accepts. */
export function valid(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.not) {
    const { not, ...rest } = schema;
    const refused = accepts(not);
    return valid(rest).filter((value) => !refused(value));
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(valid));
  if (schema.allOf) return valid(Object.assign({}, ...schema.allOf) as Schema);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type })));
  switch (types[0]) {
    case "string":
      return stringOf(schema);
    case "integer":
      return numberOf(schema, true);
    case "number":
      return numberOf(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? valid(schema.items) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? (schema.minItems ?? 0) + 3, (schema.minItems ?? 0) + 3),
      });
    case "object":
    case undefined:
      if (!schema.properties) return types[0] ? fc.constant({}) : fc.oneof(fc.string(), fc.integer(), fc.boolean());
      return objectOf(schema);
  }
  throw new Error(`No arbitrary for ${JSON.stringify(schema)}`);
}

function objectOf(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, valid(inner)]));
  const required = (schema.required ?? []).filter((name) => name in properties);
  return fc.record(properties, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value broken in one way, and what was broken (for the failure message). */
export interface Broken {
  what: string;
  value: unknown;
}

/** Wrong-typed stand-ins; the caller keeps those the schema really refuses. */
const WRONG_TYPES: Broken[] = [
  { what: "an object", value: { unexpected: true } },
  { what: "an array", value: ["unexpected"] },
  { what: "a boolean", value: true },
  { what: "a number", value: 12345.5 },
  { what: "a string", value: "not-what-is-expected" },
  { what: "null", value: null },
];

/** Values that break one constraint of a (non-object) schema: its bounds, pattern, format, enum. */
export function brokenValues(schema: Schema): Broken[] {
  const out: Broken[] = [...WRONG_TYPES];
  if (schema.enum) out.push({ what: "a value outside the enum", value: "not-one-of-the-options" });
  if (schema.minLength !== undefined && schema.minLength > 0) out.push({ what: "too short", value: "x".repeat(schema.minLength - 1) });
  if (schema.maxLength !== undefined) out.push({ what: "too long", value: "x".repeat(schema.maxLength + 1) });
  if (schema.pattern)
    out.push({ what: "not matching the pattern", value: schema.pattern === NO_NUL_PATTERN ? "a\u0000b" : "!! no match !!" });
  if (schema.format) out.push({ what: `not a ${schema.format}`, value: "not a value of the format" });
  if (schema.minimum !== undefined) out.push({ what: "below the minimum", value: schema.minimum - 1 });
  if (schema.exclusiveMinimum !== undefined) out.push({ what: "at the exclusive minimum", value: schema.exclusiveMinimum });
  if (schema.maximum !== undefined) out.push({ what: "above the maximum", value: schema.maximum + 1 });
  if (schema.exclusiveMaximum !== undefined) out.push({ what: "at the exclusive maximum", value: schema.exclusiveMaximum });
  if (typesOf(schema).includes("integer")) out.push({ what: "a fraction", value: 1.5 });
  if (schema.maxItems !== undefined) out.push({ what: "too many items", value: Array.from({ length: schema.maxItems + 1 }, () => "x") });
  for (const inner of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) out.push(...brokenValues(inner));
  return out;
}
