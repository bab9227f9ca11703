import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Sales tax per US state, stored by two-letter code. */
export const stateTaxRates = pgTable(
  "state_tax_rates",
  {
    id: serial("id").primaryKey(),
    state: varchar("state", { length: 2 }).notNull().unique(),
    taxRate: numeric("tax_rate", { precision: 5, scale: 2 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("state_tax_rates_range_check", sql`${t.taxRate} >= 0 and ${t.taxRate} <= 100`)],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  message: text("message").notNull(),
  ip: text("ip"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use card tokens of the built-in test gateway (15 minutes). Never holds a card number. */
export const paymentTestTokens = pgTable("payment_test_tokens", {
  id: text("id").primaryKey(),
  cardBrand: text("card_brand").notNull(),
  lastFour: varchar("last_four", { length: 4 }).notNull(),
  zip: text("zip"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The test gateway's ledger (extensions §1): every charge it approved or declined, so it can void,
 * refund and look up like Authorize.Net. A charge counts as settled once it is older than
 * TEST_GATEWAY_SETTLE_AFTER_S. Written before the gateway answers, so it survives a crash.
 */
export const testGatewayCharges = pgTable(
  "test_gateway_charges",
  {
    transactionId: text("transaction_id").primaryKey(),
    invoiceNumber: text("invoice_number").notNull(),
    outcome: text("outcome", { enum: ["approved", "declined"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    lastFour: varchar("last_four", { length: 4 }).notNull(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("test_gateway_charges_invoice_idx").on(t.invoiceNumber, t.createdAt),
    check("test_gateway_charges_refund_check", sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

/**
 * The test gateway's voids and refunds (extensions §13), each under the shop's own reference: what
 * its follow-up look-up finds after a crash. Written in the statement that voids or refunds the
 * charge, so the ledger never holds one without the other.
 */
export const testGatewayFollowUps = pgTable(
  "test_gateway_follow_ups",
  {
    reference: text("reference").primaryKey(),
    action: text("action", { enum: ["void", "refund"] }).notNull(),
    chargeTransactionId: text("charge_transaction_id")
      .notNull()
      .references(() => testGatewayCharges.transactionId, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** A refund's own transaction id (a void has none of its own). */
    transactionId: text("transaction_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("test_gateway_follow_ups_charge_idx").on(t.chargeTransactionId)],
);
