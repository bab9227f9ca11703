import type { LogEntry } from "../../shared/contracts/logs";
import type { FastifyInstance } from "fastify";
import { MONITORING_PATHS } from "./metrics";

export type RequestLogEntry = LogEntry;

/** The per-process ring buffer of requests shown in the admin's Server Logs. Never holds bodies. */
export class RequestLog {
  private readonly entries: (RequestLogEntry | undefined)[];
  private next = 0;
  private count = 0;

  constructor(readonly maxLogs: number) {
    this.entries = new Array<RequestLogEntry | undefined>(maxLogs);
  }

  add(entry: RequestLogEntry): void {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.maxLogs;
    this.count = Math.min(this.count + 1, this.maxLogs);
  }

  /** Newest first. */
  list(): RequestLogEntry[] {
    const out: RequestLogEntry[] = [];
    for (let i = 1; i <= this.count; i++) {
      const entry = this.entries[(this.next - i + this.maxLogs) % this.maxLogs];
      if (entry) out.push(entry);
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

export function registerRequestLog(app: FastifyInstance, log: RequestLog): void {
  app.addHook("onResponse", (request, reply, done) => {
    // The path only: query strings may carry tokens (signed upload URLs).
    const path = request.url.split("?")[0] ?? request.url;
    if (!isLoggedPath(path)) {
      done();
      return;
    }
    log.add({
      timestamp: new Date().toISOString(),
      // A request whose client went away has no socket address left: "" keeps the entry (and the list) valid.
      ip: request.ip ?? "",
      method: request.method,
      path,
      statusCode: reply.statusCode,
      duration: Number.isFinite(reply.elapsedTime) ? Math.round(reply.elapsedTime * 100) / 100 : 0,
      userAgent: String(request.headers["user-agent"] ?? ""),
    });
    done();
  });
}
