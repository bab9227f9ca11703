// A discount code's uses (decision 0067): taken by the transaction that records the order, given
// back when its payment is declined or its reservation released. One conditional UPDATE takes a
// use, so of any number of checkouts at once no more than `max_uses` get one; the redemption row's
// partial unique index holds a code used once per customer to one order of each account.
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { discountCodes, discountRedemptions } from "../../db/schema/discounts";
import { conflict } from "../../lib/errors";
import { CODE_USED_BY_YOU, CODE_USED_UP } from "./discount-rules";

export const CODE_WITHDRAWN = "This code is no longer available";

/**
 * Takes one use of the code for the order, inside the order's transaction (409 and the whole
 * transaction rolls back when none is left or the account has used a once-per-customer code).
 * The code's row lock is held to the commit: a second checkout waits, then sees the new count.
 */
export async function claimCodeUse(tx: DbOrTx, use: { discountId: number; orderId: string; userId: number | null }): Promise<void> {
  const [taken] = await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.id, use.discountId),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.uses} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ oncePerCustomer: discountCodes.oncePerCustomer });
  if (!taken) {
    const [exists] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, use.discountId));
    throw conflict(exists ? CODE_USED_UP : CODE_WITHDRAWN);
  }
  const recorded = await tx
    .insert(discountRedemptions)
    .values({ discountId: use.discountId, orderId: use.orderId, userId: use.userId, oncePerCustomer: taken.oncePerCustomer })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  if (recorded.length === 0) throw conflict(CODE_USED_BY_YOU);
}

/** Gives the order's use back (its payment was declined or failed, its reservation released); nothing when it held none. */
export async function releaseCodeUse(tx: DbOrTx, orderId: string): Promise<void> {
  const [released] = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ discountId: discountRedemptions.discountId });
  if (!released) return;
  await tx
    .update(discountCodes)
    .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
    .where(eq(discountCodes.id, released.discountId));
}
