import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { staffPermissions } from "../../shared/contracts/permissions";
import type { Guards } from "./auth";
import { finishDocument, operationIdOf, summaryOf, type OperationFacts } from "./openapi-operations";
import { webhookDocs } from "./webhook-docs";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";
const SIGNED_UPLOAD_PREFIX = "/objects/upload/";

type Hook = RouteOptions["onRequest"];

/** The API's description: signing in, and the rules every request follows that no one schema states (input-guard.ts, zod's objects). */
const DESCRIPTION = [
  "The JSON API of the shop. Sign in with POST /api/login: the answer sets the `sid` session cookie, which routes marked with the session scheme need.",
  "Rules for every request: a text holding a NUL character (U+0000) anywhere in the path, the query or a JSON body is refused with 400. Unknown query parameters are ignored, and so are unknown properties of a JSON body (they are dropped before the operation sees them).",
  "Every operation shows an example of its JSON body and answer (or of its parameters), made of the shop's seed catalog.",
].join("\n\n");

/** The guards a route runs (onRequest or preHandler), flattened. */
function hooksOf(route: Partial<RouteOptions> | undefined): unknown[] {
  const list = (hook: Hook | RouteOptions["preHandler"]) => (hook ? [hook].flat() : []);
  return [...list(route?.onRequest), ...list(route?.preHandler)];
}

/**
 * GET /api/openapi.json: OpenAPI 3.1 made from the routes' zod schemas (the contracts in
 * src/shared/contracts) by @fastify/swagger with the zod provider's transform; /api/docs: Swagger
 * UI over it. Only /api routes are described. A route behind a session guard names the cookie
 * session as its security scheme (a public one an empty security list); a staff or owner route says who may call it (the
 * permission) as the start of its description. Each operation gets an operationId and a summary from its
 * method and path, and the `{ message }` error answers its guards and path tell (openapi-operations.ts). Must be registered
 * before the routes (swagger collects them as they are added); the document is made on first
 * request, so nothing is added to the routes' own work.
 */
export async function registerApiDocs(app: FastifyInstance, guards: Guards): Promise<void> {
  // Who may call a staff route, as its description says it.
  const staffGuards = new Map<unknown, string>([
    ...staffPermissions.map(
      (permission) => [guards.requirePermission(permission), `Owner, or staff with the "${permission}" permission.`] as const,
    ),
    [guards.requireOwner, "Owner only."],
    [guards.requireAdminSession, "Staff or owner."],
  ]);
  const sessionGuards = new Set<unknown>([...staffGuards.keys(), guards.requireUser, guards.requireCustomer]);
  const customerGuards = new Set<unknown>([guards.requireCustomer]);
  const zodTransform = createJsonSchemaTransform({});
  // Filled as the document is made, route by route; read when it is finished.
  const factsById = new Map<string, OperationFacts>();

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Gravenstein RF Instruments shop API",
        description: DESCRIPTION,
        version: "1",
        // The API is the shop's own, offered under its terms (there is no open licence to name).
        license: { name: "Proprietary; use under the shop's terms and conditions", url: "https://gravensteinrf.com/terms-conditions" },
      },
      // The API is served by the shop itself, on the origin the document came from.
      servers: [{ url: "/", description: "This shop" }],
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } } },
      // What the shop sends to the owner's endpoints (extensions §10): generated from the contract.
      webhooks: webhookDocs(),
    },
    transform: (document) => {
      const { url, route } = document;
      // The API, and the signed upload PUT its upload URLs point at (the local store's).
      const described =
        (url.startsWith("/api/") || url.startsWith(SIGNED_UPLOAD_PREFIX)) && url !== OPENAPI_PATH && !url.startsWith(DOCS_PREFIX);
      if (!described) return { schema: { hide: true }, url };
      const result = zodTransform(document) as { schema: Record<string, unknown>; url: string };
      const hooks = hooksOf(route);
      const segment = url.split("/")[2] ?? "api";
      const area = segment === "admin" ? `admin ${url.split("/")[3] ?? ""}`.trim() : segment;
      const method = [route.method].flat()[0] ?? "GET";
      const operationId = operationIdOf(method, result.url);
      const schema: Record<string, unknown> = { tags: [area], operationId, summary: summaryOf(method, result.url), ...result.schema };
      const session = hooks.some((hook) => sessionGuards.has(hook));
      schema.security = session ? [{ session: [] }] : [];
      const who = hooks.map((hook) => staffGuards.get(hook)).find(Boolean);
      if (who) schema.description = [who, schema.description].filter(Boolean).join(" ");
      // Keyed by the id the operation ends up with (a route's own operationId wins).
      factsById.set(String(schema.operationId), { session, restricted: Boolean(who) || hooks.some((hook) => customerGuards.has(hook)) });
      return { schema, url: result.url };
    },
    transformObject: (document) =>
      "openapiObject" in document ? finishDocument(document.openapiObject, factsById) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: false } });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) => reply.header("cache-control", "no-cache").send(app.swagger()));
}
