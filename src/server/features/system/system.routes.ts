import { sql } from "drizzle-orm";
import { logsResponse } from "../../../shared/contracts/logs";
import type { AppDeps, AppInstance } from "../../app-types";

export function systemRoutes(app: AppInstance, deps: AppDeps): void {
  app.get("/api/health", async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: "ok", database: deps.database.kind, uptimeSeconds: Math.round(process.uptime()) };
    } catch {
      return reply.code(503).send({ status: "unavailable", database: deps.database.kind, message: "Database unreachable" });
    }
  });

  app.get(
    "/api/admin/logs",
    {
      // Server logs are the owner's.
      onRequest: deps.guards.requireOwner,
      schema: {
        response: { 200: logsResponse },
      },
    },
    async () => ({
      logs: deps.requestLog.list(),
      stats: { totalLogs: deps.requestLog.size, maxLogs: deps.requestLog.maxLogs },
    }),
  );
}
