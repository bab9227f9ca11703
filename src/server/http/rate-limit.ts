import { and, asc, count, eq, gt, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { rateLimitEvents } from "../db/schema/users";
import { tooManyRequests } from "./errors";

export interface Limit {
  bucket: string;
  /** e.g. ["ip:127.0.0.1", "user:alice"]: each key is limited on its own. */
  keys: string[];
  max: number;
  windowMs: number;
}

/**
 * Abuse limits kept in the database so every server process counts the same events.
 * Throws 429 with Retry-After when any key already has `max` events in the window.
 */
export async function assertUnderLimit(db: DbOrTx, limit: Limit): Promise<void> {
  const since = new Date(Date.now() - limit.windowMs);
  for (const key of limit.keys) {
    const [row] = await db
      .select({ n: count() })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)));
    if ((row?.n ?? 0) < limit.max) continue;
    const [oldest] = await db
      .select({ at: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)))
      .orderBy(asc(rateLimitEvents.createdAt))
      .limit(1);
    const retryAfterMs = oldest ? oldest.at.getTime() + limit.windowMs - Date.now() : limit.windowMs;
    throw tooManyRequests(retryAfterMs / 1000);
  }
}

export async function recordEvent(db: DbOrTx, bucket: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(rateLimitEvents).values(keys.map((key) => ({ bucket, key })));
  if (Math.random() < 0.02) await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - 86_400_000)));
}

export async function clearEvents(db: DbOrTx, bucket: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), inArray(rateLimitEvents.key, keys)));
}
