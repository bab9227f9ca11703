import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PriceTier } from "../../../shared/price-rules";

export interface OptionRow {
  title: string;
  price: string;
  isDefault: boolean;
}
export interface SpecRow {
  name: string;
  value: string;
}

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  image: text("image"),
  fileUrl: text("file_url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    // Renaming a category carries its products; a category with products cannot be deleted.
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    inStock: integer("in_stock").notNull().default(0),
    options: jsonb("options").$type<OptionRow[]>().notNull().default([]),
    highlightedSpecs: jsonb("highlighted_specs").$type<SpecRow[]>().notNull().default([]),
    specifications: text("specifications").notNull(),
    weightLbs: numeric("weight_lbs", { precision: 10, scale: 2 }).notNull().default("5.00"),
    lengthIn: numeric("length_in", { precision: 10, scale: 2 }).notNull().default("12.00"),
    widthIn: numeric("width_in", { precision: 10, scale: 2 }).notNull().default("12.00"),
    heightIn: numeric("height_in", { precision: 10, scale: 2 }).notNull().default("12.00"),
    pdfUrl: text("pdf_url"),
    pdfTitle: text("pdf_title"),
    /** Export data (extensions §4): Export Control Classification Number, HTS code, ISO country of origin. */
    eccn: text("eccn"),
    htsCode: text("hts_code"),
    countryOfOrigin: text("country_of_origin"),
    /** Instruments after the shipment (extensions §7): each unit shipped has a serial number and becomes a unit. */
    serialized: boolean("serialized").notNull().default(false),
    warrantyMonths: integer("warranty_months").notNull().default(12),
    /** Months between calibrations; null when the product is not calibrated (always null when not serialized). */
    calibrationIntervalMonths: integer("calibration_interval_months"),
    /** Quantity prices (extensions §8), fewest units first; checked by the product contract. */
    priceTiers: jsonb("price_tiers").$type<PriceTier[]>().notNull().default([]),
    /** Build to order (extensions §8): sold at stock 0, the units beyond the stock made in about `leadTimeDays`. */
    backorderable: boolean("backorderable").notNull().default(false),
    leadTimeDays: integer("lead_time_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("products_in_stock_check", sql`${t.inStock} >= 0`),
    check("products_price_check", sql`${t.price} >= 0`),
    check("products_warranty_months_check", sql`${t.warrantyMonths} between 0 and 120`),
    check(
      "products_calibration_interval_check",
      sql`${t.calibrationIntervalMonths} is null or (${t.serialized} and ${t.calibrationIntervalMonths} between 1 and 120)`,
    ),
    check(
      "products_lead_time_check",
      sql`(not ${t.backorderable} and ${t.leadTimeDays} is null) or (${t.backorderable} and ${t.leadTimeDays} between 1 and 365)`,
    ),
    index("products_category_id_idx").on(t.categoryId),
  ],
);
