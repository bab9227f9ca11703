import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  answers,
  FAKE_LOGIN_ID,
  FAKE_TRANSACTION_KEY,
  useFakeAuthorizeNet,
  type FakeAnswer,
} from "../../../../tests/support/fake-authorizenet";
import { authorizeNetEndpoint, createAuthorizeNetGateway } from "./authorizenet";
import type { GatewayCharge } from "./payment-gateway";

const fake = useFakeAuthorizeNet();

const gateway = (timeoutMs = 2000) =>
  createAuthorizeNetGateway({
    apiLoginId: FAKE_LOGIN_ID,
    transactionKey: FAKE_TRANSACTION_KEY,
    environment: "sandbox",
    apiUrl: fake.url,
    timeoutMs,
  });

const address = {
  firstName: "Grace",
  lastName: "Hopper",
  company: "Hopper Labs",
  address: "4000 El Camino Real",
  city: "Palo Alto",
  state: "CA",
  zip: "94306",
  country: "United States",
};

function chargeRequest(overrides: Partial<GatewayCharge> = {}): GatewayCharge {
  return {
    opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: "eyJjb2RlIjoiNTBfMl8wNjAwMDUzNjE4" },
    amountCents: 190831,
    invoiceNumber: "E1A91A45",
    description: "Gravenstein RF Instruments order E1A91A45",
    poNumber: "PO-2291",
    lineItems: [
      {
        itemId: "6f1c2a4e-9b1d-4c55-8a3e-0a9f1c2b3d4e",
        name: "101A EMC Probe Set with a very long name indeed",
        description: "101A EMC Probe Set + SMA cable kit",
        quantity: 2,
        unitPriceCents: 22400,
      },
    ],
    taxCents: 12640,
    taxName: "Sales tax 7.25%",
    shippingCents: 3841,
    shippingName: "Delivery in 1-5 business days",
    customerEmail: "grace@example.com",
    billTo: { ...address, phoneNumber: "707-555-0142" },
    shipTo: address,
    customerIp: "::ffff:203.0.113.9",
    ...overrides,
  };
}

describe("Authorize.Net adapter", () => {
  it("posts createTransactionRequest with the schema's key order and the order's data", async () => {
    const result = await gateway().charge(chargeRequest());
    expect(result).toEqual({
      outcome: "approved",
      transactionId: "60123456789",
      message: "This transaction has been approved.",
      detail: expect.any(String),
      // From transactionResponse.accountNumber "XXXX1111": a refund needs it.
      lastFour: "1111",
    });

    const [request] = fake.requests;
    expect(request!.path).toBe("/xml/v1/request.api");
    const root = request!.body.createTransactionRequest;
    expect(Object.keys(root)).toEqual(["merchantAuthentication", "refId", "transactionRequest"]);
    expect(root.merchantAuthentication).toEqual({ name: FAKE_LOGIN_ID, transactionKey: FAKE_TRANSACTION_KEY });
    const tx = root.transactionRequest;
    expect(Object.keys(tx)).toEqual([
      "transactionType",
      "amount",
      "payment",
      "order",
      "lineItems",
      "tax",
      "shipping",
      "poNumber",
      "customer",
      "billTo",
      "shipTo",
      "customerIP",
      "transactionSettings",
    ]);
    expect(tx.transactionType).toBe("authCaptureTransaction");
    expect(tx.amount).toBe("1908.31");
    expect(tx.payment).toEqual({
      opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: "eyJjb2RlIjoiNTBfMl8wNjAwMDUzNjE4" },
    });
    expect(tx.order).toEqual({ invoiceNumber: "E1A91A45", description: "Gravenstein RF Instruments order E1A91A45" });
    expect(tx.lineItems.lineItem).toEqual([
      {
        itemId: "6f1c2a4e-9b1d-4c55-8a3e-0a9f1c2",
        name: "101A EMC Probe Set with a very",
        description: "101A EMC Probe Set + SMA cable kit",
        quantity: "2",
        unitPrice: "224.00",
      },
    ]);
    expect(Object.keys(tx.lineItems.lineItem[0])).toEqual(["itemId", "name", "description", "quantity", "unitPrice"]);
    expect(tx.tax).toEqual({ amount: "126.40", name: "Sales tax 7.25%" });
    expect(tx.shipping).toEqual({ amount: "38.41", name: "Delivery in 1-5 business days" });
    expect(tx.poNumber).toBe("PO-2291");
    expect(tx.customer).toEqual({ email: "grace@example.com" });
    expect(Object.keys(tx.billTo)).toEqual([
      "firstName",
      "lastName",
      "company",
      "address",
      "city",
      "state",
      "zip",
      "country",
      "phoneNumber",
    ]);
    expect(Object.keys(tx.shipTo)).toEqual(["firstName", "lastName", "company", "address", "city", "state", "zip", "country"]);
    expect(tx.customerIP).toBe("203.0.113.9");
    expect(tx.transactionSettings).toEqual({ setting: [{ settingName: "duplicateWindow", settingValue: "120" }] });
  });

  it("sends at most 30 line items and leaves out an empty PO number and an IPv6 caller", async () => {
    const item = chargeRequest().lineItems[0]!;
    await gateway().charge(chargeRequest({ lineItems: Array.from({ length: 35 }, () => item), poNumber: null, customerIp: "2001:db8::1" }));
    const tx = fake.requests[0]!.body.createTransactionRequest.transactionRequest;
    expect(tx.lineItems.lineItem).toHaveLength(30);
    expect(tx).not.toHaveProperty("poNumber");
    expect(tx).not.toHaveProperty("customerIP");
  });

  it.each([
    ["a decline (resultCode Ok, responseCode 2)", answers.declined("Ok"), "declined", "This transaction has been declined."],
    ["a decline reported with resultCode Error", answers.declined("Error"), "declined", "This transaction has been declined."],
    ["an error (responseCode 3)", answers.error(), "error", "The credit card has expired."],
    [
      "a hold for review (responseCode 4)",
      answers.review(),
      "review",
      "The transaction was accepted and was authorized, but is being held for merchant review.",
    ],
    [
      "resultCode Error without a transaction",
      answers.authenticationFailed(),
      "error",
      "User authentication failed due to invalid authentication values.",
    ],
  ])("reads %s", async (_name, answer, outcome, message) => {
    fake.answer = () => answer;
    const result = await gateway().charge(chargeRequest());
    expect(result.outcome).toBe(outcome);
    expect(result.message).toBe(message);
    if (outcome === "review") expect(result.transactionId).toBe("60123456791");
    if (outcome === "error") expect(result.transactionId).toBeNull();
    // A real answer, even an error, says what happened: nothing here is uncertain.
    expect(result.uncertain).toBeUndefined();
  });

  it("reads an answer with and without the byte-order mark", async () => {
    fake.answer = () => ({ ...answers.approved("60000000001"), bom: true });
    expect((await gateway().charge(chargeRequest())).outcome).toBe("approved");
    fake.answer = () => ({ ...answers.approved("60000000002"), bom: false });
    expect((await gateway().charge(chargeRequest())).transactionId).toBe("60000000002");
  });

  it.each([
    ["malformed JSON", { raw: '\uFEFF{"messages": {"resultCode": "Ok"' }],
    ["an unexpected shape", { json: { hello: "world" } }],
    ["an HTML error page", { raw: "<html>Service Unavailable</html>", status: 503 }],
    ["an approval whose transId is 0", answers.approved("0")],
    ["an approval without a transId", answers.approved("")],
    [
      "an approval reported with resultCode Error",
      { json: { ...(answers.approved() as { json: object }).json, messages: { resultCode: "Error", message: [] } } },
    ],
    ["a connection dropped after the request was sent", { drop: true }],
  ])("never approves %s, and counts it as uncertain (the card may have been charged)", async (_name, answer) => {
    fake.answer = () => answer as FakeAnswer;
    const result = await gateway().charge(chargeRequest());
    expect(result).toMatchObject({
      outcome: "error",
      transactionId: null,
      message: "Unable to process payment. Please try again.",
      uncertain: true,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("gives up after the timeout with an uncertain error, not an approval", async () => {
    fake.answer = () => ({ hang: true });
    const started = Date.now();
    const result = await gateway(300).charge(chargeRequest());
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({
      outcome: "error",
      transactionId: null,
      message: "Unable to process payment. Please try again.",
      uncertain: true,
    });
    expect(result.detail).toContain("did not answer within 300 ms");
  });

  it("answers a definitive error when the API cannot be reached (nothing was sent)", async () => {
    // A port that was just free: the connection is refused before any request byte leaves.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const unreachable = createAuthorizeNetGateway({
      apiLoginId: "x",
      transactionKey: "y",
      environment: "sandbox",
      apiUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2000,
    });
    const result = await unreachable.charge(chargeRequest());
    expect(result).toMatchObject({ outcome: "error", transactionId: null });
    expect(result.uncertain).toBeUndefined();
    expect(result.detail).toContain("ECONNREFUSED");
  });

  it("uses the sandbox or production host unless overridden", () => {
    expect(authorizeNetEndpoint({ environment: "sandbox" })).toBe("https://apitest.authorize.net/xml/v1/request.api");
    expect(authorizeNetEndpoint({ environment: "production" })).toBe("https://api.authorize.net/xml/v1/request.api");
    expect(authorizeNetEndpoint({ environment: "production", apiUrl: "http://127.0.0.1:9/" })).toBe(
      "http://127.0.0.1:9/xml/v1/request.api",
    );
  });
});
