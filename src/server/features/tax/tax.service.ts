import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { TaxRate, taxRateInput } from "../../../shared/contracts/checkout";
import { usStateCode } from "../../../shared/geo";
import type { DbOrTx } from "../../db/client";
import { stateTaxRates } from "../../db/schema/shop";
import { type Actor, withActivity } from "../../domain/activity/record-activity";
import { badRequest, notFound } from "../../lib/errors";
import { findTaxRateByState } from "../../domain/tax/tax-rate-lookup";
import { toTaxRateDto } from "../../domain/tax/tax.mapper";

export type TaxRateInput = z.output<typeof taxRateInput>;

export async function listTaxRates(db: DbOrTx): Promise<TaxRate[]> {
  const rows = await db.select().from(stateTaxRates).orderBy(asc(stateTaxRates.state));
  return rows.map(toTaxRateDto);
}

/** GET /api/tax-rates/{state}: by two-letter code or name, in any case. */
export async function getTaxRate(db: DbOrTx, state: string): Promise<TaxRate> {
  const code = usStateCode(state);
  const row = code ? await findTaxRateByState(db, code) : undefined;
  if (!row) throw notFound(`No tax rate for ${state.trim()}`);
  return toTaxRateDto(row);
}

/** Saves the rate of a state (by code or name); a second save for the same state replaces the rate. */
export async function upsertTaxRate(db: DbOrTx, input: TaxRateInput, actor?: Actor): Promise<TaxRate> {
  const code = usStateCode(input.state);
  if (!code) throw badRequest("state: must be one of the 50 US states");
  return withActivity(db, actor, async (tx) => {
    const before = await findTaxRateByState(tx, code);
    const [row] = await tx
      .insert(stateTaxRates)
      .values({ state: code, taxRate: input.taxRate })
      .onConflictDoUpdate({ target: stateTaxRates.state, set: { taxRate: input.taxRate, updatedAt: new Date() } })
      .returning();
    const result = toTaxRateDto(row!);
    const from = before ? toTaxRateDto(before).taxRate : undefined;
    return {
      result,
      activity:
        from === result.taxRate
          ? null
          : {
              action: before ? "tax_rate.update" : "tax_rate.create",
              entityType: "tax_rate",
              entityId: result.id,
              summary: `Set the ${code} sales tax rate to ${result.taxRate}%`,
              changes: { taxRate: { from, to: result.taxRate } },
            },
    };
  });
}

export async function deleteTaxRate(db: DbOrTx, id: number, actor?: Actor): Promise<void> {
  await withActivity(db, actor, async (tx) => {
    const [deleted] = await tx.delete(stateTaxRates).where(eq(stateTaxRates.id, id)).returning();
    if (!deleted) throw notFound("Tax rate not found");
    const { taxRate } = toTaxRateDto(deleted);
    return {
      result: undefined,
      activity: {
        action: "tax_rate.delete",
        entityType: "tax_rate",
        entityId: id,
        summary: `Deleted the ${deleted.state} sales tax rate (${taxRate}%)`,
        changes: { state: { from: deleted.state }, taxRate: { from: taxRate } },
      },
    };
  });
}
