// Admin › Discounts (extensions §8): discount codes and their rules, each change in the activity log.
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Discount, DiscountData } from "../../../shared/contracts/discounts";
import { normalizeMoney } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { discountCodes } from "../../db/schema/discounts";
import { allFields, changedFields, withActivity, type Actor } from "../../domain/activity/record-activity";
import type { DiscountRow } from "../../domain/discounts/discount-rules";
import { badRequest, conflict, notFound } from "../../lib/errors";

const NOT_FOUND = "Discount code not found";

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505";

export function toDiscountDto(row: DiscountRow): Discount {
  return { id: row.id, ...rulesOf(row), uses: row.uses, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The code's columns from the admin's input; its products must exist (400 naming the first that does not). */
async function codeValues(db: DbOrTx, data: DiscountData) {
  const ids = [...new Set(data.productIds)];
  if (ids.length > 0) {
    const found = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((r) => r.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw badRequest(`productIds: there is no product ${missing}`);
  }
  return {
    code: data.code,
    kind: data.kind,
    value: data.value,
    minSubtotal: data.minSubtotal,
    startsAt: data.startsAt === null ? null : new Date(data.startsAt),
    endsAt: data.endsAt === null ? null : new Date(data.endsAt),
    maxUses: data.maxUses,
    oncePerCustomer: data.oncePerCustomer,
    productIds: ids,
  };
}

/** A code's rules as the API and the activity log show them: amounts as money, dates as ISO text. */
function rulesOf(row: DiscountRow | Awaited<ReturnType<typeof codeValues>>) {
  return {
    code: row.code,
    kind: row.kind,
    value: normalizeMoney(row.value),
    minSubtotal: row.minSubtotal === null ? null : normalizeMoney(row.minSubtotal),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    oncePerCustomer: row.oncePerCustomer,
    productIds: row.productIds,
  };
}

const duplicate = (code: string) => conflict(`A discount code "${code}" already exists (codes match in any case)`);

export async function listDiscounts(db: DbOrTx): Promise<Discount[]> {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id)).limit(1000);
  return rows.map(toDiscountDto);
}

export async function createDiscount(db: DbOrTx, data: DiscountData, actor: Actor): Promise<Discount> {
  try {
    return await withActivity(db, actor, async (tx) => {
      const values = await codeValues(tx, data);
      const [row] = await tx.insert(discountCodes).values(values).returning();
      return {
        result: toDiscountDto(row!),
        activity: {
          action: "discount.create",
          entityType: "discount",
          entityId: row!.id,
          summary: `Created discount code ${row!.code}`,
          changes: allFields(rulesOf(values), "to"),
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(data.code);
    throw error;
  }
}

/** PUT /api/admin/discounts/{id}: the code's rules replaced; uses already taken stay, and maxUses may not go below them (409). */
export async function updateDiscount(db: DbOrTx, id: number, data: DiscountData, actor: Actor): Promise<Discount> {
  try {
    return await withActivity(db, actor, async (tx) => {
      const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
      if (!before) throw notFound(NOT_FOUND);
      if (data.maxUses !== null && data.maxUses < before.uses)
        throw conflict(`maxUses: ${before.code} has already been used ${before.uses} times; the limit cannot be lower`);
      const values = await codeValues(tx, data);
      const [row] = await tx
        .update(discountCodes)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(discountCodes.id, id))
        .returning();
      const changes = changedFields(rulesOf(before), rulesOf(values));
      return {
        result: toDiscountDto(row!),
        activity:
          Object.keys(changes).length === 0
            ? null
            : { action: "discount.update", entityType: "discount", entityId: id, summary: `Updated discount code ${row!.code}`, changes },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(data.code);
    throw error;
  }
}

/** DELETE /api/admin/discounts/{id}: orders placed with it keep its name and amount. */
export async function deleteDiscount(db: DbOrTx, id: number, actor: Actor): Promise<void> {
  await withActivity(db, actor, async (tx) => {
    const [deleted] = await tx.delete(discountCodes).where(eq(discountCodes.id, id)).returning();
    if (!deleted) throw notFound(NOT_FOUND);
    return {
      result: undefined,
      activity: {
        action: "discount.delete",
        entityType: "discount",
        entityId: id,
        summary: `Deleted discount code ${deleted.code} (used ${deleted.uses} times)`,
        changes: allFields(rulesOf(deleted), "from"),
      },
    };
  });
}
