import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { receivedPaymentMethods, taxExemptionStatuses } from "../../../shared/contracts/institutional";
import type { OrderLine } from "../../../shared/contracts/order-line";
import type { ScreeningMatch } from "../../../shared/contracts/screening";
import { inList } from "../in-list";
import { orders } from "./orders";
import { users } from "./users";
import { placeColumns } from "./place-columns";

/** Stored quote states; "expired" is derived from valid_until when read. */
/** on_hold: the buyer matched the screening list (extensions §9); it cannot be ordered until the owner releases it. */
export const storedQuoteStatuses = ["open", "ordered", "on_hold"] as const;

/** A priced offer (extensions §4): Q-YYYY-NNNNN, valid until a date, ordered at most once. */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: storedQuoteStatuses }).notNull().default("open"),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /** The priced lines (unit price includes the option), as the order will record them. */
    items: jsonb("items").$type<OrderLine[]>().notNull(),
    subtotal: numeric("subtotal", { precision: 10, scale: 2 }).notNull(),
    discount: numeric("discount", { precision: 10, scale: 2 }).notNull().default("0"),
    /** The discount code the quote was priced with (its use is counted when the quote is ordered). */
    discountCode: text("discount_code"),
    taxRate: numeric("tax_rate", { precision: 5, scale: 2 }).notNull(),
    taxAmount: numeric("tax_amount", { precision: 10, scale: 2 }).notNull(),
    shippingMethod: text("shipping_method").notNull(),
    shippingServiceName: text("shipping_service_name").notNull(),
    shippingCost: numeric("shipping_cost", { precision: 10, scale: 2 }).notNull(),
    total: numeric("total", { precision: 10, scale: 2 }).notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    companyName: text("company_name"),
    notes: text("notes"),
    ...placeColumns(),
    /** The screening list's entry the buyer matched when the quote was made (status on_hold, extensions §9). */
    screeningMatch: jsonb("screening_match").$type<ScreeningMatch>(),
    taxExemptionId: integer("tax_exemption_id"),
    /** Set in the transaction that records the order (orders.quote_id is unique too). */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** 1 when created, +1 on every admin revision. */
    revision: integer("revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quotes_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("quotes_created_idx").on(t.createdAt.desc()),
    check("quotes_status_check", inList(t.status, storedQuoteStatuses)),
    check("quotes_discount_check", sql`${t.discount} >= 0 and ${t.discount} <= ${t.subtotal}`),
  ],
);

/** The last quote number given per year: Q-2026-00001 onwards. */
export const quoteCounters = pgTable("quote_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull().default(0),
});

/** Money received for an invoiced order (check, wire, card, other), recorded by an admin. */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    method: text("method", { enum: receivedPaymentMethods }).notNull(),
    reference: text("reference").notNull().default(""),
    /** The admin's e-mail. */
    recordedBy: text("recorded_by").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId, t.recordedAt),
    check("order_payments_amount_check", sql`${t.amount} > 0`),
    check("order_payments_method_check", inList(t.method, receivedPaymentMethods)),
  ],
);

/** A customer's sales-tax exemption certificate for one state, decided by an admin. */
export const taxExemptions = pgTable(
  "tax_exemptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The state's two-letter code (as the checkout's ship-to state). */
    state: text("state").notNull(),
    certificateNumber: text("certificate_number").notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    fileUrl: text("file_url").notNull(),
    status: text("status", { enum: taxExemptionStatuses }).notNull().default("pending"),
    reason: text("reason"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tax_exemptions_user_idx").on(t.userId, t.state),
    index("tax_exemptions_status_idx").on(t.status, t.createdAt),
    check("tax_exemptions_status_check", inList(t.status, taxExemptionStatuses)),
  ],
);
