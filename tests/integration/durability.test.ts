import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, freePort, startShopServer, thisCheckoutsServer } from "../../scripts/lib/spawn-server";
import { createTestDatabase, testDbKind, type TestDatabase } from "../support/test-database";

// What a `kill -9` of the server loses: every write the server acknowledged must survive a
// restart on PostgreSQL, and (as measured here) on embedded PGlite too.

describe(`kill -9 on ${testDbKind()}`, () => {
  let env: Record<string, string>;
  let dataDir: string;
  let testDb: TestDatabase | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "shop-durability-"));
    if (testDbKind() === "postgres") {
      testDb = await createTestDatabase("postgres");
      env = { DATA_DIR: dataDir, DATABASE_URL: testDb.url! };
    } else {
      env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    }
  }, 60_000);
  afterAll(async () => {
    await testDb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged registration after SIGKILL and restarts cleanly", async () => {
    const first = await startShopServer({ REGISTER_MAX_PER_HOUR: "1000", ...env });
    const names: string[] = [];
    for (let i = 0; i < 15; i++) {
      const username = `durable${i}`;
      const res = await fetch(`${first.base}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password: "durable-password" }),
      });
      expect(res.status).toBe(201);
      names.push(username);
    }
    first.child.kill("SIGKILL");
    await exited(first.child);

    // The PGlite lock file of the killed process is stale: the restart must take over.
    const second = await startShopServer({ REGISTER_MAX_PER_HOUR: "1000", ...env });
    try {
      for (const username of names) {
        const res = await fetch(`${second.base}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username, password: "durable-password" }),
        });
        expect(res.status, `login of ${username} after kill -9`).toBe(200);
      }
      const products = await fetch(`${second.base}/api/products`);
      expect(((await products.json()) as unknown[]).length).toBeGreaterThanOrEqual(15);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 120_000);

  it.runIf(testDbKind() === "pglite")(
    "refuses a second process on the same data folder",
    async () => {
      const first = await startShopServer({ REGISTER_MAX_PER_HOUR: "1000", ...env });
      try {
        const port = await freePort();
        const [command, ...args] = thisCheckoutsServer();
        const second = spawn(command!, args, {
          cwd: path.resolve(import.meta.dirname, "../.."),
          env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let stderr = "";
        second.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
        const code = await exited(second);
        expect(code).toBe(1);
        expect(stderr).toMatch(/in use by another server process/);
      } finally {
        await first.stop();
      }
    },
    120_000,
  );
});
