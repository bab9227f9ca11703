import { z } from "zod";
import { order } from "../../../shared/contracts/orders";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { listUserOrders } from "./orders.service";

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
}
