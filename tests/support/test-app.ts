import { mkdtempSync, rmSync } from "node:fs";
import { sourcePages } from "./source-pages";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyServerOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type RouteEntry } from "../../src/server/app";
import type { Adapters, AppDeps, AppInstance } from "../../src/server/app-types";
import type { Db } from "../../src/server/db/client";
import { loadConfig, type Config } from "../../src/server/config";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { backgroundMailsSettled } from "../../src/server/domain/accounts/account-links";

export interface TestApp {
  app: AppInstance;
  deps: AppDeps;
  config: Config;
  testDb: TestDatabase;
  dataDir: string;
  /** Every route the app registered (method + url pattern). */
  routes: RouteEntry[];
  /** Clears the database, this process's caches and the mail outbox between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const ADMIN_EMAIL = "owner@gravensteinrf.com";
export const ADMIN_PASSWORD = "admin-password-123";

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    UPLOAD_SIGNING_SECRET: "test-signing-secret-0123456789-abcdef-0123456789",
    // Webhook deliveries are sent when a test says so (deliverDueWebhooks), not by the app's timer.
    WEBHOOK_POLL_S: "3600",
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Outside services to use instead of the configured ones; a function gets the test database (for the test gateway). */
  adapters?: Partial<Adapters> | ((db: Db) => Partial<Adapters>);
  /** Share another app's database (closing this app then leaves it open). */
  testDb?: TestDatabase;
  /** Silent unless a test wants to read the log lines. */
  logger?: FastifyServerOptions["logger"];
}

/** The real app on a fresh database (PGlite or PostgreSQL per TEST_DB), called through app.inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
  const config = testConfig(dataDir, options.env);
  const testDb = options.testDb ?? (await createTestDatabase());
  const adapters = typeof options.adapters === "function" ? options.adapters(testDb.database.db) : options.adapters;
  const { app, deps, routes } = await buildApp({
    config,
    database: testDb.database,
    adapters,
    logger: options.logger ?? false,
    pages: sourcePages,
  });
  await app.ready();
  return {
    app,
    deps,
    config,
    testDb,
    dataDir,
    routes,
    async reset() {
      // A mail still on its way from the last test must not land in the next one's outbox (nor its
      // token in the next one's emptied tables).
      await backgroundMailsSettled();
      await deps.mailWorker.drain();
      await testDb.reset();
      deps.catalog.invalidate();
      await deps.screening.reload();
      rmSync(path.join(dataDir, "outbox"), { recursive: true, force: true });
    },
    async close() {
      await app.close();
      if (!options.testDb) await testDb.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `sid=...` cookie header of a login/register answer. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error(`No session cookie in the answer (status ${res.statusCode}: ${res.body})`);
  return `sid=${cookie.value}`;
}

export function json<T = unknown>(res: LightMyRequestResponse): T {
  return res.json<T>();
}
