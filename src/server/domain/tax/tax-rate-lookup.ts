import { eq } from "drizzle-orm";
import { isUnitedStates, usStateCode } from "../../../shared/geo";
import type { DbOrTx } from "../../db/client";
import { stateTaxRates } from "../../db/schema/shop";
import { toTaxRateDto, type TaxRateRow } from "./tax.mapper";

export const NO_TAX = "0.00";

/** The stored rate of a state, by its two-letter code. */
export async function findTaxRateByState(db: DbOrTx, code: string): Promise<TaxRateRow | undefined> {
  const [row] = await db.select().from(stateTaxRates).where(eq(stateTaxRates.state, code)).limit(1);
  return row;
}

/** The percent an order is taxed at: the state's rate in the United States, "0.00" anywhere else or without a rate. */
export async function taxRateForOrder(db: DbOrTx, country: string, state: string): Promise<string> {
  if (!isUnitedStates(country)) return NO_TAX;
  const code = usStateCode(state);
  const row = code ? await findTaxRateByState(db, code) : undefined;
  return row ? toTaxRateDto(row).taxRate : NO_TAX;
}
