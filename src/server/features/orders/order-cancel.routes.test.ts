import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GatewayFollowUp, GatewayRefund, GatewayVoid, PaymentGateway } from "../../adapters/payments/payment-gateway";
import { createTestGateway } from "../../adapters/payments/test-gateway";
import { activityLog } from "../../db/schema/activity";
import { products } from "../../db/schema/catalog";
import { orderEvents, orders, refunds } from "../../db/schema/orders";
import { testGatewayCharges } from "../../db/schema/shop";
import { createOrder } from "../../../../tests/support/factories";
import { readOutbox, waitForMail } from "../../../../tests/support/mail";
import { createChargedOrder } from "../../../../tests/support/paid-orders";
import { ADMIN_EMAIL } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";

/** The real test gateway, whose void and refund can be made to hang (a gateway gone silent). */
class HangableGateway {
  hang = false;
  followUps = 0;
  wrap(inner: PaymentGateway): PaymentGateway {
    const hangOr = <T>(call: () => Promise<T>) => {
      this.followUps++;
      return this.hang ? new Promise<T>(() => {}) : call();
    };
    return {
      kind: inner.kind,
      charge: (request, options) => inner.charge(request, options),
      void: (request: GatewayVoid): Promise<GatewayFollowUp> => hangOr(() => inner.void(request)),
      refund: (request: GatewayRefund): Promise<GatewayFollowUp> => hangOr(() => inner.refund(request)),
      details: (id, options) => inner.details(id, options),
      lookup: (invoice, options) => inner.lookup(invoice, options),
      findFollowUp: (query, options) => inner.findFollowUp(query, options),
    };
  }
}
const switchable = new HangableGateway();

const t = useTestApp({
  admin: true,
  // Long enough that writing the pending refund first (decision 0066) fits in it on a loaded machine; a hung gateway still times out.
  env: { PAYMENT_TIMEOUT_MS: "1500", PUBLIC_URL: "https://shop.example", ALLOWED_HOSTS: "localhost" },
  adapters: (db) => ({ paymentGateway: switchable.wrap(createTestGateway(db)) }),
});

const cancel = (id: string, payload?: object, cookie = t.admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${id}/cancel`, headers: { cookie }, ...(payload ? { payload } : {}) });
const setStatus = (id: string, status: string) =>
  t.app.inject({ method: "PUT", url: `/api/orders/${id}/status`, headers: { cookie: t.admin }, payload: { status } });

const stockOf = async (id: string) => (await t.deps.db.select().from(products).where(eq(products.id, id)))[0]!.inStock;
const orderRow = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const ledgerRow = async (transactionId: string) =>
  (await t.deps.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.transactionId, transactionId)))[0]!;
const eventsOf = async (id: string) =>
  (await t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id)).map((e) => ({
    type: e.type,
    actor: e.actor,
    message: e.message,
  }));

/** A charged order whose first product the test follows as `p`. */
async function chargedOrder(options?: Parameters<typeof createChargedOrder>[1]) {
  const { order, products, transactionId } = await createChargedOrder(t.deps.db, options);
  return { order, p: products[0]!, transactionId };
}

describe("POST /api/admin/orders/:id/cancel", () => {
  it("voids an unsettled payment, returns the stock once and e-mails the customer", async () => {
    switchable.hang = false;
    const {
      order,
      products: [a, b],
      transactionId,
    } = await createChargedOrder(t.deps.db, {
      lines: [
        { price: "100.00", quantity: 2 },
        { price: "40.50", quantity: 1 },
      ],
    });
    const res = await cancel(order.id, { reason: "Customer changed their mind" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: "cancelled", paymentStatus: "voided", refundedAmount: "0.00" });
    expect(await stockOf(a!.id)).toBe(7);
    expect(await stockOf(b!.id)).toBe(6);
    expect((await ledgerRow(transactionId)).voidedAt).not.toBeNull();
    expect((await orderRow(order.id)).cancelledAt).not.toBeNull();

    const events = await eventsOf(order.id);
    expect(events.map((e) => e.type)).toEqual(["cancelled", "voided", "restocked", "email_sent"]);
    expect(events[0]).toMatchObject({ actor: ADMIN_EMAIL, message: "Order cancelled: Customer changed their mind" });
    expect(events[1]!.message).toContain("$255.50");
    expect(events[2]!.message).toContain(`2 x ${a!.name}`);
    const activity = await t.deps.db.select().from(activityLog).where(eq(activityLog.entityId, order.id));
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ action: "order.cancel", actorEmail: ADMIN_EMAIL });

    const mail = await waitForMail(t.dataDir, order.customerEmail, /cancelled/);
    expect(mail.subject).toContain(order.id.slice(0, 8).toUpperCase());
    expect(mail.body).toContain("$255.50");
    expect(mail.body).toContain("voided");
    expect(mail.body).toContain(`https://shop.example/orders/${order.id}`);
    expect(mail.body).toContain("Customer changed their mind");
  });

  it("refunds a settled payment in full: a refund row, refundedAmount = total, paymentStatus refunded", async () => {
    const { order, p, transactionId } = await chargedOrder({ settled: true });
    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedAmount: "115.00" });
    expect((await ledgerRow(transactionId)).refundedCents).toBe(11_500);
    const rows = await t.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: "115.00", actor: ADMIN_EMAIL, restockLines: [{ index: 0, quantity: 1 }] });
    expect(rows[0]!.transactionId).toMatch(/^\d{12}$/);
    expect(await stockOf(p.id)).toBe(6);
    expect((await eventsOf(order.id)).map((e) => e.type)).toEqual(["cancelled", "refunded", "restocked", "email_sent"]);
    const mail = await waitForMail(t.dataDir, order.customerEmail, /cancelled/);
    expect(mail.body).toContain("refunded $115.00");
  });

  it("refunds only what is left after a partial refund and restocks only the units not yet back", async () => {
    const { order, p, transactionId } = await chargedOrder({
      settled: true,
      lines: [{ price: "50.00", quantity: 3 }],
    });
    const partial = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: { cookie: t.admin },
      payload: { amount: "50.00", reason: "One probe came back", restockLines: [{ index: 0, quantity: 1 }] },
    });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(await stockOf(p.id)).toBe(6);
    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentStatus: "refunded", refundedAmount: "165.00" });
    expect(await stockOf(p.id)).toBe(8);
    expect((await ledgerRow(transactionId)).refundedCents).toBe(16_500);
  });

  it("keeps the stock out with restock false", async () => {
    const { order, p } = await chargedOrder();
    expect((await cancel(order.id, { restock: false })).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(5);
    expect((await eventsOf(order.id)).map((e) => e.type)).not.toContain("restocked");
  });

  it("calls no gateway for an order without a card payment", async () => {
    const invoiced = await createOrder(t.deps.db, { paymentStatus: "awaiting_payment" });
    const before = switchable.followUps;
    const res = await cancel(invoiced.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", paymentStatus: "awaiting_payment" });
    expect(switchable.followUps).toBe(before);
    const mail = await waitForMail(t.dataDir, invoiced.customerEmail, /cancelled/);
    expect(mail.body).toContain("No payment was taken");
  });

  it("answers 409 to a second cancel and changes nothing", async () => {
    const { order, p } = await chargedOrder();
    expect((await cancel(order.id)).statusCode).toBe(200);
    const events = await eventsOf(order.id);
    const again = await cancel(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This order is already cancelled." });
    expect((await setStatus(order.id, "cancelled")).statusCode).toBe(409);
    expect(await stockOf(p.id)).toBe(6);
    expect(await eventsOf(order.id)).toEqual(events);
  });

  it("restocks once when two admins cancel at the same time", async () => {
    for (const settled of [false, true]) {
      const { order, p, transactionId } = await chargedOrder({ settled, lines: [{ price: "10.00", quantity: 4 }] });
      const answers = await Promise.all([cancel(order.id), cancel(order.id), setStatus(order.id, "cancelled")]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await stockOf(p.id)).toBe(9);
      const ledger = await ledgerRow(transactionId);
      expect(settled ? ledger.refundedCents : Number(ledger.voidedAt !== null)).toBe(settled ? 5_500 : 1);
      expect((await t.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id))).length).toBe(settled ? 1 : 0);
    }
  });

  it("changes nothing and says why when the gateway refuses", async () => {
    // The card on record does not match the charge: the gateway declines the refund.
    const { order, p, transactionId } = await chargedOrder({
      settled: true,
      overrides: { cardLastFour: "0002" },
    });
    const res = await cancel(order.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain("The card number does not match the card of the referenced transaction.");
    expect(res.json().message).toContain("Nothing was changed");
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "pending", paymentStatus: "paid", refundedAmount: "0.00", cancelledAt: null });
    expect(await stockOf(p.id)).toBe(5);
    expect((await ledgerRow(transactionId)).refundedCents).toBe(0);
    expect(await eventsOf(order.id)).toEqual([]);
    expect(readOutbox(t.dataDir)).toEqual([]);
  });

  it("changes nothing when the gateway does not answer in time", async () => {
    const { order, p } = await chargedOrder();
    switchable.hang = true;
    try {
      const res = await cancel(order.id);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/did not answer within/);
    } finally {
      switchable.hang = false;
    }
    expect(await orderRow(order.id)).toMatchObject({ status: "pending", paymentStatus: "paid" });
    expect(await stockOf(p.id)).toBe(5);
    // Once the gateway answers again, the cancel goes through.
    expect((await cancel(order.id)).statusCode).toBe(200);
  });

  it("answers 404 for unknown, malformed and never-placed orders, 400 for a bad body", async () => {
    const reserved = await createOrder(t.deps.db, { paymentStatus: "reserved" });
    for (const id of ["5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e", "nope", reserved.id]) expect((await cancel(id)).statusCode).toBe(404);
    const order = await createOrder(t.deps.db);
    for (const payload of [{ restock: "yes" }, { reason: 5 }, { reason: "x".repeat(501) }]) {
      const res = await cancel(order.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe("PUT /api/orders/:id/status", () => {
  it("with cancelled does the whole cancel", async () => {
    const { order, p } = await chargedOrder();
    const res = await setStatus(order.id, "cancelled");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", paymentStatus: "voided" });
    expect(await stockOf(p.id)).toBe(6);
    await waitForMail(t.dataDir, order.customerEmail, /cancelled/);
  });

  it("records other changes as status_changed and refuses any change of a cancelled order", async () => {
    const order = await createOrder(t.deps.db, { paymentStatus: "awaiting_payment" });
    expect((await setStatus(order.id, "processing")).statusCode).toBe(200);
    expect((await setStatus(order.id, "processing")).statusCode).toBe(200);
    expect(await eventsOf(order.id)).toEqual([
      { type: "status_changed", actor: ADMIN_EMAIL, message: "Status changed from pending to processing" },
    ]);
    expect((await cancel(order.id)).statusCode).toBe(200);
    for (const status of ["pending", "processing", "completed", "cancelled"]) {
      const res = await setStatus(order.id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/cancelled/);
    }
    expect((await orderRow(order.id)).status).toBe("cancelled");
  });
});
