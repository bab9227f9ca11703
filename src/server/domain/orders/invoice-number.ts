import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { invoiceCounters, orders } from "../../db/schema/orders";
import { SHOP_TIME_ZONE } from "../../../shared/shop-time";

export const formatInvoiceNumber = (year: number, n: number) => `INV-${year}-${String(n).padStart(5, "0")}`;

/**
 * Gives the order its invoice number (INV-YYYY-NNNNN, sequential per year in the shop's time
 * zone) unless it has one, and returns it. Call it in the transaction that records the payment:
 * the counter row's lock orders concurrent payments, and a rolled-back payment takes its number
 * back with it, so the sequence has no gaps.
 */
export async function assignInvoiceNumber(tx: DbOrTx, orderId: string): Promise<string | null> {
  const [existing] = await tx.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId));
  if (!existing) return null;
  if (existing.invoiceNumber) return existing.invoiceNumber;
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year: sql`extract(year from now() at time zone ${SHOP_TIME_ZONE})::int`, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning();
  if (!counter) throw new Error("invoice counter not returned");
  const number = formatInvoiceNumber(counter.year, counter.last);
  const [row] = await tx
    .update(orders)
    .set({ invoiceNumber: number })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)))
    .returning({ invoiceNumber: orders.invoiceNumber });
  // Another transaction numbered it first (it held the order row): ours is rolled back with the caller's.
  if (!row) throw new Error(`order ${orderId} was given an invoice number concurrently`);
  return number;
}
