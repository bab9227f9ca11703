import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { order as orderSchema } from "../../../shared/contracts/orders";
import { orders } from "../../db/schema/orders";
import { createOrder, loginAsCustomer } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp();

const history = (cookie?: string) => t.app.inject({ method: "GET", url: "/api/user/orders", headers: cookie ? { cookie } : {} });

describe("GET /api/user/orders", () => {
  it("answers 401 without a session", async () => {
    const res = await history();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it("lists only the caller's paid and under-review orders, newest first", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const other = await loginAsCustomer(t.app, t.deps.db);
    const older = await createOrder(t.deps.db, { userId: me.userId, paymentStatus: "paid", total: "115.00" });
    await t.deps.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(orders.id, older.id));
    const review = await createOrder(t.deps.db, { userId: me.userId, paymentStatus: "review" });
    for (const paymentStatus of ["reserved", "declined", "failed"] as const)
      await createOrder(t.deps.db, { userId: me.userId, paymentStatus });
    await createOrder(t.deps.db, { userId: other.userId, paymentStatus: "paid" });

    const res = await history(me.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<unknown[]>();
    expect(body.map((o) => (o as { id: string }).id)).toEqual([review.id, older.id]);
    for (const row of body) expect(orderSchema.safeParse(row).success).toBe(true);
    expect(body[1]).toMatchObject({
      total: "115.00",
      subtotal: "100.00",
      paymentStatus: "paid",
      userId: me.userId,
      createdAt: expect.stringMatching(/Z$/),
    });

    expect((await history(other.cookie)).json()).toHaveLength(1);
  });
});
