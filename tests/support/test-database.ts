import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../../src/server/db/client";

export type TestDbKind = "pglite" | "postgres";

/** Where the PostgreSQL suite creates its throwaway databases (any database on the server works here). */
export const testServerUrl = () => process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";

export const testDbKind = (): TestDbKind => (process.env.TEST_DB === "postgres" ? "postgres" : "pglite");

export interface TestDatabase {
  database: Database;
  kind: TestDbKind;
  /** Connection string of the fresh PostgreSQL database (postgres kind only): a second process can join it. */
  url?: string;
  /** Empties every table between tests. */
  reset(): Promise<void>;
  destroy(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Empties every table and restarts every sequence. DELETE with foreign-key triggers off
 * (session_replication_role, a superuser's setting) is several times faster than TRUNCATE on
 * tables this small: TRUNCATE makes new files for every table and index, which costs PGlite
 * 50-200 ms a test. Without the right to turn the triggers off, TRUNCATE ... CASCADE does it.
 */
async function emptyAll(database: Database, state: { canDelete: boolean }): Promise<void> {
  if (state.canDelete) {
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
          do $$ declare r record; begin
            for r in select tablename from pg_tables where schemaname = 'public' loop
              execute format('delete from %I', r.tablename);
            end loop;
            for r in select sequencename, start_value from pg_sequences where schemaname = 'public' loop
              perform setval(format('public.%I', r.sequencename), r.start_value, false);
            end loop;
          end $$;`);
      });
      return;
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code !== "42501" && (error as { code?: string }).code !== "42501") throw error;
      state.canDelete = false; // insufficient privilege: not a superuser
    }
  }
  await database.db.execute(sql`
    do $$ declare names text; begin
      select string_agg(format('%I', tablename), ', ') into names from pg_tables where schemaname = 'public';
      if names is not null then execute 'truncate ' || names || ' restart identity cascade'; end if;
    end $$;`);
}

/** Under Vitest's server projects: the migrated database every in-memory one starts from (tests/support/pglite-template.ts). */
async function pgliteTemplate(): Promise<Blob | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import("vitest");
  const file = inject("pgliteTemplate");
  return file ? openAsBlob(file) : undefined;
}

/** A fresh database per test file: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openPglite(undefined, { template: await pgliteTemplate() });
    const state = { canDelete: true };
    return { database, kind, reset: () => emptyAll(database, state), destroy: () => database.close() };
  }
  const serverUrl = testServerUrl();
  const name = `shop_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const database = await openPostgres(url, { max: 20 });
  const state = { canDelete: true };
  return {
    database,
    kind,
    url,
    reset: () => emptyAll(database, state),
    async destroy() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
