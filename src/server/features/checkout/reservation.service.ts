import { and, eq, is, sql, SQL } from "drizzle-orm";
import { parseOrderLines, unitsByProduct, type ProductUnits } from "../../../shared/contracts/order-line";
import type { Db, DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { conflict } from "../../lib/errors";
import { recordOrderEvent } from "../../domain/orders/order-events";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import { reopenQuote } from "../../domain/quotes/quote-rules";
import { returnUnits } from "../../domain/catalog/stock-alerts";
import { releaseCodeUse } from "../../domain/discounts/discount-uses";

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

/** The SQL call that takes every line's stock or raises (migration 0008), lines in product-id order. */
function takeStock(lines: ProductUnits[]) {
  const ids = `{${lines.map((line) => line.productId).join(",")}}`;
  const quantities = `{${lines.map((line) => line.quantity).join(",")}}`;
  return sql`reserve_stock(${ids}::uuid[], ${quantities}::int[])`;
}

/** reserve_stock's refusal as the buyer's 409 (read after the statement or transaction rolled back); other errors as they are. */
async function stockConflict(db: Db, lines: ProductUnits[], error: unknown): Promise<unknown> {
  const productId = shortProductId(error);
  const line = lines.find((l) => l.productId === productId);
  if (!line) return error;
  const [current] = await db.select({ inStock: products.inStock }).from(products).where(eq(products.id, line.productId));
  const left = current?.inStock ?? 0;
  return conflict(left > 0 ? `Only ${left} left in stock for ${line.productName}` : `${line.productName} is out of stock`);
}

/**
 * Takes the stock of every line with reserve_stock() (a conditional UPDATE per product, in
 * product-id order, so two buyers of the last unit cannot both win) and inserts the order, or
 * takes nothing. A card order is one statement: the INSERT as "reserved" whose
 * charge_attempted_at is reserve_stock()'s value, so a product's row lock is held from its UPDATE
 * to the commit with no round trip to this process in between (decision 0026). Quote and invoice
 * orders (extensions §4) run steps of their own beside it, in one transaction, on the same call.
 */
export async function reserveOrder(db: Db, values: NewOrder, stock: ProductUnits[], options: ReserveOptions = {}): Promise<OrderRow> {
  const lines = [...stock].sort(byProductId);
  try {
    if (!options.before && !options.within && !options.paymentStatus) {
      // The columns this order sets (undefined ones take their defaults, as drizzle's insert does).
      const given = Object.fromEntries(
        Object.entries(values).filter(
          ([column, value]) => value !== undefined && column !== "paymentStatus" && column !== "chargeAttemptedAt",
        ),
      );
      // A value given as SQL cannot be a parameter of the prepared statement: built for this order alone.
      const [row] = Object.values(given).some((value) => is(value, SQL))
        ? await db
            .insert(orders)
            .values({ ...values, paymentStatus: "reserved", chargeAttemptedAt: takeStock(lines) })
            .returning()
        : await preparedReserve(db, Object.keys(given).sort()).execute({
            ...given,
            reserveIds: `{${lines.map((line) => line.productId).join(",")}}`,
            reserveQuantities: `{${lines.map((line) => line.quantity).join(",")}}`,
          });
      // No "placed" event row: the order row is that record (orderHistory derives the line from it).
      return row!;
    }
    return await db.transaction(async (tx) => {
      if (options.before) await options.before(tx);
      await tx.execute(sql`select ${takeStock(lines)}`);
      const [row] = await tx
        .insert(orders)
        // An invoiced order is never sent to a gateway (extensions §4); a quote paid by card is, at once.
        .values({
          ...values,
          paymentStatus: options.paymentStatus ?? "reserved",
          chargeAttemptedAt: options.paymentStatus ? null : sql`now()`,
        })
        .returning();
      return options.within ? options.within(tx, row!) : row!;
    });
  } catch (error) {
    throw await stockConflict(db, lines, error);
  }
}

/** Puts back the units an order took, read from its recorded lines (a product back from 0 mails its stock alerts). */
async function restock(tx: DbOrTx, itemsJson: string): Promise<void> {
  await returnUnits(tx, new Map(unitsByProduct(parseOrderLines(itemsJson)).map((line) => [line.productId, line.quantity])));
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
    .returning({ items: orders.items, quoteId: orders.quoteId, discountCode: orders.discountCode });
  if (!row) return false;
  await restock(tx, row.items);
  if (row.quoteId) await reopenQuote(tx, orderId); // extensions §4 hook
  if (row.discountCode) await releaseCodeUse(tx, orderId); // extensions §8: the code's use goes back
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
