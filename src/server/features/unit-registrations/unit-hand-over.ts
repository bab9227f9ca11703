import { and, eq, isNull, sql } from "drizzle-orm";
import { addMonths } from "../../../shared/shop-time";
import type { DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import type { unitRegistrations } from "../../db/schema/units";
import { units } from "../../db/schema/units";
import { conflict } from "../../lib/errors";

/** The unit of a product with this serial, in any case (units are unique per product and lower(serial)). */
export const sameUnit = (productId: string, serial: string) =>
  and(eq(units.productId, productId), sql`lower(${units.serial}) = lower(${serial})`);

export interface HandedOverUnit {
  id: number;
  warrantyEndsOn: string | null;
}

type Registration = Pick<typeof unitRegistrations.$inferSelect, "userId" | "serial" | "productId" | "productName" | "purchasedOn">;

const lockUnit = (tx: DbOrTx, registration: Registration) =>
  tx
    .select({ id: units.id, ownerId: units.ownerId, warrantyEndsOn: units.warrantyEndsOn })
    .from(units)
    .where(sameUnit(registration.productId, registration.serial))
    .for("update");

/**
 * Makes the registered serial the customer's unit: a unit nobody owns (a guest order's) is handed
 * to them; with none, one is made with its warranty from the purchase date and no order. A unit
 * another customer owns is a 409 (the caller's transaction then changes nothing).
 */
export async function handOverUnit(tx: DbOrTx, registration: Registration): Promise<HandedOverUnit> {
  let [unit] = await lockUnit(tx, registration);
  if (!unit) {
    const [product] = await tx
      .select({ warrantyMonths: products.warrantyMonths })
      .from(products)
      .where(eq(products.id, registration.productId));
    const warrantyEndsOn = addMonths(registration.purchasedOn, product?.warrantyMonths ?? 12);
    const [made] = await tx
      .insert(units)
      .values({
        serial: registration.serial,
        productId: registration.productId,
        productName: registration.productName,
        ownerId: registration.userId,
        // Noon UTC is still the purchase day in California: the unit "left the shop" that day.
        shippedAt: new Date(`${registration.purchasedOn}T12:00:00Z`),
        warrantyEndsOn,
      })
      // A parcel may ship this serial between the look-up and here: then that unit decides below.
      .onConflictDoNothing()
      .returning({ id: units.id, warrantyEndsOn: units.warrantyEndsOn });
    if (made) return made;
    [unit] = await lockUnit(tx, registration);
    if (!unit) throw conflict(`${registration.productName} serial ${registration.serial} changed meanwhile; please try again.`);
  }
  if (unit.ownerId !== null && unit.ownerId !== registration.userId) {
    throw conflict(
      `${registration.productName} serial ${registration.serial} belongs to another customer: it cannot be handed over by a registration. The request stays pending.`,
    );
  }
  if (unit.ownerId === null) {
    await tx
      .update(units)
      .set({ ownerId: registration.userId })
      .where(and(eq(units.id, unit.id), isNull(units.ownerId)));
  }
  return { id: unit.id, warrantyEndsOn: unit.warrantyEndsOn };
}
