// A valid quote as a priced order (extensions §4): the quote's own prices, discount, tax and
// shipping, even after the catalog changed; 409 when it is expired, ordered, priced for another
// destination or its products are gone.
import { and, eq, inArray } from "drizzle-orm";
import { isServiceLine, unitsByProduct } from "../../../shared/contracts/order-line";
import { orderTotals, toCents } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { quotes } from "../../db/schema/institutional";
import { conflict, notFound } from "../../lib/errors";
import { normalizeDestination, ORDER_FIELDS, type Destination } from "../shipping/destination";
import { quoteStatus, type QuoteRow } from "../quotes/quote-rules";
import type { PricedLines } from "./cart-pricing";

/** The order ships where the quote was priced for: the same country, state or province, and postal code, as read by one rule. */
function sameDestination(to: Destination, quote: QuoteRow): boolean {
  try {
    const quoted = normalizeDestination({ city: quote.city, state: quote.state, zip: quote.zipCode, country: quote.country }, ORDER_FIELDS);
    return quoted.country === to.country && quoted.state === to.state && quoted.zip === to.zip;
  } catch {
    return false;
  }
}

export async function priceQuote(
  db: DbOrTx,
  quoteId: string,
  accountId: number,
  to: Destination,
): Promise<PricedLines & { quoteId: string; taxExemptionId: number | null; discountCode: string | null }> {
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, accountId)));
  if (!quote) throw notFound("Quote not found");
  const status = quoteStatus(quote);
  if (status === "ordered") throw conflict(`Quote ${quote.number} has already been ordered`);
  if (status === "expired") throw conflict(`Quote ${quote.number} expired on ${quote.validUntil}. Please request a new quote.`);
  if (!sameDestination(to, quote))
    throw conflict(
      `Quote ${quote.number} is priced for delivery to ${quote.city}, ${quote.state} ${quote.zipCode}, ${quote.country}. Please ship there or request a new quote.`,
    );
  // Service work on the customer's own unit stands whatever the catalog says of its product now.
  const goods = quote.items.filter((line) => !isServiceLine(line));
  const ids = [...new Set(goods.map((line) => line.productId))];
  const present =
    ids.length === 0
      ? new Set<string>()
      : new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((row) => row.id));
  const gone = goods.find((line) => !present.has(line.productId));
  if (gone) throw conflict(`${gone.productName} of quote ${quote.number} is no longer available. Please request a new quote.`);

  const totals = orderTotals(toCents(quote.subtotal), quote.taxRate, toCents(quote.shippingCost), toCents(quote.discount));
  return {
    lines: quote.items,
    stock: unitsByProduct(quote.items),
    shipping: { service: quote.shippingMethod, serviceName: quote.shippingServiceName, costCents: toCents(quote.shippingCost) },
    totals,
    quoteId: quote.id,
    taxExemptionId: quote.taxExemptionId,
    discountCode: quote.discountCode,
  };
}
