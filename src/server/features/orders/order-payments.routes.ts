import { z } from "zod";
import { orderPayment, orderPaymentInput, orderPaymentResult, overdueInvoiceList } from "../../../shared/contracts/institutional";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { uuidIdParam } from "../../http/id-param";
import { listOrderPayments, overdueInvoices, recordOrderPayment } from "./order-payments.service";

const orderId = uuidIdParam("Order not found");

/** Payments received for invoiced orders, and the overdue invoices (extensions §4). */
export function orderPaymentsRoutes(app: AppInstance, deps: AppDeps): void {
  const admin = { onRequest: deps.guards.requirePermission("orders") };
  const oneOrder = { ...admin, preValidation: orderId.check };

  app.get(
    "/api/admin/orders/:id/payments",
    { ...oneOrder, schema: { params: orderId.params, response: { 200: z.array(orderPayment) } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await listOrderPayments(deps.db, request.params.id)),
  );

  app.post(
    "/api/admin/orders/:id/payments",
    { ...oneOrder, schema: { params: orderId.params, body: orderPaymentInput, response: { 201: orderPaymentResult } } },
    async (request, reply) => reply.code(201).send(await recordOrderPayment(deps.db, request.params.id, request.body, userOf(request))),
  );

  app.get("/api/admin/invoices/overdue", { ...admin, schema: { response: { 200: overdueInvoiceList } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await overdueInvoices(deps.db)),
  );
}
