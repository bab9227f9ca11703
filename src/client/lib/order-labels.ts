import type { OrderStatus, PaymentStatus } from "../../shared/contracts/orders";

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  completed: "Completed",
  cancelled: "Cancelled",
  on_hold: "On hold",
};

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  reserved: "Payment in progress",
  paid: "Paid",
  review: "Payment under review",
  declined: "Payment declined",
  failed: "Payment failed",
  voided: "Payment voided",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
  awaiting_payment: "Awaiting payment",
};

export type LabelVariant = "default" | "secondary" | "destructive" | "outline" | "success" | "warning" | "info";

const PAYMENT_STATUS_VARIANTS: Record<PaymentStatus, LabelVariant> = {
  reserved: "secondary",
  paid: "success",
  review: "warning",
  declined: "destructive",
  failed: "destructive",
  voided: "secondary",
  refunded: "secondary",
  partially_refunded: "info",
  awaiting_payment: "warning",
};

const has = <K extends string>(map: Record<K, unknown>, key: string): key is K => Object.hasOwn(map, key);

/** An order's status as a person reads it; an unknown value capitalised. */
export function orderStatusLabel(status: string): string {
  return has(ORDER_STATUS_LABELS, status) ? ORDER_STATUS_LABELS[status] : status.charAt(0).toUpperCase() + status.slice(1);
}

/** A payment status as a person reads it ("partially_refunded" -> "Partially refunded"). */
export function paymentStatusLabel(status: string): string {
  if (has(PAYMENT_STATUS_LABELS, status)) return PAYMENT_STATUS_LABELS[status];
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function paymentStatusVariant(status: string): LabelVariant {
  return has(PAYMENT_STATUS_VARIANTS, status) ? PAYMENT_STATUS_VARIANTS[status] : "secondary";
}
