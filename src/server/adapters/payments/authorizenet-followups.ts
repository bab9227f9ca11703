// Authorize.Net's calls after the charge: void, refund (createTransactionRequest), and the look-ups
// getTransactionDetailsRequest and getUnsettledTransactionListRequest. Bodies follow the API
// reference's element order, which the JSON API enforces like the XML schema.
import { z } from "zod";
import { fromCents, toCents } from "../../../shared/money";
import { timeoutSignal } from "../../lib/timeout";
import type { MerchantCredentials } from "./authorizenet-request";
import { GENERIC_PAYMENT_ERROR, type GatewayFollowUp, type GatewayRefund, type GatewayTransaction } from "./payment-gateway";

export interface ApiTarget extends MerchantCredentials {
  endpoint: string;
  timeoutMs: number;
}

/** Posts one API request and parses the answer (BOM stripped); throws on a network error, a non-200 or unreadable JSON. */
export async function callApi(target: ApiTarget, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(target.endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    signal: timeoutSignal(target.timeoutMs, signal),
  });
  const raw = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status} from Authorize.Net`);
  return JSON.parse(raw.replace(/^\uFEFF/, "")) as unknown;
}

const auth = (target: ApiTarget) => ({ name: target.apiLoginId, transactionKey: target.transactionKey });
const messages = z.object({
  resultCode: z.string(),
  message: z.array(z.object({ code: z.string().optional(), text: z.string().optional() })).optional(),
});
const followUpAnswer = z.object({
  messages,
  transactionResponse: z
    .object({
      responseCode: z.string().optional(),
      transId: z.string().optional(),
      messages: z.array(z.object({ description: z.string().optional() })).optional(),
      errors: z.array(z.object({ errorCode: z.string().optional(), errorText: z.string().optional() })).optional(),
    })
    .optional(),
});

const errorText = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);

/** A void or refund: approved only with resultCode Ok and responseCode 1; any other transaction answer is the gateway's refusal. */
async function followUp(
  target: ApiTarget,
  transactionRequest: Record<string, unknown>,
  refId: string,
  signal?: AbortSignal,
): Promise<GatewayFollowUp> {
  let parsed;
  try {
    parsed = followUpAnswer.safeParse(
      await callApi(target, { createTransactionRequest: { merchantAuthentication: auth(target), refId, transactionRequest } }, signal),
    );
  } catch (error) {
    return {
      outcome: "error",
      transactionId: null,
      message: GENERIC_PAYMENT_ERROR,
      detail: `Authorize.Net ${String(transactionRequest.transactionType)}: ${errorText(error)}`,
    };
  }
  if (!parsed.success)
    return {
      outcome: "error",
      transactionId: null,
      message: GENERIC_PAYMENT_ERROR,
      detail: "Authorize.Net answered in an unexpected shape",
    };
  const { messages: top, transactionResponse: tr } = parsed.data;
  const text = tr?.errors?.[0]?.errorText || tr?.messages?.[0]?.description || top.message?.[0]?.text || "";
  const detail = `resultCode ${top.resultCode}, responseCode ${tr?.responseCode ?? "none"}, ${top.message?.[0]?.code ?? ""} ${text}`.trim();
  const transId = tr?.transId && tr.transId !== "0" ? tr.transId : null;
  if (top.resultCode === "Ok" && tr?.responseCode === "1")
    return { outcome: "approved", transactionId: transId, message: text || "This transaction has been approved.", detail };
  // A refusal of the transaction itself (already settled, over the amount...) versus a failure of the call (authentication, a malformed request).
  if (tr?.responseCode)
    return { outcome: "declined", transactionId: transId, message: text || "The gateway refused this transaction.", detail };
  return { outcome: "error", transactionId: null, message: text || GENERIC_PAYMENT_ERROR, detail };
}

export function voidTransaction(target: ApiTarget, transactionId: string, signal?: AbortSignal): Promise<GatewayFollowUp> {
  return followUp(target, { transactionType: "voidTransaction", refTransId: transactionId }, transactionId.slice(0, 20), signal);
}

/** A linked refund: the card's last four digits and "XXXX" as expiry, as the API reference asks for a refund of a settled charge. */
export function refundTransaction(target: ApiTarget, request: GatewayRefund, signal?: AbortSignal): Promise<GatewayFollowUp> {
  return followUp(
    target,
    {
      transactionType: "refundTransaction",
      amount: fromCents(request.amountCents),
      payment: { creditCard: { cardNumber: request.lastFour, expirationDate: "XXXX" } },
      refTransId: request.transactionId,
      order: { invoiceNumber: request.invoiceNumber.slice(0, 20) },
    },
    request.invoiceNumber.slice(0, 20),
    signal,
  );
}

const money = z.union([z.number(), z.string()]).transform((v) => toCents(v));
export const lastFourOf = (masked: string | undefined) => (masked && /\d{4}$/.test(masked) ? masked.slice(-4) : null);

/** transactionStatus -> our outcome; settled only for settledSuccessfully. */
export function statusOutcome(status: string): { outcome: GatewayTransaction["outcome"]; settled: boolean } {
  if (status === "settledSuccessfully") return { outcome: "approved", settled: true };
  if (status === "capturedPendingSettlement" || status === "authorizedPendingCapture") return { outcome: "approved", settled: false };
  if (status === "voided") return { outcome: "voided", settled: false };
  if (
    status === "declined" ||
    status === "expired" ||
    status === "failedReview" ||
    status === "generalError" ||
    status === "settlementError" ||
    status === "communicationError" ||
    status === "couldNotVoid"
  )
    return { outcome: "declined", settled: false };
  // FDSPendingReview, FDSAuthorizedPendingReview, underReview, approvedReview...: held, not yet decided.
  return { outcome: "review", settled: false };
}

function checkOk(parsed: { messages: z.infer<typeof messages> }, what: string): void {
  if (parsed.messages.resultCode !== "Ok")
    throw new Error(
      `Authorize.Net ${what}: ${parsed.messages.message?.[0]?.code ?? ""} ${parsed.messages.message?.[0]?.text ?? "refused"}`,
    );
}

const detailsAnswer = z.object({
  messages,
  transaction: z
    .object({
      transId: z.string(),
      transactionStatus: z.string(),
      order: z.object({ invoiceNumber: z.string().optional() }).optional(),
      authAmount: money.optional(),
      settleAmount: money.optional(),
      payment: z.object({ creditCard: z.object({ cardNumber: z.string().optional() }).optional() }).optional(),
    })
    .optional(),
});

/** getTransactionDetailsRequest; null when Authorize.Net does not know the id (E00040). */
export async function transactionDetails(
  target: ApiTarget,
  transactionId: string,
  signal?: AbortSignal,
): Promise<GatewayTransaction | null> {
  const parsed = detailsAnswer.parse(
    await callApi(target, { getTransactionDetailsRequest: { merchantAuthentication: auth(target), transId: transactionId } }, signal),
  );
  if (parsed.messages.message?.[0]?.code === "E00040") return null;
  checkOk(parsed, "getTransactionDetails");
  const tx = parsed.transaction;
  if (!tx) return null;
  return {
    transactionId: tx.transId,
    invoiceNumber: tx.order?.invoiceNumber ?? "",
    ...statusOutcome(tx.transactionStatus),
    amountCents: tx.authAmount ?? tx.settleAmount ?? 0,
    // Refunds are separate transactions at Authorize.Net; the shop keeps its own sum.
    refundedCents: 0,
    lastFour: lastFourOf(tx.payment?.creditCard?.cardNumber),
  };
}

const listed = z.object({
  transId: z.string(),
  transactionStatus: z.string(),
  invoiceNumber: z.string().optional(),
  accountNumber: z.string().optional(),
  settleAmount: money.optional(),
});
const listAnswer = z.object({
  messages,
  // The JSON API lists them as an array; accept the XML-shaped { transaction: [...] } too.
  transactions: z.union([z.array(listed), z.object({ transaction: z.array(listed) }).transform((o) => o.transaction)]).optional(),
});
const PAGE = 1000;
const MAX_PAGES = 20;

/**
 * The newest unsettled transaction with this invoice number (getUnsettledTransactionListRequest, newest
 * first, page by page). A charge that has already settled is not in this list: see docs/payments.md.
 */
export async function lookupUnsettled(target: ApiTarget, invoiceNumber: string, signal?: AbortSignal): Promise<GatewayTransaction | null> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const request = {
      getUnsettledTransactionListRequest: {
        merchantAuthentication: auth(target),
        sorting: { orderBy: "submitTimeUTC", orderDescending: true },
        paging: { limit: PAGE, offset: page },
      },
    };
    const parsed = listAnswer.parse(await callApi(target, request, signal));
    checkOk(parsed, "getUnsettledTransactionList");
    const list = parsed.transactions ?? [];
    const found = list.find((t) => t.invoiceNumber === invoiceNumber);
    if (found) {
      return {
        transactionId: found.transId,
        invoiceNumber,
        ...statusOutcome(found.transactionStatus),
        amountCents: found.settleAmount ?? 0,
        refundedCents: 0,
        lastFour: lastFourOf(found.accountNumber),
      };
    }
    if (list.length < PAGE) return null;
  }
  return null;
}
