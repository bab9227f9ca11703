import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps, AppInstance } from "../../app-types";
import { uuidIdParam } from "../../http/id-param";
import { notFound } from "../../http/errors";
import { encodedBody, type CachedJson, type JsonCache } from "../../domain/catalog/json-cache";

const productId = uuidIdParam("Product not found");

/** Sends already-serialised bytes with an ETag; a matching If-None-Match gets a 304. */
async function sendCached(cache: JsonCache, request: FastifyRequest, reply: FastifyReply) {
  const entry: CachedJson = await cache.get();
  reply.header("etag", entry.etag).header("cache-control", "no-cache").header("vary", "accept-encoding");
  if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
  const { body, encoding } = encodedBody(entry, request.headers["accept-encoding"]);
  if (encoding) reply.header("content-encoding", encoding);
  return reply.type("application/json; charset=utf-8").send(body);
}

export function catalogRoutes(app: AppInstance, deps: AppDeps): void {
  // The hottest path of the shop: no schema work per request, cached bytes only.
  app.get("/api/products", (request, reply) => sendCached(deps.catalog.products, request, reply));
  app.get("/api/categories", (request, reply) => sendCached(deps.catalog.categories, request, reply));

  // Any id that is not one of ours, uuid-shaped or not, is simply not found. Cut from the cached
  // list (same bytes as the list's element, invalidated with it); no etag, as before (decision 0027).
  app.get("/api/products/:id", { preValidation: productId.check, schema: { params: productId.params } }, async (request, reply) => {
    // PostgreSQL reads a uuid in either case, and so does this look-up.
    const entry = await deps.catalog.product(request.params.id.toLowerCase());
    if (!entry) throw notFound("Product not found");
    const { body, encoding } = encodedBody(entry, request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.header("vary", "accept-encoding").type("application/json; charset=utf-8").send(body);
  });
}
