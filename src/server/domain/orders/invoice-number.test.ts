import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { createOrder } from "../../../../tests/support/factories";
import { assignInvoiceNumber, formatInvoiceNumber } from "./invoice-number";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.destroy());
beforeEach(() => testDb.reset());

describe("invoice numbers", () => {
  it("are sequential per year, given once per order", async () => {
    const db = testDb.database.db;
    const year = Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", year: "numeric" }).format(new Date()));
    const a = await createOrder(db);
    const b = await createOrder(db);
    const first = await db.transaction((tx) => assignInvoiceNumber(tx, a.id));
    const second = await db.transaction((tx) => assignInvoiceNumber(tx, b.id));
    expect(first).toBe(formatInvoiceNumber(year, 1));
    expect(second).toBe(`INV-${year}-00002`);
    expect(await db.transaction((tx) => assignInvoiceNumber(tx, a.id))).toBe(first);
  });

  it("a rolled-back payment gives its number back", async () => {
    const db = testDb.database.db;
    const a = await createOrder(db);
    await expect(
      db.transaction(async (tx) => {
        await assignInvoiceNumber(tx, a.id);
        throw new Error("payment not recorded");
      }),
    ).rejects.toThrow("payment not recorded");
    expect(await db.transaction((tx) => assignInvoiceNumber(tx, a.id))).toMatch(/^INV-\d{4}-00001$/);
  });
});
