import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { z } from "zod";
import { isUuid, serialId, uuid } from "../../shared/contracts/common";
import { notFound } from "../lib/errors";

/**
 * The :id of a route: its params schema, and a preValidation check that answers a malformed id
 * with the route's own 404 (an id that cannot be one of ours names nothing; a 400 would only
 * describe our id format). preValidation runs after the guards and before any schema, so a
 * stranger still gets 401/403 first, and the database never sees a malformed id.
 *
 *   const productId = uuidIdParam("Product not found");
 *   app.put("/api/products/:id", { ...admin, ...productId.route({ body: productInput, response: { 200: product } }) }, ...)
 *
 * `route(schema)` is the check and the schema with the params in it; `params` and `check` stay for
 * routes that build their options otherwise.
 */
function idParam<T extends z.ZodType>(id: T, wellFormed: (raw: string) => boolean, notFoundMessage: string) {
  // Callback style: no promise to settle on every request of a hot route (GET /api/products/:id).
  const check = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const raw = (request.params as { id?: unknown }).id;
    done(typeof raw !== "string" || !wellFormed(raw) ? notFound(notFoundMessage) : undefined);
  };
  return withRoute(z.object({ id }), check);
}

/** The params schema and its check, and the two as a route's options. */
function withRoute<P extends z.ZodType>(
  params: P,
  check: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void,
) {
  return {
    params,
    check,
    route: <S extends object = object>(schema?: S) => ({ preValidation: check, schema: { ...schema, params } as S & { params: P } }),
  };
}

/** Products and orders. */
export const uuidIdParam = (notFoundMessage: string) => idParam(uuid, isUuid, notFoundMessage);

const isSerialId = (raw: string) => /^\d{1,10}$/.test(raw) && serialId.safeParse(raw).success;

/** Categories and tax rates: digits only (no "1.0", "+1" or " 1"), within PostgreSQL's integer. */
export const serialIdParam = (notFoundMessage: string) => idParam(serialId, isSerialId, notFoundMessage);

/** A route with several serial ids (`/units/:id/documents/:docId`): any malformed one is the route's 404. */
export function serialIdParams<const K extends string>(names: readonly K[], notFoundMessage: string) {
  const check = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const params = request.params as Record<string, unknown>;
    const malformed = names.some((name) => typeof params[name] !== "string" || !isSerialId(params[name]));
    done(malformed ? notFound(notFoundMessage) : undefined);
  };
  return withRoute(z.object(Object.fromEntries(names.map((name) => [name, serialId])) as Record<K, typeof serialId>), check);
}
