import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { OBJECT_KINDS } from "../../../shared/contracts/uploads";
import { inList } from "../in-list";
import { users } from "./users";

/**
 * Who asked for each signed upload URL (decision 0054). Written when the URL is issued, whatever the
 * store: with S3 the browser PUTs straight to the bucket and the shop never sees the upload arrive.
 * A private kind's object is served to this account (and staff) only, and a filing may name it only
 * from this account. Rows of URLs never used stay: they are small and name nothing that exists.
 */
export const objectUploads = pgTable(
  "object_uploads",
  {
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    uploadedBy: integer("uploaded_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.name] }),
    index("object_uploads_uploaded_by_idx").on(t.uploadedBy),
    check("object_uploads_kind_check", inList(t.kind, OBJECT_KINDS)),
  ],
);
