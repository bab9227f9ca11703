// A quote's life as the checkout and the quotes feature both see it (extensions §4): open until its
// last valid day, then expired; ordered at most once, by the order's own transaction; reopened
// when that order's card payment fails.
import { and, eq, sql } from "drizzle-orm";
import type { QuoteStatus } from "../../../shared/contracts/institutional";
import { shopToday } from "../../../shared/shop-time";
import type { DbOrTx } from "../../db/client";
import { quotes } from "../../db/schema/institutional";
import { conflict } from "../../lib/errors";
import { normalizeMoney } from "../../../shared/money";
import { emitWebhookEvent, type WebhookData } from "../webhooks/webhook-events";

export type QuoteRow = typeof quotes.$inferSelect;
export const QUOTE_VALID_DAYS = 30;

/** open | ordered as stored; an open quote past its last valid day reads as expired. */
export function quoteStatus(row: Pick<QuoteRow, "status" | "validUntil">, today = shopToday()): QuoteStatus {
  if (row.status === "ordered" || row.status === "on_hold") return row.status;
  return row.validUntil < today ? "expired" : "open";
}

export const QUOTE_ON_HOLD = "This quote is on hold while we review it. We will contact you; it cannot be ordered yet.";

/** Marks the quote ordered in the order's own transaction: of two orders racing for one quote, the second finds it taken (409). */
export async function takeQuote(tx: DbOrTx, quoteId: string): Promise<void> {
  const [taken] = await tx
    .update(quotes)
    .set({ status: "ordered", updatedAt: sql`now()` })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, "open"), sql`${quotes.validUntil} >= ${shopToday()}`))
    .returning({ id: quotes.id });
  if (taken) return;
  const [held] = await tx.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quoteId));
  if (held?.status === "on_hold") throw conflict(QUOTE_ON_HOLD);
  throw conflict("This quote has already been ordered or has expired");
}

/** The order that took the quote, recorded once the order row exists (same transaction). */
export async function linkQuoteOrder(tx: DbOrTx, quoteId: string, orderId: string): Promise<void> {
  const [linked] = await tx.update(quotes).set({ orderId }).where(eq(quotes.id, quoteId)).returning();
  if (linked) await emitQuoteEvent(tx, linked, "ordered");
}

/** A declined or failed card payment frees its quote for another attempt (where the reservation is released). */
export async function reopenQuote(tx: DbOrTx, orderId: string): Promise<void> {
  const [reopened] = await tx
    .update(quotes)
    .set({ status: "open", orderId: null, updatedAt: sql`now()` })
    .where(and(eq(quotes.orderId, orderId), eq(quotes.status, "ordered")))
    .returning();
  if (reopened) await emitQuoteEvent(tx, reopened, "reopened");
}

/** quote.updated's data: the quote's state and totals after the change. */
type QuoteChange = "revised" | "released" | "ordered" | "reopened";

function quoteSnapshot(row: QuoteRow, change: QuoteChange): WebhookData {
  return {
    quoteId: row.id,
    number: row.number,
    change,
    status: quoteStatus(row),
    revision: row.revision,
    validUntil: row.validUntil,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    companyName: row.companyName,
    subtotal: normalizeMoney(row.subtotal),
    discount: normalizeMoney(row.discount),
    taxAmount: normalizeMoney(row.taxAmount),
    shippingCost: normalizeMoney(row.shippingCost),
    total: normalizeMoney(row.total),
    orderId: row.orderId,
  };
}

/** quote.updated, sent with the quote as it is after the change (extensions §10). */
export function emitQuoteEvent(tx: DbOrTx, row: QuoteRow, change: QuoteChange): Promise<void> {
  return emitWebhookEvent(tx, "quote.updated", quoteSnapshot(row, change));
}
