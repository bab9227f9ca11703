import { text } from "drizzle-orm/pg-core";

/**
 * A place the shop ships to, as an order, a quote and a saved address store it: street to country,
 * and the buyer's tax id for it (extensions §9; printed on every paper of an order abroad).
 */
export const placeColumns = () => ({
  street: text("street").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  zipCode: text("zip_code").notNull(),
  country: text("country").notNull(),
  /** An EU or UK VAT number in its written form, or another country's tax id as typed. */
  taxId: text("tax_id"),
});
