// Final answers for Idempotency-Keys whose request never wrote one (a process killed mid-charge),
// so an open checkout page is never stuck on "already being processed".
import { and, eq, inArray, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { idempotencyKeys, orders } from "../../db/schema/orders";
import { placedAnswer } from "./charge-answers";

/** Lets go of an ended order's key so the customer can pay again with it (the key row and the order's hold on it). */
export async function releaseOrderKey(tx: DbOrTx, orderId: string, key: string): Promise<void> {
  await tx.update(orders).set({ idempotencyKey: null }).where(eq(orders.id, orderId));
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.completedAt)));
}

/**
 * Keys claimed longer ago than `olderThanS` and never answered: answered with the order when it
 * was placed, released when its order ended without a payment or never came to exist (the
 * process died before reserving). A key whose order is still reserved is the reconciler's.
 * Returns how many keys got their answer.
 */
export async function settleAbandonedKeys(db: Db, olderThanS: number): Promise<number> {
  const abandoned = and(
    isNull(idempotencyKeys.completedAt),
    lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${olderThanS})`),
  );
  return db.transaction(async (tx) => {
    const stale = tx.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(abandoned);
    const placed = await tx
      .select({ id: orders.id, key: orders.idempotencyKey, status: orders.paymentStatus })
      .from(orders)
      .where(and(inArray(orders.idempotencyKey, stale), inArray(orders.paymentStatus, ["paid", "review"])));
    for (const order of placed) {
      const answer = placedAnswer(order.id, order.status === "paid" ? "paid" : "review");
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: answer.statusCode, response: answer.body, completedAt: sql`now()` })
        .where(eq(idempotencyKeys.key, order.key!));
    }
    // An order that ended without a payment lets go of its key; the key then has no order and goes below.
    await tx
      .update(orders)
      .set({ idempotencyKey: null })
      .where(and(inArray(orders.idempotencyKey, stale), inArray(orders.paymentStatus, ["declined", "failed"])));
    const orphans = await tx
      .delete(idempotencyKeys)
      .where(
        and(
          abandoned,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orders)
              .where(eq(orders.idempotencyKey, idempotencyKeys.key)),
          ),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return placed.length + orphans.length;
  });
}
