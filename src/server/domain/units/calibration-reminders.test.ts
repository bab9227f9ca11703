import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, shopToday } from "../../../shared/shop-time";
import { openPostgres, type Database } from "../../db/client";
import { mailOutbox } from "../../db/schema/system";
import { calibrationReminders, units } from "../../db/schema/units";
import { createOrder, createProduct, createUser } from "../../../../tests/support/factories";
import { createUnit, mailsTo, signedInCustomer } from "../../../../tests/support/owned-units";
import { createTestApp } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { remindDueCalibrations } from "./calibration-reminders";

// The app's own job sweeps at start and then hourly here: these tests call the sweep themselves.
const t = useTestApp({ env: { SWEEP_INTERVAL_S: "3600" } });
const db = () => t.deps.db;
const today = shopToday();
const ORIGIN = "https://shop.example.com";
const sweep = (on = db(), day = today, windowDays = 30) => remindDueCalibrations(on, { today: day, windowDays, origin: ORIGIN });

/** On PostgreSQL a second connection pool, as a second server process has; PGlite has one connection. */
let second: Database | undefined;
beforeAll(async () => {
  if (t.testDb.kind === "postgres") second = await openPostgres(t.testDb.url!);
});
afterAll(() => second?.close());

const probe = () => createProduct(db(), { name: "102A H-Field Probe", serialized: true, calibrationIntervalMonths: 12 });

async function ownedUnitDueIn(days: number, overrides: Partial<typeof units.$inferInsert> = {}) {
  const owner = await signedInCustomer(t.app, db());
  const unit = await createUnit(db(), await probe(), {
    ownerId: owner.id,
    calibratedOn: addDays(today, days - 365),
    calibrationDueOn: addDays(today, days),
    ...overrides,
  });
  return { owner, unit };
}

describe("calibration reminders", () => {
  it("mails the owner of a unit due within the window once, across two processes sweeping at once and a later sweep", async () => {
    const { owner, unit } = await ownedUnitDueIn(20);
    const counts = await Promise.all([sweep(db()), sweep(second?.db ?? db())]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await sweep()).toBe(0);
    const mails = await mailsTo(db(), owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Calibration due .*: 102A H-Field Probe SN-\d+/);
    expect(mails[0]!.text).toContain(`102A H-Field Probe (serial number ${unit.serial}) is due on `);
    // The link opens the service request form for this unit with calibration chosen.
    expect(mails[0]!.text).toContain(`${ORIGIN}/account/instruments?service=${unit.id}&type=calibration`);
    expect(await db().select().from(calibrationReminders)).toEqual([
      { unitId: unit.id, dueOn: addDays(today, 20), sentAt: expect.any(Date) },
    ]);
  });

  it("mails nobody about a unit due after the window, nor about units without an owner", async () => {
    const { owner } = await ownedUnitDueIn(45);
    await createUnit(db(), await probe(), { calibrationDueOn: addDays(today, 5) });
    await ownedUnitDueIn(5, { calibrationDueOn: null, calibratedOn: null });
    expect(await sweep()).toBe(0);
    expect(await db().select().from(mailOutbox)).toEqual([]);
    // CALIBRATION_REMINDER_DAYS decides how early.
    expect(await sweep(db(), today, 45)).toBe(1);
    expect(await mailsTo(db(), owner.email)).toHaveLength(1);
  });

  it("mails again for the next due date once a new certificate has moved it", async () => {
    const { owner, unit } = await ownedUnitDueIn(10);
    expect(await sweep()).toBe(1);
    const nextDue = addDays(today, 10 + 365);
    await db()
      .update(units)
      .set({ calibratedOn: addDays(today, 10), calibrationDueOn: nextDue })
      .where(eq(units.id, unit.id));
    expect(await sweep()).toBe(0);
    // A year later, the new due date comes within the window.
    expect(await sweep(db(), addDays(nextDue, -25))).toBe(1);
    expect(await sweep(db(), addDays(nextDue, -24))).toBe(0);
    const mails = await mailsTo(db(), owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toMatch(/is due on/);
  });

  it("tells the owner of an overdue unit once that it was due", async () => {
    const { owner } = await ownedUnitDueIn(-3);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const [mail] = await mailsTo(db(), owner.email);
    expect(mail!.subject).toMatch(/^Calibration overdue: /);
    expect(mail!.text).toMatch(/was due on/);
  });

  it("writes to the address of the owner's own order when the account has none, never to an earlier buyer's", async () => {
    const product = await probe();
    const buyer = await createUser(db());
    const order = await createOrder(db(), { userId: buyer.id, customerEmail: "buyer@example.com" });
    await createUnit(db(), product, { ownerId: buyer.id, orderId: order.id, calibrationDueOn: addDays(today, 7) });
    // A unit from a guest's order, handed to a customer without an address by a registration.
    const guestOrder = await createOrder(db(), { customerEmail: "first-buyer@example.com" });
    const newOwner = await createUser(db());
    await createUnit(db(), product, { ownerId: newOwner.id, orderId: guestOrder.id, calibrationDueOn: addDays(today, 7) });
    expect(await sweep()).toBe(1);
    expect(await mailsTo(db(), "buyer@example.com")).toHaveLength(1);
    expect(await mailsTo(db(), "first-buyer@example.com")).toEqual([]);
  });

  it("runs as the app's own job when the app starts, with CALIBRATION_REMINDER_DAYS and PUBLIC_URL", async () => {
    const { owner } = await ownedUnitDueIn(50);
    const started = await createTestApp({
      testDb: t.testDb,
      env: { CALIBRATION_REMINDER_DAYS: "60", PUBLIC_URL: "https://instruments.example.com", SWEEP_INTERVAL_S: "3600" },
    });
    try {
      const deadline = Date.now() + 10_000;
      while ((await mailsTo(db(), owner.email)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await started.close();
    }
    const [mail] = await mailsTo(db(), owner.email);
    expect(mail?.text).toContain("https://instruments.example.com/account/instruments");
  });
});
