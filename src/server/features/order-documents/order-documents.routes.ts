import type { FastifyReply } from "fastify";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { uuidIdParam } from "../../http/id-param";
import { PDF_CONTENT_SECURITY_POLICY } from "../../http/security";
import { invoicePdf, packingSlipPdf, type PdfFile } from "./order-documents.service";

const orderId = uuidIdParam("Order not found");

/** A PDF shown in the browser's viewer, saved under its own name, never kept in a shared cache. */
function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .type("application/pdf")
    .header("content-security-policy", PDF_CONTENT_SECURITY_POLICY)
    .header("content-disposition", `inline; filename="${file.filename}"`)
    .header("cache-control", "no-store")
    .send(file.bytes);
}

export function orderDocumentsRoutes(app: AppInstance, deps: AppDeps): void {
  // The caller's own placed orders only: anyone else's, or a checkout that never became an order, is 404.
  app.get(
    "/api/user/orders/:id/invoice.pdf",
    { preHandler: deps.guards.requireUser, preValidation: orderId.check, schema: { params: orderId.params } },
    async (request, reply) => sendPdf(reply, await invoicePdf(deps.db, request.params.id, { customerId: userOf(request).id })),
  );

  app.get(
    "/api/admin/orders/:id/invoice.pdf",
    { preHandler: deps.guards.requireAdmin, preValidation: orderId.check, schema: { params: orderId.params } },
    async (request, reply) => sendPdf(reply, await invoicePdf(deps.db, request.params.id, "admin")),
  );

  app.get(
    "/api/admin/orders/:id/packing-slip.pdf",
    { preHandler: deps.guards.requireAdmin, preValidation: orderId.check, schema: { params: orderId.params } },
    async (request, reply) => sendPdf(reply, await packingSlipPdf(deps.db, request.params.id)),
  );
}
