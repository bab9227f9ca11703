// Tax exemption at pricing time (extensions §4): an approved, unexpired certificate for the
// ship-to state makes the tax 0. Checkout pricing and quotes both decide through here.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { Destination } from "../shipping/destination";
import { taxExemptions } from "../../db/schema/institutional";
import { SHOP_TIME_ZONE } from "../../../shared/shop-time";

/** What the session already knows about the account (the users row): no query when it holds no approved certificate. */
export interface ExemptionHolder {
  id: number;
  taxExemptionApproved: boolean;
}

/** Today in the shop's time zone, as SQL (a certificate is valid through its expiry day). */
export const shopTodaySql = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;

/**
 * The id of the account's approved certificate valid today for the ship-to state, or null: a
 * destination outside the United States has no sales tax to exempt; another state's, an expired,
 * pending or rejected certificate does not count.
 */
export async function applicableExemption(
  db: DbOrTx,
  holder: ExemptionHolder | null | undefined,
  /** Read by normalizeDestination: an ISO country and, in the United States, a state's code. */
  destination: Destination,
): Promise<number | null> {
  if (!holder?.taxExemptionApproved) return null;
  if (destination.country !== "US" || !destination.state) return null;
  const state = destination.state;
  const [row] = await db
    .select({ id: taxExemptions.id })
    .from(taxExemptions)
    .where(
      and(
        eq(taxExemptions.userId, holder.id),
        eq(taxExemptions.state, state),
        eq(taxExemptions.status, "approved"),
        gte(taxExemptions.expiresOn, shopTodaySql),
      ),
    )
    .orderBy(desc(taxExemptions.expiresOn))
    .limit(1);
  return row?.id ?? null;
}
