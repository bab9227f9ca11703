import { and, count, desc, eq, gt, inArray, like, lt, notInArray, or } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { rateLimitEvents } from "../db/schema/users";
import { tooManyRequests } from "../lib/errors";

/** A key that allows `max` attempts in the window, this one included. */
export interface KeyLimit {
  key: string;
  max: number;
}

export interface Limit {
  bucket: string;
  windowMs: number;
  /**
   * The attempt is refused when any rule holds. A KeyLimit holds when its key is over its max;
   * a list holds only when every KeyLimit in it is over (e.g. "username locked AND this IP failed on it").
   * The attempt is recorded under every key named here.
   */
  rules: (KeyLimit | KeyLimit[])[];
}

/** An attempt that got past its limits and is recorded under every key of the Limit. */
export interface Attempt {
  /** Takes this attempt back (only its own events): it turned out not to count, e.g. a login that succeeded. */
  release(): Promise<void>;
}

const DAY = 86_400_000;

/**
 * Abuse limits kept in the database so every server process counts the same events.
 * The attempt is recorded BEFORE it is counted: of any number of parallel attempts, the last
 * one recorded sees all the others, so no more than `max` can get past a key (counting first
 * and recording after a slow password check let every parallel request through). A burst past
 * the limit may refuse all of its own attempts, since each sees the others: erring on the safe side,
 * and a later attempt is counted normally because refused attempts take their events back.
 * Over a limit, the attempt's own events are removed again and 429 with Retry-After is thrown.
 * Call it outside any transaction: events that other requests cannot see yet are not counted.
 */
export async function claimAttempt(db: DbOrTx, limit: Limit): Promise<Attempt> {
  const rules = limit.rules.map((rule) => [rule].flat());
  const keys = [...new Set(rules.flat().map((rule) => rule.key))];
  if (keys.length === 0) throw new Error(`claimAttempt(${limit.bucket}): no keys to limit`);
  const since = new Date(Date.now() - limit.windowMs);
  const inserted = await db
    .insert(rateLimitEvents)
    .values(keys.map((key) => ({ bucket: limit.bucket, key })))
    .returning({ id: rateLimitEvents.id });
  const ids = inserted.map((row) => row.id);
  const release = async () => {
    if (ids.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
  };

  const rows = await db
    .select({ key: rateLimitEvents.key, n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, limit.bucket), inArray(rateLimitEvents.key, keys), gt(rateLimitEvents.createdAt, since)))
    .groupBy(rateLimitEvents.key);
  const counts = new Map(rows.map((row) => [row.key, Number(row.n)]));
  const isOver = (rule: KeyLimit) => (counts.get(rule.key) ?? 0) > rule.max;
  const holding = rules.filter((group) => group.every(isOver));
  if (holding.length === 0) {
    if (Math.random() < 0.02) await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - DAY)));
    return { release };
  }

  await release();
  // Every holding rule must clear; a list clears as soon as any one of its keys does.
  let retryAt = 0;
  for (const group of holding) {
    let groupClears = Infinity;
    for (const rule of group) groupClears = Math.min(groupClears, await clearsAt(db, limit, rule, since, ids));
    retryAt = Math.max(retryAt, groupClears);
  }
  throw tooManyRequests((retryAt - Date.now()) / 1000);
}

/** When the key drops below its max again: the max-th newest earlier event leaves the window. */
async function clearsAt(db: DbOrTx, limit: Limit, rule: KeyLimit, since: Date, ownIds: number[]): Promise<number> {
  const [row] = await db
    .select({ at: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, limit.bucket),
        eq(rateLimitEvents.key, rule.key),
        gt(rateLimitEvents.createdAt, since),
        ownIds.length > 0 ? notInArray(rateLimitEvents.id, ownIds) : undefined,
      ),
    )
    .orderBy(desc(rateLimitEvents.createdAt))
    .offset(rule.max - 1)
    .limit(1);
  // None left (parallel attempts were taken back meanwhile): it has already cleared.
  return row ? row.at.getTime() + limit.windowMs : Date.now();
}

/** Forgets every event of these keys (e.g. a username's failures once its owner logs in). */
export async function clearEvents(db: DbOrTx, bucket: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), inArray(rateLimitEvents.key, keys)));
}

/** Forgets every event of these keys and of the keys that begin with `<key>|` (their per-IP pairs). */
export async function clearEventsWithPairs(db: DbOrTx, buckets: string[], keys: string[]): Promise<void> {
  if (keys.length === 0 || buckets.length === 0) return;
  const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        inArray(rateLimitEvents.bucket, buckets),
        or(inArray(rateLimitEvents.key, keys), ...keys.map((key) => like(rateLimitEvents.key, `${escape(key)}|%`))),
      ),
    );
}
