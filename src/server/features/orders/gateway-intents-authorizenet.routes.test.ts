import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shortOrderId } from "../../../shared/contracts/orders";
import { gatewayIntents, orders, refunds } from "../../db/schema/orders";
import { mailOutbox } from "../../db/schema/system";
import { answers, defaultAnswer, fakeAuthorizeNetEnv, useFakeAuthorizeNet } from "../../../../tests/support/fake-authorizenet";
import { createOrder } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { finishAbandonedIntents, intentSweepContext } from "./intent-sweeper";

// A cancel through the real Authorize.Net adapter whose answer is lost, finished by the sweeper's
// look-up against a local server answering as the API reference documents.
const fake = useFakeAuthorizeNet();
// Long enough that a loaded machine still gets the look-up before the cancel; the lost answer is the void's.
const TIMEOUT_MS = 2500;
const t = useTestApp({
  admin: true,
  env: () => ({ ...fakeAuthorizeNetEnv(fake, TIMEOUT_MS), SWEEP_INTERVAL_S: "3600" }),
});

const db = () => t.deps.db;
const cancel = (id: string) => t.app.inject({ method: "POST", url: `/api/admin/orders/${id}/cancel`, headers: { cookie: t.admin } });
const sweep = () => finishAbandonedIntents(intentSweepContext(t.deps, t.app.log));
/** Ages the order's pending intent past the gateway timeout (its request died long ago). */
const abandon = (orderId: string) =>
  db()
    .update(gatewayIntents)
    .set({ createdAt: new Date(Date.now() - 10 * TIMEOUT_MS) })
    .where(eq(gatewayIntents.orderId, orderId));

async function paidOrder() {
  const order = await createOrder(db(), { paymentStatus: "paid", transactionId: "60123456789", cardLastFour: "1111" });
  return { order, invoice: shortOrderId(order.id) };
}

describe("a cancel through Authorize.Net whose answer was lost", () => {
  it("is recorded as voided once the charge shows voided", async () => {
    const { order, invoice } = await paidOrder();
    fake.answer = (request) => {
      if (request.getTransactionDetailsRequest)
        return answers.details({
          transId: "60123456789",
          transactionStatus: "capturedPendingSettlement",
          invoiceNumber: invoice,
          amount: 115,
        });
      return { drop: true };
    };
    const lost = await cancel(order.id);
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toMatch(/It is recorded as pending/);
    const [intent] = await db().select().from(gatewayIntents).where(eq(gatewayIntents.orderId, order.id));
    const voidRequest = fake.requests.find((r) => r.body.createTransactionRequest)!.body.createTransactionRequest;
    expect(voidRequest.refId).toBe(intent!.reference);
    expect(voidRequest.transactionRequest).toEqual({ transactionType: "voidTransaction", refTransId: "60123456789" });

    fake.answer = () => answers.details({ transId: "60123456789", transactionStatus: "voided", invoiceNumber: invoice, amount: 115 });
    await abandon(order.id);
    expect(await sweep()).toEqual({ recorded: 1, failed: 0, gone: 0, left: 0 });
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: "cancelled",
      paymentStatus: "voided",
      refundedAmount: "0.00",
    });
    expect((await db().select().from(mailOutbox).where(eq(mailOutbox.to, order.customerEmail))).map((m) => m.subject)).toEqual([
      expect.stringMatching(/has been cancelled/),
    ]);
  });

  it("is recorded as refunded once the refund is listed under the shop's reference, settled or not", async () => {
    const { order, invoice } = await paidOrder();
    fake.answer = (request) => {
      if (request.getTransactionDetailsRequest)
        return answers.details({ transId: "60123456789", transactionStatus: "settledSuccessfully", invoiceNumber: invoice, amount: 115 });
      return { hang: true };
    };
    const lost = await cancel(order.id);
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toMatch(/It is recorded as pending/);
    const [pending] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(pending).toMatchObject({ status: "pending", amount: "115.00" });
    const sent = fake.requests.find((r) => r.body.createTransactionRequest)!.body.createTransactionRequest;
    expect(sent.transactionRequest.order).toEqual({ invoiceNumber: pending!.reference });

    // The refund went into the batch that settled since.
    fake.answer = (request) => {
      if (request.getSettledBatchListRequest)
        return answers.settledBatchList([{ batchId: "9151512", settlementTimeUTC: "2026-11-27T03:00:00Z" }]);
      if (request.getTransactionListRequest)
        return answers.transactionList([
          { transId: "60123456900", transactionStatus: "refundSettledSuccessfully", invoiceNumber: pending!.reference!, settleAmount: 115 },
        ]);
      return defaultAnswer(request);
    };
    await abandon(order.id);
    expect(await sweep()).toMatchObject({ recorded: 1 });
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      refundedAmount: "115.00",
    });
    expect((await db().select().from(refunds).where(eq(refunds.orderId, order.id)))[0]).toMatchObject({
      status: "succeeded",
      transactionId: "60123456900",
    });
  });

  it("is marked failed, the order unchanged, when Authorize.Net has no such refund", async () => {
    const { order, invoice } = await paidOrder();
    fake.answer = (request) =>
      request.getTransactionDetailsRequest
        ? answers.details({ transId: "60123456789", transactionStatus: "settledSuccessfully", invoiceNumber: invoice, amount: 115 })
        : { drop: true };
    const lost = await cancel(order.id);
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toMatch(/It is recorded as pending/);
    fake.answer = defaultAnswer;
    await abandon(order.id);
    expect(await sweep()).toMatchObject({ failed: 1 });
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: "pending",
      paymentStatus: "paid",
    });
    expect((await db().select().from(refunds).where(eq(refunds.orderId, order.id)))[0]).toMatchObject({ status: "failed" });
  });
});
