import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { OrderEventType } from "../../../shared/contracts/orders";
import { invoiceCounters, orderEvents, orders } from "../../db/schema/orders";

/** The shop's time zone: invoice years, CSV dates and the dashboard's days are counted in it. */
export const SHOP_TIME_ZONE = "America/Los_Angeles";

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

/**
 * The checkout's way: numbers a just-paid order and records its history lines (the payment's,
 * then "invoice_issued") in ONE statement with the counter, so the counter row's lock, which
 * orders every payment, is held only from this statement to the commit. The order must have no
 * number yet (a reserved order never has one). Returns the number, or null when it had one.
 */
export async function issueInvoiceNumber(
  tx: DbOrTx,
  orderId: string,
  paid: { actor: string; type: OrderEventType; message: string },
): Promise<string | null> {
  const result = await tx.execute(sql`
    with counter as (
      insert into ${invoiceCounters} (year, last)
      values (extract(year from now() at time zone ${SHOP_TIME_ZONE})::int, 1)
      on conflict (year) do update set last = ${invoiceCounters}.last + 1
      returning year, last
    ), numbered as (
      update ${orders} set invoice_number = 'INV-' || counter.year || '-' || lpad(counter.last::text, 5, '0')
      from counter
      where ${orders}.id = ${orderId} and ${orders}.invoice_number is null
      returning ${orders}.invoice_number
    ), events as (
      insert into ${orderEvents} (order_id, actor, type, message)
      select ${orderId}::uuid, line.actor, line.type, line.message
      from numbered, lateral (values
        (1, ${paid.actor}::text, ${paid.type}::text, ${paid.message}::text),
        (2, 'system', 'invoice_issued', 'Invoice ' || numbered.invoice_number || ' issued')
      ) as line(n, actor, type, message)
      order by line.n
    )
    select invoice_number from numbered`);
  const rows = (result as unknown as { rows: { invoice_number: string }[] }).rows;
  return rows[0]?.invoice_number ?? null;
}
