// How much of each order line has shipped (extensions §7), from the parcels' lines: shared by the
// server (what a new parcel may take, the order's fulfillment) and the admin's ship dialog.
import type { Fulfillment } from "./contracts/orders";

interface Parcel {
  lines: readonly { index: number; quantity: number }[];
}

/** Units shipped per line index. */
export function shippedByLine(parcels: readonly Parcel[]): Map<number, number> {
  const shipped = new Map<number, number>();
  for (const parcel of parcels) for (const line of parcel.lines) shipped.set(line.index, (shipped.get(line.index) ?? 0) + line.quantity);
  return shipped;
}

/**
 * Units still to ship per line, in the order's line order. A parcel without lines was recorded
 * before parcels had lines, when a shipment carried the whole order.
 */
export function remainingByLine(lines: readonly { quantity: number }[], parcels: readonly Parcel[]): number[] {
  if (parcels.some((parcel) => parcel.lines.length === 0)) return lines.map(() => 0);
  const shipped = shippedByLine(parcels);
  return lines.map((line, index) => Math.max(0, line.quantity - (shipped.get(index) ?? 0)));
}

/** Nothing shipped, some lines or units shipped, or every unit of every line shipped. */
export function fulfillmentOf(lines: readonly { quantity: number }[], parcels: readonly Parcel[]): Fulfillment {
  const remaining = remainingByLine(lines, parcels);
  const left = remaining.reduce((sum, n) => sum + n, 0);
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (total > 0 && left === 0) return "shipped";
  return left < total ? "partially_shipped" : "unfulfilled";
}
