import { and, asc, eq, inArray, is, sql, SQL } from "drizzle-orm";
import { parseOrderLines, unitsFromStock, type ProductUnits } from "../../../shared/contracts/order-line";
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

/** A build-to-order product (extensions §8) whose stock did not cover the order: the units to build. */
interface Backorder {
  units: number;
  leadTimeDays: number;
}

/**
 * Takes the order's stock under the products' row locks (taken in product-id order): a product
 * built to order gives what it has and the rest is backordered; any other must cover its line, or
 * reserve_stock() refuses as on the one-statement path. Returns the units to build per product.
 */
async function takeStockWithBackorders(tx: DbOrTx, lines: ProductUnits[]): Promise<Map<string, Backorder>> {
  const backorders = new Map<string, Backorder>();
  if (lines.length === 0) return backorders;
  const rows = await tx
    .select({ id: products.id, inStock: products.inStock, backorderable: products.backorderable, leadTimeDays: products.leadTimeDays })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    )
    .orderBy(asc(products.id))
    .for("update");
  const byId = new Map(rows.map((row) => [row.id, row]));
  const taken: ProductUnits[] = [];
  for (const line of lines) {
    const row = byId.get(line.productId);
    if (row?.backorderable && row.leadTimeDays && row.inStock < line.quantity) {
      backorders.set(line.productId, { units: line.quantity - row.inStock, leadTimeDays: row.leadTimeDays });
      if (row.inStock > 0) taken.push({ ...line, quantity: row.inStock });
    } else {
      taken.push(line);
    }
  }
  if (taken.length > 0) await tx.execute(sql`select ${takeStock(taken)}`);
  return backorders;
}

/**
 * The order's lines with their backordered units marked (`backordered: true`, how many, the lead
 * time): of a product's lines the last ones are built, the first ones take the stock.
 */
function withBackorders(itemsJson: string, backorders: Map<string, Backorder>): string {
  if (backorders.size === 0) return itemsJson;
  const left = new Map([...backorders].map(([id, backorder]) => [id, { ...backorder }]));
  const lines = JSON.parse(itemsJson) as { productId: string; quantity: number; service?: unknown }[];
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    const backorder = left.get(line.productId);
    if (!backorder || backorder.units === 0 || line.service) continue;
    const built = Math.min(backorder.units, line.quantity);
    backorder.units -= built;
    lines[i] = { ...line, backordered: true, backorderedQuantity: built, leadTimeDays: backorder.leadTimeDays } as (typeof lines)[number];
  }
  return JSON.stringify(lines);
}

/** Whether a line's product is built to order: a refusal of the one-statement path is then tried again with backorders. */
async function anyBackorderable(db: Db, lines: ProductUnits[]): Promise<boolean> {
  if (lines.length === 0) return false;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
        eq(products.backorderable, true),
      ),
    )
    .limit(1);
  return row !== undefined;
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
  const oneStatement = !options.before && !options.within && !options.paymentStatus;
  try {
    return await (oneStatement ? reserveInOneStatement(db, values, lines) : reserveInTransaction(db, values, lines, options));
  } catch (error) {
    // A product built to order that ran short (extensions §8): its lines are taken again under row locks,
    // what the stock covers from stock and the rest backordered.
    if (oneStatement && shortProductId(error) !== null && (await anyBackorderable(db, lines))) {
      try {
        return await reserveInTransaction(db, values, lines, options);
      } catch (again) {
        throw await stockConflict(db, lines, again);
      }
    }
    throw await stockConflict(db, lines, error);
  }
}

/** The card checkout's reservation: one INSERT whose reserve_stock() takes every line's stock or raises. */
async function reserveInOneStatement(db: Db, values: NewOrder, lines: ProductUnits[]): Promise<OrderRow> {
  // The columns this order sets (undefined ones take their defaults, as drizzle's insert does).
  const given = Object.fromEntries(
    Object.entries(values).filter(([column, value]) => value !== undefined && column !== "paymentStatus" && column !== "chargeAttemptedAt"),
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

/** Quote and invoice orders (their own steps beside it) and orders with backorders: the stock taken under row locks, in one transaction. */
function reserveInTransaction(db: Db, values: NewOrder, lines: ProductUnits[], options: ReserveOptions): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    if (options.before) await options.before(tx);
    const backorders = await takeStockWithBackorders(tx, lines);
    const [row] = await tx
      .insert(orders)
      // An invoiced order is never sent to a gateway (extensions §4); a quote paid by card is, at once.
      .values({
        ...values,
        items: withBackorders(values.items, backorders),
        paymentStatus: options.paymentStatus ?? "reserved",
        chargeAttemptedAt: options.paymentStatus ? null : sql`now()`,
      })
      .returning();
    return options.within ? options.within(tx, row!) : row!;
  });
}

/** Puts back the units an order took off the shelf, read from its recorded lines (a product back from 0 mails its stock alerts). */
/** Puts the order's units taken from stock back; answers the products whose stock changed. */
async function restock(tx: DbOrTx, itemsJson: string): Promise<string[]> {
  const units = new Map<string, number>();
  for (const line of parseOrderLines(itemsJson)) {
    const taken = unitsFromStock(line);
    if (taken > 0) units.set(line.productId, (units.get(line.productId) ?? 0) + taken);
  }
  await returnUnits(tx, units);
  return [...units.keys()];
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
): Promise<readonly string[] | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: outcome, transactionId, chargeUncertain: false, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "reserved")))
    .returning({ items: orders.items, quoteId: orders.quoteId, discountCode: orders.discountCode });
  if (!row) return undefined;
  const restocked = await restock(tx, row.items);
  if (row.quoteId) await reopenQuote(tx, orderId); // extensions §4 hook
  if (row.discountCode) await releaseCodeUse(tx, orderId); // extensions §8: the code's use goes back
  await recordOrderEvent(tx, { orderId, actor: "system", type: "payment_failed", message });
  return restocked;
}

export function releaseReservation(
  db: Db,
  orderId: string,
  outcome: "declined" | "failed",
  transactionId: string | null,
  message: string,
): Promise<readonly string[] | undefined> {
  return db.transaction((tx) => releaseReservationIn(tx, orderId, outcome, transactionId, message));
}
