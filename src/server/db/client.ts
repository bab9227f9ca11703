import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction: services take this so callers can compose writes. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `callback` on every NOTIFY of `channel`, from this process or any other on the same database. */
  listen(channel: string, callback: (payload: string) => void): Promise<void>;
  notify(channel: string, payload?: string): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

// The LISTEN connection's reconnect back-off: first wait and longest wait.
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 15_000;

// Any fixed 64-bit number: serialises concurrent migrations of several processes on one server.
const MIGRATION_LOCK = 7_210_042_004;

export class DataDirLockedError extends Error {}

/** PGlite keeps one process per data folder: a second one would silently lose writes (also used by backup/restore). */
export function lockDataDir(dir: string): () => void {
  const lockPath = path.join(dir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(lockPath, "utf8").trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another server process (pid ${pid}). ` +
            "Stop that process first, or give this one its own DATA_DIR or a DATABASE_URL.",
        );
      }
      rmSync(lockPath, { force: true }); // left by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// Trigram indexes for the admin's order search (migration 0008 creates the extension).
export const pgliteExtensions = { pg_trgm };

/**
 * Embedded PostgreSQL: in memory when dataDir is undefined (tests), else persisted in dataDir/pglite.
 * `template`: an in-memory database starts as a copy of this dump (PGlite's dumpDataDir), which skips
 * initdb; the migrations still run, so a dump that is behind only costs their time.
 */
export async function openPglite(dataDir?: string, options: { template?: Blob } = {}): Promise<Database> {
  let unlock = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    try {
      client = await PGlite.create(path.join(dataDir, "pglite"), { extensions: pgliteExtensions });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions, ...(options.template ? { loadDataDir: options.template } : {}) });
  }
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: "pglite",
    async listen(channel, callback) {
      await client.listen(channel, callback);
    },
    async notify(channel, payload = "") {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

/** A PostgreSQL server through node-postgres. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  // The PostgreSQL driver is loaded only when a DATABASE_URL asks for it (PGlite starts without it).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on("error", () => {}); // an idle client's error must not crash the process; the next query reports it
  const db = drizzlePg(pool) as unknown as Db;

  const migrationClient = await pool.connect();
  try {
    await migrationClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(migrationClient), { migrationsFolder });
  } finally {
    await migrationClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    migrationClient.release();
  }

  const listeners = new Map<string, ((payload: string) => void)[]>();
  let listener: pg.Client | undefined;
  let closing = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  const listenSql = (channel: string) => `listen "${channel.replaceAll('"', "")}"`;

  // Tell every listener something may have changed while the connection was down.
  const announceReconnect = () => {
    for (const [, callbacks] of listeners) for (const callback of callbacks) callback("reconnected");
  };

  /**
   * Tries again after 250 ms, 500 ms, 1 s ... at most every 15 s, for as long as the process
   * lives: a failed connect() rejects without an "error" event, so both paths come here.
   */
  function scheduleReconnect(): void {
    if (closing || reconnectTimer) return;
    const delay = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_FIRST_MS * 2 ** Math.min(failures, 10));
    failures++;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connectListener().then(
        () => {
          failures = 0;
          announceReconnect();
        },
        () => scheduleReconnect(),
      );
    }, delay);
    reconnectTimer.unref();
  }

  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = undefined;
      client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on("notification", (message) => {
      for (const callback of listeners.get(message.channel) ?? []) callback(message.payload ?? "");
    });
    // Lost the LISTEN connection (server restart, pg_terminate_backend, network): reconnect.
    client.on("error", onLost);
    client.on("end", () => {
      if (!closing) onLost();
    });
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(listenSql(channel));
    } catch (error) {
      lost = true; // the caller decides what happens next
      client.end().catch(() => {});
      throw error;
    }
    if (closing) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
  }

  return {
    db,
    kind: "postgres",
    async listen(channel, callback) {
      const existing = listeners.get(channel);
      if (existing) {
        existing.push(callback);
        return;
      }
      listeners.set(channel, [callback]);
      if (listener) await listener.query(listenSql(channel));
      else if (!reconnectTimer) await connectListener(); // a reconnect under way listens to every channel
    },
    async notify(channel, payload = "") {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      closing = true;
      clearTimeout(reconnectTimer);
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

export async function openDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(path.resolve(config.DATA_DIR));
}
