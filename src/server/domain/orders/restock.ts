import { and, eq } from "drizzle-orm";
import { isServiceLine, unitsFromStock, type OrderLine } from "../../../shared/contracts/order-line";
import { isUuid } from "../../../shared/contracts/common";
import type { DbOrTx } from "../../db/client";
import { refunds } from "../../db/schema/orders";
import { returnUnits } from "../catalog/stock-alerts";

export interface RestockLine {
  index: number;
  quantity: number;
}

/** Units of each line (by index in `items`) already put back by the order's refunds (succeeded ones: a pending or failed refund put nothing back). */
export async function restockedByLine(tx: DbOrTx, orderId: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ lines: refunds.restockLines })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "succeeded")));
  const done = new Map<number, number>();
  for (const row of rows) for (const line of row.lines) done.set(line.index, (done.get(line.index) ?? 0) + line.quantity);
  return done;
}

/** Every line's units taken off the shelf and not yet back: what a cancel puts back (service work and units built to order took none). */
export function remainingToRestock(lines: readonly OrderLine[], done: Map<number, number>): RestockLine[] {
  return lines
    .map((line, index) => ({ index, quantity: unitsFromStock(line) - (done.get(index) ?? 0) }))
    .filter((line) => line.quantity > 0);
}

/** Adds lines with the same index together (a request may name a line twice). */
export function mergeRestockLines(lines: readonly RestockLine[]): RestockLine[] {
  const byIndex = new Map<number, number>();
  for (const line of lines) byIndex.set(line.index, (byIndex.get(line.index) ?? 0) + line.quantity);
  return [...byIndex].sort(([a], [b]) => a - b).map(([index, quantity]) => ({ index, quantity }));
}

/**
 * Puts the units back on the shelf (returnUnits: a product deleted since is skipped, one that comes
 * back from 0 has its back-in-stock alerts queued in this transaction); the products trigger tells
 * every process's catalog cache.
 */
export async function returnStock(tx: DbOrTx, lines: readonly OrderLine[], restock: readonly RestockLine[]): Promise<void> {
  const units = new Map<string, number>();
  for (const { index, quantity } of restock) {
    const line = lines[index];
    if (line && !isServiceLine(line) && isUuid(line.productId)) units.set(line.productId, (units.get(line.productId) ?? 0) + quantity);
  }
  await returnUnits(tx, units);
}

/** "2 x 101A EMC Probe Set, 1 x Preamplifier" for the order's history. */
export function describeRestock(lines: readonly OrderLine[], restock: readonly RestockLine[]): string {
  return restock.map(({ index, quantity }) => `${quantity} x ${lines[index]?.productName ?? `line ${index + 1}`}`).join(", ");
}
