import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refund as refundSchema } from "../../../shared/contracts/orders";
import { activityLog } from "../../db/schema/activity";
import { products } from "../../db/schema/catalog";
import { orderEvents, orders, refunds } from "../../db/schema/orders";
import { testGatewayCharges } from "../../db/schema/shop";
import { createOrder } from "../../../../tests/support/factories";
import { readOutbox, waitForMail } from "../../../../tests/support/mail";
import { createChargedOrder } from "../../../../tests/support/paid-orders";
import { ADMIN_EMAIL } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true, env: { PUBLIC_URL: "https://shop.example", ALLOWED_HOSTS: "localhost" } });

const refund = (id: string, payload: object, cookie = t.admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${id}/refunds`, headers: { cookie }, payload });
const stockOf = async (id: string) => (await t.deps.db.select().from(products).where(eq(products.id, id)))[0]!.inStock;
const orderRow = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundedCents = async (transactionId: string) =>
  (await t.deps.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.transactionId, transactionId)))[0]!.refundedCents;
const eventTypes = async (id: string) =>
  (await t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id)).map((e) => e.type);

describe("POST /api/admin/orders/:id/refunds", () => {
  it("refunds part of a settled payment through the gateway, then the rest", async () => {
    const {
      order,
      products: [a, b],
      transactionId,
    } = await createChargedOrder(t.deps.db, {
      settled: true,
      lines: [
        { price: "100.00", quantity: 2 },
        { price: "25.00", quantity: 1 },
      ],
    });
    const first = await refund(order.id, { amount: "100", reason: "One unit returned", restockLines: [{ index: 0, quantity: 1 }] });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(refundSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      amount: "100.00",
      reason: "One unit returned",
      restockLines: [{ index: 0, quantity: 1 }],
      actor: ADMIN_EMAIL,
    });
    expect(body.transactionId).toMatch(/^\d{12}$/);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "partially_refunded", refundedAmount: "100.00", status: "pending" });
    expect(await refundedCents(transactionId)).toBe(10_000);
    expect(await stockOf(a!.id)).toBe(6);
    expect(await stockOf(b!.id)).toBe(5);
    expect(await eventTypes(order.id)).toEqual(["refunded", "restocked", "email_sent"]);
    const activity = await t.deps.db.select().from(activityLog).where(eq(activityLog.entityId, order.id));
    expect(activity.map((a) => a.action)).toEqual(["order.refund"]);

    const mail = await waitForMail(t.dataDir, order.customerEmail, /Refund of \$100\.00/);
    expect(mail.body).toContain("We have refunded $100.00");
    expect(mail.body).toContain("$100.00 of $240.00");
    expect(mail.body).toContain(`https://shop.example/orders/${order.id}`);

    const rest = await refund(order.id, { amount: "140.00", reason: "Goodwill" });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "refunded", refundedAmount: "240.00" });
    expect(await refundedCents(transactionId)).toBe(24_000);

    const detail = await t.app.inject({ method: "GET", url: `/api/admin/orders/${order.id}`, headers: { cookie: t.admin } });
    expect(detail.json().refunds.map((r: { amount: string }) => r.amount)).toEqual(["100.00", "140.00"]);
  });

  it("answers 409 for more than is left, and changes nothing", async () => {
    const { order, transactionId } = await createChargedOrder(t.deps.db, { settled: true });
    expect((await refund(order.id, { amount: "15.00", reason: "Shipping" })).statusCode).toBe(201);
    const over = await refund(order.id, { amount: "100.01", reason: "Too much" });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("The refund of $100.01 is more than is left to refund ($100.00).");
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: "15.00", paymentStatus: "partially_refunded" });
    expect(await refundedCents(transactionId)).toBe(1_500);
  });

  it("answers 409 for an unsettled payment: cancel voids it instead", async () => {
    const { order, transactionId } = await createChargedOrder(t.deps.db, { settled: false });
    const res = await refund(order.id, { amount: "10.00", reason: "Early" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has not settled yet.*cancel the order to void/);
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: "0.00", paymentStatus: "paid" });
    expect(await refundedCents(transactionId)).toBe(0);
    expect(await eventTypes(order.id)).toEqual([]);
  });

  it("answers 409 for a cancelled order, a refunded one and one without a card payment", async () => {
    const cancelled = await createChargedOrder(t.deps.db, { settled: true, overrides: { status: "cancelled" } });
    const refunded = await createChargedOrder(t.deps.db, {
      settled: true,
      overrides: { paymentStatus: "refunded", refundedAmount: "115.00" },
    });
    const invoiced = await createOrder(t.deps.db, { paymentStatus: "awaiting_payment" });
    const voided = await createOrder(t.deps.db, { paymentStatus: "voided", transactionId: "123456789012" });
    for (const id of [cancelled.order.id, refunded.order.id, invoiced.id, voided.id]) {
      const res = await refund(id, { amount: "1.00", reason: "Try" });
      expect(res.statusCode, id).toBe(409);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(await t.deps.db.select().from(refunds)).toEqual([]);
  });

  it("refunds a payment that was under review once the gateway approved it, not while it is held", async () => {
    const { order } = await createChargedOrder(t.deps.db, { settled: true, overrides: { paymentStatus: "review" } });
    expect((await refund(order.id, { amount: "5.00", reason: "Approved since" })).statusCode).toBe(201);
    expect((await orderRow(order.id)).paymentStatus).toBe("partially_refunded");
    const held = await createChargedOrder(t.deps.db, { settled: true, overrides: { paymentStatus: "review" } });
    await t.deps.db.update(testGatewayCharges).set({ outcome: "declined" }).where(eq(testGatewayCharges.transactionId, held.transactionId));
    const res = await refund(held.order.id, { amount: "5.00", reason: "Declined at the gateway" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/declined/);
  });

  it("checks the lines to restock: an existing line, not more than is still out", async () => {
    const {
      order,
      products: [p],
    } = await createChargedOrder(t.deps.db, { settled: true, lines: [{ price: "10.00", quantity: 3 }] });
    const missing = await refund(order.id, { amount: "1.00", reason: "x", restockLines: [{ index: 1, quantity: 1 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/no line 1/);
    const tooMany = await refund(order.id, { amount: "1.00", reason: "x", restockLines: [{ index: 0, quantity: 4 }] });
    expect(tooMany.statusCode).toBe(409);
    expect((await refund(order.id, { amount: "10.00", reason: "x", restockLines: [{ index: 0, quantity: 2 }] })).statusCode).toBe(201);
    // Twice the same line counts together: 2 + 1 + 1 > 3.
    const twice = await refund(order.id, {
      amount: "1.00",
      reason: "x",
      restockLines: [
        { index: 0, quantity: 1 },
        { index: 0, quantity: 1 },
      ],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/Only 1 of 3/);
    expect(await stockOf(p!.id)).toBe(7);
  });

  it("answers 502 and changes nothing when the gateway refuses", async () => {
    const { order, transactionId } = await createChargedOrder(t.deps.db, { settled: true, overrides: { cardLastFour: "0002" } });
    const res = await refund(order.id, { amount: "10.00", reason: "Wrong card" });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/refused the refund: The card number does not match/);
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: "0.00", paymentStatus: "paid" });
    expect(await refundedCents(transactionId)).toBe(0);
    expect(readOutbox(t.dataDir)).toEqual([]);
  });

  it("gives the last cent to only one of two admins refunding at once", async () => {
    const { order, transactionId } = await createChargedOrder(t.deps.db, { settled: true });
    const answers = await Promise.all([
      refund(order.id, { amount: "115.00", reason: "first" }),
      refund(order.id, { amount: "115.00", reason: "second" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await refundedCents(transactionId)).toBe(11_500);
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: "115.00", paymentStatus: "refunded" });
  });

  it("answers 400 for a bad amount or reason and 404 for other orders", async () => {
    const { order } = await createChargedOrder(t.deps.db, { settled: true });
    for (const payload of [
      { amount: "0", reason: "x" },
      { amount: "-1.00", reason: "x" },
      { amount: "1.001", reason: "x" },
      { amount: 5, reason: "x" },
      { amount: "5.00" },
      { amount: "5.00", reason: " " },
      { amount: "5.00", reason: "x", restockLines: [{ index: -1, quantity: 1 }] },
      { amount: "5.00", reason: "x", restockLines: [{ index: 0, quantity: 0 }] },
    ]) {
      const res = await refund(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    const reserved = await createOrder(t.deps.db, { paymentStatus: "reserved" });
    for (const id of [reserved.id, "5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e", "x"]) {
      expect((await refund(id, { amount: "1.00", reason: "x" })).statusCode).toBe(404);
    }
  });
});
