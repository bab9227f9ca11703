import { createHash, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps, AppInstance } from "../../app-types";
import { migrationsFolder, type Db } from "../../db/client";

/** The newest migration this build ships (drizzle's journal): the database is migrated when it has applied it. */
function latestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Rows of db.execute: pg and PGlite both answer { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Why the process cannot serve yet, or null when it can. */
export async function notReadyReason(db: Db, expected: number): Promise<string | null> {
  let applied: number;
  try {
    const [table] = rowsOf<{ name: string | null }>(
      await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
    );
    if (!table?.name) return "Database not migrated";
    const [latest] = rowsOf<{ at: string | null }>(
      await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`),
    );
    applied = Number(latest?.at ?? 0);
  } catch {
    return "Database unreachable";
  }
  return applied >= expected ? null : "Database migrations pending";
}

/** Compares digests, so neither the length nor a prefix of the token leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Monitoring: /livez (the process answers: a balancer or supervisor restarts it otherwise),
 * /readyz (it can serve: the database answers and has every migration of this build), and
 * /metrics for Prometheus with METRICS_TOKEN as its bearer token. None of them is rate limited,
 * recorded in the request log or counted in the request metrics.
 */
export function healthRoutes(app: AppInstance, deps: AppDeps): void {
  const expected = latestMigration();

  app.get("/livez", { logLevel: "warn" }, (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));

  app.get("/readyz", async (_request, reply) => {
    const reason = await notReadyReason(deps.db, expected);
    reply.header("cache-control", "no-store");
    if (reason) return reply.code(503).send({ status: "unavailable", message: reason });
    return reply.send({ status: "ok" });
  });

  const token = deps.config.METRICS_TOKEN;
  const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (token && given && sameSecret(given, token)) return true;
    void reply.code(401).header("www-authenticate", 'Bearer realm="metrics"').send({ message: "A valid metrics token is required" });
    return false;
  };
  app.get("/metrics", async (request, reply) => {
    // Without a token the route does not exist, as far as a visitor can tell.
    if (!token) return reply.code(404).send({ message: "Not found" });
    if (!authorized(request, reply)) return reply;
    const body = await deps.metrics.registry.metrics();
    return reply.header("content-type", deps.metrics.registry.contentType).header("cache-control", "no-store").send(body);
  });
}
