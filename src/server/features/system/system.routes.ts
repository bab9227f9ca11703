import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps, AppInstance } from "../../app-types";

const logEntry = z.object({
  timestamp: z.string(),
  ip: z.string(),
  method: z.string(),
  path: z.string(),
  statusCode: z.number(),
  duration: z.number(),
  userAgent: z.string(),
});

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
      onRequest: deps.guards.requireAdmin,
      schema: {
        response: { 200: z.object({ logs: z.array(logEntry), stats: z.object({ totalLogs: z.number(), maxLogs: z.number() }) }) },
      },
    },
    async () => ({
      logs: deps.requestLog.list(),
      stats: { totalLogs: deps.requestLog.size, maxLogs: deps.requestLog.maxLogs },
    }),
  );
}
