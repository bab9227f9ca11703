import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOrder } from "../../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { listOrderEvents } from "../../domain/orders/order-events";
import { recordPaymentIn } from "./payment-record.service";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.destroy());
beforeEach(() => testDb.reset());

const approved = { status: "paid", transactionId: "60123456789", lastFour: "1111", via: "charge" } as const;

describe("recording a paid payment", () => {
  it("numbers the invoice, records the card and both history lines in one statement", async () => {
    const db = testDb.database.db;
    const order = await createOrder(db, { paymentStatus: "reserved", total: "38040.00" });
    const paid = await recordPaymentIn(db, order, approved);
    expect(paid).toMatchObject({ paymentStatus: "paid", transactionId: "60123456789", cardLastFour: "1111", chargeUncertain: false });
    expect(paid!.invoiceNumber).toMatch(/^INV-\d{4}-00001$/);
    expect(paid!.paidAt).toBeInstanceOf(Date);
    expect((await listOrderEvents(db, order.id)).map((e) => [e.type, e.actor, e.message])).toEqual([
      ["paid", "system", "Payment of $38,040.00 approved (card ending 1111, transaction 60123456789)"],
      ["invoice_issued", "system", `Invoice ${paid!.invoiceNumber} issued`],
    ]);
  });

  it("does nothing, and uses up no number, for an order that is no longer reserved", async () => {
    const db = testDb.database.db;
    const released = await createOrder(db, { paymentStatus: "failed" });
    expect(await recordPaymentIn(db, released, approved)).toBeNull();
    expect(await listOrderEvents(db, released.id)).toEqual([]);
    const next = await createOrder(db, { paymentStatus: "reserved" });
    expect((await recordPaymentIn(db, next, approved))!.invoiceNumber).toMatch(/-00001$/);
  });
});
