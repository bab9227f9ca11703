import type { FastifyRequest } from "fastify";
import { quote, quoteList, quoteRequest, quoteUpdate } from "../../../shared/contracts/institutional";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { uuidIdParam } from "../../http/id-param";
import { sendPdf } from "../../http/send-file";
import { releaseInput } from "../../../shared/contracts/screening";
import { createQuote, listAdminQuotes, listUserQuotes, quotePdf, releaseQuote, updateQuote, type QuoteContext } from "./quote.service";

const quoteId = uuidIdParam("Quote not found");

/** Quotes (extensions §4): customers request and list theirs; the admin lists and revises them. */
export function quotesRoutes(app: AppInstance, deps: AppDeps): void {
  const customer = { onRequest: deps.guards.requireCustomer };
  const admin = { onRequest: deps.guards.requirePermission("orders") };
  const context = (request: FastifyRequest): QuoteContext => ({
    db: deps.db,
    shippingRates: deps.shippingRates,
    vatRegistry: deps.vatRegistry,
    mailWorker: deps.mailWorker,
    log: request.log,
    screening: deps.screening,
  });

  app.post("/api/quotes", { ...customer, schema: { body: quoteRequest, response: { 201: quote } } }, async (request, reply) =>
    reply.code(201).send(await createQuote(context(request), request.body, userOf(request))),
  );

  app.get("/api/user/quotes", { ...customer, schema: { response: { 200: quoteList } } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await listUserQuotes(deps.db, userOf(request).id)),
  );

  app.get("/api/user/quotes/:id/pdf", { ...customer, ...quoteId.route() }, async (request, reply) =>
    sendPdf(reply, await quotePdf(deps.db, request.params.id, { customerId: userOf(request).id })),
  );

  app.get("/api/admin/quotes", { ...admin, schema: { response: { 200: quoteList } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await listAdminQuotes(deps.db)),
  );

  app.get("/api/admin/quotes/:id/pdf", { ...admin, ...quoteId.route() }, async (request, reply) =>
    sendPdf(reply, await quotePdf(deps.db, request.params.id, "admin")),
  );

  app.put("/api/admin/quotes/:id", { ...admin, ...quoteId.route({ body: quoteUpdate, response: { 200: quote } }) }, async (request) =>
    updateQuote(context(request), request.params.id, request.body, userOf(request)),
  );

  app.post(
    "/api/admin/quotes/:id/release",
    { ...admin, ...quoteId.route({ body: releaseInput, response: { 200: quote } }) },
    async (request) => releaseQuote(deps.db, request.params.id, request.body.note, userOf(request)),
  );
}
