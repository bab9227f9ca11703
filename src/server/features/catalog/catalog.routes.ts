import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDeps, AppInstance } from "../../app-types";
import { uuidIdParam } from "../../http/id-param";
import { badRequest, notFound } from "../../lib/errors";
import { encodedJson, type CachedJson, type JsonCache } from "../../domain/catalog/json-cache";
import { sendEncoded } from "../../http/encoded-answer";
import type { Product } from "../../../shared/contracts/catalog";
import { featuredProducts } from "../../../shared/featured-products";
import { DEFAULT_SORT, productIdList, productListPart, SORT_ORDERS } from "../../../shared/product-list-query";
import { productsById } from "../../domain/catalog/catalog-cache";

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

/**
 * A part of the list (extensions §12): without any parameter the whole list, as the seed shop answers.
 * A category or a sort cuts the list as /products shows it (shared/product-list-query.ts, one rule for
 * the page and its API answer); limit and offset alone page through the list in its own order.
 */
const productListQuery = z.object({
  limit: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100")
    .optional()
    .describe("How many products to answer, 1 to 100 (24 when another parameter is given). Without any parameter: every product."),
  offset: z.coerce
    .number()
    .int("must be a whole number")
    .min(0, "must be at least 0")
    .max(100_000_000, "is too large")
    .optional()
    .describe("How many products of the list (by name, then id; or as sorted) to skip; 0 when not given."),
  category: z
    .string()
    .max(200, "is too long")
    .optional()
    .describe("Only the products of this category (its name, any case); a category we do not sell answers none."),
  sort: z
    .enum(SORT_ORDERS, { error: `must be one of ${SORT_ORDERS.join(", ")}` })
    .optional()
    .describe("The order of the product list page (name A to Z when only category is given)."),
  ids: z
    .string()
    .max(4_000, "is too long")
    .optional()
    .describe(
      "Comma-separated product ids: those of them the shop sells, each once, in this order (the cart, compare); limit and offset do not apply.",
    ),
  featured: z
    .literal("true", { error: "must be true when given" })
    .optional()
    .describe("true: only the featured products (the home page's Best Sellers), in their order; limit and offset do not apply."),
});

const PART_DEFAULT_LIMIT = 24;

/** A part of the cached list, with how many products it was cut from in X-Total-Count. */
async function sendPart(cache: JsonCache, query: z.output<typeof productListQuery>, reply: FastifyReply) {
  const entry = await cache.get();
  const part = partOf(entry, query);
  return reply
    .header("cache-control", "no-cache")
    .header("x-total-count", String(part.total))
    .type(JSON_TYPE)
    .send(JSON.stringify(part.products));
}

function partOf(entry: CachedJson, query: z.output<typeof productListQuery>): { products: Product[]; total: number } {
  const list = entry.data as Product[];
  const limit = query.limit ?? PART_DEFAULT_LIMIT;
  const offset = query.offset ?? 0;
  if (query.ids !== undefined) {
    const byId = productsById(entry);
    const found = productIdList(query.ids).flatMap((id) => byId.get(id) ?? []);
    return { products: found, total: found.length };
  }
  if (query.featured !== undefined) {
    const featured = featuredProducts(list);
    return { products: featured, total: featured.length };
  }
  if (query.category !== undefined || query.sort !== undefined)
    return productListPart(list, { category: query.category, sort: query.sort ?? DEFAULT_SORT, offset, limit });
  return { products: list.slice(offset, offset + limit), total: list.length };
}

export function catalogRoutes(app: AppInstance, deps: AppDeps): void {
  // The hottest path of the shop: no schema work per request, cached bytes only.
  // The cached bodies come with their brotli and gzip forms (sendEncoded): @fastify/compress has nothing to do here.
  const cached = { compress: false, decompress: false } as const;
  // The query is read by hand, only when there is one: the whole list goes out without schema work.
  app.get(
    "/api/products",
    { ...cached, schema: { querystring: productListQuery }, validatorCompiler: () => (query: unknown) => ({ value: query }) },
    (request, reply) => {
      const raw = request.query as Record<string, unknown>;
      if (Object.keys(raw).every((name) => !Object.hasOwn(productListQuery.shape, name)))
        return sendCached(deps.catalog.products, request, reply);
      const parsed = productListQuery.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(`${issue.path.join(".")} ${issue.message}`);
      }
      return sendPart(deps.catalog.products, parsed.data, reply);
    },
  );
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
