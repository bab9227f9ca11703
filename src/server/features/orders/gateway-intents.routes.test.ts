import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { GatewayFollowUp, PaymentGateway } from "../../adapters/payments/payment-gateway";
import { createTestGateway } from "../../adapters/payments/test-gateway";
import { activityLog } from "../../db/schema/activity";
import { products } from "../../db/schema/catalog";
import { gatewayIntents, orderEvents, orders, refunds } from "../../db/schema/orders";
import { testGatewayCharges, testGatewayFollowUps } from "../../db/schema/shop";
import { mailOutbox } from "../../db/schema/system";
import { createChargedOrder } from "../../../../tests/support/paid-orders";
import { ADMIN_EMAIL } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { withBodies } from "../../../../tests/support/outbox-rows";
import { finishAbandonedIntents, intentSweepContext } from "./intent-sweeper";

/**
 * The real test gateway, whose voids and refunds can lose their answer: "lose" carries the void or
 * refund out and never answers (a crash or a timeout after the money moved), "drop" never lets it
 * arrive. `seen` is what the shop had committed when the gateway was asked.
 */
class LossyGateway {
  mode: "answer" | "lose" | "drop" = "answer";
  seen: { intents: number; pendingRefunds: number }[] = [];
  lookupFails = false;
  wrap(inner: PaymentGateway, db: () => TestDb): PaymentGateway {
    const followUp = async (call: () => Promise<GatewayFollowUp>): Promise<GatewayFollowUp> => {
      this.seen.push({
        intents: (await db().select().from(gatewayIntents)).length,
        pendingRefunds: (await db().select().from(refunds).where(eq(refunds.status, "pending"))).length,
      });
      if (this.mode === "drop") return new Promise(() => {});
      const answer = await call();
      return this.mode === "lose" ? new Promise(() => {}) : answer;
    };
    return {
      kind: inner.kind,
      charge: (request, options) => inner.charge(request, options),
      void: (request) => followUp(() => inner.void(request)),
      refund: (request) => followUp(() => inner.refund(request)),
      details: (id, options) => inner.details(id, options),
      lookup: (invoice, options) => inner.lookup(invoice, options),
      findFollowUp: (query, options) => (this.lookupFails ? Promise.reject(new Error("gateway down")) : inner.findFollowUp(query, options)),
    };
  }
}
type TestDb = ReturnType<typeof useTestApp>["deps"]["db"];
const gateway = new LossyGateway();

// Long enough that a loaded machine still asks the second time while the first one waits.
const TIMEOUT_MS = 2000;
const t = useTestApp({
  admin: true,
  // The sweeper runs when a test says so, not on its own timer.
  env: { PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS), SWEEP_INTERVAL_S: "3600", PUBLIC_URL: "https://shop.example", ALLOWED_HOSTS: "localhost" },
  adapters: (db) => ({ paymentGateway: gateway.wrap(createTestGateway(db), () => t.deps.db) }),
});

const db = () => t.deps.db;
const post = (url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie: t.admin }, ...(payload ? { payload } : {}) });
const refund = (id: string, payload: object) => post(`/api/admin/orders/${id}/refunds`, payload);
const cancel = (id: string, payload?: object) => post(`/api/admin/orders/${id}/cancel`, payload);
const stockOf = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]!.inStock;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const refundRows = (id: string) => db().select().from(refunds).where(eq(refunds.orderId, id)).orderBy(refunds.id);
const intentOf = async (id: string) => (await db().select().from(gatewayIntents).where(eq(gatewayIntents.orderId, id)))[0];
const ledger = async (transactionId: string) =>
  (await db().select().from(testGatewayCharges).where(eq(testGatewayCharges.transactionId, transactionId)))[0]!;
const eventsOf = async (id: string) =>
  (await db().select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id)).map((e) => ({
    type: e.type,
    actor: e.actor,
    message: e.message,
  }));
const mailsTo = async (to: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id)).map((m) => m.subject);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until the intent of the order is committed (its request is asking the gateway). */
const intentWritten = async (id: string) => {
  for (let i = 0; i < 200 && !(await intentOf(id)); i++) await sleep(10);
  expect(await intentOf(id)).toBeDefined();
};
const sweep = () => finishAbandonedIntents(intentSweepContext(t.deps, t.app.log));

/** Two units at 50.00, paid by card and settled (115.00 with shipping). */
const twoUnitOrder = () => createChargedOrder(db(), { settled: true, lines: [{ price: "50.00", quantity: 2 }] });
/** Refunds one of the two and puts it back on the shelf. */
const refundOne = (id: string) => refund(id, { amount: "50.00", reason: "One came back", restockLines: [{ index: 0, quantity: 1 }] });

function reset() {
  gateway.mode = "answer";
  gateway.seen = [];
  gateway.lookupFails = false;
}

describe("refunds and voids written down before the gateway is asked", () => {
  beforeEach(reset);

  it("commits the pending refund before the gateway is asked, then records the answer: succeeded, counted, stock back once, one mail", async () => {
    const {
      order,
      products: [p],
      transactionId,
    } = await twoUnitOrder();
    const res = await refundOne(order.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(gateway.seen).toEqual([{ intents: 1, pendingRefunds: 1 }]);
    expect(res.json()).toMatchObject({ status: "succeeded", reference: expect.stringMatching(/^[0-9A-F]{8}-R[0-9A-Z]{8}$/) });
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ status: "succeeded", transactionId: res.json().transactionId, finishedAt: expect.any(Date) });
    // The gateway's ledger knows the refund under the shop's reference.
    const [followUp] = await db().select().from(testGatewayFollowUps).where(eq(testGatewayFollowUps.reference, row!.reference!));
    expect(followUp).toMatchObject({
      action: "refund",
      chargeTransactionId: transactionId,
      amountCents: 5_000,
      transactionId: row!.transactionId,
    });
    expect(await intentOf(order.id)).toBeUndefined();
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: "50.00", paymentStatus: "partially_refunded" });
    expect(await stockOf(p!.id)).toBe(6);
    expect(await mailsTo(order.customerEmail)).toEqual([expect.stringMatching(/^Refund of \$50\.00/)]);
  });

  it("records a refused refund as failed, counts nothing and says why", async () => {
    const { order, transactionId } = await createChargedOrder(db(), { settled: true, overrides: { cardLastFour: "0002" } });
    const res = await refund(order.id, { amount: "10.00", reason: "Wrong card" });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      "The payment gateway refused the refund: The card number does not match the card of the referenced transaction. Nothing was changed.",
    );
    expect(await refundRows(order.id)).toEqual([
      expect.objectContaining({ status: "failed", failure: "The card number does not match the card of the referenced transaction." }),
    ]);
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: "0.00", paymentStatus: "paid" });
    expect((await ledger(transactionId)).refundedCents).toBe(0);
    expect(await intentOf(order.id)).toBeUndefined();
    const detail = await t.app.inject({ method: "GET", url: `/api/admin/orders/${order.id}`, headers: { cookie: t.admin } });
    expect(detail.json()).toMatchObject({ refundedAmount: "0.00", refunds: [{ status: "failed", amount: "10.00" }] });
  });

  it("keeps a refund whose answer was lost pending; a second admin gets 409 until the gateway timeout, then the next refund finds out what happened first", async () => {
    const { order, transactionId } = await createChargedOrder(db(), { settled: true });
    gateway.mode = "lose";
    const first = refund(order.id, { amount: "30.00", reason: "Lost answer" });
    await intentWritten(order.id);
    const second = await refund(order.id, { amount: "5.00", reason: "Meanwhile" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      /^The refund of \$30\.00 asked by .+ is waiting for the payment gateway's answer\. Try again in [12] s: by then it is recorded, or the shop asks the gateway what happened\.$/,
    );
    expect((await cancel(order.id)).statusCode).toBe(409);
    const lost = await first;
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toMatch(
      /^The payment gateway did not answer within 2 s about the refund of \$30\.00\. It is recorded as pending \(reference [0-9A-F]{8}-R\w{8}\): the shop asks the gateway what happened and records the result within 3604 s\./,
    );
    // The money moved at the gateway; the shop does not count it yet.
    expect((await ledger(transactionId)).refundedCents).toBe(3_000);
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: "0.00", paymentStatus: "paid" });
    expect(await refundRows(order.id)).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/admin/orders/${order.id}`, headers: { cookie: t.admin } })).json(),
    ).toMatchObject({
      refundedAmount: "0.00",
      refunds: [{ status: "pending", amount: "30.00" }],
    });

    // Past the gateway timeout the next refund asks the gateway by the reference, records the first, then goes on.
    reset();
    await sleep(TIMEOUT_MS);
    const next = await refund(order.id, { amount: "5.00", reason: "Goodwill" });
    expect(next.statusCode, next.body).toBe(201);
    expect((await refundRows(order.id)).map((r) => [r.amount, r.status])).toEqual([
      ["30.00", "succeeded"],
      ["5.00", "succeeded"],
    ]);
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: "35.00", paymentStatus: "partially_refunded" });
    expect((await ledger(transactionId)).refundedCents).toBe(3_500);
    const events = await eventsOf(order.id);
    expect(events.filter((e) => e.type === "refunded").map((e) => [e.actor, e.message])).toEqual([
      [
        ADMIN_EMAIL,
        expect.stringMatching(
          /^Refunded \$30\.00: Lost answer \(transaction \d{12}\); confirmed with the gateway after its answer was lost$/,
        ),
      ],
      [ADMIN_EMAIL, expect.stringMatching(/^Refunded \$5\.00: Goodwill/)],
    ]);
    expect((await db().select().from(activityLog).where(eq(activityLog.entityId, order.id))).map((a) => [a.action, a.actorEmail])).toEqual([
      ["order.refund", ADMIN_EMAIL],
      ["order.refund", ADMIN_EMAIL],
    ]);
    expect(await mailsTo(order.customerEmail)).toHaveLength(2);
  });

  it("marks failed a refund the gateway never received, and leaves the order as it was", async () => {
    const {
      order,
      products: [p],
      transactionId,
    } = await createChargedOrder(db(), { settled: true });
    gateway.mode = "drop";
    const lost = await refund(order.id, { amount: "20.00", reason: "Never arrived", restockLines: [{ index: 0, quantity: 1 }] });
    expect(lost.statusCode).toBe(502);
    reset();
    // The 502 comes a gateway timeout after the request began, a little less after the intent was written.
    await sleep(TIMEOUT_MS);
    expect(await sweep()).toEqual({ recorded: 0, failed: 1, gone: 0, left: 0 });
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ status: "failed", failure: `the payment gateway has no record of it (reference ${row!.reference}).` });
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: "0.00", paymentStatus: "paid", status: "pending" });
    expect(await stockOf(p!.id)).toBe(5);
    expect((await ledger(transactionId)).refundedCents).toBe(0);
    expect(await eventsOf(order.id)).toEqual([
      {
        type: "note",
        actor: "system",
        message: expect.stringMatching(/^The refund of \$20\.00 asked by .+ did not go through: the payment gateway has no record of it/),
      },
    ]);
    expect(await mailsTo(order.customerEmail)).toEqual([]);
    // Nothing pending any more: the order can be refunded again.
    expect((await refund(order.id, { amount: "20.00", reason: "Again" })).statusCode).toBe(201);
  });

  it("finishes a cancel whose void went through but whose answer was lost: voided, stock back once, one cancellation mail naming the void", async () => {
    const {
      order,
      products: [p],
      transactionId,
    } = await createChargedOrder(db(), { lines: [{ price: "100.00", quantity: 2 }] });
    gateway.mode = "lose";
    const lost = await cancel(order.id, { reason: "Changed their mind" });
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toMatch(/about the cancellation \(void of \$215\.00\)/);
    expect((await ledger(transactionId)).voidedAt).not.toBeNull();
    expect(await orderRow(order.id)).toMatchObject({ status: "pending", paymentStatus: "paid" });

    // While it is pending nothing else may change the order: ship, change status, cancel again.
    const ship = await post(`/api/admin/orders/${order.id}/shipments`, { carrier: "Other", trackingNumber: "T-1" });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toMatch(/^This order is being cancelled: the cancellation \(void of \$215\.00\)/);
    const status = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${order.id}/status`,
      headers: { cookie: t.admin },
      payload: { status: "processing" },
    });
    expect(status.statusCode).toBe(409);

    reset();
    await sleep(TIMEOUT_MS);
    // Two sweepers at once (two processes): the database lets one record it.
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a.recorded + b.recorded).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", paymentStatus: "voided", refundedAmount: "0.00" });
    expect(await stockOf(p!.id)).toBe(7);
    expect(await refundRows(order.id)).toEqual([]);
    const events = await eventsOf(order.id);
    expect(events.map((e) => e.type)).toEqual(["cancelled", "voided", "restocked", "email_sent"]);
    expect(events[1]!.message).toMatch(
      /^Payment of \$215\.00 voided \(transaction \d{12}\); confirmed with the gateway after its answer was lost$/,
    );
    expect(await mailsTo(order.customerEmail)).toEqual([expect.stringMatching(/has been cancelled/)]);
    expect(await sweep()).toEqual({ recorded: 0, failed: 0, gone: 0, left: 0 });
    expect(await stockOf(p!.id)).toBe(7);
  });

  it("finishes a cancel whose refund went through but whose answer was lost: refunded in full, the refund row succeeded, no separate refund mail", async () => {
    const {
      order,
      products: [p],
      transactionId,
    } = await twoUnitOrder();
    const partial = await refundOne(order.id);
    expect(partial.statusCode).toBe(201);
    gateway.mode = "lose";
    expect((await cancel(order.id)).statusCode).toBe(502);
    expect((await refundRows(order.id)).map((r) => r.status)).toEqual(["succeeded", "pending"]);
    reset();
    await sleep(TIMEOUT_MS);
    expect(await sweep()).toMatchObject({ recorded: 1 });
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedAmount: "115.00" });
    expect((await ledger(transactionId)).refundedCents).toBe(11_500);
    const rows = await refundRows(order.id);
    expect(rows[1]).toMatchObject({
      status: "succeeded",
      amount: "65.00",
      reason: "Order cancelled",
      restockLines: [{ index: 0, quantity: 1 }],
    });
    expect(await stockOf(p!.id)).toBe(7);
    const mails = await mailsTo(order.customerEmail);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/has been cancelled/);
    const cancelMail = (
      await withBodies(
        await db()
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, order.customerEmail)))
          .orderBy(mailOutbox.id),
      )
    )[1]!;
    expect(cancelMail.text).toContain("We have refunded $65.00 to your card");
  });

  it("marks failed a cancel whose refund never reached the gateway: the refund row failed, one note naming the cancel, the order as it was", async () => {
    const {
      order,
      products: [p],
    } = await createChargedOrder(db(), { settled: true });
    gateway.mode = "drop";
    expect((await cancel(order.id, { reason: "Duplicate" })).statusCode).toBe(502);
    reset();
    await sleep(TIMEOUT_MS);
    expect(await sweep()).toEqual({ recorded: 0, failed: 1, gone: 0, left: 0 });
    expect(await refundRows(order.id)).toEqual([expect.objectContaining({ status: "failed", reason: "Order cancelled: Duplicate" })]);
    expect(await orderRow(order.id)).toMatchObject({ status: "pending", paymentStatus: "paid", refundedAmount: "0.00" });
    expect(await stockOf(p!.id)).toBe(5);
    expect(await eventsOf(order.id)).toEqual([
      {
        type: "note",
        actor: "system",
        message: expect.stringMatching(
          /^The cancellation \(refund of \$115\.00\) asked by .+ did not go through: .* The order was not cancelled\.$/,
        ),
      },
    ]);
    expect(await mailsTo(order.customerEmail)).toEqual([]);
  });

  it("leaves a pending void for the next sweep while the gateway cannot be asked, and tells the next admin so", async () => {
    const { order } = await createChargedOrder(db());
    gateway.mode = "drop";
    expect((await cancel(order.id)).statusCode).toBe(502);
    reset();
    gateway.lookupFails = true;
    await sleep(TIMEOUT_MS);
    expect(await sweep()).toEqual({ recorded: 0, failed: 0, gone: 0, left: 1 });
    const again = await cancel(order.id);
    expect(again.statusCode).toBe(502);
    expect(again.json().message).toMatch(
      /^The cancellation \(void of \$115\.00\) asked by .+ got no answer, and the payment gateway cannot be asked about it now/,
    );
    expect(await intentOf(order.id)).toBeDefined();
    gateway.lookupFails = false;
    // The void never reached the gateway: marked failed, then this cancel voids.
    const done = await cancel(order.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "cancelled", paymentStatus: "voided" });
    expect((await eventsOf(order.id))[0]).toMatchObject({
      type: "note",
      actor: "system",
      message: expect.stringMatching(/did not go through.*The order was not cancelled\.$/),
    });
  });
});
