import { count } from "drizzle-orm";
import { normalizeOptionDefaults } from "../../../shared/contracts/catalog";
import type { Db } from "../client";
import { categories, products } from "../schema/catalog";
import { stateTaxRates } from "../schema/shop";
import { datasheetFields, seedCategories, seedProducts, seedTaxRates } from "./catalog-data";

/** Fills an empty database with the shop's real catalog and a few state tax rates. Idempotent. */
export async function seedIfEmpty(db: Db): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: count() }).from(categories);
  if (Number(row?.n ?? 0) > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(categories)
      .values(seedCategories.map((c) => ({ name: c.name, description: c.description, image: c.image, fileUrl: c.fileUrl })))
      .onConflictDoNothing()
      .returning({ id: categories.id, name: categories.name });
    const idByName = new Map(inserted.map((c) => [c.name, c.id]));
    if (idByName.size === 0) return; // another process seeded it first
    await tx.insert(products).values(
      seedProducts.map((p) => {
        const categoryId = idByName.get(p.category);
        if (categoryId === undefined) throw new Error(`Seed product ${p.name} names an unknown category ${p.category}`);
        return {
          name: p.name,
          description: p.description,
          image: p.image,
          price: p.price,
          categoryId,
          inStock: p.inStock,
          serialized: p.serialized,
          warrantyMonths: p.warrantyMonths,
          calibrationIntervalMonths: p.calibrationIntervalMonths,
          options: normalizeOptionDefaults(p.options),
          ...datasheetFields(p),
          backorderable: p.leadTimeDays !== undefined,
          leadTimeDays: p.leadTimeDays ?? null,
        };
      }),
    );
    await tx.insert(stateTaxRates).values(seedTaxRates).onConflictDoNothing();
  });
  return { seeded: true };
}
