import { adminStats as adminStatsSchema } from "../../../shared/contracts/admin";
import type { AppDeps, AppInstance } from "../../app-types";
import { adminStats } from "./stats.service";

export function statsRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    "/api/admin/stats",
    { onRequest: deps.guards.requireAdmin, schema: { response: { 200: adminStatsSchema } } },
    async (_request, reply) => reply.header("cache-control", "no-store").send(await adminStats(deps.db)),
  );
}
