import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { idempotencyKeys, orders } from "../../db/schema/orders";
import { badRequest, conflict } from "../../http/errors";
import { placedAnswer } from "./idempotency-cleanup";

export const KEY_IN_PROGRESS = "This payment is already being processed.";
export const KEY_REUSED = "This Idempotency-Key was already used for a different request.";
export const KEY_CONFIRMING =
  "We are still confirming your earlier payment with the card processor. Please wait a few minutes: this page will then show your order or let you pay again.";
/** Answers after which nothing was charged: the key may carry a new attempt (another card). */
const RETRYABLE_STATUSES = [402, 502];

/**
 * A stored answer marked `retryable: false` (a 502 whose outcome at the card processor is
 * unknown) is final: every later request with its key gets it again, whatever the body, so an
 * attempt that may have charged the card is never followed by a second charge under that key.
 */
function isFinal(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { retryable?: unknown }).retryable === false;
}
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export type Claim = { kind: "claimed" } | { kind: "replay"; answer: StoredAnswer };

/** The Idempotency-Key header: absent means "do not deduplicate" (the spec's original client sends none). */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header) || !KEY_PATTERN.test(header))
    throw badRequest("Idempotency-Key: must be a single UUID (8 to 255 visible characters)");
  return header;
}

/** JSON with sorted keys, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function requestHash(body: unknown): string {
  return createHash("sha256").update(canonical(body)).digest("hex");
}

/**
 * A key whose first attempt was declined or failed for certain (nothing charged) may start a new attempt
 * with a new card: the checkout page keeps its key until an order is placed. The old order
 * lets go of the key so the new one can hold it.
 */
async function reclaimFailed(db: Db, key: string, oldHash: string, newHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(idempotencyKeys)
      .set({ requestHash: newHash, statusCode: null, response: null, completedAt: null, createdAt: sql`now()` })
      .where(
        and(
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.requestHash, oldHash),
          isNotNull(idempotencyKeys.completedAt),
          inArray(idempotencyKeys.statusCode, RETRYABLE_STATUSES),
          // The same rule as isFinal, in SQL: a final answer is never reclaimed.
          sql`(${idempotencyKeys.response} ->> 'retryable') is distinct from 'false'`,
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (!row) return false;
    await tx
      .update(orders)
      .set({ idempotencyKey: null })
      .where(and(eq(orders.idempotencyKey, key), inArray(orders.paymentStatus, ["declined", "failed"])));
    return true;
  });
}

function claimQuery(db: Db) {
  return db
    .insert(idempotencyKeys)
    .values({ key: sql.placeholder("key"), userId: sql.placeholder("userId"), requestHash: sql.placeholder("requestHash") })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare("idempotency_claim");
}

// On the way of every keyed checkout: built once per database (a named statement on PostgreSQL).
const preparedClaims = new WeakMap<Db, ReturnType<typeof claimQuery>>();

/**
 * Claims a key for one charge (INSERT ... ON CONFLICT DO NOTHING: of two racing requests one
 * wins). The other waits for the first to finish, up to waitMs, and then replays its answer,
 * so a double-clicked "Pay" button gets the same answer twice and one charge.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { key: string; userId: number; requestHash: string; waitMs: number },
): Promise<Claim> {
  const deadline = Date.now() + claim.waitMs;
  let pause = 50;
  for (;;) {
    let insert = preparedClaims.get(db);
    if (!insert) preparedClaims.set(db, (insert = claimQuery(db)));
    const inserted = await insert.execute({ key: claim.key, userId: claim.userId, requestHash: claim.requestHash });
    if (inserted.length > 0) return { kind: "claimed" };

    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, claim.key));
    if (!row) continue; // released a moment ago: try to claim it again
    if (row.userId !== claim.userId) throw conflict(KEY_REUSED);

    if (row.completedAt && row.statusCode !== null) {
      // A placed order is the key's final answer whatever the new body (a checkout page still open
      // sends a new card token): the customer sees the order instead of a second charge.
      if (row.requestHash === claim.requestHash || isFinal(row.response) || row.statusCode === 200) {
        return { kind: "replay", answer: { statusCode: row.statusCode, body: row.response } };
      }
      if (RETRYABLE_STATUSES.includes(row.statusCode)) {
        if (await reclaimFailed(db, claim.key, row.requestHash, claim.requestHash)) return { kind: "claimed" };
        // Someone else changed it meanwhile: look again, but within the deadline, so a row the
        // reclaim keeps refusing can never spin this loop.
        if (Date.now() >= deadline) throw conflict(KEY_IN_PROGRESS);
        await sleep(pause);
        pause = Math.min(pause * 2, 500);
        continue;
      }
      throw conflict(KEY_REUSED);
    }
    const order = await keyOrder(db, claim.key);
    if (order && (order.paymentStatus === "paid" || order.paymentStatus === "review")) {
      // The order was placed but its request never wrote the answer (its process died after the
      // payment was recorded): the order is the answer, now rather than when the sweeper gets to it.
      const answer = placedAnswer(order.id, order.paymentStatus);
      await completeIdempotencyKey(db, claim.key, answer);
      return { kind: "replay", answer };
    }
    // The key's order lost its gateway answer: only the sweeper's look-up can answer the key now, so nobody should wait for it.
    if (order?.paymentStatus === "reserved" && order.chargeUncertain) throw conflict(KEY_CONFIRMING);
    if (row.requestHash !== claim.requestHash || Date.now() >= deadline) throw conflict(KEY_IN_PROGRESS);
    await sleep(pause);
    pause = Math.min(pause * 2, 500);
  }
}

/** The order holding the key, if one was reserved under it. */
async function keyOrder(db: Db, key: string) {
  const [order] = await db
    .select({ id: orders.id, paymentStatus: orders.paymentStatus, chargeUncertain: orders.chargeUncertain })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return order;
}

export async function completeIdempotencyKey(db: DbOrTx, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body, completedAt: sql`now()` })
    .where(eq(idempotencyKeys.key, key));
}

/** Frees a key whose request ended before anything was reserved or charged (a 4xx): the client may fix the cart and retry. */
export async function releaseIdempotencyKey(db: Db, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.completedAt)));
}
