import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { users } from "./users";

/**
 * Back-in-stock alerts (extensions §8, decision 0070): an address listed for a product is mailed
 * each time the product's stock goes from 0 to more, until it unsubscribes with its token.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** As the visitor wrote it (the mail goes there). */
    email: text("email").notNull(),
    /** Lower case, trimmed: one listing per address and product however it is spelled. */
    emailKey: text("email_key").notNull(),
    /** The unsubscribe link's secret: it can only remove this listing, so it is kept as it is (decision 0070). */
    token: text("token").notNull(),
    /** The shop's origin the visitor signed up on: the mail's links point there. */
    origin: text("origin").notNull(),
    /** The signed-in customer who asked, if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the last back-in-stock mail was queued for this listing. */
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_alerts_product_email_idx").on(t.productId, t.emailKey),
    uniqueIndex("stock_alerts_token_idx").on(t.token),
    index("stock_alerts_user_id_idx").on(t.userId),
  ],
);
