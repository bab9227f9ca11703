import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ScreeningAddress } from "../../../shared/contracts/screening";

/** The US Consolidated Screening List as last imported (extensions §9): replaced whole by each import. */
export const screeningEntries = pgTable("screening_entries", {
  id: serial("id").primaryKey(),
  source: text("source").notNull(),
  entityNumber: text("entity_number").notNull().default(""),
  type: text("type").notNull().default(""),
  name: text("name").notNull(),
  altNames: jsonb("alt_names").$type<string[]>().notNull().default([]),
  programs: text("programs").notNull().default(""),
  addresses: jsonb("addresses").$type<ScreeningAddress[]>().notNull().default([]),
});

/** One row per import: the Settings page shows the last one's count, date and owner. */
export const screeningImports = pgTable("screening_imports", {
  id: serial("id").primaryKey(),
  count: integer("count").notNull(),
  actorEmail: text("actor_email").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});
