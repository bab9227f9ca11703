// A quote's number, row and mail (extensions §4), shared by the quotes a customer asks for from the
// cart (features/quotes) and those of an approved, priced service request (features/service-requests).
import { sql } from "drizzle-orm";
import { SHOP } from "../../../shared/shop-identity";
import { addDays, shopToday } from "../../../shared/shop-time";
import type { MailMessage } from "../../adapters/mail/mailer";
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

/** The quote's PDF to the customer: the first one, or a revision; `intro` replaces the first line of the text. */
export async function quoteMail(row: QuoteRow, revised: boolean, intro?: string): Promise<MailMessage> {
  const pdf = await renderQuotePdf(row);
  const what = revised ? `Revised quote ${row.number} (revision ${row.revision})` : `Quote ${row.number}`;
  const text = [
    `Dear ${row.customerName},`,
    "",
    intro ?? `${revised ? "We have revised your quote" : "Thank you for your request"}: ${what} is attached as a PDF.`,
    `It is valid until ${row.validUntil}. You can order from it in your account (Quotes), paying by card or, with Net 30 terms, on invoice.`,
    "",
    SHOP.name,
  ].join("\n");
  return {
    to: row.customerEmail,
    subject: `${what} - ${SHOP.name}`,
    text,
    attachments: [{ filename: `${row.number}.pdf`, content: pdf, contentType: "application/pdf" }],
  };
}
