import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orderStatuses, paymentStatuses, visiblePaymentStatuses } from "../../../shared/contracts/orders";
import { inList } from "../in-list";
import { users } from "./users";

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
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    country: text("country").notNull(),
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
    idempotencyKey: text("idempotency_key").unique(),
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
    index("orders_visible_status_total_idx").on(t.status, t.total).where(inList(t.paymentStatus, visiblePaymentStatuses)),
  ],
);

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
