// Webhook events (extensions §10, decision 0075): a change that causes an event writes one outbox row
// per subscribed endpoint in its own transaction; the delivery worker sends them. With no endpoint
// subscribed the INSERT ... SELECT finds no row and writes nothing: one statement on a table of a few rows.
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { WebhookEventType } from "../../../shared/contracts/webhooks";
import { normalizeMoney } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks";
import type { OrderRow } from "../orders/orders.mapper";

export type WebhookData = Record<string, unknown>;

/**
 * The INSERT of one event's deliveries, for a statement that writes the change itself (the
 * checkout's paid payment, decision 0045): `data` is a jsonb expression, `from` the CTE its
 * values come from (nothing is written when it yields no row).
 */
export function webhookEventSql(type: WebhookEventType, data: SQL, from?: SQL): SQL {
  return sql`insert into ${webhookDeliveries} (endpoint_id, event_id, type, data)
    select e.id, ${randomUUID()}::uuid, ${type}, ${data}
    from ${from ? sql`${from}, ` : sql``}${webhookEndpoints} e
    where ${type} = any(e.events)`;
}

/** Records an event for every endpoint that subscribes to it. Pass the change's transaction. */
export async function emitWebhookEvent(tx: DbOrTx, type: WebhookEventType, data: WebhookData): Promise<void> {
  await tx.execute(webhookEventSql(type, sql`${JSON.stringify(data)}::jsonb`));
}

/** What every order event carries: the order as a receiver needs it to look it up and act (money as the API's decimal strings). */
export function orderSnapshot(row: OrderRow): WebhookData {
  return {
    orderId: row.id,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    companyName: row.companyName,
    purchaseOrderNumber: row.purchaseOrderNumber,
    subtotal: normalizeMoney(row.subtotal),
    discount: normalizeMoney(row.discount),
    taxAmount: normalizeMoney(row.taxAmount),
    shippingCost: normalizeMoney(row.shippingCost),
    total: normalizeMoney(row.total),
    amountPaid: normalizeMoney(row.amountPaid),
    refundedAmount: normalizeMoney(row.refundedAmount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An order event with the order's snapshot and what is particular to the event (a shipment, a refund). */
export function emitOrderEvent(tx: DbOrTx, type: WebhookEventType, row: OrderRow, extra: WebhookData = {}): Promise<void> {
  return emitWebhookEvent(tx, type, { ...orderSnapshot(row), ...extra });
}
