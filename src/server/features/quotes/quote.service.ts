// Quotes (extensions §4): the cart priced by the server and kept for 30 days, numbered
// Q-YYYY-NNNNN, mailed as a PDF, revised by the admin, ordered at most once.
import { and, desc, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Quote, quoteRequest, quoteUpdate } from "../../../shared/contracts/institutional";
import { fromCents, orderTotals, toCents } from "../../../shared/money";
import { writtenPostalCode } from "../../../shared/postal-codes";
import type { ShippingRates } from "../../adapters/shipping/shipping-rates";
import type { VatRegistry } from "../../adapters/tax-ids/vat-registry";
import type { Db, DbOrTx } from "../../db/client";
import { quotes } from "../../db/schema/institutional";
import type { UserRow } from "../../domain/accounts/users.mapper";
import { recordActivity, recordSystemActivity, type Actor } from "../../domain/activity/record-activity";
import { describeMatch } from "../../domain/export/screening";
import type { ScreeningList } from "../../domain/export/screening-list";
import { mayMail } from "../../domain/mail/mail-cap";
import { enqueueMail, type OutboxWorker } from "../../domain/mail/mail-outbox";
import { checkTaxId } from "../../domain/export/tax-id";
import { pricingFor } from "../../domain/pricing/pricing";
import { emitQuoteEvent, quoteStatus, type QuoteRow } from "../../domain/quotes/quote-rules";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { renderQuotePdf } from "../../domain/quotes/quote-pdf";
import { insertQuote, quoteMail } from "../../domain/quotes/quote-records";

const NOT_FOUND = "Quote not found";

export interface QuoteContext {
  db: Db;
  shippingRates: ShippingRates;
  vatRegistry: VatRegistry;
  mailWorker: Pick<OutboxWorker, "kick">;
  log: FastifyBaseLogger;
  /** The denied-party screening list (extensions §9). */
  screening: ScreeningList;
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
    discountCode: row.discountCode,
    discountAmount: fromCents(toCents(row.discount)),
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
    taxId: row.taxId,
    userId: row.userId,
    orderId: row.orderId,
    taxExemptionId: row.taxExemptionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * POST /api/quotes: priced exactly like the checkout (lines at the buyer's tier or group price, a
 * discount code, shipping, tax, exemption), numbered, mailed. A code's rules are checked now; its
 * use is taken when the quote is ordered (decision 0067).
 */
export async function createQuote(ctx: QuoteContext, input: z.output<typeof quoteRequest>, user: UserRow): Promise<Quote> {
  const address = input.shippingAddress;
  const [priced, taxId, held] = await Promise.all([
    pricingFor(ctx, {
      from: { items: input.items, shippingMethod: input.shippingMethod },
      address,
      account: user,
      discountCode: input.discountCode,
    }),
    checkTaxId(ctx.vatRegistry, { country: address.country, taxId: input.taxId }, "taxId"),
    ctx.screening.screen({
      customerName: input.customerName,
      companyName: input.companyName,
      addresses: [{ street: address.street, city: address.city }],
    }),
  ]);
  const totals = priced.totals;
  // A quote the customer requested is mail anyone can trigger: within the cap per address and per
  // account (past it the quote stands, unmailed). Asked before the transaction (the cap counts outside it).
  const mailIt = await mayMail(ctx.db, ctx.log, { kind: "quote", to: input.customerEmail, accountId: user.id });
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertQuote(tx, {
      userId: user.id,
      items: priced.lines,
      ...totals,
      shippingMethod: priced.shipping.service,
      shippingServiceName: priced.shipping.serviceName,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      companyName: input.companyName,
      notes: input.notes,
      taxId,
      street: address.street,
      city: address.city,
      state: address.state,
      zipCode: writtenPostalCode(address.country, address.zipCode),
      country: address.country,
      taxExemptionId: priced.taxExemptionId,
      discountCode: priced.discountCode,
      ...(held ? { status: "on_hold" as const, screeningMatch: held } : {}),
    });
    if (held) {
      await recordSystemActivity(tx, {
        action: "quote.hold",
        entityType: "quote",
        entityId: inserted.number,
        summary: `Quote ${inserted.number} on hold. ${describeMatch(held)}`,
      });
    }
    // The mail exists exactly when the quote does.
    if (mailIt) await enqueueMail(tx, await quoteMail(inserted, false));
    return inserted;
  });
  if (mailIt) ctx.mailWorker.kick();
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

/** The quote, locked for a change in this transaction; 404 when there is none. */
async function lockedQuote(tx: DbOrTx, id: string): Promise<QuoteRow> {
  const [current] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  if (!current) throw notFound(NOT_FOUND);
  return current;
}

/** An admin's change to a locked quote: written with a new updatedAt, and in the activity log. */
async function changeQuote(
  tx: DbOrTx,
  current: QuoteRow,
  set: PgUpdateSetSource<typeof quotes>,
  actor: Actor,
  logged: { action: string; summary: string },
): Promise<QuoteRow> {
  const [updated] = await tx
    .update(quotes)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(quotes.id, current.id))
    .returning();
  await recordActivity(tx, actor, { ...logged, entityType: "quote", entityId: current.number });
  return updated!;
}

/**
 * PUT /api/admin/quotes/{id}: new unit prices for some lines, a discount (an amount), a new last
 * valid day; the totals are recomputed with the quote's own tax rate and shipping, the revision
 * counted, and the revised PDF mailed. An ordered quote cannot change (409).
 */
export async function updateQuote(ctx: QuoteContext, id: string, input: z.output<typeof quoteUpdate>, actor: Actor): Promise<Quote> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockedQuote(tx, id);
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
    const totals = orderTotals(subtotalCents, current.taxRate, toCents(current.shippingCost), discountCents);
    const validUntil = input.validUntil ?? current.validUntil;
    const updated = await changeQuote(tx, current, { items, ...totals, validUntil, revision: sql`${quotes.revision} + 1` }, actor, {
      action: "quote.update",
      summary: `Revised quote ${current.number}: total ${totals.total}, valid until ${validUntil}`,
    });
    await emitQuoteEvent(tx, updated, "revised");
    // A revision is the shop's own doing: always mailed, with the change.
    await enqueueMail(tx, await quoteMail(updated, true));
    return updated;
  });
  ctx.mailWorker.kick();
  return toQuoteDto(row);
}

/**
 * POST /api/admin/quotes/{id}/release: a quote held by the screening (extensions §9) is open
 * again, with the owner's note in the activity log; 409 for a quote that is not on hold.
 */
export async function releaseQuote(db: Db, id: string, note: string, actor: Actor): Promise<Quote> {
  return db.transaction(async (tx) => {
    const current = await lockedQuote(tx, id);
    if (current.status !== "on_hold") throw conflict(`Quote ${current.number} is not on hold`);
    const updated = await changeQuote(tx, current, { status: "open" }, actor, {
      action: "quote.release",
      summary: `Released quote ${current.number} from the screening hold: ${note}`,
    });
    await emitQuoteEvent(tx, updated, "released");
    return toQuoteDto(updated);
  });
}
