import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { openServiceStatuses, serviceRequestStatuses, serviceRequestTypes } from "../../../shared/contracts/service-requests";
import { inList } from "../in-list";
import { quotes } from "./institutional";
import { refunds } from "./orders";
import { units } from "./units";
import { users } from "./users";

/**
 * A service request (RMA, extensions §7): a repair, calibration or return of one unit, asked by its
 * owner. Only domain/service-requests writes `status` (decision 0063).
 */
export const serviceRequests = pgTable(
  "service_requests",
  {
    id: serial("id").primaryKey(),
    /** RMA-YYYY-NNNNN from service_request_counters, in the transaction that inserts the row. */
    number: text("number").notNull().unique(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: serviceRequestTypes }).notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: serviceRequestStatuses }).notNull().default("requested"),
    /** The approved work's price (the quote's subtotal); null when free or not priced. */
    price: numeric("price", { precision: 10, scale: 2 }),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    /** The refund a received return gave, recorded in the transaction that received it. */
    refundId: integer("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_requests_status_idx").on(t.status, t.createdAt),
    index("service_requests_user_idx").on(t.userId, t.createdAt),
    // One open request per unit and type, even when two arrive at once.
    uniqueIndex("service_requests_open_idx").on(t.unitId, t.type).where(inList(t.status, openServiceStatuses)),
    check("service_requests_type_check", inList(t.type, serviceRequestTypes)),
    check("service_requests_status_check", inList(t.status, serviceRequestStatuses)),
    check("service_requests_price_check", sql`${t.price} is null or ${t.price} > 0`),
  ],
);

/** A request's history: every step from one status to the next, with its note and who took it. */
export const serviceRequestEvents = pgTable(
  "service_request_events",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => serviceRequests.id, { onDelete: "cascade" }),
    /** null: the request was made. */
    fromStatus: text("from_status", { enum: serviceRequestStatuses }),
    toStatus: text("to_status", { enum: serviceRequestStatuses }).notNull(),
    note: text("note"),
    /** A staff member's e-mail, or "customer". */
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("service_request_events_request_idx").on(t.requestId, t.at, t.id)],
);

/** The last RMA number given per year: RMA-2026-00001 onwards, without gaps. */
export const serviceRequestCounters = pgTable("service_request_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull().default(0),
});
