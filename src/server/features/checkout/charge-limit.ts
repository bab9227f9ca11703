import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rateLimitEvents } from "../../db/schema/users";
import { tooManyRequests } from "../../http/errors";

const HOUR = 3_600_000;
const BUCKET = "charge_failure";
export const CHARGE_LIMIT_MESSAGE = "Too many declined or failed payments. Please try again later, or contact us to pay another way.";

const keysOf = (who: { userId: number; ip: string }) => [`account:${who.userId}`, `ip:${who.ip}`];

/**
 * Card testing (stolen numbers tried against a small shop): declined and failed charges are
 * counted per account and per IP in the database (every process sees the same counts); past
 * CHARGE_MAX_FAILURES_PER_HOUR a charge is refused with 429 and Retry-After before it reaches the
 * gateway. Only failures are recorded, so customers behind one address (a campus, a company) are
 * never refused for paying in parallel; a burst of parallel attempts may each pass before the
 * first failure is recorded, which bounds the overshoot by the burst (docs/payments.md).
 */
export async function checkChargeFailures(db: DbOrTx, who: { userId: number; ip: string }, maxPerHour: number): Promise<void> {
  const since = new Date(Date.now() - HOUR);
  const inWindow = (keys: string[]) =>
    and(eq(rateLimitEvents.bucket, BUCKET), inArray(rateLimitEvents.key, keys), gt(rateLimitEvents.createdAt, since));
  // One query on the way of every charge; the Retry-After is worked out only for a refusal.
  const counts = await db
    .select({ key: rateLimitEvents.key, n: count() })
    .from(rateLimitEvents)
    .where(inWindow(keysOf(who)))
    .groupBy(rateLimitEvents.key);
  const over = counts.filter((row) => Number(row.n) >= maxPerHour).map((row) => row.key);
  if (over.length === 0) return;
  let retryAt = Date.now();
  for (const key of over) {
    // The max-th newest failure: the key is under its limit again once it leaves the window.
    const [row] = await db
      .select({ at: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(inWindow([key]))
      .orderBy(desc(rateLimitEvents.createdAt))
      .offset(maxPerHour - 1)
      .limit(1);
    if (row) retryAt = Math.max(retryAt, row.at.getTime() + HOUR);
  }
  throw tooManyRequests((retryAt - Date.now()) / 1000, CHARGE_LIMIT_MESSAGE);
}

export async function recordChargeFailure(db: DbOrTx, who: { userId: number; ip: string }): Promise<void> {
  await db.insert(rateLimitEvents).values(keysOf(who).map((key) => ({ bucket: BUCKET, key })));
}
