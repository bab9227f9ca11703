export type StatusVariant = "default" | "secondary" | "destructive";

/** Spec §4 "Order status": completed default, pending secondary, cancelled destructive, anything else secondary. */
export function statusVariant(status: string): StatusVariant {
  if (status === "completed") return "default";
  if (status === "cancelled") return "destructive";
  return "secondary";
}

/** The status with its first letter capitalised. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
