import { format } from "date-fns";
import type { LogEntry } from "./log-entries";

export const LOGS_CSV_HEADER = ["Timestamp", "IP Address", "Method", "Path", "Status", "Duration (ms)", "User Agent"] as const;

/**
 * One CSV field (RFC 4180): a field holding a comma, quote, CR or LF is quoted and its quotes doubled.
 * Text starting with = + - @ gets a leading apostrophe first, so a crafted user agent cannot run as a
 * spreadsheet formula when the file is opened.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header row and one row per entry, lines ended by CRLF. */
export function buildLogsCsv(logs: readonly LogEntry[]): string {
  const rows = [
    LOGS_CSV_HEADER.map(csvField),
    ...logs.map((log) => [log.timestamp, log.ip, log.method, log.path, log.statusCode, log.duration, log.userAgent].map(csvField)),
  ];
  return rows.map((row) => `${row.join(",")}\r\n`).join("");
}

/** server-logs-2025-10-31-142501.csv */
export function logsCsvFileName(now: Date): string {
  return `server-logs-${format(now, "yyyy-MM-dd-HHmmss")}.csv`;
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
