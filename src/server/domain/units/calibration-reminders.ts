import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { addDays } from "../../../shared/shop-time";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { calibrationReminders, units } from "../../db/schema/units";
import { users } from "../../db/schema/users";
import { enqueueMail } from "../mail/mail-outbox";
import type { Mail } from "../mail/mail-kinds";
import { serviceFormUrl } from "./unit-mail";

/** At most this many reminders per sweep: a first sweep over years of units stays a short transaction; the next sweep goes on. */
const BATCH = 500;

export interface ReminderOptions {
  /** The shop's day (shopToday()). */
  today: string;
  /** CALIBRATION_REMINDER_DAYS: how long before the due date the owner is told. */
  windowDays: number;
  /** The shop's public origin, for the link to My Instruments. */
  origin: string;
}

/**
 * Where the owner's reminder goes: their account's address, else (an account without one) the
 * address of the order the unit came with, when that order is theirs. A unit handed over by a
 * registration never mails the earlier buyer.
 */
const recipient = sql<
  string | null
>`coalesce(${users.email}, case when ${orders.userId} = ${units.ownerId} then ${orders.customerEmail} end)`;

/**
 * One sweep (extensions §7): the owner of every unit whose calibration is due within the window
 * (or overdue) and who was not yet reminded of that due date gets one mail. The database decides
 * who sends it: each process inserts (unit, due date) into calibration_reminders with ON CONFLICT
 * DO NOTHING and mails only the rows its own insert returned, in the same transaction, so two
 * processes sweeping at once mail each reminder exactly once, and a new due date (a new
 * certificate) is a new reminder. Returns how many mails were queued.
 */
export async function remindDueCalibrations(db: Db, options: ReminderOptions): Promise<number> {
  const until = addDays(options.today, options.windowDays);
  return db.transaction(async (tx) => {
    const due = tx
      // The reminder row's columns, in the table's order (insert ... select).
      .select({ unitId: units.id, dueOn: sql<string>`${units.calibrationDueOn}`.as("due_on"), sentAt: sql<Date>`now()`.as("sent_at") })
      .from(units)
      .innerJoin(users, eq(users.id, units.ownerId))
      .leftJoin(orders, eq(orders.id, units.orderId))
      .leftJoin(
        calibrationReminders,
        and(eq(calibrationReminders.unitId, units.id), eq(calibrationReminders.dueOn, units.calibrationDueOn)),
      )
      .where(
        and(
          isNotNull(units.calibrationDueOn),
          lte(units.calibrationDueOn, until),
          sql`${calibrationReminders.unitId} is null`,
          isNotNull(recipient),
        ),
      )
      .orderBy(units.calibrationDueOn, units.id)
      .limit(BATCH);
    const claimed = await tx
      .insert(calibrationReminders)
      .select(due)
      .onConflictDoNothing()
      .returning({ unitId: calibrationReminders.unitId, dueOn: calibrationReminders.dueOn });
    if (claimed.length === 0) return 0;
    const rows = await tx
      .select({ id: units.id, serial: units.serial, productName: units.productName, username: users.username, to: recipient })
      .from(units)
      .innerJoin(users, eq(users.id, units.ownerId))
      .leftJoin(orders, eq(orders.id, units.orderId))
      .where(
        inArray(
          units.id,
          claimed.map((c) => c.unitId),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { unitId, dueOn } of claimed) {
      const unit = byId.get(unitId);
      if (unit?.to) await enqueueMail(tx, reminderMail({ ...unit, to: unit.to, dueOn }, options));
    }
    return claimed.length;
  });
}

function reminderMail(
  unit: { id: number; serial: string; productName: string; username: string; to: string; dueOn: string },
  options: ReminderOptions,
): Mail {
  return {
    to: unit.to,
    template: {
      kind: "calibration-reminder",
      props: {
        username: unit.username,
        productName: unit.productName,
        serial: unit.serial,
        dueOn: unit.dueOn,
        overdue: unit.dueOn < options.today,
        requestUrl: serviceFormUrl(options.origin, unit.id, "calibration"),
      },
    },
  };
}
