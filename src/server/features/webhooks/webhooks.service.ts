import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
  WebhookInput,
} from "../../../shared/contracts/webhooks";
import type { DbOrTx } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks";
import { allFields, withActivity, type Actor } from "../../domain/activity/record-activity";
import { webhookUrlProblem } from "../../domain/webhooks/webhook-url";
import { badRequest, notFound } from "../../lib/errors";

const ENDPOINT_NOT_FOUND = "Webhook not found";
const DELIVERY_NOT_FOUND = "Delivery not found";
/** The deliveries list shows this many, newest first. */
const DELIVERIES_SHOWN = 200;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function toEndpointDto(row: EndpointRow): WebhookEndpoint {
  return { id: row.id, url: row.url, events: row.events as WebhookEventType[], createdAt: row.createdAt.toISOString() };
}

function toDeliveryDto(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type as WebhookEventType,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    state: row.state,
    failed: row.state === "failed",
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: row.state === "pending" ? row.nextAttemptAt.toISOString() : null,
  };
}

/** The host of a URL, for the activity log's line (never the path: it may carry a token of the receiver's). */
const hostOf = (url: string) => new URL(url).host;

export async function listWebhookEndpoints(db: DbOrTx): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(toEndpointDto);
}

/**
 * POST /api/admin/webhooks: the URL checked (https, a public address unless WEBHOOK_ALLOW_PRIVATE),
 * a new signing secret made, and the endpoint answered with it: the only time it is shown.
 */
export async function createWebhookEndpoint(
  db: DbOrTx,
  input: WebhookInput,
  options: { allowPrivate: boolean },
  actor: Actor,
): Promise<CreatedWebhookEndpoint> {
  const problem = await webhookUrlProblem(input.url, options.allowPrivate);
  if (problem) throw badRequest(`url: ${problem}`);
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  return withActivity(db, actor, async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ url: input.url, events: input.events, secret, createdBy: actor.id })
      .returning();
    return {
      result: { ...toEndpointDto(row!), secret },
      activity: {
        action: "webhook.create",
        entityType: "webhook",
        entityId: row!.id,
        summary: `Added a webhook to ${hostOf(row!.url)} for ${input.events.join(", ")}`,
        changes: allFields({ url: row!.url, events: input.events }, "to"),
      },
    };
  });
}

/** DELETE /api/admin/webhooks/{id}: the endpoint and its deliveries (those not yet sent are never sent). */
export async function deleteWebhookEndpoint(db: DbOrTx, id: number, actor: Actor): Promise<void> {
  await withActivity(db, actor, async (tx) => {
    const [deleted] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!deleted) throw notFound(ENDPOINT_NOT_FOUND);
    return {
      result: undefined,
      activity: {
        action: "webhook.delete",
        entityType: "webhook",
        entityId: id,
        summary: `Deleted the webhook to ${hostOf(deleted.url)}`,
        changes: allFields({ url: deleted.url, events: deleted.events }, "from"),
      },
    };
  });
}

/** GET /api/admin/webhooks/{id}/deliveries: newest first. */
export async function listWebhookDeliveries(db: DbOrTx, endpointId: number): Promise<WebhookDelivery[]> {
  const [endpoint] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map(toDeliveryDto);
}

/**
 * POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/retry: due now, with a fresh set of
 * attempts (the count goes on). 404 for a delivery of another endpoint.
 */
export async function retryWebhookDelivery(db: DbOrTx, endpointId: number, deliveryId: number, actor: Actor): Promise<WebhookDelivery> {
  return withActivity(db, actor, async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({
        state: "pending",
        nextAttemptAt: sql`now()`,
        retryBase: sql`case when ${webhookDeliveries.state} = 'pending' then ${webhookDeliveries.retryBase} else ${webhookDeliveries.attempts} end`,
      })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
      .returning();
    if (!row) throw notFound(DELIVERY_NOT_FOUND);
    return {
      result: toDeliveryDto(row),
      activity: {
        action: "webhook.retry",
        entityType: "webhook",
        entityId: endpointId,
        summary: `Sent ${row.type} event ${row.eventId} to webhook #${endpointId} again`,
      },
    };
  });
}
