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
  /** The card's last four digits, when the gateway says (a settled refund needs them). */
  lastFour?: string;
}

/** The answer to a void or refund: never thrown, like charge. */
export interface GatewayFollowUp {
  outcome: "approved" | "declined" | "error";
  transactionId: string | null;
  /** Safe to show the admin. */
  message: string;
  /** For the server log only. */
  detail?: string;
  /**
   * Set on an "error" when the request may have reached the gateway but no answer came back (a
   * timeout, a connection lost after sending, an unreadable answer): the void or refund may have
   * gone through, so only a look-up by its reference can tell (findFollowUp).
   */
  uncertain?: boolean;
}

/** A void of an unsettled charge, under the shop's own reference for it. */
export interface GatewayVoid {
  transactionId: string;
  /** The shop's reference (at most 20 characters): Authorize.Net's refId; the test gateway's ledger key. */
  reference: string;
}

/** A refund of a settled charge (Authorize.Net wants the card's last four digits with it). */
export interface GatewayRefund {
  transactionId: string;
  amountCents: number;
  lastFour: string;
  /**
   * The shop's own reference for this refund (at most 20 characters, the short order id first):
   * Authorize.Net's refId and the refund's invoice number, which its transaction lists show.
   */
  reference: string;
}

/** A void or refund the gateway carried out, found by what the shop sent with it. */
export interface GatewayFollowUpRecord {
  action: "void" | "refund";
  reference: string;
  chargeTransactionId: string;
  amountCents: number;
  /** A refund's own transaction id; a void's is the charge's. */
  transactionId: string | null;
}

/** What findFollowUp looks for: the reference sent with it, and the charge it was about. */
export interface GatewayFollowUpQuery {
  action: "void" | "refund";
  reference: string;
  chargeTransactionId: string;
}

/** A charge as the gateway knows it now. */
export interface GatewayTransaction {
  transactionId: string;
  invoiceNumber: string;
  outcome: "approved" | "review" | "declined" | "voided";
  amountCents: number;
  refundedCents: number;
  /** Settled (in a closed batch): only a refund can give money back, no longer a void. */
  settled: boolean;
  lastFour: string | null;
}

/**
 * Takes, voids, refunds and looks up payments. charge, void and refund never throw for a refused
 * or failed call: every failure, including a timeout or an unreadable answer, is an "error" result
 * (uncertain when it may nevertheless have gone through). details, lookup and findFollowUp
 * throw when the gateway cannot be asked, so a caller never mistakes "unknown" for "nothing".
 */
export interface PaymentGateway {
  readonly kind: "test" | "authorizenet";
  /** `signal`: the caller's deadline; an implementation that calls out stops when it aborts. */
  charge(request: GatewayCharge, options?: { signal?: AbortSignal }): Promise<GatewayResult>;
  /** Cancels an unsettled charge as a whole. */
  void(request: GatewayVoid, options?: { signal?: AbortSignal }): Promise<GatewayFollowUp>;
  /** Gives back part or all of a settled charge. */
  refund(request: GatewayRefund, options?: { signal?: AbortSignal }): Promise<GatewayFollowUp>;
  /** The transaction's current state (settled or not); null when the gateway does not know it. Throws when the gateway cannot be asked. */
  details(transactionId: string, options?: { signal?: AbortSignal }): Promise<GatewayTransaction | null>;
  /**
   * The newest charge made for an invoice number (the short order id), settled or not; null when
   * none. Throws when the gateway cannot be asked.
   */
  lookup(invoiceNumber: string, options?: { signal?: AbortSignal }): Promise<GatewayTransaction | null>;
  /**
   * The void or refund sent with this reference, if the gateway carried it out (settled or not);
   * null when it did not. Throws when the gateway cannot be asked.
   */
  findFollowUp(query: GatewayFollowUpQuery, options?: { signal?: AbortSignal }): Promise<GatewayFollowUpRecord | null>;
}

/** What the customer sees when the gateway could not be reached or its answer could not be read. */
export const GENERIC_PAYMENT_ERROR = "Unable to process payment. Please try again.";

/**
 * An "error" answer made on the shop's side (the gateway could not be reached, or its answer could not
 * be read or trusted): the generic message to show, `detail` for the log; `uncertain` when the
 * request may nevertheless have gone through.
 */
export function gatewayError(detail: string, { uncertain = false } = {}) {
  return {
    outcome: "error" as const,
    transactionId: null,
    message: GENERIC_PAYMENT_ERROR,
    detail,
    ...(uncertain ? { uncertain: true } : {}),
  };
}
