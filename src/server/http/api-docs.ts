import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { staffPermissions } from "../../shared/contracts/permissions";
import type { Guards } from "./auth";
import { webhookDocs } from "./webhook-docs";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";

type Hook = RouteOptions["onRequest"];

/** The guards a route runs (onRequest or preHandler), flattened. */
function hooksOf(route: Partial<RouteOptions> | undefined): unknown[] {
  const list = (hook: Hook | RouteOptions["preHandler"]) => (hook ? [hook].flat() : []);
  return [...list(route?.onRequest), ...list(route?.preHandler)];
}

/**
 * GET /api/openapi.json: OpenAPI 3.1 made from the routes' zod schemas (the contracts in
 * src/shared/contracts) by @fastify/swagger with the zod provider's transform; /api/docs: Swagger
 * UI over it. Only /api routes are described. A route behind a session guard names the cookie
 * session as its security scheme; a staff or owner route says who may call it (the permission). Must be registered
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
  const zodTransform = createJsonSchemaTransform({});

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Gravenstein RF Instruments shop API",
        description:
          "The JSON API of the shop. Sign in with POST /api/login: the answer sets the `sid` session cookie, which routes marked with the session scheme need.",
        version: "1",
      },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } } },
      // What the shop sends to the owner's endpoints (extensions §10): generated from the contract.
      webhooks: webhookDocs(),
    },
    transform: (document) => {
      const { url, route } = document;
      if (!url.startsWith("/api/") || url === OPENAPI_PATH || url.startsWith(DOCS_PREFIX)) return { schema: { hide: true }, url };
      const result = zodTransform(document) as { schema: Record<string, unknown>; url: string };
      const hooks = hooksOf(route);
      const segment = url.split("/")[2] ?? "api";
      const area = segment === "admin" ? `admin ${url.split("/")[3] ?? ""}`.trim() : segment;
      const schema: Record<string, unknown> = { tags: [area], ...result.schema };
      if (hooks.some((hook) => sessionGuards.has(hook))) schema.security = [{ session: [] }];
      const who = hooks.map((hook) => staffGuards.get(hook)).find(Boolean);
      if (who) schema.description = [schema.description, who].filter(Boolean).join(" ");
      return { schema, url: result.url };
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: false } });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) => reply.header("cache-control", "no-cache").send(app.swagger()));
}
