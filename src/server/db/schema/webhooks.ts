import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { webhookDeliveryStates } from "../../../shared/contracts/webhooks";
import { inList } from "../in-list";
import { users } from "./users";

/** The owner's webhook endpoints (extensions §10). The secret signs every delivery; it is shown only when the endpoint is made. */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: serial("id").primaryKey(),
  url: text("url").notNull(),
  /** The event types it receives (checked against the list by the API). */
  events: text("events").array().notNull(),
  secret: text("secret").notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The webhook outbox: one row per event per subscribed endpoint, written in the transaction of the
 * change that caused the event, sent by the delivery worker (decision 0075).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The event's id: the same for every endpoint it went to and on every attempt. */
    eventId: uuid("event_id").notNull(),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    state: text("state", { enum: webhookDeliveryStates }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Attempts made before the owner's last Retry: each Retry gives a failed delivery a fresh set of attempts, and the count goes on. */
    retryBase: integer("retry_base").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    check("webhook_deliveries_state_check", inList(t.state, webhookDeliveryStates)),
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);
