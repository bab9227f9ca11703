import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { idempotencyKeys, orders } from "../../db/schema/orders";
import { rateLimitEvents } from "../../db/schema/users";
import { badRequest, conflict } from "../../lib/errors";
import type { PlaceRows } from "./charge-limit";
import { placedAnswer } from "./charge-answers";

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

/** `placeIds`: the card-testing place the claim's statement inserted along with the key (when asked to). */
export type Claim = { kind: "claimed"; placeIds?: number[] | undefined } | { kind: "replay"; answer: StoredAnswer };

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

interface KeyClaim {
  key: string;
  userId: number;
  requestHash: string;
  waitMs: number;
  /** The charge's place in the card-testing limit, inserted by the same statement when the key is claimed (PostgreSQL). */
  place?: PlaceRows | undefined;
}

/**
 * The key's INSERT followed, in the same statement and only when the key was claimed, by the
 * card-testing place's rows (charge-limit.ts): one statement fewer on every keyed card checkout on
 * PostgreSQL, and a repeat that replays or waits takes no place. A claim returns the place's ids.
 */
function claimWithPlaceQuery(db: Db) {
  const claimed = db
    .$with("claimed", { key: sql<string>`key`.as("key") })
    .as(
      sql`insert into ${idempotencyKeys} (key, user_id, request_hash) values (${sql.placeholder("key")}, ${sql.placeholder("userId")}, ${sql.placeholder("requestHash")}) on conflict do nothing returning key`,
    );
  const place = db
    .$with("place", { id: sql<number>`id`.as("id") })
    .as(
      sql`insert into ${rateLimitEvents} (bucket, key) select ${sql.placeholder("bucket")}, place_key from claimed, unnest(array[${sql.placeholder("account")}, ${sql.placeholder("ip")}]::text[]) as place_key returning id`,
    );
  return db.with(claimed, place).select({ id: place.id }).from(place).prepare("idempotency_claim_with_place");
}

const preparedClaimsWithPlace = new WeakMap<Db, ReturnType<typeof claimWithPlaceQuery>>();

/** One INSERT of the key (with the place's rows when asked): whether it was claimed. */
async function insertKey(db: Db, claim: KeyClaim): Promise<{ claimed: boolean; placeIds?: number[] }> {
  const values = { key: claim.key, userId: claim.userId, requestHash: claim.requestHash };
  if (!claim.place) {
    let insert = preparedClaims.get(db);
    if (!insert) preparedClaims.set(db, (insert = claimQuery(db)));
    return { claimed: (await insert.execute(values)).length > 0 };
  }
  let insert = preparedClaimsWithPlace.get(db);
  if (!insert) preparedClaimsWithPlace.set(db, (insert = claimWithPlaceQuery(db)));
  const [account, ip] = claim.place.keys;
  const rows = await insert.execute({ ...values, bucket: claim.place.bucket, account, ip });
  // The place's rows exist exactly when the key was claimed.
  return rows.length > 0 ? { claimed: true, placeIds: rows.map((row) => Number(row.id)) } : { claimed: false };
}

/**
 * Claims a key for one charge (INSERT ... ON CONFLICT DO NOTHING: of two racing requests one
 * wins). The other waits for the first to finish, up to waitMs, and then replays its answer,
 * so a double-clicked "Pay" button gets the same answer twice and one charge.
 */
export async function claimIdempotencyKey(db: Db, claim: KeyClaim): Promise<Claim> {
  const deadline = Date.now() + claim.waitMs;
  let pause = 50;
  for (;;) {
    const inserted = await insertKey(db, claim);
    if (inserted.claimed) return { kind: "claimed", placeIds: inserted.placeIds };

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
