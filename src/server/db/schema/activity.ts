import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** One changed field: what it was and what it became (absent on a create or a delete). */
export interface FieldChange {
  from?: unknown;
  to?: unknown;
}

/**
 * Every change made on the admin side: who (the staff member's id and e-mail at the time),
 * when, what, and the fields it changed. The e-mail stays when the staff member is removed.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    changes: jsonb("changes").$type<Record<string, FieldChange>>().notNull().default({}),
  },
  (t) => [index("activity_log_at_idx").on(t.at.desc(), t.id.desc())],
);
