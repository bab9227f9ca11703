import { describe, expect, it } from "vitest";
import { answers, FAKE_LOGIN_ID, FAKE_TRANSACTION_KEY, useFakeAuthorizeNet } from "../../../../tests/support/fake-authorizenet";
import { createAuthorizeNetGateway } from "./authorizenet";
import { statusOutcome } from "./authorizenet-followups";

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
  it("voids with transactionType voidTransaction and refTransId, in the schema's order", async () => {
    const result = await gateway().void("60123456789");
    expect(result).toMatchObject({ outcome: "approved", transactionId: "60123456789", message: "This transaction has been approved." });
    const root = sent().body.createTransactionRequest;
    expect(Object.keys(root)).toEqual(["merchantAuthentication", "refId", "transactionRequest"]);
    expect(root.transactionRequest).toEqual({ transactionType: "voidTransaction", refTransId: "60123456789" });
    expect(sent().raw).toMatch(
      /^\{"createTransactionRequest":\{"merchantAuthentication":.*"transactionRequest":\{"transactionType":"voidTransaction","refTransId"/,
    );
  });

  it("refunds with the card's last four digits, XXXX as expiry and the original transaction", async () => {
    const result = await gateway().refund({
      transactionId: "60123456789",
      amountCents: 12_345,
      lastFour: "1111",
      invoiceNumber: "E1A91A45",
    });
    expect(result).toMatchObject({ outcome: "approved", transactionId: "60123456800" });
    const tx = sent().body.createTransactionRequest.transactionRequest;
    expect(Object.keys(tx)).toEqual(["transactionType", "amount", "payment", "refTransId", "order"]);
    expect(tx).toEqual({
      transactionType: "refundTransaction",
      amount: "123.45",
      payment: { creditCard: { cardNumber: "1111", expirationDate: "XXXX" } },
      refTransId: "60123456789",
      order: { invoiceNumber: "E1A91A45" },
    });
  });

  it("passes on the gateway's refusal as declined, and a failed call as an error", async () => {
    fake.answer = () => answers.refundRefused();
    const refused = await gateway().refund({ transactionId: "60123456789", amountCents: 100, lastFour: "1111", invoiceNumber: "E1A91A45" });
    expect(refused).toMatchObject({
      outcome: "declined",
      message: "The referenced transaction does not meet the criteria for issuing a credit.",
    });
    fake.answer = () => answers.authenticationFailed();
    expect(await gateway().void("60123456789")).toMatchObject({
      outcome: "error",
      message: "User authentication failed due to invalid authentication values.",
    });
    fake.answer = () => ({ raw: "<html>Bad gateway</html>", status: 502 });
    expect(await gateway().void("60123456789")).toMatchObject({ outcome: "error", transactionId: null });
    fake.answer = () => ({ drop: true });
    expect((await gateway().void("60123456789")).outcome).toBe("error");
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
    fake.answer = () => answers.unsettledList([]);
    expect(await gateway().lookup("E1A91A45")).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });
});
