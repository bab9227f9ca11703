// Vitest global setup of the server projects: one migrated PGlite database dumped to a file, which
// every test file's in-memory database starts from (createTestDatabase). PGlite's initdb costs 2-4 s
// a file on this machine; loading the dump under 1 s. The file is named by a hash of the migrations
// and PGlite's version, so a new migration or upgrade makes a new one.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder, pgliteExtensions } from "../../src/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump of a migrated PGlite database (tests/support/pglite-template.ts). */
    pgliteTemplate: string;
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));

function templateName(): string {
  const hash = createHash("sha256");
  hash.update(
    (JSON.parse(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string }).version,
  );
  for (const dir of [migrationsFolder, path.join(migrationsFolder, "meta")]) {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(file));
    }
  }
  return `pglite-template-${hash.digest("hex").slice(0, 16)}.tar`;
}

export default async function setup(project: TestProject): Promise<void> {
  const dir = path.join(root, ".tmp");
  const file = path.join(dir, templateName());
  if (!existsSync(file)) {
    const database = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await migrate(drizzle(database), { migrationsFolder });
      const dump = await database.dumpDataDir("none");
      mkdirSync(dir, { recursive: true });
      // Written under another name first: a run started meanwhile never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  project.provide("pgliteTemplate", file);
}
