import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps, AppInstance } from "../../app-types";
import { uuidIdParam } from "../../http/id-param";
import { notFound } from "../../lib/errors";
import { encodedJson, type CachedJson, type JsonCache } from "../../domain/catalog/json-cache";
import { sendEncoded } from "../../http/encoded-answer";

const productId = uuidIdParam("Product not found");

const JSON_TYPE = "application/json; charset=utf-8";

/** Sends already-serialised bytes with an ETag; a matching If-None-Match gets a 304. */
async function sendCached(cache: JsonCache, request: FastifyRequest, reply: FastifyReply) {
  const entry: CachedJson = await cache.get();
  const answer = { type: JSON_TYPE, body: entry.body, etag: entry.etag, cacheControl: "no-cache" };
  return sendEncoded(request, reply, { ...answer, encode: (encoding) => encodedJson(entry, encoding) });
}

function sendProduct(request: FastifyRequest, reply: FastifyReply, entry: CachedJson | undefined) {
  if (!entry) return reply.send(notFound("Product not found"));
  return sendEncoded(request, reply, { type: JSON_TYPE, body: entry.body, encode: (encoding) => encodedJson(entry, encoding) });
}

export function catalogRoutes(app: AppInstance, deps: AppDeps): void {
  // The hottest path of the shop: no schema work per request, cached bytes only.
  // The cached bodies come with their brotli and gzip forms (sendEncoded): @fastify/compress has nothing to do here.
  const cached = { compress: false, decompress: false } as const;
  app.get("/api/products", cached, (request, reply) => sendCached(deps.catalog.products, request, reply));
  app.get("/api/categories", cached, (request, reply) => sendCached(deps.catalog.categories, request, reply));

  // Any id that is not one of ours, uuid-shaped or not, is simply not found. Cut from the cached
  // list (same bytes as the list's element, invalidated with it); no etag, as before (decision 0027).
  // productId.check (preValidation) has refused every id that is not a well-formed uuid before the
  // schema would run: the schema describes the route (OpenAPI) and is not run again per request.
  const checkedAlready = () => (params: unknown) => ({ value: params });
  app.get("/api/products/:id", { ...cached, ...productId.route(), validatorCompiler: checkedAlready }, (request, reply) => {
    // PostgreSQL reads a uuid in either case, and so does this look-up. While the list is cached the
    // answer goes out in this call, without a promise to settle.
    const found = deps.catalog.product(request.params.id.toLowerCase());
    return found instanceof Promise ? found.then((entry) => sendProduct(request, reply, entry)) : sendProduct(request, reply, found);
  });
}
