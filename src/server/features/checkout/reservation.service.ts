import { and, eq, gte, lt, sql } from "drizzle-orm";
import { parseOrderLines, unitsByProduct, type ProductUnits } from "../../../shared/contracts/order-line";
import type { Db, DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { conflict } from "../../http/errors";
import type { OrderRow } from "../../domain/orders/orders.mapper";

export type NewOrder = typeof orders.$inferInsert;

// Rows are always locked in product-id order, so two orders sharing products cannot deadlock.
const byProductId = (a: { productId: string }, b: { productId: string }) => a.productId.localeCompare(b.productId);

/**
 * One short transaction: take the stock of every line (a conditional UPDATE, so two buyers of
 * the last unit cannot both win) and record the order as "reserved". A shortfall rolls back.
 */
export async function reserveOrder(db: Db, values: NewOrder, stock: ProductUnits[]): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    for (const line of [...stock].sort(byProductId)) {
      const taken = await tx
        .update(products)
        .set({ inStock: sql`${products.inStock} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), gte(products.inStock, line.quantity)))
        .returning({ id: products.id });
      if (taken.length === 0) {
        const [current] = await tx.select({ inStock: products.inStock }).from(products).where(eq(products.id, line.productId));
        const left = current?.inStock ?? 0;
        throw conflict(left > 0 ? `Only ${left} left in stock for ${line.productName}` : `${line.productName} is out of stock`);
      }
    }
    const [row] = await tx
      .insert(orders)
      .values({ ...values, paymentStatus: "reserved" })
      .returning();
    return row!;
  });
}

/** Puts back the units an order took, read from its recorded lines. */
async function restock(tx: DbOrTx, itemsJson: string): Promise<void> {
  for (const line of unitsByProduct(parseOrderLines(itemsJson)).sort(byProductId)) {
    // A product deleted meanwhile simply matches no row.
    await tx
      .update(products)
      .set({ inStock: sql`${products.inStock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/**
 * Gives a reservation's stock back and marks why it ended. Conditional on the order still being
 * reserved, so the sweeper and the charge that owns it can never both put the stock back.
 */
export async function releaseReservation(
  db: Db,
  orderId: string,
  outcome: "declined" | "failed",
  transactionId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: outcome, transactionId, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "reserved")))
      .returning({ items: orders.items });
    if (!row) return false;
    await restock(tx, row.items);
    return true;
  });
}

/**
 * Records an approved (or held) payment. Returns null when the reservation was already released
 * by the sweeper: the order is then flagged for review so the admin sees a payment without stock.
 */
export async function confirmPayment(
  db: Db,
  orderId: string,
  status: "paid" | "review",
  transactionId: string | null,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: status, transactionId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "reserved")))
    .returning();
  if (row) return row;
  await db
    .update(orders)
    .set({ paymentStatus: "review", transactionId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "failed")));
  return null;
}

/** Reservations whose process died mid-charge: released as failed (stock back). Returns how many. */
export async function sweepStaleReservations(db: Db, olderThanMs: number): Promise<number> {
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentStatus, "reserved"), lt(orders.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`)));
  let released = 0;
  for (const { id } of stale) {
    if (await releaseReservation(db, id, "failed", null)) released++;
  }
  return released;
}
