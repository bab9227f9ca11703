import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shortOrderId } from "../../../shared/contracts/orders";
import { fromCents, toCents } from "../../../shared/money";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { buildOrderData, cartItems, charge, outboxMessages, quotedShipping } from "../../../../tests/support/checkout";
import { answers, FAKE_LOGIN_ID, fakeAuthorizeNetEnv, useFakeAuthorizeNet } from "../../../../tests/support/fake-authorizenet";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { REVIEW_MESSAGE, UNCERTAIN_MESSAGE } from "./charge-answers";
import { KEY_CONFIRMING } from "./idempotency.service";
import { reconcileReservations } from "./reconcile.service";

// The whole checkout with the real Authorize.Net adapter, against a local server answering as the API does.
const fake = useFakeAuthorizeNet();
const t = useTestApp({
  // The timeout is long enough for a loaded CI machine; the tests that lose an answer drop the connection instead of waiting.
  env: () => fakeAuthorizeNetEnv(fake, 3000),
});

const db = () => t.deps.db;
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;

/** The reservation sweeper, run as if the charge had been tried a minute ago. */
async function sweepAMinuteLater() {
  await db()
    .update(orders)
    .set({ chargeAttemptedAt: sql`now() - interval '1 minute'` });
  return reconcileReservations({
    db: db(),
    gateway: t.deps.paymentGateway,
    mailWorker: t.deps.mailWorker,
    shopEmail: "s@example.com",
    log: t.app.log,
    gatewayTimeoutMs: 3000,
    staleAfterS: 900,
  });
}

async function setup() {
  const product = await createProduct(db(), { name: "150A EMC Probe Amplifier", price: "1295.00", inStock: 4 });
  const lines = [{ product, quantity: 1 }];
  const amount = fromCents(toCents("1295.00") + toCents(await quotedShipping(t.app, lines)));
  const { cookie } = await loginAsCustomer(t.app, db());
  const payload = {
    opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
    opaqueDataValue: "eyJjb2RlIjoiNTBfMl8wNjAwMDUzNjE4OTcwOTQ1NjRGNjg2MTQ2NjlBRTE1QjE5",
    amount,
    orderData: buildOrderData(cartItems(lines)),
  };
  return { product, amount, cookie, payload };
}

describe("checkout with Authorize.Net", () => {
  it("records the approved charge under the order's invoice number", async () => {
    const { product, amount, cookie, payload } = await setup();
    const res = await charge(t.app, payload, { cookie });
    expect(res.statusCode).toBe(200);
    const { orderId } = res.json<{ orderId: string }>();
    const sent = fake.requests[0]!.body.createTransactionRequest.transactionRequest;
    expect(sent.amount).toBe(amount);
    expect(sent.order.invoiceNumber).toBe(shortOrderId(orderId));
    expect(sent.payment.opaqueData.dataValue).toBe(payload.opaqueDataValue);
    const [order] = await db().select().from(orders);
    // The card's last four from transactionResponse.accountNumber: a later refund sends them back.
    expect(order).toMatchObject({ paymentStatus: "paid", transactionId: "60123456789", cardLastFour: "1111" });
    expect(await stockOf(product.id)).toBe(3);
  });

  it("records a payment held for review, shows it to the customer and flags it in the shop's mail", async () => {
    fake.answer = () => answers.review();
    const { product, cookie, payload } = await setup();
    const res = await charge(t.app, payload, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: REVIEW_MESSAGE, orderId: expect.any(String) });
    const [order] = await db().select().from(orders);
    expect(order).toMatchObject({ paymentStatus: "review", transactionId: "60123456791" });
    expect(await stockOf(product.id)).toBe(3);
    const history = await t.app.inject({ method: "GET", url: "/api/user/orders", headers: { cookie } });
    expect(history.json()).toEqual([expect.objectContaining({ paymentStatus: "review" })]);
    await t.deps.mailWorker.drain(); // the outbox worker delivers what the change queued
    const mails = outboxMessages(t.dataDir).map((m) => m.replace(/\r?\n[ \t]+/g, " "));
    expect(mails.some((m) => /^Subject: \[PAYMENT REVIEW\] New order/m.test(m))).toBe(true);
  });

  it("answers 402 for a decline and puts the stock back", async () => {
    fake.answer = () => answers.declined("Error");
    const { product, cookie, payload } = await setup();
    const res = await charge(t.app, payload, { cookie });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ success: false, message: "This transaction has been declined." });
    expect(await stockOf(product.id)).toBe(4);
  });

  it("answers 502 with the gateway's reason for an error", async () => {
    fake.answer = () => answers.error();
    const { cookie, payload } = await setup();
    const res = await charge(t.app, payload, { cookie });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: "The credit card has expired." });
  });

  it("keeps the reservation when Authorize.Net never answers, never charges again under that key, and reconciles by look-up", async () => {
    fake.answer = () => ({ hang: true });
    const { product, amount, cookie, payload } = await setup();
    const headers = { cookie, "idempotency-key": crypto.randomUUID() };
    const res = await charge(t.app, payload, headers);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: UNCERTAIN_MESSAGE, retryable: false });
    const [reserved] = await db().select().from(orders);
    expect(reserved).toMatchObject({ paymentStatus: "reserved", chargeUncertain: true });
    expect(await stockOf(product.id)).toBe(3);

    // The page retries with a new card token: Authorize.Net may have taken the first charge, so
    // nothing reaches the gateway, however it would answer now.
    fake.answer = () => answers.approved();
    const newToken = { ...payload, opaqueDataValue: "eyJjb2RlIjoiNTBfMl8wNjAwMDUzNjE4OTcwOTQ1NjRGNjg2MTQ2NjlBRTE1QjIw" };
    const retry = await charge(t.app, newToken, headers);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ message: KEY_CONFIRMING });
    expect(fake.requests).toHaveLength(1);

    // The sweeper finds the charge in getUnsettledTransactionList and records it; the retry then shows the order.
    const invoice = shortOrderId(reserved!.id);
    fake.answer = () =>
      answers.unsettledList([
        { transId: "60123456789", transactionStatus: "capturedPendingSettlement", invoiceNumber: invoice, settleAmount: Number(amount) },
      ]);
    expect(await sweepAMinuteLater()).toEqual({ paid: 1, released: 0, left: 0 });
    const [paid] = await db().select().from(orders);
    expect(paid).toMatchObject({ paymentStatus: "paid", transactionId: "60123456789", cardLastFour: "1111" });
    const shown = await charge(t.app, newToken, headers);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ success: true, orderId: reserved!.id });
    expect(fake.requests.filter((r) => r.body.createTransactionRequest)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(3);
  });

  it("records a charge whose answer was lost and that settled before the sweep: found in a settled batch, never released", async () => {
    fake.answer = () => ({ drop: true });
    const { product, amount, cookie, payload } = await setup();
    const headers = { cookie, "idempotency-key": crypto.randomUUID() };
    expect((await charge(t.app, payload, headers)).statusCode).toBe(502);
    const [reserved] = await db().select().from(orders);
    const invoice = shortOrderId(reserved!.id);

    // Authorize.Net's daily batch closed before the sweeper looked: the charge is no longer unsettled.
    fake.answer = (request) => {
      if (request.getUnsettledTransactionListRequest) return answers.unsettledList([]);
      if (request.getSettledBatchListRequest)
        return answers.settledBatchList([{ batchId: "9151511", settlementTimeUTC: "2026-11-27T03:00:00Z" }]);
      if (request.getTransactionListRequest)
        return answers.transactionList([
          { transId: "60123456700", transactionStatus: "settledSuccessfully", invoiceNumber: "OTHER123", settleAmount: 12 },
          { transId: "60123456789", transactionStatus: "settledSuccessfully", invoiceNumber: invoice, settleAmount: Number(amount) },
        ]);
      return answers.recordNotFound();
    };
    expect(await sweepAMinuteLater()).toEqual({ paid: 1, released: 0, left: 0 });
    const asked = fake.requests.map((r) => Object.keys(r.body)[0]);
    expect(asked.slice(-3)).toEqual(["getUnsettledTransactionListRequest", "getSettledBatchListRequest", "getTransactionListRequest"]);
    expect(fake.requests.at(-1)!.body.getTransactionListRequest.batchId).toBe("9151511");
    const [paid] = await db().select().from(orders);
    expect(paid).toMatchObject({ paymentStatus: "paid", transactionId: "60123456789", cardLastFour: "1111" });
    expect(await stockOf(product.id)).toBe(3);
    const shown = await charge(t.app, payload, headers);
    expect(shown.json()).toMatchObject({ success: true, orderId: reserved!.id });
  });

  it("treats a connection dropped after sending like a timeout", async () => {
    fake.answer = () => ({ drop: true });
    const { product, cookie, payload } = await setup();
    const res = await charge(t.app, payload, { cookie, "idempotency-key": crypto.randomUUID() });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: UNCERTAIN_MESSAGE, retryable: false });
    expect((await db().select().from(orders)).map((r) => r.paymentStatus)).toEqual(["reserved"]);
    expect(await stockOf(product.id)).toBe(3);
  });

  it("lets the key pay with another card after a definitive error (responseCode 3)", async () => {
    fake.answer = () => answers.error();
    const { product, cookie, payload } = await setup();
    const headers = { cookie, "idempotency-key": crypto.randomUUID() };
    const failed = await charge(t.app, payload, headers);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ success: false, message: "The credit card has expired." });

    fake.answer = () => answers.approved();
    const paid = await charge(
      t.app,
      { ...payload, opaqueDataValue: "eyJjb2RlIjoiNTBfMl8wNjAwMDUzNjE4OTcwOTQ1NjRGNjg2MTQ2NjlBRTE1QjIx" },
      headers,
    );
    expect(paid.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect((await db().select().from(orders)).map((r) => r.paymentStatus).sort()).toEqual(["failed", "paid"]);
    expect(await stockOf(product.id)).toBe(3);
  });

  it("serves no test tokens and names Authorize.Net's script while it is the provider", async () => {
    const tokens = await t.app.inject({
      method: "POST",
      url: "/api/payment/test-tokens",
      payload: { cardNumber: "4111111111111111", month: "12", year: "2030", cardCode: "123" },
    });
    expect(tokens.statusCode).toBe(404);
    const config = await t.app.inject({ method: "GET", url: "/api/payment/config" });
    expect(config.json()).toMatchObject({
      provider: "authorizenet",
      apiLoginId: FAKE_LOGIN_ID,
      scriptUrl: "https://jstest.authorize.net/v1/Accept.js",
    });
  });
});
