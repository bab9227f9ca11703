import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";
import { testDbKind } from "../../../tests/support/test-database";
import { migrationsFolder, pgliteExtensions } from "./client";

const MIGRATION = "0014_staff_permissions";

// The migration's SQL is the same on both databases: it runs once, on PGlite, from a real database
// at the migration before it.
const before = mkdtempSync(path.join(tmpdir(), "migrations-"));
afterAll(() => rmSync(before, { recursive: true, force: true }));

it.skipIf(testDbKind() === "postgres")(
  "keeps what staff added before permissions could do (catalog, orders, refunds, customers); other accounts hold none",
  async () => {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = path.join(before, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(`insert into users (username, email, name, password_hash, role) values
        ('staff-old', 'clerk@gravensteinrf.com', 'Old Clerk', 'x', 'staff'),
        ('admin', 'owner@gravensteinrf.com', 'Owner', 'x', 'owner'),
        ('buyer', null, null, 'x', 'customer')`);
      await migrate(db, { migrationsFolder });
      await client.exec(
        `insert into users (username, email, name, password_hash, role) values ('staff-new', 'new@gravensteinrf.com', 'New', 'x', 'staff')`,
      );

      const { rows } = await client.query<{ username: string; permissions: string[] }>(
        "select username, permissions from users order by id",
      );
      expect(rows.map((row) => [row.username, row.permissions])).toEqual([
        ["staff-old", ["catalog", "orders", "refunds", "customers"]],
        ["admin", []],
        ["buyer", []],
        ["staff-new", []],
      ]);
      await expect(client.exec(`update users set permissions = '{catalog,everything}' where username = 'staff-new'`)).rejects.toThrow(
        /users_permissions_check/,
      );
    } finally {
      await client.close();
    }
  },
);
