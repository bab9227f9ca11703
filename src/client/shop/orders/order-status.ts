import { orderStatusLabel } from "../../lib/order-labels";

export type StatusVariant = "default" | "secondary" | "destructive";

/** Spec §4 "Order status": completed default, pending secondary, cancelled destructive, anything else secondary. */
export function statusVariant(status: string): StatusVariant {
  if (status === "completed") return "default";
  if (status === "cancelled") return "destructive";
  return "secondary";
}

/** The status as a customer reads it ("pending" -> "Pending"). */
export function statusLabel(status: string): string {
  return orderStatusLabel(status);
}
