// A quote's number, row and mail (extensions §4), shared by the quotes a customer asks for from the
// cart (features/quotes) and those of an approved, priced service request (features/service-requests).
import { sql } from "drizzle-orm";
import { addDays, shopToday } from "../../../shared/shop-time";
import type { Mail } from "../mail/mail-kinds";
import type { DbOrTx } from "../../db/client";
import { quoteCounters, quotes } from "../../db/schema/institutional";
import { renderQuotePdf } from "./quote-pdf";
import { QUOTE_VALID_DAYS, type QuoteRow } from "./quote-rules";

export type NewQuote = Omit<typeof quotes.$inferInsert, "id" | "number" | "validUntil" | "revision" | "createdAt" | "updatedAt">;

/**
 * Numbers the quote Q-YYYY-NNNNN (the year's counter row, updated in this transaction: two quotes
 * made at once wait on it, so the numbers have no gaps and no repeats) and inserts it, valid
 * QUOTE_VALID_DAYS from today. Use inside the transaction that makes the quote.
 */
export async function insertQuote(tx: DbOrTx, values: NewQuote): Promise<QuoteRow> {
  const today = shopToday();
  const [counter] = await tx
    .insert(quoteCounters)
    .values({ year: Number(today.slice(0, 4)), last: 1 })
    .onConflictDoUpdate({ target: quoteCounters.year, set: { last: sql`${quoteCounters.last} + 1` } })
    .returning();
  const number = `Q-${counter!.year}-${String(counter!.last).padStart(5, "0")}`;
  const [inserted] = await tx
    .insert(quotes)
    .values({ ...values, number, validUntil: addDays(today, QUOTE_VALID_DAYS) })
    .returning();
  return inserted!;
}

/** The quote's PDF to the customer: the first one, or a revision; `intro` replaces the first sentence of the text. */
export async function quoteMail(row: QuoteRow, revised: boolean, intro?: string): Promise<Mail> {
  const pdf = await renderQuotePdf(row);
  return {
    to: row.customerEmail,
    template: {
      kind: "quote",
      props: {
        customerName: row.customerName,
        number: row.number,
        revision: revised ? row.revision : null,
        validUntil: row.validUntil,
        intro: intro ?? null,
      },
    },
    attachments: [{ filename: `${row.number}.pdf`, content: pdf, contentType: "application/pdf" }],
  };
}
