import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../db/schema/catalog";
import { createProduct } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

// An ECCN keeps its case as written (extensions §11): the Commerce Control List writes the
// paragraphs in lower case ("3A992.a"); earlier versions saved every ECCN upper-cased.
const t = useTestApp({ admin: true });
const db = () => t.deps.db;

describe("a product's ECCN", () => {
  it("is stored and shown as written: 3A992.a stays 3A992.a, a bad one is 400", async () => {
    const product = await createProduct(db());
    const body = (await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).json<Record<string, unknown>>();
    const put = (eccn: string) =>
      t.app.inject({ method: "PUT", url: `/api/products/${product.id}`, headers: { cookie: t.admin }, payload: { ...body, eccn } });
    expect((await put("3A992.a")).json()).toMatchObject({ eccn: "3A992.a" });
    expect((await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).json()).toMatchObject({ eccn: "3A992.a" });
    expect((await put("3a001.b.1.a")).json()).toMatchObject({ eccn: "3A001.b.1.a" });
    expect((await put("ear99")).json()).toMatchObject({ eccn: "EAR99" });
    const bad = await put("3A992..a");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "eccn: ECCN must look like EAR99, 3A992.a or 3A001.b.1.a" });
  });

  it("is given back its paragraphs' lower case where an earlier version upper-cased it (the migration)", async () => {
    const saved = ["3A992.A", "3A001.B.1.A", "EAR99", "5A992.c", "3A992"];
    const rows = [];
    for (const eccn of saved) rows.push(await createProduct(db(), { eccn }));
    const folder = fileURLToPath(new URL("../../../../drizzle/", import.meta.url));
    const file = readdirSync(folder).find((name) => name.endsWith("_eccn_paragraphs_as_written.sql"))!;
    for (const statement of readFileSync(folder + file, "utf8").split("--> statement-breakpoint")) await db().execute(sql.raw(statement));
    const now = [];
    for (const row of rows) now.push((await db().select({ eccn: products.eccn }).from(products).where(eq(products.id, row.id)))[0]!.eccn);
    expect(now).toEqual(["3A992.a", "3A001.b.1.a", "EAR99", "5A992.c", "3A992"]);
  });
});
