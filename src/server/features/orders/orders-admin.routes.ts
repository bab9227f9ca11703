import { adminOrdersQuery } from "../../../shared/contracts/admin";
import { order, orderStatusInput } from "../../../shared/contracts/orders";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { uuidIdParam } from "../../http/id-param";
import { listAdminOrders, updateOrderStatus } from "./orders-admin.service";

const orderId = uuidIdParam("Order not found");

export function ordersAdminRoutes(app: AppInstance, deps: AppDeps): void {
  // onRequest so that strangers get 401/403 before any query or body validation.
  const admin = { onRequest: deps.guards.requireAdmin };

  // A plain array as the spec's dashboard and orders page read it; the total rides in a header.
  // No response schema: up to 200 orders with their lines would pay zod on every call (STACK-NOTES).
  app.get("/api/admin/orders", { ...admin, schema: { querystring: adminOrdersQuery } }, async (request, reply) => {
    const { orders, total } = await listAdminOrders(deps.db, request.query);
    return reply.header("x-total-count", String(total)).header("cache-control", "no-store").send(orders);
  });

  app.put(
    "/api/orders/:id/status",
    { ...admin, preValidation: orderId.check, schema: { params: orderId.params, body: orderStatusInput, response: { 200: order } } },
    async (request) => updateOrderStatus(deps.db, request.params.id, request.body.status, userOf(request)),
  );
}
