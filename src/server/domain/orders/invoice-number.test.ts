import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { createOrder } from "../../../../tests/support/factories";
import { assignInvoiceNumber, formatInvoiceNumber, issueInvoiceNumber } from "./invoice-number";
import { listOrderEvents } from "./order-events";

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

describe("the checkout's invoice numbering", () => {
  it("numbers a paid order and records its event in one statement, following assignInvoiceNumber's sequence", async () => {
    const db = testDb.database.db;
    const a = await createOrder(db);
    const b = await createOrder(db);
    const first = await db.transaction((tx) => assignInvoiceNumber(tx, a.id));
    const paid = { actor: "system", type: "paid", message: "Payment approved" } as const;
    const second = await db.transaction((tx) => issueInvoiceNumber(tx, b.id, paid));
    expect(second).toBe(first!.replace(/00001$/, "00002"));
    // An order that has its number keeps it, and no number is used up.
    expect(await db.transaction((tx) => issueInvoiceNumber(tx, b.id, paid))).toBeNull();
    const events = await listOrderEvents(db, b.id);
    expect(events.map((e) => [e.type, e.actor, e.message])).toEqual([
      ["paid", "system", "Payment approved"],
      ["invoice_issued", "system", `Invoice ${second} issued`],
    ]);
  });
});
