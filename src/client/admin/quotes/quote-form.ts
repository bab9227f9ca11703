import { z } from "zod";
import type { Quote } from "../../../shared/contracts/institutional";
import { formatPrice, fromCents, isMoneyString, normalizeMoney, toCents } from "../../../shared/money";

/** The quote editor's fields: a unit price per line, the discount (an amount) and the last valid day. */
export interface QuoteFormValues {
  prices: string[];
  discount: string;
  validUntil: string;
}

export const quoteFormDefaults = (quote: Quote): QuoteFormValues => ({
  prices: quote.items.map((line) => line.price),
  discount: quote.discount,
  validUntil: quote.validUntil,
});

const amount = (what: string) => z.string().trim().refine(isMoneyString, `${what} must be an amount like 70.00`);

/** What PUT /api/admin/quotes/{id} accepts, said per field; the discount may not exceed the new subtotal (the server's 400). */
export function quoteFormSchema(quote: Quote) {
  return z
    .object({
      prices: z.array(amount("The unit price")),
      discount: amount("The discount"),
      validUntil: z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the last valid day"),
    })
    .superRefine((values, ctx) => {
      if (!values.prices.every(isMoneyString) || !isMoneyString(values.discount)) return;
      const subtotal = values.prices.reduce((sum, price, i) => sum + toCents(price) * (quote.items[i]?.quantity ?? 0), 0);
      if (toCents(values.discount) > subtotal) {
        const message = `The discount must not be more than the subtotal (${formatPrice(fromCents(subtotal))})`;
        ctx.addIssue({ code: "custom", path: ["discount"], message });
      }
    });
}

/** The call's body: only the lines whose price changed, by their index, with the discount and the day. */
export function toQuoteUpdate(values: QuoteFormValues, quote: Quote) {
  const lines = values.prices
    .map((price, index) => ({ index, unitPrice: normalizeMoney(price) }))
    .filter((line) => line.unitPrice !== quote.items[line.index]?.price);
  return { lines, discount: normalizeMoney(values.discount), validUntil: values.validUntil.trim() };
}
