import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  answers,
  defaultAnswer,
  FAKE_LOGIN_ID,
  FAKE_TRANSACTION_KEY,
  useFakeAuthorizeNet,
  type ListedTransaction,
} from "../../../../tests/support/fake-authorizenet";
import { createAuthorizeNetGateway } from "./authorizenet";
import { statusOutcome } from "./authorizenet-lookups";

const fake = useFakeAuthorizeNet();
const gateway = () =>
  createAuthorizeNetGateway({
    apiLoginId: FAKE_LOGIN_ID,
    transactionKey: FAKE_TRANSACTION_KEY,
    environment: "sandbox",
    apiUrl: fake.url,
    timeoutMs: 2000,
  });
const sent = () => fake.requests[0]!;

describe("Authorize.Net void and refund", () => {
  it("voids with transactionType voidTransaction and refTransId, in the schema's order, the shop's reference as refId", async () => {
    const result = await gateway().void({ transactionId: "60123456789", reference: "E1A91A45-VK3J9Q2XZ" });
    expect(result).toMatchObject({ outcome: "approved", transactionId: "60123456789", message: "This transaction has been approved." });
    const root = sent().body.createTransactionRequest;
    expect(Object.keys(root)).toEqual(["merchantAuthentication", "refId", "transactionRequest"]);
    expect(root.refId).toBe("E1A91A45-VK3J9Q2XZ");
    expect(root.transactionRequest).toEqual({ transactionType: "voidTransaction", refTransId: "60123456789" });
    expect(sent().raw).toMatch(
      /^\{"createTransactionRequest":\{"merchantAuthentication":.*"transactionRequest":\{"transactionType":"voidTransaction","refTransId"/,
    );
  });

  it("refunds with the card's last four digits, XXXX as expiry and the original transaction, under the shop's reference", async () => {
    const result = await gateway().refund({
      transactionId: "60123456789",
      amountCents: 12_345,
      lastFour: "1111",
      reference: "E1A91A45-RK3J9Q2XZ",
    });
    expect(result).toMatchObject({ outcome: "approved", transactionId: "60123456800" });
    expect(sent().body.createTransactionRequest.refId).toBe("E1A91A45-RK3J9Q2XZ");
    const tx = sent().body.createTransactionRequest.transactionRequest;
    expect(Object.keys(tx)).toEqual(["transactionType", "amount", "payment", "refTransId", "order"]);
    expect(tx).toEqual({
      transactionType: "refundTransaction",
      amount: "123.45",
      payment: { creditCard: { cardNumber: "1111", expirationDate: "XXXX" } },
      refTransId: "60123456789",
      order: { invoiceNumber: "E1A91A45-RK3J9Q2XZ" },
    });
  });

  it("passes on the gateway's refusal as declined, a failed call as an error, uncertain when the request may have gone through", async () => {
    const voidIt = () => gateway().void({ transactionId: "60123456789", reference: "E1A91A45-VK3J9Q2XZ" });
    fake.answer = () => answers.refundRefused();
    const refused = await gateway().refund({ transactionId: "60123456789", amountCents: 100, lastFour: "1111", reference: "E1A91A45-R1" });
    expect(refused).toMatchObject({
      outcome: "declined",
      message: "The referenced transaction does not meet the criteria for issuing a credit.",
    });
    expect(refused.uncertain).toBeUndefined();
    fake.answer = () => answers.authenticationFailed();
    const denied = await voidIt();
    expect(denied).toMatchObject({ outcome: "error", message: "User authentication failed due to invalid authentication values." });
    expect(denied.uncertain).toBeUndefined();
    // Something in between answered, the connection dropped, the answer was unreadable or did not come: it may have gone through.
    fake.answer = () => ({ raw: "<html>Bad gateway</html>", status: 502 });
    expect(await voidIt()).toMatchObject({ outcome: "error", transactionId: null, uncertain: true });
    fake.answer = () => ({ drop: true });
    expect(await voidIt()).toMatchObject({ outcome: "error", uncertain: true });
    fake.answer = () => ({ raw: "{not json" });
    expect(await voidIt()).toMatchObject({ outcome: "error", uncertain: true });
    fake.answer = () => ({ hang: true });
    const slow = createAuthorizeNetGateway({
      apiLoginId: FAKE_LOGIN_ID,
      transactionKey: FAKE_TRANSACTION_KEY,
      environment: "sandbox",
      apiUrl: fake.url,
      timeoutMs: 200,
    });
    expect(await slow.void({ transactionId: "60123456789", reference: "E1A91A45-V2" })).toMatchObject({
      outcome: "error",
      uncertain: true,
    });
  });

  it("knows a request that never left this server did not go through", async () => {
    // A port that was just free: the connection is refused before any request byte leaves.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const closed = createAuthorizeNetGateway({
      apiLoginId: FAKE_LOGIN_ID,
      transactionKey: FAKE_TRANSACTION_KEY,
      environment: "sandbox",
      apiUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2000,
    });
    const result = await closed.refund({ transactionId: "60123456789", amountCents: 100, lastFour: "1111", reference: "E1A91A45-R1" });
    expect(result.outcome).toBe("error");
    expect(result.uncertain).toBeUndefined();
  });
});

describe("Authorize.Net look-ups", () => {
  it("reads getTransactionDetails: status, amount, invoice and the card's last four", async () => {
    fake.answer = () =>
      answers.details({
        transId: "60123456789",
        transactionStatus: "capturedPendingSettlement",
        invoiceNumber: "E1A91A45",
        amount: 1908.31,
      });
    expect(await gateway().details("60123456789")).toEqual({
      transactionId: "60123456789",
      invoiceNumber: "E1A91A45",
      outcome: "approved",
      settled: false,
      amountCents: 190_831,
      refundedCents: 0,
      lastFour: "1111",
    });
    expect(sent().body).toEqual({
      getTransactionDetailsRequest: {
        merchantAuthentication: { name: FAKE_LOGIN_ID, transactionKey: FAKE_TRANSACTION_KEY },
        transId: "60123456789",
      },
    });
    fake.answer = () => answers.recordNotFound();
    expect(await gateway().details("1")).toBeNull();
  });

  it.each([
    ["capturedPendingSettlement", "approved", false],
    ["authorizedPendingCapture", "approved", false],
    ["settledSuccessfully", "approved", true],
    ["voided", "voided", false],
    ["declined", "declined", false],
    ["FDSPendingReview", "review", false],
    ["FDSAuthorizedPendingReview", "review", false],
  ])("maps transactionStatus %s to %s (settled %s)", (status, outcome, settled) => {
    expect(statusOutcome(status)).toEqual({ outcome, settled });
  });

  it("throws when it cannot ask, so nobody mistakes that for 'no charge'", async () => {
    fake.answer = () => answers.authenticationFailed();
    await expect(gateway().details("60123456789")).rejects.toThrow(/E00007/);
    await expect(gateway().lookup("E1A91A45")).rejects.toThrow(/E00007/);
    fake.answer = () => ({ raw: "not json" });
    await expect(gateway().lookup("E1A91A45")).rejects.toThrow();
    fake.answer = () => ({ drop: true });
    await expect(gateway().details("60123456789")).rejects.toThrow();
  });

  it("looks up the newest unsettled transaction of an invoice number, newest first and page by page", async () => {
    const other = (i: number) => ({
      transId: String(70_000_000_000 + i),
      transactionStatus: "capturedPendingSettlement",
      invoiceNumber: "OTHER",
      settleAmount: 1,
    });
    fake.answer = (request) =>
      request.getUnsettledTransactionListRequest.paging.offset === 1
        ? answers.unsettledList(Array.from({ length: 1000 }, (_, i) => other(i)))
        : answers.unsettledList([
            { transId: "60123456790", transactionStatus: "FDSPendingReview", invoiceNumber: "E1A91A45", settleAmount: 1908.31 },
            { transId: "60123456789", transactionStatus: "declined", invoiceNumber: "E1A91A45", settleAmount: 1908.31 },
          ]);
    expect(await gateway().lookup("E1A91A45")).toEqual({
      transactionId: "60123456790",
      invoiceNumber: "E1A91A45",
      outcome: "review",
      settled: false,
      amountCents: 190_831,
      refundedCents: 0,
      lastFour: "1111",
    });
    expect(fake.requests).toHaveLength(2);
    const request = fake.requests[1]!.body.getUnsettledTransactionListRequest;
    expect(Object.keys(request)).toEqual(["merchantAuthentication", "sorting", "paging"]);
    expect(request.sorting).toEqual({ orderBy: "submitTimeUTC", orderDescending: true });
    expect(request.paging).toEqual({ limit: 1000, offset: 2 });

    fake.requests = [];
    fake.answer = defaultAnswer;
    expect(await gateway().lookup("E1A91A45")).toBeNull();
    // Not among the unsettled: the batches settled in the last 2 days are asked too (none here).
    expect(fake.requests.map((r) => Object.keys(r.body)[0])).toEqual(["getUnsettledTransactionListRequest", "getSettledBatchListRequest"]);
  });
});

describe("Authorize.Net look-ups in the settled batches", () => {
  const DAY = 86_400_000;
  /** The unsettled list empty, two batches settled (the older one first, as the fake may list them), and what each batch holds. */
  function settled(batches: Record<string, ListedTransaction[]>) {
    fake.answer = (request) => {
      if (request.getSettledBatchListRequest)
        return answers.settledBatchList([
          { batchId: "9000001", settlementTimeUTC: "2026-11-25T03:00:00Z" },
          { batchId: "9000002", settlementTimeUTC: "2026-11-26T03:00:00Z" },
        ]);
      if (request.getTransactionListRequest) return answers.transactionList(batches[request.getTransactionListRequest.batchId] ?? []);
      return defaultAnswer(request);
    };
  }

  it("finds a charge that settled before the look-up in a batch of the last 2 days, newest batch first", async () => {
    settled({
      "9000001": [{ transId: "60123456700", transactionStatus: "settledSuccessfully", invoiceNumber: "E1A91A45", settleAmount: 10 }],
      "9000002": [
        { transId: "60123456799", transactionStatus: "refundSettledSuccessfully", invoiceNumber: "E1A91A45", settleAmount: 5 },
        { transId: "60123456789", transactionStatus: "settledSuccessfully", invoiceNumber: "E1A91A45", settleAmount: 1908.31 },
      ],
    });
    const before = Date.now();
    expect(await gateway().lookup("E1A91A45")).toEqual({
      transactionId: "60123456789",
      invoiceNumber: "E1A91A45",
      outcome: "approved",
      settled: true,
      amountCents: 190_831,
      refundedCents: 0,
      lastFour: "1111",
    });
    const batchList = fake.requests[1]!.body.getSettledBatchListRequest;
    expect(Object.keys(batchList)).toEqual(["merchantAuthentication", "includeStatistics", "firstSettlementDate", "lastSettlementDate"]);
    expect(batchList.firstSettlementDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const first = Date.parse(batchList.firstSettlementDate);
    const last = Date.parse(batchList.lastSettlementDate);
    expect(last - first).toBe(2 * DAY);
    expect(Math.abs(last - before)).toBeLessThan(5_000);
    const list = fake.requests[2]!.body.getTransactionListRequest;
    expect(Object.keys(list)).toEqual(["merchantAuthentication", "batchId", "sorting", "paging"]);
    expect(list).toMatchObject({
      batchId: "9000002",
      sorting: { orderBy: "submitTimeUTC", orderDescending: true },
      paging: { limit: 1000, offset: 1 },
    });
    // Found in the newest batch: the older one was never asked.
    expect(fake.requests).toHaveLength(3);
  });

  it("reads the XML-shaped lists ({ batch: [...] }, { transaction: [...] }) too", async () => {
    fake.answer = (request) => {
      if (request.getSettledBatchListRequest)
        return {
          json: {
            batchList: { batch: [{ batchId: "9000003", settlementTimeUTC: "2026-11-26T03:00:00Z" }] },
            messages: { resultCode: "Ok" },
          },
        };
      if (request.getTransactionListRequest)
        return {
          json: {
            transactions: {
              transaction: [
                { transId: "60123456789", transactionStatus: "settledSuccessfully", invoiceNumber: "E1A91A45", settleAmount: "12.00" },
              ],
            },
            messages: { resultCode: "Ok" },
          },
        };
      return defaultAnswer(request);
    };
    expect(await gateway().lookup("E1A91A45")).toMatchObject({ transactionId: "60123456789", settled: true, amountCents: 1200 });
  });

  it("finds a refund by the shop's reference, unsettled or settled, and a void by the charge's status", async () => {
    const query = { action: "refund" as const, reference: "E1A91A45-RK3J9Q2XZ", chargeTransactionId: "60123456789" };
    settled({
      "9000001": [
        { transId: "60123456811", transactionStatus: "refundSettledSuccessfully", invoiceNumber: "E1A91A45-RK3J9Q2XZ", settleAmount: 40 },
      ],
    });
    expect(await gateway().findFollowUp(query)).toEqual({ ...query, amountCents: 4000, transactionId: "60123456811" });

    fake.answer = (request) =>
      request.getUnsettledTransactionListRequest
        ? answers.unsettledList([
            { transId: "60123456812", transactionStatus: "refundPendingSettlement", invoiceNumber: "E1A91A45-RK3J9Q2XZ", settleAmount: 40 },
          ])
        : defaultAnswer(request);
    expect(await gateway().findFollowUp(query)).toMatchObject({ transactionId: "60123456812", amountCents: 4000 });

    // A charge with that invoice number, or a refund under another reference, is not this refund.
    settled({
      "9000002": [
        { transId: "60123456813", transactionStatus: "settledSuccessfully", invoiceNumber: "E1A91A45-RK3J9Q2XZ", settleAmount: 40 },
      ],
    });
    expect(await gateway().findFollowUp(query)).toBeNull();

    const voidQuery = { action: "void" as const, reference: "E1A91A45-VK3J9Q2XZ", chargeTransactionId: "60123456789" };
    const details = (transactionStatus: string) => () =>
      answers.details({ transId: "60123456789", transactionStatus, invoiceNumber: "E1A91A45", amount: 115 });
    fake.answer = details("voided");
    expect(await gateway().findFollowUp(voidQuery)).toEqual({ ...voidQuery, amountCents: 11_500, transactionId: "60123456789" });
    fake.answer = details("capturedPendingSettlement");
    expect(await gateway().findFollowUp(voidQuery)).toBeNull();
    fake.answer = () => answers.authenticationFailed();
    await expect(gateway().findFollowUp(voidQuery)).rejects.toThrow(/E00007/);
    await expect(gateway().findFollowUp(query)).rejects.toThrow(/E00007/);
  });
});
