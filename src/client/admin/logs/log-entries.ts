/** One request of the server's in-memory log (GET /api/admin/logs). */
export interface LogEntry {
  timestamp: string;
  ip: string;
  method: string;
  path: string;
  statusCode: number;
  duration: number;
  userAgent: string;
}

export interface LogsResponse {
  logs: LogEntry[];
  stats: { totalLogs: number; maxLogs: number };
}

/** The search matches path, IP or method, ignoring case. */
export function filterLogs(logs: readonly LogEntry[], search: string): LogEntry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...logs];
  return logs.filter((log) => [log.path, log.ip, log.method].some((field) => field.toLowerCase().includes(needle)));
}

/** Badge colour by status class: 2xx default, 3xx secondary, 4xx outline, 5xx destructive. */
export function statusVariant(statusCode: number): "default" | "secondary" | "outline" | "destructive" {
  if (statusCode >= 500) return "destructive";
  if (statusCode >= 400) return "outline";
  if (statusCode >= 300 || statusCode < 200) return "secondary";
  return "default";
}
