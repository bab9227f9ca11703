import { z } from "zod";

/** One request of a server process's in-memory log (never bodies). */
export const logEntry = z.object({
  timestamp: z.string(),
  ip: z.string(),
  method: z.string(),
  path: z.string(),
  statusCode: z.number(),
  duration: z.number(),
  userAgent: z.string(),
});
export type LogEntry = z.infer<typeof logEntry>;

/** GET /api/admin/logs */
export const logsResponse = z.object({ logs: z.array(logEntry), stats: z.object({ totalLogs: z.number(), maxLogs: z.number() }) });
export type LogsResponse = z.infer<typeof logsResponse>;
