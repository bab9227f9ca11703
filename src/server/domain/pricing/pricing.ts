// The one place an order or a quote is priced (issue 18): `pricingFor` reads the destination once,
// refuses embargoed ones, and chooses once where the prices come from: a quote (its own prices and
// discount, whatever the catalog says now) or the cart (the catalog at the buyer's tier or group
// price, a discount code, the state's tax on the discounted subtotal, our shipping quote, an
// approved exemption). Decisions 0049, 0067, 0068.
import { orderTotals, toCents, formatPrice } from "../../../shared/money";
import type { ShippingRates } from "../../adapters/shipping/shipping-rates";
import type { DbOrTx } from "../../db/client";
import { type AppError, badRequest, conflict, notFound } from "../../lib/errors";
import { findCode, judgeCode, type CodeRefusal } from "../discounts/discount-rules";
import { assertShippable } from "../export/embargo";
import { normalizeDestination, ORDER_FIELDS, type Destination } from "../shipping/destination";
import { applicableExemption, type ExemptionHolder } from "../tax/exemption";
import { NO_TAX } from "../tax/tax-rate-lookup";
import { priceCart, type PricedLines } from "./cart-pricing";
import { priceQuote } from "./quote-pricing";
import { priceServiceWork, type ServiceWorkRequest } from "./service-pricing";

export interface PricingRequest {
  /** The cart (orderData.items and the chosen shipping service), or a quote of the account. */
  from: { items: string; shippingMethod: string } | { quoteId: string };
  /** Where it ships, as typed. */
  address: { street?: string; city: string; state: string; zipCode: string; country: string };
  /** The signed-in account (its exemptions, its customer group); a quote needs one. */
  account: (ExemptionHolder & { id: number; groupId?: number | null }) | undefined;
  /** A discount code typed at the checkout (a quote keeps the one it was priced with). */
  discountCode?: string | null | undefined;
}

/** A priced order: its lines, stock, shipping and totals, and what the order records of where the price came from. */
export interface Pricing extends PricedLines {
  source: "cart" | "quote";
  to: Destination;
  quoteId: string | null;
  taxExemptionId: number | null;
  /** The discount code as the shop writes it; null without one. */
  discountCode: string | null;
  /** The code whose use the order's transaction takes (claimCodeUse); null without one, or when the code is gone. */
  discountId: number | null;
}

/** A refused code as the charge and POST /api/quotes answer it: its uses gone is a state conflict (409), anything else bad input (400). */
export function codeRefusalError(refusal: CodeRefusal): AppError {
  return refusal.kind === "taken" ? conflict(refusal.message) : badRequest(`discountCode: ${refusal.message}`);
}

export async function pricingFor(ctx: { db: DbOrTx; shippingRates: ShippingRates }, request: PricingRequest): Promise<Pricing> {
  const { address } = request;
  assertShippable(address);
  const to = normalizeDestination(
    { city: address.city, state: address.state, zip: address.zipCode, country: address.country },
    ORDER_FIELDS,
  );
  if ("quoteId" in request.from) {
    if (!request.account) throw notFound("Quote not found");
    const quoted = await priceQuote(ctx.db, request.from.quoteId, request.account.id, to);
    // The quote's discount stands as quoted; ordering it takes a use of its code, if the code still exists.
    const code = quoted.discountCode ? await findCode(ctx.db, quoted.discountCode) : null;
    return { source: "quote", to, ...quoted, discountId: code?.id ?? null };
  }
  const [exemptionId, cart] = await Promise.all([
    applicableExemption(ctx.db, request.account, to),
    priceCart(ctx.db, ctx.shippingRates, request.from, to, { groupId: request.account?.groupId ?? null }),
  ]);
  let discount: { cents: number; code: string; id: number } | null = null;
  if (request.discountCode) {
    const verdict = await judgeCode(ctx.db, request.discountCode, cart, request.account?.id);
    if (!verdict.ok) throw codeRefusalError(verdict);
    discount = { cents: verdict.discountCents, code: verdict.row.code, id: verdict.row.id };
  }
  const rate = exemptionId !== null ? "0.00" : (cart.storedTaxRate ?? NO_TAX);
  const { subtotalCents, storedTaxRate: _stored, ...priced } = cart;
  return {
    source: "cart",
    to,
    ...priced,
    // Tax on the discounted subtotal; shipping is not discounted (orderTotals).
    totals: orderTotals(subtotalCents, rate, cart.shipping.costCents, discount?.cents ?? 0),
    quoteId: null,
    taxExemptionId: exemptionId,
    discountCode: discount?.code ?? null,
    discountId: discount?.id ?? null,
  };
}

/**
 * Service work on a customer's unit (extensions §7), priced for a quote to `address`: the price staff
 * set, the destination's tax (or an exemption's none), return shipping included. Embargoed
 * destinations are refused as for any order.
 */
export async function pricingForService(
  ctx: { db: DbOrTx },
  request: { work: ServiceWorkRequest; address: PricingRequest["address"]; account: ExemptionHolder & { id: number } },
): Promise<Pricing> {
  const { address } = request;
  assertShippable(address);
  const to = normalizeDestination(
    { city: address.city, state: address.state, zip: address.zipCode, country: address.country },
    ORDER_FIELDS,
  );
  const priced = await priceServiceWork(ctx.db, request.work, to, request.account);
  // Service work takes no discount code.
  return { source: "quote", to, ...priced, quoteId: null, discountCode: null, discountId: null };
}

/** The 409 when the amount the customer agreed to is not what the order costs now. */
export function totalChangedMessage(total: string): string {
  return `The order total has changed to ${formatPrice(total)}. Please review your order and try again.`;
}

export const centsOf = (pricing: Pick<Pricing, "totals">) => ({
  subtotal: toCents(pricing.totals.subtotal),
  tax: toCents(pricing.totals.taxAmount),
  total: toCents(pricing.totals.total),
});
