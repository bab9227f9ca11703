import { sql } from "drizzle-orm";
import { check, date, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { FxRateTable } from "../../../shared/contracts/fx";

/** The shop's settings the owner changes in Admin › Settings, by name (e.g. "fx.use"). */
export const shopSettings = pgTable("shop_settings", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const fxRateRowSources = ["owner", "ecb"] as const;

/**
 * Currency rates (extensions §9, decision 0072): units per 1 USD, one row per source: the owner's
 * (Admin › Settings) and the last ones fetched from the European Central Bank. The ECB row also
 * holds its fetch job's lease (`next_check_at`: the process that moves it forward fetches) and the
 * last attempt's outcome; its rates stay as they were when a fetch fails.
 */
export const fxRates = pgTable(
  "fx_rates",
  {
    source: text("source", { enum: fxRateRowSources }).primaryKey(),
    rates: jsonb("rates").$type<FxRateTable>(),
    asOf: date("as_of", { mode: "string" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [check("fx_rates_source_check", sql`${t.source} in ('owner', 'ecb')`)],
);
