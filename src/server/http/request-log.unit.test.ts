import { describe, expect, it } from "vitest";
import { isLoggedPath, RequestLog } from "./request-log";

describe("the server log", () => {
  it("keeps API calls and pages, not the static files a page loads", () => {
    for (const path of ["/api/products", "/api/admin/orders.csv", "/api/uploads/a.png", "/", "/products/12", "/admin/logs", "/index.html"])
      expect(isLoggedPath(path), path).toBe(true);
    for (const path of [
      "/assets/index-abc123.js",
      "/assets/index.css",
      "/favicon.ico",
      "/images/hero.webp",
      "/papers/near-field.pdf",
      "/robots.txt",
    ])
      expect(isLoggedPath(path), path).toBe(false);
  });

  it("is a ring: the newest entries first, never more than maxLogs", () => {
    const log = new RequestLog(3);
    for (let i = 0; i < 5; i++)
      log.add({
        at: Date.UTC(2026, 10, 26, 12, 0, i),
        ip: "::1",
        method: "GET",
        path: `/p${i}`,
        statusCode: 200,
        elapsedMs: 1.23456,
        userAgent: undefined,
      });
    expect(log.size).toBe(3);
    expect(log.list().map((e) => e.path)).toEqual(["/p4", "/p3", "/p2"]);
    // Formatted when read: ISO time, the duration to 0.01 ms, no user agent as "".
    expect(log.list()[0]).toEqual({
      timestamp: "2026-11-26T12:00:04.000Z",
      ip: "::1",
      method: "GET",
      path: "/p4",
      statusCode: 200,
      duration: 1.23,
      userAgent: "",
    });
  });
});
