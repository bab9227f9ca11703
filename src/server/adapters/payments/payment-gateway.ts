/** One line of the order as the gateway shows it on the receipt (Authorize.Net: at most 30). */
export interface GatewayLineItem {
  itemId: string;
  name: string;
  description: string;
  quantity: number;
  /** Unit price in cents (product price plus the option's extra amount). */
  unitPriceCents: number;
}

export interface GatewayAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phoneNumber?: string;
}

/** Everything a gateway needs to take one payment. Card data never reaches the server: only the token. */
export interface GatewayCharge {
  opaqueData: { dataDescriptor: string; dataValue: string };
  amountCents: number;
  /** The short order id (first 8 characters, upper case): what the merchant sees in the gateway. */
  invoiceNumber: string;
  description: string;
  poNumber: string | null;
  lineItems: GatewayLineItem[];
  taxCents: number;
  taxName: string;
  shippingCents: number;
  shippingName: string;
  customerEmail: string;
  billTo: GatewayAddress;
  shipTo: GatewayAddress;
  customerIp?: string;
}

export type GatewayOutcome = "approved" | "declined" | "error" | "review";

export interface GatewayResult {
  outcome: GatewayOutcome;
  transactionId: string | null;
  /** Safe to show the customer. */
  message: string;
  /** For the server log only (what went wrong underneath); never card data or keys. */
  detail?: string;
  /**
   * Set on an "error" when the request may have reached the gateway but no real answer came back
   * (a timeout, a connection lost after sending, an unreadable or contradictory answer): the card
   * may have been charged, so the attempt must not be repeated and the order needs reconciling.
   * Absent on a definitive answer (a decline, an error the gateway reported itself).
   */
  uncertain?: boolean;
}

/**
 * Takes a payment. An implementation never throws for a refused or failed payment: every
 * failure, including a timeout or an unreadable answer, is an "error" result (uncertain when
 * the charge may nevertheless have gone through).
 */
export interface PaymentGateway {
  readonly kind: "test" | "authorizenet";
  /** `signal`: the caller's deadline; an implementation that calls out stops when it aborts. */
  charge(request: GatewayCharge, options?: { signal?: AbortSignal }): Promise<GatewayResult>;
}

/** What the customer sees when the gateway could not be reached or its answer could not be read. */
export const GENERIC_PAYMENT_ERROR = "Unable to process payment. Please try again.";
