import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "../../src/server/db/client";

/**
 * Backups (decision 0034). PGlite: a gzip'd tar of { manifest.json, pglite.tar (PGlite's own
 * dumpDataDir), objects/, upload-signing-secret }. PostgreSQL: pg_dump's custom format (uploaded
 * objects and the signing secret are tables there); restored with pg_restore.
 */

export class BackupError extends Error {}

const PGDMP = Buffer.from("PGDMP");
const GZIP = Buffer.from([0x1f, 0x8b]);

function run(program: string, args: string[], what: string): void {
  const result = spawnSync(program, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  if (result.error && (result.error as NodeJS.ErrnoException).code === "ENOENT") {
    throw new BackupError(
      `${program} was not found. ${what} needs the PostgreSQL client programs: on Debian, apt-get install -y --no-install-recommends postgresql-client (its major version must be at least the server's).`,
    );
  }
  if (result.error) throw result.error;
  if (result.status !== 0) throw new BackupError(`${program} failed (exit ${result.status}): ${(result.stderr || result.stdout).trim()}`);
}

/** What kind of backup a file is, from its first bytes. */
export function backupKind(file: string): "postgres" | "pglite" | "unknown" {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const head = readFileSync(file).subarray(0, 5);
  if (head.equals(PGDMP)) return "postgres";
  if (head.subarray(0, 2).equals(GZIP)) return "pglite";
  return "unknown";
}

export function backupPostgres(url: string, file: string): void {
  run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`], "npm run backup");
}

/** Replaces the database's tables with the backup's, in one transaction: a failure leaves the database as it was. */
export function restorePostgres(url: string, file: string): void {
  if (backupKind(file) !== "postgres") throw new BackupError(`${file} is not a PostgreSQL backup (pg_dump custom format).`);
  run(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${url}`, file],
    "npm run restore",
  );
}

interface Manifest {
  format: "rf-shop-pglite-backup";
  version: 1;
  createdAt: string;
}

/** Holds the data folder's lock while `work` runs: refuses while the shop (or another backup) uses it. */
async function withDataDirLocked<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    return await work();
  } finally {
    unlock();
  }
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const database = path.join(dataDir, "pglite");
  if (!existsSync(database)) throw new BackupError(`There is no PGlite database in ${dataDir} to back up.`);
  await withDataDirLocked(dataDir, async () => {
    const staging = mkdtempSync(path.join(tmpdir(), "shop-backup-"));
    try {
      const client = await PGlite.create(database);
      try {
        const dump = await client.dumpDataDir("none");
        writeFileSync(path.join(staging, "pglite.tar"), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
      for (const name of ["objects", "upload-signing-secret"]) {
        if (existsSync(path.join(dataDir, name))) cpSync(path.join(dataDir, name), path.join(staging, name), { recursive: true });
      }
      const manifest: Manifest = { format: "rf-shop-pglite-backup", version: 1, createdAt: new Date().toISOString() };
      writeFileSync(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
      run("tar", ["-czf", path.resolve(file), "-C", staging, "."], "npm run backup");
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
}

/**
 * Restores into DATA_DIR. What was there (database, objects) is moved aside, not deleted, to
 * `<name>.before-restore-<time>`; the caller prints where.
 */
export async function restorePglite(dataDir: string, file: string): Promise<string[]> {
  if (backupKind(file) !== "pglite") throw new BackupError(`${file} is not a PGlite backup of this shop (a .tar.gz from npm run backup).`);
  return withDataDirLocked(dataDir, async () => {
    const staging = mkdtempSync(path.join(tmpdir(), "shop-restore-"));
    try {
      run("tar", ["-xzf", path.resolve(file), "-C", staging], "npm run restore");
      const manifestFile = path.join(staging, "manifest.json");
      const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Partial<Manifest>) : {};
      if (manifest.format !== "rf-shop-pglite-backup" || !existsSync(path.join(staging, "pglite.tar"))) {
        throw new BackupError(`${file} is not a PGlite backup of this shop (no manifest).`);
      }
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const movedAside: string[] = [];
      for (const name of ["pglite", "objects", "upload-signing-secret"]) {
        const current = path.join(dataDir, name);
        if (!existsSync(current)) continue;
        const aside = `${current}.before-restore-${stamp}`;
        renameSync(current, aside);
        movedAside.push(aside);
      }
      const tarball = new Blob([readFileSync(path.join(staging, "pglite.tar"))]);
      const client = await PGlite.create(path.join(dataDir, "pglite"), { loadDataDir: tarball });
      try {
        await client.query("select 1");
      } finally {
        await client.close();
      }
      for (const name of ["objects", "upload-signing-secret"]) {
        if (existsSync(path.join(staging, name))) cpSync(path.join(staging, name), path.join(dataDir, name), { recursive: true });
      }
      return movedAside;
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
}
