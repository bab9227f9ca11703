import { describe, expect, it } from "vitest";
import type { LogEntry } from "./log-entries";
import { filterLogs, statusVariant } from "./log-entries";
import { buildLogsCsv, logsCsvFileName } from "./logs-csv";

const entry = (over: Partial<LogEntry> = {}): LogEntry => ({
  timestamp: "2025-10-31T14:25:01.000Z",
  ip: "203.0.113.7",
  method: "GET",
  path: "/api/products",
  statusCode: 200,
  duration: 12.5,
  userAgent: "curl/8.5.0",
  ...over,
});

describe("buildLogsCsv", () => {
  it("starts with the spec's header row and ends every line with CRLF", () => {
    const csv = buildLogsCsv([entry()]);
    expect(csv).toBe(
      "Timestamp,IP Address,Method,Path,Status,Duration (ms),User Agent\r\n" +
        "2025-10-31T14:25:01.000Z,203.0.113.7,GET,/api/products,200,12.5,curl/8.5.0\r\n",
    );
  });

  it("quotes a user agent holding commas and quotes, doubling the quotes", () => {
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "Probe, v2"';
    const [, row] = buildLogsCsv([entry({ userAgent })]).split("\r\n");
    expect(row).toBe(
      '2025-10-31T14:25:01.000Z,203.0.113.7,GET,/api/products,200,12.5,"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ""Probe, v2"""',
    );
  });

  it("quotes fields with line breaks and keeps the row count", () => {
    const csv = buildLogsCsv([entry({ userAgent: "line1\nline2" }), entry({ path: "/a\r\nb" })]);
    expect(csv).toContain('"line1\nline2"');
    expect(csv).toContain('"/a\r\nb"');
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("is only the header for no entries", () => {
    expect(buildLogsCsv([])).toBe("Timestamp,IP Address,Method,Path,Status,Duration (ms),User Agent\r\n");
  });
});

describe("logsCsvFileName", () => {
  it("stamps the date and time in the shop's time zone", () => {
    expect(logsCsvFileName(new Date("2025-10-31T21:05:09Z"))).toBe("server-logs-2025-10-31-140509.csv");
  });
});

describe("filterLogs and statusVariant", () => {
  const logs = [entry(), entry({ method: "POST", path: "/api/login", ip: "10.0.0.1" })];

  it("matches path, ip or method ignoring case", () => {
    expect(filterLogs(logs, "LOGIN")).toHaveLength(1);
    expect(filterLogs(logs, "post")).toHaveLength(1);
    expect(filterLogs(logs, "10.0.0")).toHaveLength(1);
    expect(filterLogs(logs, "curl")).toHaveLength(0);
    expect(filterLogs(logs, "  ")).toHaveLength(2);
  });

  it("colours statuses by class", () => {
    expect([200, 304, 404, 500].map(statusVariant)).toEqual(["default", "secondary", "outline", "destructive"]);
  });
});
