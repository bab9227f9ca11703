import type { LogEntry } from "../../shared/contracts/logs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { MONITORING_PATHS } from "./metrics";

export type RequestLogEntry = LogEntry;

/**
 * A request as the hook records it: the time as a number and the duration unrounded. They become
 * a LogEntry (ISO time, duration to 0.01 ms) only when the Server Logs are read, not on every request.
 */
export interface RequestRecord {
  at: number;
  ip: string;
  method: string;
  path: string;
  statusCode: number;
  elapsedMs: number;
  userAgent: string | undefined;
}

const toEntry = (r: RequestRecord): RequestLogEntry => ({
  timestamp: new Date(r.at).toISOString(),
  ip: r.ip,
  method: r.method,
  path: r.path,
  statusCode: r.statusCode,
  duration: Number.isFinite(r.elapsedMs) ? Math.round(r.elapsedMs * 100) / 100 : 0,
  userAgent: r.userAgent ?? "",
});

/** The per-process ring buffer of requests shown in the admin's Server Logs. Never holds bodies. */
export class RequestLog {
  private readonly entries: (RequestRecord | undefined)[];
  private next = 0;
  private count = 0;

  constructor(readonly maxLogs: number) {
    this.entries = new Array<RequestRecord | undefined>(maxLogs);
  }

  add(entry: RequestRecord): void {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.maxLogs;
    this.count = Math.min(this.count + 1, this.maxLogs);
  }

  /** Newest first. */
  list(): RequestLogEntry[] {
    const out: RequestLogEntry[] = [];
    for (let i = 1; i <= this.count; i++) {
      const entry = this.entries[(this.next - i + this.maxLogs) % this.maxLogs];
      if (entry) out.push(toEntry(entry));
    }
    return out;
  }

  get size(): number {
    return this.count;
  }
}

/**
 * What the Server Logs keep: API calls and pages, not the static files a page pulls in (scripts,
 * styles, images, fonts, PDFs). A path whose last segment has a file extension (other than
 * .html) outside /api/ is a static file: 778 of 1,000 entries were assets before this rule.
 */
export function isLoggedPath(path: string): boolean {
  if (path.startsWith("/api/")) return true;
  // A balancer's health checks and Prometheus scrapes would push the visitors' requests out.
  if (MONITORING_PATHS.has(path)) return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  const dot = last.lastIndexOf(".");
  return dot <= 0 || last.slice(dot) === ".html";
}

/** Adds one request to the log (an onResponse step: see registerResponseRecords in app.ts). */
export function recordRequest(log: RequestLog, request: FastifyRequest, reply: FastifyReply): void {
  // The path only: query strings may carry tokens (signed upload URLs).
  const query = request.url.indexOf("?");
  const path = query === -1 ? request.url : request.url.slice(0, query);
  if (!isLoggedPath(path)) return;
  log.add({
    at: Date.now(),
    // A request whose client went away has no socket address left: "" keeps the entry (and the list) valid.
    ip: request.ip ?? "",
    method: request.method,
    path,
    statusCode: reply.statusCode,
    elapsedMs: reply.elapsedTime,
    userAgent: request.headers["user-agent"],
  });
}
