import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { buildOrderLine, createOrder, createProduct } from "../../../../tests/support/factories";
import { createTestApp } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { sweepStaleReservations } from "./reservation.service";

const t = useTestApp();

const db = () => t.deps.db;
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;
const statusOf = async (id: string) => (await db().select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0]!.s;

/** A reservation as a process that died mid-charge leaves it: stock already taken, order "reserved". */
async function reservation(product: { id: string; name: string }, quantity: number, minutesAgo: number) {
  const lines = [buildOrderLine(product, quantity), buildOrderLine(product, 1)];
  const order = await createOrder(db(), { paymentStatus: "reserved", items: JSON.stringify(lines) });
  await db()
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(orders.id, order.id));
  return order;
}

describe("stale reservations", () => {
  it("puts back the stock of reservations older than the limit, once, and leaves live ones alone", async () => {
    const product = await createProduct(db(), { inStock: 2 });
    const stale = await reservation(product, 3, 20);
    const live = await reservation(product, 1, 1);
    const paid = await createOrder(db(), { paymentStatus: "paid" });

    // Two sweepers at once (two server processes) must not restock twice.
    const released = await Promise.all([sweepStaleReservations(db(), 15 * 60_000), sweepStaleReservations(db(), 15 * 60_000)]);
    expect(released[0]! + released[1]!).toBe(1);
    expect(await stockOf(product.id)).toBe(2 + 3 + 1);
    expect(await statusOf(stale.id)).toBe("failed");
    expect(await statusOf(live.id)).toBe("reserved");
    expect(await statusOf(paid.id)).toBe("paid");
  });

  it("sweeps when the app starts", async () => {
    const product = await createProduct(db(), { inStock: 0 });
    const stale = await reservation(product, 2, 30);
    const second = await createTestApp({ testDb: t.testDb });
    try {
      expect(await statusOf(stale.id)).toBe("failed");
      expect(await stockOf(product.id)).toBe(3);
    } finally {
      await second.close();
    }
  });
});
