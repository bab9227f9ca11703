// The checkout's institutional paths (extensions §4), kept out of charge.service.ts: the charge
// calls these at a few marked hook points. Ordinary card checkouts pay nothing extra: no query
// unless the account holds an approved exemption or the request carries a quote or an invoice.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { chargeRequest, orderData as orderDataSchema } from "../../../shared/contracts/checkout";
import { unitsByProduct } from "../../../shared/contracts/order-line";
import { shortOrderId } from "../../../shared/contracts/orders";
import { toCents } from "../../../shared/money";
import type { ShippingRates } from "../../adapters/shipping/shipping-rates";
import type { DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { quotes } from "../../db/schema/institutional";
import { assignInvoiceNumber } from "../../domain/orders/invoice-number";
import { recordOrderEvent } from "../../domain/orders/order-events";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import { applicableExemption } from "../../domain/tax/exemption";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { priceOrder, type PricedOrder } from "./pricing.service";
import type { FailureCountRequest } from "./charge-limit";
import { addDays, assertShippable, quoteStatus, quoteTotals, shopToday } from "./quote.service";
import type { NewOrder, ReserveOptions } from "./reservation.service";

type ChargeInput = z.output<typeof chargeRequest>;
type OrderData = z.output<typeof orderDataSchema>;

/** The session's user row as the charge sees it (no extra query: the session loaded it). */
export interface ChargeAccount {
  id: number;
  paymentTerms: "card" | "net30";
  taxExemptionApproved: boolean;
}

export const NET_TERMS_DAYS = 30;
export const NOT_NET30 = "Invoicing (Net 30) is not enabled for this account. Please pay by card, or ask us for payment terms.";
export const PO_REQUIRED = "purchaseOrderNumber: a PO number is required to pay on invoice";

/** A priced order plus what the institutional paths add to the order row. */
export interface InstitutionalPriced extends PricedOrder {
  extra: Partial<NewOrder>;
}

/** Hook 1, before pricing: embargoed destinations (400), invoice allowed (403) and complete (400). Pure, no query. */
export function checkChargeRules(input: ChargeInput, account: ChargeAccount | undefined): void {
  assertShippable(input.orderData);
  if (input.paymentMethod === "invoice") {
    if (account?.paymentTerms !== "net30") throw forbidden(NOT_NET30);
    if (!input.orderData.purchaseOrderNumber) throw badRequest(PO_REQUIRED);
  } else if (input.purchaseOrderFileUrl) {
    throw badRequest("purchaseOrderFileUrl: only an invoiced order carries a PO file");
  }
}

const sameText = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, " ") === b.trim().toLowerCase().replace(/\s+/g, " ");

/** A valid quote of this account, as a priced order at the quote's prices (409 when expired, ordered, or its products are gone). */
async function priceFromQuote(db: DbOrTx, quoteId: string, account: ChargeAccount, data: OrderData): Promise<InstitutionalPriced> {
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, account.id)));
  if (!quote) throw notFound("Quote not found");
  const status = quoteStatus(quote);
  if (status === "ordered") throw conflict(`Quote ${quote.number} has already been ordered`);
  if (status === "expired") throw conflict(`Quote ${quote.number} expired on ${quote.validUntil}. Please request a new quote.`);
  if (!sameText(data.country, quote.country) || !sameText(data.state, quote.state) || !sameText(data.zipCode, quote.zipCode))
    throw conflict(
      `Quote ${quote.number} is priced for delivery to ${quote.city}, ${quote.state} ${quote.zipCode}, ${quote.country}. Please ship there or request a new quote.`,
    );
  const ids = [...new Set(quote.items.map((line) => line.productId))];
  const present = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((row) => row.id));
  const gone = quote.items.find((line) => !present.has(line.productId));
  if (gone) throw conflict(`${gone.productName} of quote ${quote.number} is no longer available. Please request a new quote.`);

  const totals = quoteTotals(toCents(quote.subtotal), toCents(quote.discount), quote.taxRate, toCents(quote.shippingCost));
  return {
    lines: quote.items,
    stock: unitsByProduct(quote.items),
    shipping: { service: quote.shippingMethod, serviceName: quote.shippingServiceName, costCents: toCents(quote.shippingCost) },
    totals: {
      subtotal: totals.subtotal,
      taxRate: totals.taxRate,
      taxAmount: totals.taxAmount,
      shippingCost: totals.shippingCost,
      total: totals.total,
    },
    subtotalCents: toCents(totals.subtotal),
    taxCents: toCents(totals.taxAmount),
    totalCents: toCents(totals.total),
    extra: { quoteId: quote.id, discount: totals.discount, taxExemptionId: quote.taxExemptionId },
  };
}

/** Tax 0 with the exemption recorded, when the account holds one for the ship-to state (no query otherwise). */
async function withExemption(db: DbOrTx, priced: PricedOrder, account: ChargeAccount | undefined, data: OrderData) {
  const exemptionId = await applicableExemption(db, account, data);
  if (exemptionId === null || priced.taxCents === 0)
    return { ...priced, extra: exemptionId === null ? {} : { taxExemptionId: exemptionId } };
  const totals = quoteTotals(priced.subtotalCents, 0, "0.00", priced.shipping.costCents);
  return {
    ...priced,
    totals: {
      subtotal: totals.subtotal,
      taxRate: totals.taxRate,
      taxAmount: totals.taxAmount,
      shippingCost: totals.shippingCost,
      total: totals.total,
    },
    taxCents: 0,
    totalCents: toCents(totals.total),
    extra: { taxExemptionId: exemptionId },
  };
}

/** Hook 2, the pricing: from the quote when one is named, else the checkout's own pricing with the exemption applied. */
export async function priceCharge(
  db: DbOrTx,
  shippingRates: ShippingRates,
  input: ChargeInput,
  account: ChargeAccount | undefined,
  /** The card-testing counts to read with the cart's products (PostgreSQL); a quote's order leaves them to the caller. */
  count?: FailureCountRequest,
): Promise<InstitutionalPriced> {
  if (input.quoteId) {
    if (!account) throw notFound("Quote not found");
    return priceFromQuote(db, input.quoteId, account, input.orderData);
  }
  return withExemption(db, await priceOrder(db, shippingRates, input.orderData, count), account, input.orderData);
}

/** Marks the quote ordered in the order's own transaction: of two orders racing for one quote, the second finds it taken (409). */
async function takeQuote(tx: DbOrTx, quoteId: string): Promise<void> {
  const [taken] = await tx
    .update(quotes)
    .set({ status: "ordered", updatedAt: sql`now()` })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, "open"), sql`${quotes.validUntil} >= ${shopToday()}`))
    .returning({ id: quotes.id });
  if (!taken) throw conflict("This quote has already been ordered or has expired");
}

/** Hook 3, the order row's extra fields and what runs inside the reservation's transaction. */
export function reservePlan(input: ChargeInput, priced: InstitutionalPriced): { extra: Partial<NewOrder>; options: ReserveOptions } {
  const invoice = input.paymentMethod === "invoice";
  const extra: Partial<NewOrder> = { ...priced.extra, paymentMethod: input.paymentMethod };
  if (invoice) {
    extra.dueDate = addDays(shopToday(), NET_TERMS_DAYS);
    extra.purchaseOrderFileUrl = input.purchaseOrderFileUrl ?? null;
  }
  const quoteId = priced.extra.quoteId;
  if (!invoice && !quoteId) return { extra, options: {} };
  return {
    extra,
    options: {
      paymentStatus: invoice ? "awaiting_payment" : undefined,
      before: quoteId ? (tx) => takeQuote(tx, quoteId) : undefined,
      within: async (tx, row) => {
        if (quoteId) await tx.update(quotes).set({ orderId: row.id }).where(eq(quotes.id, quoteId));
        if (!invoice) return row;
        const invoiceNumber = await assignInvoiceNumber(tx, row.id);
        const po = row.purchaseOrderNumber ? `, PO ${row.purchaseOrderNumber}` : "";
        await recordOrderEvent(tx, {
          orderId: row.id,
          actor: "customer",
          type: "placed",
          message: `Placed on Net ${NET_TERMS_DAYS} terms${po}, due ${row.dueDate}`,
        });
        await recordOrderEvent(tx, {
          orderId: row.id,
          actor: "system",
          type: "invoice_issued",
          message: `Invoice ${invoiceNumber} issued`,
        });
        return { ...row, invoiceNumber };
      },
    },
  };
}

/** A declined or failed card payment frees its quote for another attempt (called where the reservation is released). */
export async function reopenQuote(tx: DbOrTx, orderId: string): Promise<void> {
  await tx
    .update(quotes)
    .set({ status: "open", orderId: null, updatedAt: sql`now()` })
    .where(and(eq(quotes.orderId, orderId), eq(quotes.status, "ordered")));
}

export const invoiceOrderMessage = (order: OrderRow) =>
  `Your order ${shortOrderId(order.id)} is placed on Net ${NET_TERMS_DAYS} terms. The invoice ${order.invoiceNumber ?? ""} is due on ${order.dueDate ?? ""}.`.replace(
    /\s+/g,
    " ",
  );
