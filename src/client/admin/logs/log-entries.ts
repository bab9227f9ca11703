import type { LogEntry } from "../../../shared/contracts/logs";

export type { LogEntry, LogsResponse } from "../../../shared/contracts/logs";

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
