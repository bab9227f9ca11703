// Quotes (extensions §4): the cart priced by the server and kept for 30 days, numbered
// Q-YYYY-NNNNN, mailed as a PDF, revised by the admin, ordered at most once.
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Quote, quoteRequest, quoteUpdate, QuoteStatus } from "../../../shared/contracts/institutional";
import { fromCents, taxCents, toCents } from "../../../shared/money";
import { SHOP } from "../../../shared/shop-identity";
import type { Mailer } from "../../adapters/mail/mailer";
import type { ShippingRates } from "../../adapters/shipping/shipping-rates";
import type { Db, DbOrTx } from "../../db/client";
import { quoteCounters, quotes } from "../../db/schema/institutional";
import type { UserRow } from "../../domain/accounts/users.mapper";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { embargoedPlace, embargoMessage } from "../../domain/export/embargo";
import { SHOP_TIME_ZONE } from "../../domain/orders/invoice-number";
import { applicableExemption } from "../../domain/tax/exemption";
import { badRequest, conflict, notFound } from "../../http/errors";
import { withTimeout } from "../../lib/timeout";
import { priceOrder } from "./pricing.service";
import { renderQuotePdf } from "./quote-pdf";

export type QuoteRow = typeof quotes.$inferSelect;
export const QUOTE_VALID_DAYS = 30;
const MAIL_TIMEOUT_MS = 10_000;
const NOT_FOUND = "Quote not found";

export interface QuoteContext {
  db: Db;
  shippingRates: ShippingRates;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
/** Today in the shop's time zone, YYYY-MM-DD. */
export const shopToday = (now = new Date()): string => DAY.format(now);
export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** open | ordered as stored; an open quote past its last valid day reads as expired. */
export function quoteStatus(row: Pick<QuoteRow, "status" | "validUntil">, today = shopToday()): QuoteStatus {
  if (row.status === "ordered") return "ordered";
  return row.validUntil < today ? "expired" : "open";
}

export function toQuoteDto(row: QuoteRow): Quote {
  return {
    id: row.id,
    number: row.number,
    status: quoteStatus(row),
    validUntil: row.validUntil,
    items: row.items,
    subtotal: fromCents(toCents(row.subtotal)),
    discount: fromCents(toCents(row.discount)),
    taxRate: fromCents(toCents(row.taxRate)),
    taxAmount: fromCents(toCents(row.taxAmount)),
    shippingCost: fromCents(toCents(row.shippingCost)),
    total: fromCents(toCents(row.total)),
    shippingAddress: { street: row.street, city: row.city, state: row.state, zipCode: row.zipCode, country: row.country },
    shippingMethod: row.shippingMethod,
    shippingServiceName: row.shippingServiceName,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    companyName: row.companyName,
    notes: row.notes,
    userId: row.userId,
    orderId: row.orderId,
    taxExemptionId: row.taxExemptionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Subtotal, discount, tax on (subtotal - discount), shipping, total: all in cents, then as strings. */
export function quoteTotals(subtotalCents: number, discountCents: number, taxRate: string, shippingCents: number) {
  const taxable = subtotalCents - discountCents;
  const tax = taxCents(taxable, taxRate);
  return {
    subtotal: fromCents(subtotalCents),
    discount: fromCents(discountCents),
    taxRate: fromCents(toCents(taxRate)),
    taxAmount: fromCents(tax),
    shippingCost: fromCents(shippingCents),
    total: fromCents(taxable + tax + shippingCents),
  };
}

/** Refuses a destination under U.S. embargo (400), before any pricing. */
export function assertShippable(destination: { country: string; state?: string | null; city?: string | null }): void {
  const place = embargoedPlace(destination);
  if (place) throw badRequest(embargoMessage(place));
}

async function mailQuote(ctx: Pick<QuoteContext, "mailer" | "log">, row: QuoteRow, revised: boolean): Promise<void> {
  try {
    const pdf = await renderQuotePdf(row);
    const what = revised ? `Revised quote ${row.number} (revision ${row.revision})` : `Quote ${row.number}`;
    const text = [
      `Dear ${row.customerName},`,
      "",
      `${revised ? "We have revised your quote" : "Thank you for your request"}: ${what} is attached as a PDF.`,
      `It is valid until ${row.validUntil}. You can order from it in your account (Quotes), paying by card or, with Net 30 terms, on invoice.`,
      "",
      SHOP.name,
    ].join("\n");
    await withTimeout(MAIL_TIMEOUT_MS, "mail", (signal) =>
      ctx.mailer.send(
        {
          to: row.customerEmail,
          subject: `${what} - ${SHOP.name}`,
          text,
          attachments: [{ filename: `${row.number}.pdf`, content: pdf, contentType: "application/pdf" }],
        },
        { signal },
      ),
    );
  } catch (error) {
    // The quote stands and is listed in the account; a lost mail does not undo it.
    ctx.log.error({ err: error, quote: row.number }, "quote mail could not be sent");
  }
}

/** POST /api/quotes: priced exactly like the checkout (lines, shipping, tax, exemption), numbered, mailed. */
export async function createQuote(ctx: QuoteContext, input: z.output<typeof quoteRequest>, user: UserRow): Promise<Quote> {
  const address = input.shippingAddress;
  assertShippable(address);
  const priced = await priceOrder(ctx.db, ctx.shippingRates, { items: input.items, shippingMethod: input.shippingMethod, ...address });
  const exemptionId = await applicableExemption(ctx.db, user, address);
  const rate = exemptionId === null ? priced.totals.taxRate : "0.00";
  const totals = quoteTotals(priced.subtotalCents, 0, rate, priced.shipping.costCents);
  const today = shopToday();
  const row = await ctx.db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(quoteCounters)
      .values({ year: Number(today.slice(0, 4)), last: 1 })
      .onConflictDoUpdate({ target: quoteCounters.year, set: { last: sql`${quoteCounters.last} + 1` } })
      .returning();
    const number = `Q-${counter!.year}-${String(counter!.last).padStart(5, "0")}`;
    const [inserted] = await tx
      .insert(quotes)
      .values({
        number,
        userId: user.id,
        validUntil: addDays(today, QUOTE_VALID_DAYS),
        items: priced.lines,
        ...totals,
        shippingMethod: priced.shipping.service,
        shippingServiceName: priced.shipping.serviceName,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        companyName: input.companyName,
        notes: input.notes,
        street: address.street,
        city: address.city,
        state: address.state,
        zipCode: address.zipCode,
        country: address.country,
        taxExemptionId: exemptionId,
      })
      .returning();
    return inserted!;
  });
  await mailQuote(ctx, row, false);
  return toQuoteDto(row);
}

export async function listUserQuotes(db: DbOrTx, userId: number): Promise<Quote[]> {
  const rows = await db.select().from(quotes).where(eq(quotes.userId, userId)).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(200);
  return rows.map(toQuoteDto);
}

export async function listAdminQuotes(db: DbOrTx): Promise<Quote[]> {
  const rows = await db.select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(500);
  return rows.map(toQuoteDto);
}

/** A customer's own quote (404 for another's), or any quote for the admin. */
export async function findQuote(db: DbOrTx, id: string, reader: { customerId: number } | "admin"): Promise<QuoteRow> {
  const own = reader === "admin" ? undefined : eq(quotes.userId, reader.customerId);
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), own));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function quotePdf(db: DbOrTx, id: string, reader: { customerId: number } | "admin") {
  const row = await findQuote(db, id, reader);
  return { filename: `${row.number}.pdf`, bytes: await renderQuotePdf(row) };
}

/**
 * PUT /api/admin/quotes/{id}: new unit prices for some lines, a discount (an amount), a new last
 * valid day; the totals are recomputed with the quote's own tax rate and shipping, the revision
 * counted, and the revised PDF mailed. An ordered quote cannot change (409).
 */
export async function updateQuote(ctx: QuoteContext, id: string, input: z.output<typeof quoteUpdate>, actor: Actor): Promise<Quote> {
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    if (current.status === "ordered") throw conflict(`Quote ${current.number} has been ordered and can no longer be changed`);
    const items = current.items.map((line) => ({ ...line }));
    for (const change of input.lines ?? []) {
      const line = items[change.index];
      if (!line) throw badRequest(`lines: there is no line ${change.index} (the quote has ${items.length})`);
      line.price = change.unitPrice;
      line.lineTotal = fromCents(toCents(change.unitPrice) * line.quantity);
    }
    const subtotalCents = items.reduce((sum, line) => sum + toCents(line.lineTotal), 0);
    const discountCents = input.discount !== undefined ? toCents(input.discount) : toCents(current.discount);
    if (discountCents > subtotalCents) throw badRequest("discount: must not be more than the subtotal");
    const totals = quoteTotals(subtotalCents, discountCents, current.taxRate, toCents(current.shippingCost));
    const [updated] = await tx
      .update(quotes)
      .set({
        items,
        ...totals,
        validUntil: input.validUntil ?? current.validUntil,
        revision: sql`${quotes.revision} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, id))
      .returning();
    await recordActivity(tx, actor, {
      action: "quote.update",
      entityType: "quote",
      entityId: current.number,
      summary: `Revised quote ${current.number}: total ${totals.total}, valid until ${updated!.validUntil}`,
    });
    return updated!;
  });
  await mailQuote(ctx, row, true);
  return toQuoteDto(row);
}
