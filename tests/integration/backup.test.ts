import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStore } from "../../src/server/adapters/storage/local-store";
import type { ObjectStore } from "../../src/server/adapters/storage/object-store";
import { createPostgresStore } from "../../src/server/adapters/storage/postgres-store";
import { openPglite, type Database } from "../../src/server/db/client";
import { categories } from "../../src/server/db/schema/catalog";
import { createCategory } from "../support/factories";
import { createTestDatabase, testDbKind } from "../support/test-database";
import { restorePglite } from "../../scripts/lib/backup";

const root = fileURLToPath(new URL("../..", import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), "shop-backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("backup-round-trip")]);

/** `npm run backup` / `npm run restore FILE` as a user runs them (the same script, in a child process). */
function npmRun(mode: "backup" | "restore", file: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts", mode, file], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function readBack(store: ObjectStore, name: string): Promise<Buffer | null> {
  const object = await store.open("images", name);
  if (!object) return null;
  if (Buffer.isBuffer(object.body)) return object.body;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function categoryNames(database: Database): Promise<string[]> {
  return (await database.db.select({ name: categories.name }).from(categories)).map((r) => r.name).sort();
}

describe.runIf(testDbKind() === "pglite")("npm run backup / restore on PGlite (DATA_DIR)", () => {
  it("round-trips the database and the uploaded objects, and refuses while the shop runs on the folder", async () => {
    const dataDir = path.join(work, "data");
    const file = path.join(work, "shop.tar.gz");
    const name = randomUUID();

    let database = await openPglite(dataDir);
    await createCategory(database.db, { name: "Kept Probes" });
    await createLocalStore({ dataDir }).receiver!.save("images", name, PNG, "image/png");
    // The shop holds the folder: both commands refuse, naming the reason.
    const refused = npmRun("backup", file, { DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/in use by another server process/);
    await database.close();

    const backup = npmRun("backup", file, { DATA_DIR: dataDir });
    expect(backup.status, backup.output).toBe(0);
    expect(existsSync(file)).toBe(true);

    // Lose data after the backup: a category deleted, another added, the object gone.
    database = await openPglite(dataDir);
    await database.db.delete(categories).where(eq(categories.name, "Kept Probes"));
    await createCategory(database.db, { name: "Added After Backup" });
    const during = npmRun("restore", file, { DATA_DIR: dataDir });
    expect(during.status).toBe(1);
    expect(during.output).toMatch(/in use by another server process/);
    await database.close();
    rmSync(path.join(dataDir, "objects", "images", name));

    const restore = npmRun("restore", file, { DATA_DIR: dataDir });
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toMatch(/previous contents are kept in/);
    database = await openPglite(dataDir);
    try {
      expect(await categoryNames(database)).toEqual(["Kept Probes"]);
    } finally {
      await database.close();
    }
    expect(await readBack(createLocalStore({ dataDir }), name)).toEqual(PNG);
    expect(readdirSync(dataDir).some((entry) => entry.startsWith("pglite.before-restore-"))).toBe(true);

    // A file that is not a backup is refused with a clear message.
    await expect(restorePglite(dataDir, path.join(root, "package.json"))).rejects.toThrow(/is not a PGlite backup/);
  }, 240_000);
});

describe.runIf(testDbKind() === "postgres")("npm run backup / restore on PostgreSQL (pg_dump custom format)", () => {
  it("round-trips the database with its uploaded objects (stored in the database)", async () => {
    const shared = await createTestDatabase("postgres");
    const file = path.join(work, "shop.pgdump");
    const name = randomUUID();
    const env = { DATABASE_URL: shared.url!, DATA_DIR: path.join(work, "unused") };
    try {
      const store = await createPostgresStore({ db: shared.database.db });
      await createCategory(shared.database.db, { name: "Kept Probes" });
      await store.receiver!.save("images", name, PNG, "image/png");

      const backup = npmRun("backup", file, env);
      expect(backup.status, backup.output).toBe(0);

      await shared.database.db.delete(categories);
      await createCategory(shared.database.db, { name: "Added After Backup" });
      await shared.database.db.execute(`delete from stored_objects` as never);
      expect(await readBack(store, name)).toBeNull();

      // Restored while the shop's connections stay open (idle connections hold no locks).
      const restore = npmRun("restore", file, env);
      expect(restore.status, restore.output).toBe(0);
      expect(await categoryNames(shared.database)).toEqual(["Kept Probes"]);
      expect(await readBack(await createPostgresStore({ db: shared.database.db }), name)).toEqual(PNG);
      const wrong = npmRun("restore", path.join(root, "package.json"), env);
      expect(wrong.status).toBe(1);
      expect(wrong.output).toMatch(/is not a PostgreSQL backup/);
    } finally {
      await shared.destroy();
    }
  }, 240_000);
});
