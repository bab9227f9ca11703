import { adminStats as adminStatsSchema, salesStats as salesStatsSchema } from "../../../shared/contracts/admin";
import type { AppDeps, AppInstance } from "../../app-types";
import { salesStats } from "./sales-stats.service";
import { adminStats } from "./stats.service";

export function statsRoutes(app: AppInstance, deps: AppDeps): void {
  // Revenue and the latest orders with their customers: the orders permission's, not every staff member's.
  const admin = { onRequest: deps.guards.requirePermission("orders") };
  app.get("/api/admin/stats", { ...admin, schema: { response: { 200: adminStatsSchema } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await adminStats(deps.db)),
  );

  app.get("/api/admin/stats/sales", { ...admin, schema: { response: { 200: salesStatsSchema } } }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send(await salesStats(deps.db)),
  );
}
