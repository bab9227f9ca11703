import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { uuidIdParam } from "../../http/id-param";
import { sendPdf } from "../../http/send-file";
import type { DbOrTx } from "../../db/client";
import { commercialInvoicePdf, invoicePdf, packingSlipPdf, type DocumentReader, type PdfFile } from "./order-documents.service";

const orderId = uuidIdParam("Order not found");

type Paper = (db: DbOrTx, orderId: string, reader: DocumentReader) => Promise<PdfFile>;

/**
 * An order's papers: the customer's own placed orders only (anyone else's, or a checkout that never
 * became an order, is 404), and any placed order for staff with the orders permission.
 */
const PAPERS: { file: string; make: Paper; customer: boolean }[] = [
  { file: "invoice.pdf", make: invoicePdf, customer: true },
  // Extensions §9: the customs papers of an order shipped abroad (404 for an order within the United States).
  { file: "commercial-invoice.pdf", make: commercialInvoicePdf, customer: true },
  { file: "packing-slip.pdf", make: (db, id) => packingSlipPdf(db, id), customer: false },
];

export function orderDocumentsRoutes(app: AppInstance, deps: AppDeps): void {
  const route = orderId.route();
  for (const { file, make, customer } of PAPERS) {
    if (customer) {
      app.get(`/api/user/orders/:id/${file}`, { ...route, preHandler: deps.guards.requireUser }, async (request, reply) =>
        sendPdf(reply, await make(deps.db, request.params.id, { customerId: userOf(request).id })),
      );
    }
    app.get(`/api/admin/orders/:id/${file}`, { ...route, preHandler: deps.guards.requirePermission("orders") }, async (request, reply) =>
      sendPdf(reply, await make(deps.db, request.params.id, "admin")),
    );
  }
}
