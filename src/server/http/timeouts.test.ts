import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/support/test-app";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { buildApp } from "../app";
import type { AppInstance } from "../app-types";

// A slow client (a body sent a few bytes and then held, headers never finished, an idle
// keep-alive connection) must not hold a connection for ever: REQUEST_TIMEOUT_S and
// KEEP_ALIVE_TIMEOUT_S close it. One second each here; the defaults are 30 s and 72 s.

let app: AppInstance;
let testDb: TestDatabase;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "shop-timeouts-"));
  testDb = await createTestDatabase();
  ({ app } = await buildApp({
    config: testConfig(dataDir, { REQUEST_TIMEOUT_S: "1", KEEP_ALIVE_TIMEOUT_S: "1" }),
    database: testDb.database,
    logger: false,
  }));
  // A handler that takes longer than the limit: only the request's arrival is timed.
  app.post("/slow-answer", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1800));
    return { ok: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await testDb.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  /** Everything the server sent before it closed the connection. */
  received: string;
  /** Milliseconds from the first byte written to the close. */
  closedAfterMs: number;
}

/** Writes `chunks` to a fresh connection, then holds it until the server closes it. */
function holdOpen(chunks: string[], limitMs = 8000): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let received = "";
    const started = Date.now();
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${limitMs} ms; received: ${received}`));
    }, limitMs);
    socket.on("connect", () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on("data", (d: Buffer) => (received += d.toString()));
    socket.on("error", () => {}); // a reset counts as closed
    socket.on("close", () => {
      clearTimeout(guard);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
  });
}

describe("server timeouts", () => {
  it("closes a request whose body stops after 8 of 100 bytes", async () => {
    const outcome = await holdOpen([
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n",
      '{"name":"',
    ]);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome.closedAfterMs).toBeLessThan(4000);
    if (outcome.received) expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it("closes a request whose headers never finish", async () => {
    const outcome = await holdOpen(["GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: "]);
    expect(outcome.closedAfterMs).toBeLessThan(4000);
    if (outcome.received) expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it("answers a complete request, then closes the idle keep-alive connection", async () => {
    const outcome = await holdOpen(["GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n"]);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200/);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome.closedAfterMs).toBeLessThan(4000);
  });

  it("does not count a slow handler against the limit once the request has arrived", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/slow-answer`, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
