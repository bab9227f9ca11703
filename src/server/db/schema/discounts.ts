import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { discountKinds } from "../../../shared/price-rules";
import { inList } from "../in-list";
import { orders } from "./orders";
import { users } from "./users";

/**
 * A discount code (extensions §8). `uses` counts the orders holding a use (discount_redemptions):
 * it is raised by one conditional UPDATE in the order's own transaction, so `max_uses` holds
 * whatever the number of checkouts at once (decision 0067).
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    /** As the owner wrote it; matched without regard to case. */
    code: text("code").notNull(),
    kind: text("kind", { enum: discountKinds }).notNull(),
    /** A percent ("10.00" is 10 %) or an amount, by kind. */
    value: numeric("value", { precision: 10, scale: 2 }).notNull(),
    minSubtotal: numeric("min_subtotal", { precision: 10, scale: 2 }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    oncePerCustomer: boolean("once_per_customer").notNull().default(false),
    /** Only these products' lines are discounted; empty: every line. */
    productIds: uuid("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    uses: integer("uses").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_idx").on(sql`lower(${t.code})`),
    check("discount_codes_kind_check", inList(t.kind, discountKinds)),
    check("discount_codes_value_check", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check("discount_codes_uses_check", sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

/**
 * One row per order that holds a use of a code; deleted (and the use given back) when the order's
 * payment is declined or its reservation released. A code used once per customer has its rows
 * unique per account, so two checkouts of one customer at once cannot both hold it.
 */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: serial("id").primaryKey(),
    discountId: integer("discount_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The code's oncePerCustomer when the use was taken. */
    oncePerCustomer: boolean("once_per_customer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_redemptions_once_idx")
      .on(t.discountId, t.userId)
      .where(sql`${t.oncePerCustomer}`),
    index("discount_redemptions_discount_user_idx").on(t.discountId, t.userId),
  ],
);
