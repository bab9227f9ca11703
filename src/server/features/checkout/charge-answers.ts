// What a charge answers, in one place: the customer's messages, the answers a placed, declined or
// failed charge gets (stored on its Idempotency-Key too, so a retry sees the same), and the
// outcome label the metrics count. The checkout, the key's clean-up and reconciliation share them.
import type { ChargeResponse } from "../../../shared/contracts/checkout";
import { shortOrderId } from "../../../shared/contracts/orders";
import { GENERIC_PAYMENT_ERROR } from "../../adapters/payments/payment-gateway";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import type { ChargeOutcome } from "../../http/metrics";

export interface ChargeAnswer {
  statusCode: 200 | 402 | 502;
  body: ChargeResponse;
}

export const PAID_MESSAGE = "Payment processed successfully";
export const REVIEW_MESSAGE = "Your order was received and the payment is under review. We will e-mail you once it is approved.";
export const UNCERTAIN_MESSAGE =
  "We could not confirm your payment with the card processor. Please contact us before trying again: your card may have been charged.";
/** Days an invoiced (Net 30) order has to be paid. */
export const NET_TERMS_DAYS = 30;

/** The 200 answer of a placed order: what the checkout would have got, so a retry shows the order. */
export const placedAnswer = (orderId: string, status: "paid" | "review") => ({
  statusCode: 200 as const,
  body: { success: true as const, message: status === "paid" ? PAID_MESSAGE : REVIEW_MESSAGE, orderId },
});

/** The card may have been charged: the customer must not simply try again (the sweeper will tell). */
export const uncertainAnswer = (): ChargeAnswer => ({
  statusCode: 502,
  body: { success: false, message: UNCERTAIN_MESSAGE, retryable: false },
});

/** A declined card is the card holder's business (402); a failed payment the processor's (502). */
export const refusedAnswer = (declined: boolean, message: string): ChargeAnswer =>
  declined
    ? { statusCode: 402, body: { success: false, message: message || "This transaction has been declined." } }
    : { statusCode: 502, body: { success: false, message: message || GENERIC_PAYMENT_ERROR } };

/** An invoiced (Net 30) order is placed without a gateway: its number, invoice and due date. */
export const invoiceOrderAnswer = (order: OrderRow): ChargeAnswer => ({
  statusCode: 200,
  body: {
    success: true,
    message:
      `Your order ${shortOrderId(order.id)} is placed on Net ${NET_TERMS_DAYS} terms. The invoice ${order.invoiceNumber ?? ""} is due on ${order.dueDate ?? ""}.`.replace(
        /\s+/g,
        " ",
      ),
    orderId: order.id,
  },
});

/**
 * The outcome label of a charge answer (shop_charges_total): read from the answer the customer gets,
 * so counting adds no work to the checkout. A replayed answer (same Idempotency-Key) counts again.
 */
export function chargeOutcome(statusCode: number, body: ChargeResponse): ChargeOutcome {
  if (body.success) return body.message === PAID_MESSAGE ? "paid" : "review";
  if (statusCode === 402) return "declined";
  return body.retryable === false ? "uncertain" : "failed";
}
