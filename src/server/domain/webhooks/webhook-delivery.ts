// The sending half of the webhook outbox (decision 0075): any number of processes claim due
// deliveries with FOR UPDATE SKIP LOCKED, a claim moves next_attempt_at past the send's timeout
// (the lease), and an outcome is written only while the claim is still this worker's (attempts
// unchanged), so no delivery is sent twice by two processes at once.
import { createHmac } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import { postWebhook } from "../../adapters/webhooks/post-webhook";
import type { DbOrTx } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks";

/** A receiver that has not answered within this is counted as failed (the attempt is retried). */
export const SEND_TIMEOUT_MS = 10_000;
/** A claimed delivery is invisible to other workers this long: longer than a send may take. */
const LEASE_S = 60;
const BATCH = 10;
/** Wait after the n-th failed attempt (n = 1 ...): 15 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h; the 8th failure gives up (about 21 h in all). */
export const RETRY_DELAYS_S = [15, 60, 300, 1800, 7200, 21_600, 43_200] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** Delivered and failed rows are kept this long for the admin's list, then deleted. */
const KEEP_DAYS = 30;

export const SIGNATURE_HEADER = "X-Shop-Signature";
export const EVENT_ID_HEADER = "X-Shop-Event-Id";

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the secret's UTF-8 bytes. */
export function signature(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac("sha256", Buffer.from(secret, "utf8")).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${v1}`;
}

/** The delivery body: its bytes are the same on every attempt (the stored data, the event's id and time). */
export function deliveryBody(event: { eventId: string; type: string; createdAt: Date; data: unknown }): string {
  return JSON.stringify({ id: event.eventId, type: event.type, createdAt: event.createdAt.toISOString(), data: event.data });
}

interface ClaimedDelivery {
  id: number;
  eventId: string;
  type: string;
  data: unknown;
  createdAt: Date;
  attempts: number;
  retryBase: number;
  url: string;
  secret: string;
}

async function claimDue(db: DbOrTx): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    update ${webhookDeliveries} d set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_S})
    from ${webhookEndpoints} e
    where e.id = d.endpoint_id and d.id in (
      select id from ${webhookDeliveries} where state = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id limit ${BATCH} for update skip locked
    )
    returning d.id, d.event_id, d.type, d.data, d.created_at, d.attempts, d.retry_base, e.url, e.secret`);
  type Raw = Record<"id" | "event_id" | "type" | "data" | "created_at" | "attempts" | "retry_base" | "url" | "secret", unknown>;
  // pg and PGlite both answer { rows }; bigserial may come back as a string, a timestamp as text.
  return (result as unknown as { rows: Raw[] }).rows.map((row) => ({
    id: Number(row.id),
    eventId: String(row.event_id),
    type: String(row.type),
    data: typeof row.data === "string" ? (JSON.parse(row.data) as unknown) : row.data,
    createdAt: new Date(row.created_at as string | Date),
    attempts: Number(row.attempts),
    retryBase: Number(row.retry_base),
    url: String(row.url),
    secret: String(row.secret),
  }));
}

export interface DeliveryContext {
  db: DbOrTx;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  /** Now, in unix seconds, for the signature (tests may pin it). */
  now?: () => number;
}

async function deliver(ctx: DeliveryContext, delivery: ClaimedDelivery): Promise<void> {
  const body = deliveryBody(delivery);
  const t = Math.floor(ctx.now ? ctx.now() : Date.now() / 1000);
  const answer = await postWebhook({
    url: delivery.url,
    body,
    timeoutMs: SEND_TIMEOUT_MS,
    allowPrivate: ctx.allowPrivate,
    headers: {
      "content-type": "application/json",
      "user-agent": "GravensteinRF-Webhooks/1",
      [SIGNATURE_HEADER]: signature(delivery.secret, body, t),
      [EVENT_ID_HEADER]: delivery.eventId,
      "X-Shop-Event-Type": delivery.type,
    },
  });
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const mine = sql`id = ${delivery.id} and attempts = ${delivery.attempts}`;
  if (ok) {
    await ctx.db.execute(sql`update ${webhookDeliveries} set state = 'delivered', delivered_at = now(), last_status = ${answer.status},
      last_error = null where ${mine}`);
    return;
  }
  const reason = (answer.error ?? `HTTP ${answer.status}`).slice(0, 500);
  const tries = delivery.attempts - delivery.retryBase;
  const failed = tries >= MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_S[Math.min(tries, RETRY_DELAYS_S.length) - 1] ?? RETRY_DELAYS_S[0];
  await ctx.db.execute(
    failed
      ? sql`update ${webhookDeliveries} set state = 'failed', last_status = ${answer.status}, last_error = ${reason}, next_attempt_at = now() where ${mine}`
      : sql`update ${webhookDeliveries} set last_status = ${answer.status}, last_error = ${reason},
          next_attempt_at = now() + make_interval(secs => ${delay}) where ${mine}`,
  );
  ctx.log[failed ? "error" : "warn"](
    { deliveryId: delivery.id, eventId: delivery.eventId, attempts: delivery.attempts, reason },
    failed
      ? "webhook delivery failed for good (Admin > Webhooks lists it with a Retry button)"
      : `webhook not delivered, retry in ${delay} s`,
  );
}

/** Sends every delivery that is due now, a batch at a time, until none is left. Answers how many were attempted. */
export async function deliverDueWebhooks(ctx: DeliveryContext): Promise<number> {
  let attempted = 0;
  for (;;) {
    const claimed = await claimDue(ctx.db);
    await Promise.all(claimed.map((delivery) => deliver(ctx, delivery)));
    attempted += claimed.length;
    if (claimed.length < BATCH) return attempted;
  }
}

/** Deletes delivered and failed deliveries older than KEEP_DAYS. */
export async function pruneWebhookDeliveries(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from ${webhookDeliveries}
    where state <> 'pending' and created_at < now() - make_interval(days => ${KEEP_DAYS})`);
}
