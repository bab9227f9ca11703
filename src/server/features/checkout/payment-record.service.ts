import { and, eq, sql } from "drizzle-orm";
import { enqueueMail, enqueueMailsSql } from "../../domain/mail/mail-outbox";
import { formatPrice } from "../../../shared/money";
import type { Mail } from "../../domain/mail/mail-kinds";
import type { Db, DbOrTx } from "../../db/client";
import { idempotencyKeys, invoiceCounters, orderEvents, orders } from "../../db/schema/orders";
import { rateLimitEvents } from "../../db/schema/users";
import { SHOP_TIME_ZONE } from "../../../shared/shop-time";
import { recordOrderEvent } from "../../domain/orders/order-events";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import { emitOrderEvent, orderSnapshot, webhookEventSql } from "../../domain/webhooks/webhook-events";

export interface ApprovedPayment {
  status: "paid" | "review";
  transactionId: string | null;
  lastFour: string | null;
  /** "charge": the checkout's own answer; "reconciliation": found by the sweeper's look-up after the answer was lost. */
  via: "charge" | "reconciliation";
  /** Why a reconciled payment is held for review instead of paid (e.g. an amount that differs). */
  note?: string;
}

function paymentMessage(order: OrderRow, payment: ApprovedPayment): string {
  const card = payment.lastFour ? `card ending ${payment.lastFour}` : "card";
  const txn = payment.transactionId ? `, transaction ${payment.transactionId}` : "";
  const what = payment.status === "paid" ? "approved" : "held for review by the card processor";
  const found = payment.via === "reconciliation" ? "Found at the gateway after the checkout's answer was lost: payment" : "Payment";
  return `${found} of ${formatPrice(order.total)} ${what} (${card}${txn})${payment.note ? `. ${payment.note}` : ""}`;
}

/** A paid order's new fields as one statement returns them (timestamps may come back as text). */
interface PaidRow {
  invoice_number: string;
  paid_at: Date | string;
  updated_at: Date | string;
}

/**
 * What else the checkout writes once a payment is recorded, folded into the same statement
 * (decision 0045): the Idempotency-Key's final answer, the order's e-mails (outbox rows, sent
 * by the worker) and the card-testing place given back. Written exactly when the payment is, so a crash can no longer leave a paid
 * order whose key is still open or whose confirmation was never queued.
 */
export interface PaidFollowUps {
  idempotency?: { key: string; statusCode: number; body: unknown } | undefined;
  /** Mails without attachments (the order mails). */
  mails?: Omit<Mail, "attachments">[];
  /**
   * The charge's place in the card-testing limit (rate_limit_events ids, charge-limit.ts): an
   * approved payment is no failure. Deleted whatever the order's state (a payment taken after
   * the reservation was released was approved all the same).
   */
  claims?: number[];
}

function followUpStatements(followUps: PaidFollowUps) {
  const parts = [];
  const answer = followUps.idempotency;
  if (answer) {
    parts.push(sql`, answered as (
      update ${idempotencyKeys} set status_code = ${answer.statusCode}, response = ${JSON.stringify(answer.body)}::jsonb, completed_at = now()
      where key = ${answer.key} and exists (select 1 from paid)
    )`);
  }
  if (followUps.mails?.length) parts.push(sql`, mails as (${enqueueMailsSql(followUps.mails, sql`paid`)})`);
  if (followUps.claims?.length) {
    parts.push(sql`, released as (
      delete from ${rateLimitEvents} where id = any(${`{${followUps.claims.join(",")}}`}::int[])
    )`);
  }
  return sql.join(parts);
}

/**
 * A paid payment in ONE statement: lock the reserved order, take the next invoice number of the
 * year (the counter row's lock orders every payment, and is held only until this statement's
 * commit), record status, card, paid_at and number, and write the history lines (the payment's,
 * then "invoice_issued"), the order.paid webhook event (extensions §10), and the follow-ups the caller passes. Nothing happens, and no number is
 * used up, when the order is no longer reserved. Atomic on its own; inside a transaction it is part of it.
 */
async function recordPaid(
  tx: DbOrTx,
  order: OrderRow,
  payment: ApprovedPayment,
  message: string,
  followUps: PaidFollowUps = {},
): Promise<OrderRow | null> {
  const type = payment.via === "reconciliation" ? "reconciled" : "paid";
  // Webhooks (extensions §10): order.paid, and a held order's order.on_hold now that it is real (charge-plan.ts).
  const paidSnapshot = sql`${JSON.stringify(orderSnapshot({ ...order, paymentStatus: "paid" }))}::jsonb || jsonb_build_object('invoiceNumber', paid.invoice_number)`;
  const held =
    order.status === "on_hold"
      ? sql`, held_hook as (${webhookEventSql("order.on_hold", sql`${paidSnapshot} || ${JSON.stringify({ screeningMatch: order.screeningMatch })}::jsonb`, sql`paid`)})`
      : sql``;
  const result = await tx.execute(sql`
    with locked as (
      select id from ${orders} where id = ${order.id} and payment_status = 'reserved' for update
    ), counter as (
      insert into ${invoiceCounters} (year, last)
      select extract(year from now() at time zone ${SHOP_TIME_ZONE})::int, 1 from locked
      on conflict (year) do update set last = ${invoiceCounters}.last + 1
      returning year, last
    ), paid as (
      update ${orders} set
        payment_status = 'paid', transaction_id = ${payment.transactionId}, card_last_four = ${payment.lastFour},
        charge_uncertain = false, paid_at = now(), updated_at = now(),
        invoice_number = 'INV-' || counter.year || '-' || lpad(counter.last::text, 5, '0')
      from counter
      where ${orders}.id = ${order.id}
      returning ${orders}.invoice_number, ${orders}.paid_at, ${orders}.updated_at
    ), events as (
      insert into ${orderEvents} (order_id, actor, type, message)
      select ${order.id}::uuid, line.actor, line.type, line.message
      from paid, lateral (values
        (1, 'system', ${type}::text, ${message}::text),
        (2, 'system', 'invoice_issued', 'Invoice ' || paid.invoice_number || ' issued')
      ) as line(n, actor, type, message)
      order by line.n
    ), hooks as (
      ${webhookEventSql("order.paid", paidSnapshot, sql`paid`)}
    )${held}${followUpStatements(followUps)}
    select invoice_number, paid_at, updated_at from paid`);
  const [row] = (result as unknown as { rows: PaidRow[] }).rows;
  if (!row) return null;
  return {
    ...order,
    paymentStatus: "paid",
    transactionId: payment.transactionId,
    cardLastFour: payment.lastFour,
    chargeUncertain: false,
    invoiceNumber: row.invoice_number,
    paidAt: new Date(row.paid_at),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * Records an approved (or held) payment on a reserved order: status, card, paid_at, the invoice
 * number for a paid order, and the history lines. Returns null when the order is no longer
 * reserved. `order` is the order as it was reserved (its other fields do not change here).
 */
export async function recordPaymentIn(tx: DbOrTx, order: OrderRow, payment: ApprovedPayment): Promise<OrderRow | null> {
  const message = paymentMessage(order, payment);
  if (payment.status === "paid") return recordPaid(tx, order, payment, message);
  const [updated] = await tx
    .update(orders)
    .set({
      paymentStatus: payment.status,
      transactionId: payment.transactionId,
      cardLastFour: payment.lastFour,
      chargeUncertain: false,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, "reserved")))
    .returning();
  if (!updated) return null;
  const type = payment.via === "reconciliation" ? "reconciled" : payment.status;
  await recordOrderEvent(tx, { orderId: order.id, actor: "system", type, message });
  if (updated.status === "on_hold") await emitOrderEvent(tx, "order.on_hold", updated, { screeningMatch: updated.screeningMatch });
  return updated;
}

/**
 * The charge's own answer, in one transaction. Null when the reservation was already released
 * (a sweeper of an older version, or an operator): the order is then flagged for review so the
 * admin sees a payment without stock. A paid payment writes `followUps` in its statement (and
 * only when it returns a row); one held for review queues the mails in its transaction; any other
 * outcome leaves them to the caller.
 */
export async function confirmPayment(
  db: Db,
  order: OrderRow,
  payment: Omit<ApprovedPayment, "via">,
  followUps: PaidFollowUps = {},
): Promise<OrderRow | null> {
  const approved = { ...payment, via: "charge" } as const;
  // A paid answer is one statement, atomic without a transaction: on the way of every checkout.
  const recorded = approved.status === "paid" ? await recordPaid(db, order, approved, paymentMessage(order, approved), followUps) : null;
  if (recorded) return recorded;
  const orderId = order.id;
  return db.transaction(async (tx) => {
    if (approved.status !== "paid") {
      const row = await recordPaymentIn(tx, order, approved);
      if (row) {
        for (const mail of followUps.mails ?? []) await enqueueMail(tx, mail);
        return row;
      }
    }
    const [flagged] = await tx
      .update(orders)
      .set({ paymentStatus: "review", transactionId: payment.transactionId, cardLastFour: payment.lastFour, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "failed")))
      .returning({ id: orders.id });
    if (flagged) {
      await recordOrderEvent(tx, {
        orderId,
        actor: "system",
        type: "review",
        message: `Payment approved after the reservation was released (transaction ${payment.transactionId ?? "unknown"}): the stock was not taken again, check the order before shipping`,
      });
    }
    return null;
  });
}
