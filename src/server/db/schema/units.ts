import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { unitDocumentKinds, unitRegistrationStatuses } from "../../../shared/contracts/units";
import { inList } from "../in-list";
import { orders, shipments } from "./orders";
import { users } from "./users";

/**
 * A unit a customer owns (extensions §7): one per serial number shipped, or registered by its
 * owner when bought from a distributor. The product is kept by id and name (a product may be
 * deleted later; its units stay). A serial is unique per product, in any case.
 */
export const units = pgTable(
  "units",
  {
    id: serial("id").primaryKey(),
    serial: text("serial").notNull(),
    productId: uuid("product_id").notNull(),
    productName: text("product_name").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    lineIndex: integer("line_index"),
    shipmentId: integer("shipment_id").references(() => shipments.id, { onDelete: "set null" }),
    /** The customer who owns it: the order's customer, or whose registration was approved. */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    warrantyEndsOn: date("warranty_ends_on"),
    calibratedOn: date("calibrated_on"),
    calibrationDueOn: date("calibration_due_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("units_product_serial_idx").on(t.productId, sql`lower(${t.serial})`),
    // Admin › Units finds serials by prefix, in any case.
    index("units_serial_prefix_idx").on(sql`lower(${t.serial}) text_pattern_ops`),
    index("units_owner_idx").on(t.ownerId),
    index("units_order_idx").on(t.orderId),
    index("units_due_idx").on(t.calibrationDueOn),
  ],
);

export interface FactorPoint {
  frequencyHz: number;
  factorDb: number;
}

/** A unit's certificate, factors file or other document; the file is a private object (kind unit-documents). */
export const unitDocuments = pgTable(
  "unit_documents",
  {
    id: serial("id").primaryKey(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: unitDocumentKinds }).notNull(),
    /** As printed on it: a certificate's number. */
    name: text("name").notNull(),
    fileUrl: text("file_url").notNull(),
    calibratedOn: date("calibrated_on"),
    /** A factors file's rows, read once when it was filed. */
    factors: jsonb("factors").$type<FactorPoint[]>(),
    /** The staff member's e-mail. */
    uploadedBy: text("uploaded_by").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("unit_documents_unit_idx").on(t.unitId, t.uploadedAt),
    // A file is filed once: two filings of one upload would be one document shown twice.
    uniqueIndex("unit_documents_file_idx").on(t.fileUrl),
    index("unit_documents_certificate_idx")
      .on(sql`lower(${t.name})`)
      .where(sql`${t.kind} = 'certificate'`),
    check("unit_documents_kind_check", inList(t.kind, unitDocumentKinds)),
  ],
);

/** A unit bought from a distributor, registered by a customer and approved or rejected by staff. */
export const unitRegistrations = pgTable(
  "unit_registrations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serial: text("serial").notNull(),
    productId: uuid("product_id").notNull(),
    productName: text("product_name").notNull(),
    purchasedFrom: text("purchased_from").notNull(),
    purchasedOn: date("purchased_on").notNull(),
    status: text("status", { enum: unitRegistrationStatuses }).notNull().default("pending"),
    reason: text("reason"),
    unitId: integer("unit_id").references(() => units.id, { onDelete: "set null" }),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("unit_registrations_status_idx").on(t.status, t.createdAt),
    index("unit_registrations_user_idx").on(t.userId),
    check("unit_registrations_status_check", inList(t.status, unitRegistrationStatuses)),
  ],
);

/** One calibration reminder per unit and due date, whichever process sends it. */
export const calibrationReminders = pgTable(
  "calibration_reminders",
  {
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    dueOn: date("due_on").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.dueOn] })],
);
