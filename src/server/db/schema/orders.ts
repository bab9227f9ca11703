import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import {
  carriers,
  orderEventTypes,
  orderStatuses,
  paymentStatuses,
  refundStatuses,
  visiblePaymentStatuses,
} from "../../../shared/contracts/orders";
import type { ScreeningMatch } from "../../../shared/contracts/screening";
import { orderPaymentMethods } from "../../../shared/contracts/institutional";
import { inList } from "../in-list";
import { users } from "./users";
import { placeColumns } from "./place-columns";

/** Name and e-mail as the admin's search reads them: a newline between (a search box sends none), so no match spans both. */
export const customerSearchText = (t: { customerName: AnyPgColumn; customerEmail: AnyPgColumn }) =>
  sql`${t.customerName} || E'\\n' || ${t.customerEmail}`;

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    companyName: text("company_name"),
    billingStreet: text("billing_street").notNull(),
    billingCity: text("billing_city").notNull(),
    billingState: text("billing_state").notNull(),
    billingZipCode: text("billing_zip_code").notNull(),
    billingCountry: text("billing_country").notNull(),
    ...placeColumns(),
    customerAddress: text("customer_address"),
    purchaseOrderNumber: text("purchase_order_number"),
    specialInstructions: text("special_instructions"),
    /** JSON text of the re-priced cart lines. */
    items: text("items").notNull(),
    subtotal: numeric("subtotal", { precision: 10, scale: 2 }).notNull(),
    taxRate: numeric("tax_rate", { precision: 5, scale: 2 }).notNull().default("0"),
    taxAmount: numeric("tax_amount", { precision: 10, scale: 2 }).notNull().default("0"),
    shippingMethod: text("shipping_method").notNull(),
    shippingServiceName: text("shipping_service_name"),
    shippingCost: numeric("shipping_cost", { precision: 10, scale: 2 }).notNull(),
    total: numeric("total", { precision: 10, scale: 2 }).notNull(),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    /** reserved -> paid | review | declined | failed. Only paid and review orders are shown. */
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull().default("reserved"),
    transactionId: text("transaction_id"),
    /** The card's last four digits from the charge answer: a settled refund needs them. */
    cardLastFour: varchar("card_last_four", { length: 4 }),
    /** Sum of the succeeded refunds (a pending or failed one moved no money). */
    refundedAmount: numeric("refunded_amount", { precision: 10, scale: 2 }).notNull().default("0"),
    /** INV-YYYY-NNNNN, given when the payment is recorded (invoice_counters). */
    invoiceNumber: text("invoice_number").unique(),
    /** When the gateway was asked to charge: a reserved order with this set may have been charged. */
    chargeAttemptedAt: timestamp("charge_attempted_at", { withTimezone: true }),
    /** The gateway's answer was lost (timeout, crash): the sweeper must look the invoice up. */
    chargeUncertain: boolean("charge_uncertain").notNull().default(false),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key").unique(),
    /** "card" or "invoice" (Net 30, extensions §4). */
    paymentMethod: text("payment_method", { enum: orderPaymentMethods }).notNull().default("card"),
    /** The customer's purchase order PDF (an /objects/ path) of an invoiced order. */
    purchaseOrderFileUrl: text("purchase_order_file_url"),
    /** Shop-time-zone date an invoiced order is due (30 days after it was placed). */
    dueDate: date("due_date", { mode: "string" }),
    /** Taken off the subtotal, a discount code's or a quote's (tax is on subtotal - discount). */
    discount: numeric("discount", { precision: 10, scale: 2 }).notNull().default("0"),
    /** The discount code the order was placed with, as the shop writes it (extensions §8). */
    discountCode: text("discount_code"),
    /** What the admin has recorded as received for an invoiced order (order_payments summed). */
    amountPaid: numeric("amount_paid", { precision: 10, scale: 2 }).notNull().default("0"),
    /** The approved certificate that made the tax 0. */
    taxExemptionId: integer("tax_exemption_id"),
    /** The quote this order was placed from (orders_quote_id_idx: a quote orders once). */
    quoteId: uuid("quote_id"),
    /** "DAP" for an order shipped outside the United States, null at home (extensions §9). */
    incoterm: text("incoterm", { enum: ["DAP"] }),
    /** The screening list's entry the buyer matched when the order was recorded (status on_hold, extensions §9). */
    screeningMatch: jsonb("screening_match").$type<ScreeningMatch>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("orders_status_check", inList(t.status, orderStatuses)),
    check("orders_payment_status_check", inList(t.paymentStatus, paymentStatuses)),
    index("orders_created_at_idx").on(t.createdAt.desc()),
    index("orders_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    index("orders_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("orders_payment_status_idx").on(t.paymentStatus),
    // The dashboard's count/sum/avg over visible orders read only this small index (an
    // index-only scan, about 1/13 of the table's pages), never the order rows themselves.
    index("orders_visible_status_total_idx").on(t.status, t.total, t.refundedAmount).where(inList(t.paymentStatus, visiblePaymentStatuses)),
    check("orders_refunded_amount_check", sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.total}`),
    // The admin's search (?q=, decision 0027): one trigram index over name and e-mail for the
    // ILIKE '%text%' (searchFilter uses the same expression), a pattern index for the id prefix;
    // the two combine in a bitmap OR. Needs pg_trgm (migration 0008; PGlite loads it in openPglite).
    index("orders_customer_search_trgm_idx").using("gin", sql`(${customerSearchText(t)}) gin_trgm_ops`),
    index("orders_id_text_idx").using("btree", sql`(${t.id}::text) text_pattern_ops`),
    check("orders_payment_method_check", inList(t.paymentMethod, orderPaymentMethods)),
    check("orders_incoterm_check", sql`${t.incoterm} is null or ${t.incoterm} = 'DAP'`),
    check("orders_amount_paid_check", sql`${t.amountPaid} >= 0 and ${t.amountPaid} <= ${t.total}`),
    // One live order per quote; a declined or failed card payment frees the quote for another attempt.
    uniqueIndex("orders_quote_id_idx")
      .on(t.quoteId)
      .where(sql`${t.quoteId} is not null and ${t.paymentStatus} not in ('declined', 'failed')`),
    index("orders_awaiting_due_idx")
      .on(t.dueDate)
      .where(sql`${t.paymentStatus} = 'awaiting_payment'`),
  ],
);

/** An order's history, oldest first (extensions §1): actor is an admin's e-mail, "customer" or "system". */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
    type: text("type", { enum: orderEventTypes }).notNull(),
    message: text("message").notNull(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at, t.id), check("order_events_type_check", inList(t.type, orderEventTypes))],
);

export interface ShipmentLineRow {
  index: number;
  quantity: number;
  serials: string[];
}

export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    carrier: text("carrier", { enum: carriers }).notNull(),
    trackingNumber: text("tracking_number").notNull(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull().defaultNow(),
    /** What went in this parcel: the order's lines by index, how many of each, and their serial numbers. */
    lines: jsonb("lines").$type<ShipmentLineRow[]>().notNull().default([]),
    /** The admin's e-mail. */
    createdBy: text("created_by").notNull(),
  },
  (t) => [index("shipments_order_idx").on(t.orderId, t.shippedAt), check("shipments_carrier_check", inList(t.carrier, carriers))],
);

export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    reason: text("reason").notNull(),
    /** [{ index, quantity }]: the lines whose stock went back with this refund. */
    restockLines: jsonb("restock_lines").$type<{ index: number; quantity: number }[]>().notNull().default([]),
    /** The refund's own transaction at the gateway (null: not through a gateway, or not succeeded). */
    transactionId: text("transaction_id"),
    /** The admin's e-mail. */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** pending (written before the gateway is asked) -> succeeded | failed (decision 0066). */
    status: text("status", { enum: refundStatuses }).notNull().default("succeeded"),
    /** The shop's own reference sent to the gateway with this refund: how the sweeper finds out what happened. */
    reference: text("reference").unique(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Why a failed refund failed (the gateway's refusal, or that it has no record of it). */
    failure: text("failure"),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId, t.createdAt),
    check("refunds_amount_check", sql`${t.amount} > 0`),
    check("refunds_status_check", inList(t.status, refundStatuses)),
  ],
);

export const gatewayIntentPurposes = ["refund", "cancel"] as const;
export const gatewayIntentActions = ["void", "refund"] as const;

/**
 * A void or refund written down and committed before the gateway is asked (decision 0066): at most
 * one per order (the primary key), deleted in the transaction that records its result. A row older
 * than the gateway timeout belongs to a process that died or lost the answer: the sweeper (or the
 * next admin change of the order) asks the gateway by `reference` and finishes it.
 */
export const gatewayIntents = pgTable(
  "gateway_intents",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** What the admin asked for: a refund, or a cancel (which voids or refunds). */
    purpose: text("purpose", { enum: gatewayIntentPurposes }).notNull(),
    /** What the gateway is asked to do. */
    action: text("action", { enum: gatewayIntentActions }).notNull(),
    /** The shop's own reference for this void or refund, sent with it (Authorize.Net: refId and the refund's invoice number). */
    reference: text("reference").notNull().unique(),
    chargeTransactionId: text("charge_transaction_id").notNull(),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    /** The pending refund row of a refund (null for a void). */
    refundId: integer("refund_id").references(() => refunds.id, { onDelete: "cascade" }),
    /** A cancel's reason and whether its stock goes back. */
    cancelReason: text("cancel_reason"),
    restock: boolean("restock").notNull().default(false),
    /** Who asked: the history and the activity log name them when the sweeper finishes it. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("gateway_intents_purpose_check", inList(t.purpose, gatewayIntentPurposes)),
    check("gateway_intents_action_check", inList(t.action, gatewayIntentActions)),
    index("gateway_intents_created_at_idx").on(t.createdAt),
  ],
);

/** The last invoice number given per year: INV-2026-00001 onwards, without gaps. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull().default(0),
});

/**
 * One row per Idempotency-Key of the charge call: the first request claims it, later ones
 * get the stored answer (or a 409 while the first is still running).
 */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: text("key").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  requestHash: text("request_hash").notNull(),
  statusCode: integer("status_code"),
  response: jsonb("response"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});

/**
 * The dashboard's and the order list's counts and sums per shop-time-zone day and status, over
 * visible orders only (decision 0084). Kept by the orders_summaries triggers of migration 0026 in
 * the transaction of every change, so they are always exactly what a scan of orders would give.
 */
export const orderDayTotals = pgTable(
  "order_day_totals",
  {
    day: date("day", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    orders: integer("orders").notNull(),
    /** Sum of total - refunded_amount. */
    net: numeric("net", { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/**
 * Net units and revenue per product line name over visible, not cancelled orders, less the units
 * that went back to stock with a succeeded refund (the dashboard's top products; the same triggers).
 * '' stands for a line without a product id or name.
 */
export const productSales = pgTable(
  "product_sales",
  {
    productId: text("product_id").notNull(),
    name: text("name").notNull(),
    /** How many order lines count here now: a name whose lines all went (a cancel) no longer names the product. */
    lines: integer("lines").notNull(),
    quantity: integer("quantity").notNull(),
    revenue: numeric("revenue", { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.name] })],
);
