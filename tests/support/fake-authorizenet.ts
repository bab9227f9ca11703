// A local stand-in for Authorize.Net's JSON API (POST /xml/v1/request.api) that answers as its
// API reference documents, so the real adapter is tested without reaching the internet.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";

export const FAKE_LOGIN_ID = "5KP3u95bQpv";
export const FAKE_TRANSACTION_KEY = "346HZ32z3fP4hTG2";

/** The settings that put the shop's real Authorize.Net adapter in front of this fake, with the gateway timeout given. */
export const fakeAuthorizeNetEnv = (fake: { url: string }, timeoutMs: number) => ({
  PAYMENT_PROVIDER: "authorizenet",
  AUTHORIZENET_API_LOGIN_ID: FAKE_LOGIN_ID,
  AUTHORIZENET_TRANSACTION_KEY: FAKE_TRANSACTION_KEY,
  AUTHORIZENET_CLIENT_KEY: "6gSuV295YD86Mq4d86zEsx8C839uMVVjfXm9N4wr6DRuhTHpDU97NFyKtfZncUq8",
  AUTHORIZENET_API_URL: fake.url,
  PAYMENT_TIMEOUT_MS: String(timeoutMs),
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form gateway JSON in a test double

/**
 * What the fake sends back: a JSON body (BOM-prefixed like the real API unless bom is false), raw
 * text, nothing at all, or a connection dropped after the request arrived (no answer, no wait).
 */
export type FakeAnswer =
  { json: unknown; bom?: boolean; status?: number } | { raw: string; status?: number } | { hang: true } | { drop: true };

export interface FakeAuthorizeNet {
  url: string;
  /** Every request body as parsed JSON, and its raw text (to check key order). */
  requests: { body: Json; raw: string; path: string }[];
  answer: (request: Json) => FakeAnswer;
  close(): Promise<void>;
}

const transactionResponse = (responseCode: string, transId: string, extra: Json = {}) => ({
  responseCode,
  authCode: responseCode === "1" ? "HW617E" : "",
  avsResultCode: "Y",
  cvvResultCode: "P",
  cavvResultCode: "2",
  transId,
  refTransID: "",
  transHash: "",
  testRequest: "0",
  accountNumber: "XXXX1111",
  accountType: "Visa",
  ...extra,
});

const ok = { resultCode: "Ok", message: [{ code: "I00001", text: "Successful." }] };

/** A transaction as getUnsettledTransactionList and getTransactionList show it. */
export interface ListedTransaction {
  transId: string;
  transactionStatus: string;
  invoiceNumber: string;
  settleAmount: number;
  submitTimeUTC?: string;
}

function transactionListAnswer(list: ListedTransaction[]): FakeAnswer {
  return {
    json:
      list.length === 0
        ? { messages: { resultCode: "Ok", message: [{ code: "I00004", text: "No records found." }] } }
        : {
            transactions: list.map((t) => ({
              transId: t.transId,
              submitTimeUTC: t.submitTimeUTC ?? "2026-11-26T03:34:43Z",
              submitTimeLocal: (t.submitTimeUTC ?? "2026-11-26T03:34:43Z").replace(/Z$/, ""),
              transactionStatus: t.transactionStatus,
              invoiceNumber: t.invoiceNumber,
              firstName: "Grace",
              lastName: "Hopper",
              accountType: "Visa",
              accountNumber: "XXXX1111",
              settleAmount: t.settleAmount,
              marketType: "eCommerce",
              product: "Card Not Present",
              hasReturnedItemsSpecified: false,
            })),
            totalNumInResultSet: list.length,
            messages: ok,
          },
  };
}
const failed = { resultCode: "Error", message: [{ code: "E00027", text: "The transaction was unsuccessful." }] };

export const answers = {
  approved: (transId = "60123456789"): FakeAnswer => ({
    json: {
      transactionResponse: transactionResponse("1", transId, {
        messages: [{ code: "1", description: "This transaction has been approved." }],
      }),
      refId: "123456",
      messages: ok,
    },
  }),
  declined: (resultCode: "Ok" | "Error" = "Ok"): FakeAnswer => ({
    json: {
      transactionResponse: transactionResponse("2", "60123456790", {
        errors: [{ errorCode: "2", errorText: "This transaction has been declined." }],
      }),
      messages: resultCode === "Ok" ? ok : failed,
    },
  }),
  error: (): FakeAnswer => ({
    json: {
      transactionResponse: transactionResponse("3", "0", { errors: [{ errorCode: "8", errorText: "The credit card has expired." }] }),
      messages: failed,
    },
  }),
  review: (): FakeAnswer => ({
    json: {
      transactionResponse: transactionResponse("4", "60123456791", {
        messages: [{ code: "253", description: "The transaction was accepted and was authorized, but is being held for merchant review." }],
      }),
      messages: ok,
    },
  }),
  /** A void or refund that went through (Authorize.Net answers with transactionResponse like a charge). */
  followUpApproved: (transId = "60123456800"): FakeAnswer => ({
    json: {
      transactionResponse: transactionResponse("1", transId, {
        messages: [{ code: "1", description: "This transaction has been approved." }],
      }),
      messages: ok,
    },
  }),
  /** A refund of an unsettled charge, refused: responseCode 3, reason 54. */
  refundRefused: (): FakeAnswer => ({
    json: {
      transactionResponse: transactionResponse("3", "0", {
        errors: [{ errorCode: "54", errorText: "The referenced transaction does not meet the criteria for issuing a credit." }],
      }),
      messages: failed,
    },
  }),
  /** getTransactionDetailsResponse for one charge. */
  details: (transaction: {
    transId: string;
    transactionStatus: string;
    invoiceNumber: string;
    amount: number;
    card?: string;
  }): FakeAnswer => ({
    json: {
      transaction: {
        transId: transaction.transId,
        submitTimeUTC: "2026-11-26T16:30:49.39Z",
        submitTimeLocal: "2026-11-26T08:30:49.39",
        transactionType: "authCaptureTransaction",
        transactionStatus: transaction.transactionStatus,
        responseCode: 1,
        responseReasonCode: 1,
        responseReasonDescription: "Approval",
        authCode: "JPG9DJ",
        AVSResponse: "Y",
        order: { invoiceNumber: transaction.invoiceNumber, description: `Order ${transaction.invoiceNumber}` },
        authAmount: transaction.amount,
        settleAmount: transaction.amount,
        taxExempt: false,
        payment: { creditCard: { cardNumber: transaction.card ?? "XXXX1111", expirationDate: "XXXX", cardType: "Visa" } },
        recurringBilling: false,
        product: "Card Not Present",
        marketType: "eCommerce",
      },
      messages: ok,
    },
  }),
  /** getTransactionDetails of an id Authorize.Net does not know. */
  recordNotFound: (): FakeAnswer => ({
    json: { messages: { resultCode: "Error", message: [{ code: "E00040", text: "The record cannot be found." }] } },
  }),
  /** getUnsettledTransactionListResponse: the JSON API lists the transactions as an array ("No records found." when none). */
  unsettledList: (list: ListedTransaction[]): FakeAnswer => transactionListAnswer(list),
  /**
   * getSettledBatchListResponse: the batches settled between firstSettlementDate and
   * lastSettlementDate, as the JSON API lists them (batchList: an array of batch; "No records
   * found." when none).
   */
  settledBatchList: (batches: { batchId: string; settlementTimeUTC: string }[]): FakeAnswer => ({
    json:
      batches.length === 0
        ? { messages: { resultCode: "Ok", message: [{ code: "I00004", text: "No records found." }] } }
        : {
            batchList: batches.map((batch) => ({
              batchId: batch.batchId,
              settlementTimeUTC: batch.settlementTimeUTC,
              settlementTimeLocal: batch.settlementTimeUTC.replace(/Z$/, ""),
              settlementState: "settledSuccessfully",
              paymentMethod: "creditCard",
              marketType: "eCommerce",
              product: "Card Not Present",
            })),
            messages: ok,
          },
  }),
  /** getTransactionListResponse: the transactions of one settled batch (same elements as the unsettled list). */
  transactionList: (list: ListedTransaction[]): FakeAnswer => transactionListAnswer(list),
  authenticationFailed: (): FakeAnswer => ({
    json: {
      messages: {
        resultCode: "Error",
        message: [{ code: "E00007", text: "User authentication failed due to invalid authentication values." }],
      },
    },
  }),
};

function send(res: ServerResponse, answer: FakeAnswer): void {
  if ("hang" in answer) return; // never answers: the client's timeout must end it
  if ("drop" in answer) {
    res.socket?.destroy();
    return;
  }
  const text = "raw" in answer ? answer.raw : `${answer.bom === false ? "" : "\uFEFF"}${JSON.stringify(answer.json)}`;
  res.writeHead(answer.status ?? 200, { "content-type": "application/json; charset=utf-8" });
  res.end(text);
}

/** What the fake answers unless a test says otherwise: every charge, void and refund approved; no transaction found, no batch settled. */
export function defaultAnswer(request: Json): FakeAnswer {
  if (request.getTransactionDetailsRequest) return answers.recordNotFound();
  if (request.getUnsettledTransactionListRequest) return answers.unsettledList([]);
  if (request.getSettledBatchListRequest) return answers.settledBatchList([]);
  if (request.getTransactionListRequest) return answers.transactionList([]);
  const type = request.createTransactionRequest?.transactionRequest?.transactionType;
  if (type === "voidTransaction") return answers.followUpApproved(request.createTransactionRequest.transactionRequest.refTransId);
  if (type === "refundTransaction") return answers.followUpApproved();
  return answers.approved();
}

const idle = (): FakeAuthorizeNet => ({ url: "", requests: [], answer: defaultAnswer, close: async () => {} });

/** Starts the fake (into `fake`, whose answer and requests the server reads on every call). */
export async function startFakeAuthorizeNet(fake: FakeAuthorizeNet = idle()): Promise<FakeAuthorizeNet> {
  const server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      let body: Json;
      try {
        body = JSON.parse(raw) as Json;
      } catch {
        send(res, { json: { messages: { resultCode: "Error", message: [{ code: "E00003", text: "Invalid JSON." }] } } });
        return;
      }
      fake.requests.push({ body, raw, path: req.url ?? "" });
      // Every API call is one root element (createTransactionRequest, getTransactionDetailsRequest...) holding the credentials.
      const root = Object.keys(body)[0] ?? "";
      const auth = body[root]?.merchantAuthentication;
      if (req.url !== "/xml/v1/request.api" || auth?.name !== FAKE_LOGIN_ID || auth?.transactionKey !== FAKE_TRANSACTION_KEY) {
        send(res, answers.authenticationFailed());
        return;
      }
      send(res, fake.answer(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** The fake for one test file: started before all tests, closed after, answering defaultAnswer with no requests recorded before each. */
export function useFakeAuthorizeNet(): FakeAuthorizeNet {
  const fake = idle();
  beforeAll(() => startFakeAuthorizeNet(fake));
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests = [];
    fake.answer = defaultAnswer;
  });
  return fake;
}
