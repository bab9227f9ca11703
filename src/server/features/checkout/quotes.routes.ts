import type { FastifyReply, FastifyRequest } from "fastify";
import { quote, quoteList, quoteRequest, quoteUpdate } from "../../../shared/contracts/institutional";
import { uploadUrlResponse } from "../../../shared/contracts/uploads";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { uuidIdParam } from "../../http/id-param";
import { PDF_CONTENT_SECURITY_POLICY } from "../../http/security";
import { createQuote, listAdminQuotes, listUserQuotes, quotePdf, updateQuote, type QuoteContext } from "./quote.service";

const quoteId = uuidIdParam("Quote not found");

function sendPdf(reply: FastifyReply, file: { filename: string; bytes: Buffer }) {
  return reply
    .type("application/pdf")
    .header("content-security-policy", PDF_CONTENT_SECURITY_POLICY)
    .header("content-disposition", `inline; filename="${file.filename}"`)
    .header("cache-control", "no-store")
    .send(file.bytes);
}

/** Quotes (extensions §4): customers request and list theirs; the admin lists and revises them. */
export function quotesRoutes(app: AppInstance, deps: AppDeps): void {
  const customer = { onRequest: deps.guards.requireCustomer };
  const admin = { onRequest: deps.guards.requireAdmin };
  const context = (request: FastifyRequest): QuoteContext => ({
    db: deps.db,
    shippingRates: deps.shippingRates,
    mailer: deps.mailer,
    log: request.log,
  });

  app.post("/api/quotes", { ...customer, schema: { body: quoteRequest, response: { 201: quote } } }, async (request, reply) =>
    reply.code(201).send(await createQuote(context(request), request.body, userOf(request))),
  );

  // The optional PO PDF of an invoiced order: the signed upload of the admin's uploads, kind "purchase-orders".
  app.post(
    "/api/user/purchase-orders/upload",
    { ...customer, schema: { response: { 200: uploadUrlResponse } } },
    async (request, reply) => {
      const { uploadURL } = await deps.objectStore.createUploadUrl("purchase-orders", deps.publicOrigin(request));
      return reply.header("cache-control", "no-store").send({ uploadURL });
    },
  );

  app.get("/api/user/quotes", { ...customer, schema: { response: { 200: quoteList } } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await listUserQuotes(deps.db, userOf(request).id)),
  );

  app.get(
    "/api/user/quotes/:id/pdf",
    { ...customer, preValidation: quoteId.check, schema: { params: quoteId.params } },
    async (request, reply) => sendPdf(reply, await quotePdf(deps.db, request.params.id, { customerId: userOf(request).id })),
  );

  app.get("/api/admin/quotes", { ...admin, schema: { response: { 200: quoteList } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await listAdminQuotes(deps.db)),
  );

  app.get(
    "/api/admin/quotes/:id/pdf",
    { ...admin, preValidation: quoteId.check, schema: { params: quoteId.params } },
    async (request, reply) => sendPdf(reply, await quotePdf(deps.db, request.params.id, "admin")),
  );

  app.put(
    "/api/admin/quotes/:id",
    { ...admin, preValidation: quoteId.check, schema: { params: quoteId.params, body: quoteUpdate, response: { 200: quote } } },
    async (request) => updateQuote(context(request), request.params.id, request.body, userOf(request)),
  );
}
