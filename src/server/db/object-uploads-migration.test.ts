import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { testDbKind, testServerUrl } from "../../../tests/support/test-database";
import { migrationsFolder, pgliteExtensions, type Db } from "./client";

// Migration 0012 (decision 0054): objects uploaded before uploads were recorded are tied to the
// customer whose filing first named them. Run on a database as the previous version left it.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A copy of the migrations whose journal stops before `tag`: the schema of the version before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-migrations-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/** A fresh database of this run's kind migrated by `folder`; `upgrade` runs every migration. */
async function databaseFrom(folder: string): Promise<{ db: Db; upgrade: () => Promise<void> }> {
  if (testDbKind() === "pglite") {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    cleanups.push(() => client.close());
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    return {
      db: drizzlePglite(client) as unknown as Db,
      upgrade: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    };
  }
  const name = `shop_migration_${Date.now()}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  cleanups.push(() => client.end());
  await migratePg(drizzlePg(client), { migrationsFolder: folder });
  return { db: drizzlePg(client) as unknown as Db, upgrade: () => migratePg(drizzlePg(client), { migrationsFolder }) };
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };

async function customer(db: Db, username: string): Promise<number> {
  const { rows: inserted } = await rows<{ id: number }>(
    db,
    sql`insert into users (username, password_hash) values (${username}, 'x') returning id`,
  );
  return inserted[0]!.id;
}

const certificate = (db: Db, userId: number, fileUrl: string, createdAt: string) =>
  db.execute(sql`insert into tax_exemptions (user_id, state, certificate_number, expires_on, file_url, created_at)
                 values (${userId}, 'CA', 'SR-1', '2099-01-01', ${fileUrl}, ${createdAt})`);

const invoicedOrder = (db: Db, userId: number | null, file: string | null, createdAt: string) =>
  db.execute(sql`insert into orders (user_id, customer_name, customer_email, customer_phone, billing_street, billing_city,
                   billing_state, billing_zip_code, billing_country, street, city, state, zip_code, country, items, subtotal,
                   shipping_method, shipping_cost, total, payment_method, purchase_order_file_url, created_at)
                 values (${userId}, 'A', 'a@example.com', '1', '1 Main', 'Reno', 'NV', '89501', 'United States', '1 Main',
                   'Reno', 'NV', '89501', 'United States', '[]', '10.00', '03', '1.00', '11.00', 'invoice', ${file}, ${createdAt})`);

const NAMES = {
  alices: "0b8f2d56-7e5a-4c1b-9d3e-2f6a8b9c0d1e",
  shared: "1c9e3e67-8f6b-4d2c-8e4f-3a7b9c0d1e2f",
  po: "2dae4f78-9a7c-4e3d-9f5a-4b8c0d1e2f3a",
  guestPo: "3ebf5a89-ab8d-4f4e-8a6b-5c9d1e2f3a4b",
};

describe("migration 0012 (object_uploads)", () => {
  it("ties each existing certificate and PO file to the customer whose filing first named it, and nothing else", async () => {
    const { db, upgrade } = await databaseFrom(migrationsBefore("0012_object_uploads"));
    const alice = await customer(db, "alice");
    const bob = await customer(db, "bob");
    await certificate(db, alice, `/objects/certificates/${NAMES.alices}`, "2026-01-02T00:00:00Z");
    // Bob filed Alice's certificate after her (the hole this migration's table closes): it stays hers.
    await certificate(db, alice, `/objects/certificates/${NAMES.shared}`, "2026-01-03T00:00:00Z");
    await certificate(db, bob, `/objects/certificates/${NAMES.shared}`, "2026-01-04T00:00:00Z");
    // Names the shop never issued (the old contract took any [A-Za-z0-9._-]+) are tied to no one.
    await certificate(db, bob, "/objects/certificates/forged.pdf", "2026-01-05T00:00:00Z");
    await invoicedOrder(db, bob, `/objects/purchase-orders/${NAMES.po}`, "2026-01-06T00:00:00Z");
    await invoicedOrder(db, null, `/objects/purchase-orders/${NAMES.guestPo}`, "2026-01-07T00:00:00Z");
    await invoicedOrder(db, alice, null, "2026-01-08T00:00:00Z");

    await upgrade();

    const { rows: tied } = await rows<{ kind: string; name: string; uploaded_by: number }>(
      db,
      sql`select kind, name, uploaded_by from object_uploads order by kind, name`,
    );
    expect(tied).toEqual([
      { kind: "certificates", name: NAMES.alices, uploaded_by: alice },
      { kind: "certificates", name: NAMES.shared, uploaded_by: alice },
      { kind: "purchase-orders", name: NAMES.po, uploaded_by: bob },
    ]);
  });
});
