import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import type { OrderRow } from "./orders.mapper";

/** Runs `step` in a transaction in which the order row is locked; the row as it is now (null: no such order). */
export type OrderStep = <R>(step: (tx: DbOrTx, row: OrderRow | null) => Promise<R>) => Promise<R>;

const queues = new Map<string, Promise<unknown>>();

/** One change at a time per order id within this process (the tail of a per-order promise chain). */
async function serialized<T>(orderId: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(orderId) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.catch(() => {});
  queues.set(orderId, tail);
  try {
    return await run;
  } finally {
    if (queues.get(orderId) === tail) queues.delete(orderId);
  }
}

async function lockRow(tx: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row ?? null;
}

/**
 * Holds an order while a change runs its steps: read and check, then write. (Decision 0022 held it
 * across the gateway call of a cancel or refund; since decision 0066 those write their intent down
 * first and hold the order only in the short steps around the call, see lockedStep.)
 *
 * PostgreSQL: one transaction with the row locked (`for update`) from start to end, across the
 * gateway call; a second process's change waits on the lock, then sees the first one's result.
 * PGlite: one process owns the data folder, and its transactions take the whole database (the
 * test gateway's own queries would wait behind one held across its call), so the order is held
 * by an in-process queue and each step is its own short transaction. Either way a step that
 * writes should come after the gateway answered: a refusal then leaves nothing to undo.
 */
export async function withOrderHeld<T>(database: Database, orderId: string, work: (step: OrderStep) => Promise<T>): Promise<T> {
  if (database.kind === "postgres") {
    return database.db.transaction(async (tx) => {
      const held = await lockRow(tx, orderId);
      let first = true;
      return work(async (step) => {
        const row = first ? held : await lockRow(tx, orderId);
        first = false;
        return step(tx, row);
      });
    });
  }
  return serialized(orderId, () => work((step) => database.db.transaction(async (tx) => step(tx, await lockRow(tx, orderId)))));
}

/**
 * One short transaction with the order row locked (PostgreSQL: `for update`; PGlite: the order's
 * in-process queue as well). A change that calls the gateway uses two of these around the call,
 * with its intent written down in the first (decision 0066), so no lock is held while the gateway answers.
 */
export function lockedStep<R>(database: Database, orderId: string, step: (tx: DbOrTx, row: OrderRow | null) => Promise<R>): Promise<R> {
  return withOrderHeld(database, orderId, (run) => run(step));
}
