import { sql } from "drizzle-orm";
import { OBJECT_KINDS } from "../../../shared/contracts/uploads";
import { inList } from "../in-list";
import { bigserial, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * Uploaded objects when the shop runs on PostgreSQL without S3 (decision 0032): every process
 * serves every upload. `data` is stored uncompressed out of line (STORAGE EXTERNAL, set in the
 * migration) so reading a slice of it for a streamed answer does not unpack the whole value.
 */
export const storedObjects = pgTable(
  "stored_objects",
  {
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] }), check("stored_objects_kind_check", inList(t.kind, OBJECT_KINDS))],
);

/** Secrets the shop generates once and every process shares (the upload URL signing key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const mailStatuses = ["pending", "sent", "dead"] as const;

/**
 * The e-mail outbox (decision 0033): every mail is a row first; a worker in each process claims
 * due rows (FOR UPDATE SKIP LOCKED, moving next_attempt_at forward as a lease), sends them, and
 * marks them sent, schedules a retry with back-off, or gives up (dead) after the last attempt.
 */
/** A mail attachment as the outbox keeps it until the worker sends it. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    /**
     * The template (decision 0081): its kind and JSON props, rendered to HTML and text by the worker
     * when it sends. Null only on rows queued before templates (which carry their text).
     */
    template: text("template"),
    props: jsonb("props").$type<unknown>(),
    /** The rendered text and HTML of rows queued before templates. */
    text: text("text"),
    html: text("html"),
    replyTo: text("reply_to"),
    /** Files sent with the mail (a quote's PDF), base64 in JSON: [{ filename, contentType, content }]. */
    attachments: jsonb("attachments").$type<StoredAttachment[]>(),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'dead')`),
    check("mail_outbox_body_check", sql`${t.template} is not null or ${t.text} is not null`),
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("mail_outbox_dead_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'dead'`),
  ],
);
