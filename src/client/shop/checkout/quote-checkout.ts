import type { Quote } from "../../../shared/contracts/institutional";
import type { OrderTotals } from "../../../shared/money";
import type { CartItem } from "../../lib/cart/cart-types";
import { checkoutDefaults, type CheckoutFormValues } from "./checkout-form-schema";

/**
 * Ordering a quote by card (extensions §4): the checkout shows and sends the quote's own lines at
 * the quote's unit prices (an option's price is inside the quoted unit price), its totals and
 * shipping method; the cart is left as it is. The server prices from the quote, not from these.
 */
export function quoteItems(quote: Quote): CartItem[] {
  return quote.items.map((line) => ({
    product: { ...line.product, price: line.price },
    quantity: line.quantity,
    ...(line.selectedOption ? { selectedOption: { title: line.selectedOption.title, price: "0.00" } } : {}),
  }));
}

export function quoteTotals(quote: Quote): OrderTotals {
  return {
    subtotal: quote.subtotal,
    taxRate: quote.taxRate,
    taxAmount: quote.taxAmount,
    shippingCost: quote.shippingCost,
    total: quote.total,
  };
}

/** The checkout form filled from the quote: contact, billing = ship-to (the customer may change billing), its shipping method. */
export function quoteFormValues(quote: Quote): CheckoutFormValues {
  const a = quote.shippingAddress;
  return {
    ...checkoutDefaults,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    customerPhone: quote.customerPhone,
    companyName: quote.companyName ?? "",
    billingStreet: a.street,
    billingCity: a.city,
    billingState: a.state,
    billingZipCode: a.zipCode,
    billingCountry: a.country,
    sameAsBilling: true,
    street: a.street,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    country: a.country,
    shippingMethod: quote.shippingMethod,
    specialInstructions: quote.notes ?? "",
    taxId: quote.taxId ?? "",
  };
}

/** Why a quote cannot be ordered any more, in the customer's words; null while it can. */
export function quoteBlocker(quote: Quote): string | null {
  if (quote.status === "ordered") return `Quote ${quote.number} has already been ordered.`;
  if (quote.status === "expired")
    return `Quote ${quote.number} expired on ${quote.validUntil}. Request a new quote from your cart, or contact us to extend it.`;
  return null;
}
