import type { TaxRate } from "../../../shared/contracts/checkout";
import { normalizeMoney } from "../../../shared/money";
import type { stateTaxRates } from "../../db/schema/shop";

export type TaxRateRow = typeof stateTaxRates.$inferSelect;

export function toTaxRateDto(row: TaxRateRow): TaxRate {
  return { id: row.id, state: row.state, taxRate: normalizeMoney(row.taxRate), updatedAt: row.updatedAt.toISOString() };
}
