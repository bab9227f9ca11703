import type { OrderStatus, PaymentStatus } from "../../../shared/contracts/orders";
import { toCents } from "../../../shared/money";
import type { OrderRow } from "./orders.mapper";

// What an admin may do with an order in each state (docs/orders.md draws it). The services that
// make the changes ask these; a non-null answer is the 409's message.

type State = Pick<OrderRow, "status" | "paymentStatus" | "total" | "refundedAmount" | "transactionId" | "paymentMethod">;

/** Payments an order may ship on: paid, under review (the admin's call) or invoiced (Net 30). */
const SHIPPABLE: readonly PaymentStatus[] = ["paid", "review", "awaiting_payment"];
/** Card payments that may be refunded in part (review only once the gateway approved it). */
const REFUNDABLE: readonly PaymentStatus[] = ["paid", "partially_refunded", "review"];

export const ALREADY_CANCELLED = "This order is already cancelled.";

export function cancelBlocker(order: State): string | null {
  return order.status === "cancelled" ? ALREADY_CANCELLED : null;
}

export const ON_HOLD = "This order is on hold: the buyer matches an entry of the screening list. Release it (or cancel it) first.";

/**
 * A cancelled order keeps its status for good; cancelling is its own call (cancelBlocker). A held
 * order leaves on_hold only by its release or its cancel, and only the screening puts one there.
 */
export function statusChangeBlocker(order: State, to?: OrderStatus): string | null {
  if (order.status === "cancelled") return "This order is cancelled: its status cannot change any more.";
  if (order.status === "on_hold") return ON_HOLD;
  if (to === "on_hold") return "Only the screening puts an order on hold.";
  return null;
}

/** POST /api/admin/orders/{id}/release: only a held order. */
export function releaseBlocker(order: State): string | null {
  return order.status === "on_hold" ? null : "This order is not on hold.";
}

export function shipBlocker(order: State): string | null {
  if (order.status === "cancelled") return "This order is cancelled: it cannot be shipped.";
  if (order.status === "on_hold") return ON_HOLD;
  if (!SHIPPABLE.includes(order.paymentStatus))
    return `This order cannot be shipped: its payment is ${order.paymentStatus.replace("_", " ")}.`;
  return null;
}

/** An invoiced (Net 30) order has no card charge to refund through the gateway (docs/institutional-buying.md). */
export const INVOICE_NOT_REFUNDABLE =
  "This order is on invoice (Net 30): there is no card payment to refund through the gateway. Cancel the order instead: the invoice is voided, and any payments recorded on it are recorded as refunded for you to return by check or wire.";

export function refundBlocker(order: State): string | null {
  if (order.status === "cancelled") return "This order is cancelled: its payment was already voided or refunded.";
  if (order.paymentMethod === "invoice") return INVOICE_NOT_REFUNDABLE;
  if (order.paymentStatus === "refunded") return "This order has been refunded in full already.";
  if (!REFUNDABLE.includes(order.paymentStatus)) return `There is no card payment to refund (payment status ${order.paymentStatus}).`;
  if (!order.transactionId) return "There is no card payment to refund: the order has no transaction.";
  return null;
}

/** What is left to refund, in cents. */
export const refundableCents = (order: State) => toCents(order.total) - toCents(order.refundedAmount);

/** The payment status once `refundedCents` of the total have gone back. */
export const paymentStatusAfterRefund = (order: State, refundedCents: number): PaymentStatus =>
  refundedCents >= toCents(order.total) ? "refunded" : "partially_refunded";
