import { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { adminOrdersCsvQuery, adminOrdersQuery } from "../../../shared/contracts/admin";
import {
  adminOrderDetail,
  cancelInput,
  order,
  orderStatusInput,
  refund,
  refundInput,
  shipment,
  shipmentInput,
} from "../../../shared/contracts/orders";
import { releaseInput } from "../../../shared/contracts/screening";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { uuidIdParam } from "../../http/id-param";
import { orderChangeContext } from "../../domain/orders/order-change";
import { cancelOrder } from "./order-cancel.service";
import { getAdminOrderDetail } from "./order-detail.service";
import { registerIntentSweeper } from "./intent-sweeper";
import { refundOrder } from "../../domain/orders/order-refund";
import { addShipment } from "./order-shipment.service";
import { ordersCsv, ordersCsvFileName } from "./orders-export.service";
import { listAdminOrders, releaseOrder, updateOrderStatus } from "./orders-admin.service";

const orderId = uuidIdParam("Order not found");

export function ordersAdminRoutes(app: AppInstance, deps: AppDeps): void {
  registerIntentSweeper(app, deps);
  // onRequest so that strangers get 401/403 before any query or body validation.
  const admin = { onRequest: deps.guards.requirePermission("orders") };
  const oneOrder = { ...admin, preValidation: orderId.check };
  const changeContext = (request: FastifyRequest) => orderChangeContext(deps, deps.publicOrigin(request));

  // A plain array as the spec's dashboard and orders page read it; the total rides in a header.
  // No response schema: up to 200 orders with their lines would pay zod on every call (STACK-NOTES).
  app.get("/api/admin/orders", { ...admin, schema: { querystring: adminOrdersQuery } }, async (request, reply) => {
    const { orders, total } = await listAdminOrders(deps.db, request.query);
    return reply.header("x-total-count", String(total)).header("cache-control", "no-store").send(orders);
  });

  app.get("/api/admin/orders.csv", { ...admin, schema: { querystring: adminOrdersCsvQuery } }, async (request, reply) => {
    // Streamed: each batch of rows is written as it is read, so a year of orders never sits in memory.
    const body = Readable.from(ordersCsv(deps.db, request.query));
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${ordersCsvFileName(request.query)}"`)
      .header("cache-control", "no-store")
      .send(body);
  });

  app.get(
    "/api/admin/orders/:id",
    { ...oneOrder, schema: { params: orderId.params, response: { 200: adminOrderDetail } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await getAdminOrderDetail(deps.db, request.params.id)),
  );

  app.post(
    "/api/admin/orders/:id/shipments",
    { ...oneOrder, schema: { params: orderId.params, body: shipmentInput, response: { 201: shipment } } },
    async (request, reply) =>
      reply.code(201).send(await addShipment(changeContext(request), request.params.id, request.body, userOf(request))),
  );

  // The body may be left out: no reason, stock back.
  app.post(
    "/api/admin/orders/:id/cancel",
    { ...oneOrder, schema: { params: orderId.params, body: cancelInput.nullish(), response: { 200: order } } },
    async (request) => cancelOrder(changeContext(request), request.params.id, request.body ?? { restock: true }, userOf(request)),
  );

  // A held order (the screening list, extensions §9) back to pending, with the owner's note.
  app.post(
    "/api/admin/orders/:id/release",
    { ...oneOrder, schema: { params: orderId.params, body: releaseInput, response: { 200: order } } },
    async (request) => releaseOrder(changeContext(request), request.params.id, request.body.note, userOf(request)),
  );

  // Giving money back is its own permission; a cancel that gives any back checks it too (order-cancel.service).
  app.post(
    "/api/admin/orders/:id/refunds",
    {
      onRequest: deps.guards.requirePermission("refunds"),
      ...orderId.route({ body: refundInput, response: { 201: refund } }),
    },
    async (request, reply) =>
      reply.code(201).send(await refundOrder(changeContext(request), request.params.id, request.body, userOf(request))),
  );

  app.put(
    "/api/orders/:id/status",
    { ...oneOrder, schema: { params: orderId.params, body: orderStatusInput, response: { 200: order } } },
    async (request) => updateOrderStatus(changeContext(request), request.params.id, request.body.status, userOf(request)),
  );
}
