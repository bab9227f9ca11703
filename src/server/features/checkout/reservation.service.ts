import { and, eq, gte, is, sql, SQL } from "drizzle-orm";
import { parseOrderLines, unitsByProduct, type ProductUnits } from "../../../shared/contracts/order-line";
import type { Db, DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { conflict } from "../../http/errors";
import { recordOrderEvent } from "../../domain/orders/order-events";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import { reopenQuote } from "./institutional-charge";

export type NewOrder = typeof orders.$inferInsert;

/** extensions §4 hook (institutional-charge.ts): an invoiced order's status, and work in the reservation's transaction. */
export interface ReserveOptions {
  paymentStatus?: "awaiting_payment" | undefined;
  /** First in the transaction, before any stock is taken (a quote's row lock orders two orders of one quote). */
  before?: (tx: DbOrTx) => Promise<void>;
  within?: (tx: DbOrTx, row: OrderRow) => Promise<OrderRow>;
}

// Rows are always locked in product-id order, so two orders sharing products cannot deadlock.
const byProductId = (a: { productId: string }, b: { productId: string }) => a.productId.localeCompare(b.productId);

/** The error reserve_stock (migration 0008) raises for a line it cannot take: the product's id. */
function shortProductId(error: unknown): string | null {
  for (let e = error as { cause?: unknown; hint?: string; detail?: string } | undefined; e; e = e.cause as typeof e) {
    if (e.hint === "reserve_stock" && e.detail) return e.detail;
  }
  return null;
}

function reserveInsert(db: Db, columns: string[], name: string) {
  const values = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)])) as unknown as NewOrder;
  return (
    db
      .insert(orders)
      // The charge follows at once: the order counts as sent to the gateway from here (one statement
      // fewer on every checkout than marking it just before the call; the sweeper then asks the gateway).
      .values({
        ...values,
        paymentStatus: "reserved",
        chargeAttemptedAt: sql`reserve_stock(${sql.placeholder("reserveIds")}::uuid[], ${sql.placeholder("reserveQuantities")}::int[])`,
      })
      .returning()
      .prepare(name)
  );
}

type ReserveInsert = ReturnType<typeof reserveInsert>;
/**
 * The reservation's INSERT is built once per set of columns (in practice one: the card checkout's)
 * and runs as a named statement on PostgreSQL: the order row's forty columns made drizzle's query
 * building one of the larger costs of a checkout (decision 0045).
 */
const preparedReserves = new WeakMap<Db, Map<string, ReserveInsert>>();

function preparedReserve(db: Db, columns: string[]): ReserveInsert {
  let byColumns = preparedReserves.get(db);
  if (!byColumns) preparedReserves.set(db, (byColumns = new Map()));
  const key = columns.join(",");
  let query = byColumns.get(key);
  if (!query) byColumns.set(key, (query = reserveInsert(db, columns, `reserve_order_${byColumns.size + 1}`)));
  return query;
}

/**
 * One statement: the INSERT of the order as "reserved" whose charge_attempted_at is the value of
 * reserve_stock(), which takes the stock of every line (a conditional UPDATE per product, in
 * product-id order, so two buyers of the last unit cannot both win) or raises, rolling the whole
 * statement back. A product's row lock is held from its UPDATE to the commit with no round trip
 * to this process in between (decision 0026).
 */
export async function reserveOrder(db: Db, values: NewOrder, stock: ProductUnits[], options: ReserveOptions = {}): Promise<OrderRow> {
  // Quote and invoice orders (extensions §4) run steps of their own beside the reservation: one transaction.
  if (options.before || options.within || options.paymentStatus) return reserveOrderWith(db, values, stock, options);
  const lines = [...stock].sort(byProductId);
  const ids = `{${lines.map((line) => line.productId).join(",")}}`;
  const quantities = `{${lines.map((line) => line.quantity).join(",")}}`;
  // The columns this order sets (undefined ones take their defaults, as drizzle's insert does).
  const given = Object.fromEntries(
    Object.entries(values).filter(([column, value]) => value !== undefined && column !== "paymentStatus" && column !== "chargeAttemptedAt"),
  );
  const columns = Object.keys(given).sort();
  try {
    const reserve = sql`reserve_stock(${ids}::uuid[], ${quantities}::int[])`;
    // A value given as SQL cannot be a parameter of the prepared statement: built for this order alone.
    const [row] = Object.values(given).some((value) => is(value, SQL))
      ? await db
          .insert(orders)
          .values({ ...values, paymentStatus: "reserved", chargeAttemptedAt: reserve })
          .returning()
      : await preparedReserve(db, columns).execute({ ...given, reserveIds: ids, reserveQuantities: quantities });
    // No "placed" event row: the order row is that record (orderHistory derives the line from it).
    return row!;
  } catch (error) {
    const productId = shortProductId(error);
    const line = lines.find((l) => l.productId === productId);
    if (!line) throw error;
    const [current] = await db.select({ inStock: products.inStock }).from(products).where(eq(products.id, line.productId));
    const left = current?.inStock ?? 0;
    throw conflict(left > 0 ? `Only ${left} left in stock for ${line.productName}` : `${line.productName} is out of stock`);
  }
}

/** The reservation as a transaction with the caller's steps before and within it (quotes, Net 30 orders). */
async function reserveOrderWith(db: Db, values: NewOrder, stock: ProductUnits[], options: ReserveOptions): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    if (options.before) await options.before(tx);
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
      // The charge follows at once: the order counts as sent to the gateway from here (one statement
      // fewer on every checkout than marking it just before the call; the sweeper then asks the gateway).
      .values({
        ...values,
        paymentStatus: options.paymentStatus ?? "reserved",
        // An invoiced order is never sent to a gateway (extensions §4).
        chargeAttemptedAt: options.paymentStatus ? null : sql`now()`,
      })
      .returning();
    // No "placed" event row: the order row is that record (orderHistory derives the line from it).
    return options.within ? options.within(tx, row!) : row!;
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

/** The gateway's answer was lost: the order keeps its stock until the sweeper has asked the gateway. */
export async function markChargeUncertain(db: DbOrTx, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ chargeUncertain: true, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "reserved")));
}

/**
 * Gives a reservation's stock back and marks why it ended, with an order event. Conditional on
 * the order still being reserved, so the sweeper and the charge that owns it can never both put
 * the stock back. Use inside the caller's transaction.
 */
export async function releaseReservationIn(
  tx: DbOrTx,
  orderId: string,
  outcome: "declined" | "failed",
  transactionId: string | null,
  message: string,
): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: outcome, transactionId, chargeUncertain: false, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "reserved")))
    .returning({ items: orders.items, quoteId: orders.quoteId });
  if (!row) return false;
  await restock(tx, row.items);
  if (row.quoteId) await reopenQuote(tx, orderId); // extensions §4 hook
  await recordOrderEvent(tx, { orderId, actor: "system", type: "payment_failed", message });
  return true;
}

export function releaseReservation(
  db: Db,
  orderId: string,
  outcome: "declined" | "failed",
  transactionId: string | null,
  message: string,
): Promise<boolean> {
  return db.transaction((tx) => releaseReservationIn(tx, orderId, outcome, transactionId, message));
}
