import type { LogEntry } from "./log-entries";
import { formatDate } from "../../lib/dates";
import { csvRow } from "../../../shared/csv";

export const LOGS_CSV_HEADER = ["Timestamp", "IP Address", "Method", "Path", "Status", "Duration (ms)", "User Agent"] as const;

/** The header row and one row per entry, lines ended by CRLF (a crafted user agent cannot run as a formula). */
export function buildLogsCsv(logs: readonly LogEntry[]): string {
  return [
    csvRow(LOGS_CSV_HEADER),
    ...logs.map((log) => csvRow([log.timestamp, log.ip, log.method, log.path, log.statusCode, log.duration, log.userAgent])),
  ].join("");
}

/** server-logs-2025-10-31-142501.csv */
export function logsCsvFileName(now: Date): string {
  return `server-logs-${formatDate(now, "fileStamp")}.csv`;
}

/** Hands the CSV to the browser as a download through a Blob and a temporary object URL. */
export function downloadLogsCsv(logs: readonly LogEntry[], now = new Date()): void {
  const blob = new Blob([buildLogsCsv(logs)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = logsCsvFileName(now);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled so the download can start.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
