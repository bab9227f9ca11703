import type { ChargeRequest, OrderDataInput } from "../../../shared/contracts/checkout";
import type { OrderTotals } from "../../../shared/money";
import { combinedAddress } from "../../../shared/address-line";
import type { CartItem } from "../../lib/cart/cart-types";
import { digitsOnly, parseExpiry } from "./card-format";
import type { CheckoutFormOutput } from "./checkout-form-schema";
import type { AcceptSecureData } from "./accept-js";

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** A discount code the server accepted for this cart, and the amount it said it takes off. */
export interface AppliedCode {
  code: string;
  discountAmount: string;
}

/**
 * Spec §3 order fields as the charge call sends them; the server re-prices everything. A discount
 * code goes with the amount the customer was shown: the server refuses the order (409) if it differs.
 */
export function buildOrderData(
  values: CheckoutFormOutput,
  items: CartItem[],
  totals: OrderTotals,
  userId: number,
  code: AppliedCode | null = null,
): OrderDataInput {
  return {
    customerName: values.customerName,
    customerEmail: values.customerEmail,
    customerPhone: values.customerPhone,
    companyName: orNull(values.companyName),
    billingStreet: values.billingStreet,
    billingCity: values.billingCity,
    billingState: values.billingState,
    billingZipCode: values.billingZipCode,
    billingCountry: values.billingCountry,
    street: values.street,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    country: values.country,
    customerAddress: combinedAddress(values),
    purchaseOrderNumber: orNull(values.purchaseOrderNumber),
    specialInstructions: orNull(values.specialInstructions),
    taxId: orNull(values.taxId),
    items: JSON.stringify(items),
    shippingMethod: values.shippingMethod,
    ...(code ? { discountCode: code.code, discountAmount: code.discountAmount } : {}),
    subtotal: totals.subtotal,
    taxRate: totals.taxRate,
    taxAmount: totals.taxAmount,
    shippingCost: totals.shippingCost,
    total: totals.total,
    status: "pending",
    userId,
  };
}

export function chargeRequest(opaque: { dataDescriptor: string; dataValue: string }, orderData: OrderDataInput): ChargeRequest {
  return { opaqueDataDescriptor: opaque.dataDescriptor, opaqueDataValue: opaque.dataValue, amount: String(orderData.total), orderData };
}

/** What the provider's script needs: digits only, "MM", a four-digit year, and the billing ZIP. */
export function secureCardData(values: CheckoutFormOutput, auth: { clientKey: string; apiLoginId: string }): AcceptSecureData {
  const expiry = parseExpiry(values.expirationDate) ?? { month: "", year: "" };
  return {
    authData: { clientKey: auth.clientKey, apiLoginID: auth.apiLoginId },
    cardData: {
      cardNumber: digitsOnly(values.cardNumber),
      month: expiry.month,
      year: expiry.year,
      cardCode: values.cvv.trim(),
      zip: values.billingZipCode.trim(),
    },
  };
}
