import { z } from "zod";
import { order } from "../../../shared/contracts/orders";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { uuidIdParam } from "../../http/id-param";
import { getUserOrder } from "./order-detail.service";
import { listUserOrders } from "./orders.service";

const orderId = uuidIdParam("Order not found");

export function ordersRoutes(app: AppInstance, deps: AppDeps): void {
  // Only the caller's orders, whoever asks: there is no user id to pass.
  app.get(
    "/api/user/orders",
    { preHandler: deps.guards.requireUser, schema: { response: { 200: z.array(order) } } },
    async (request, reply) => {
      const rows = await listUserOrders(deps.db, userOf(request).id);
      return reply.header("cache-control", "no-store").send(rows);
    },
  );

  // The caller's own order; anyone else's is 404 like one that does not exist.
  app.get(
    "/api/user/orders/:id",
    { onRequest: deps.guards.requireUser, ...orderId.route({ response: { 200: order } }) },
    async (request, reply) =>
      reply.header("cache-control", "no-store").send(await getUserOrder(deps.db, userOf(request).id, request.params.id)),
  );
}
