// Authorize.Net's calls after the charge: void and refund (createTransactionRequest), and the one
// way every API call is posted. The look-ups are in authorizenet-lookups.ts. Bodies follow the API
// reference's element order, which the JSON API enforces like the XML schema.
import { z } from "zod";
import { fromCents } from "../../../shared/money";
import { isTimeout, timeoutSignal } from "../../lib/timeout";
import type { MerchantCredentials } from "./authorizenet-request";
import { GENERIC_PAYMENT_ERROR, gatewayError, type GatewayFollowUp, type GatewayRefund, type GatewayVoid } from "./payment-gateway";

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

export const auth = (target: ApiTarget) => ({ name: target.apiLoginId, transactionKey: target.transactionKey });
export const messages = z.object({
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

/** A network error with its cause (fetch's own message is only "fetch failed"). */
export const errorText = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);

/**
 * Failures to connect, before any byte of the request left this server: Authorize.Net never saw
 * the request, so the error is definitive. Any other network failure may have come after the
 * request was sent (a reset, a socket closed mid-answer) and leaves the outcome unknown.
 */
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "CERT_HAS_EXPIRED",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

export function neverSent(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof Error)) return false;
  // Trying several addresses of one host fails with an AggregateError of every attempt.
  const attempts = cause instanceof AggregateError && cause.errors.length > 0 ? (cause.errors as unknown[]) : [cause];
  return attempts.every((attempt) => NOT_SENT_CODES.has(String((attempt as { code?: unknown }).code)));
}

const timedOut = (error: unknown) => isTimeout(error) || (error instanceof Error && error.name === "AbortError");

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
    // A timeout, a connection lost after sending, an HTTP error page or unreadable JSON: the
    // request may have been carried out, so the caller must look it up by its reference.
    const unknown = timedOut(error) || !neverSent(error);
    return gatewayError(`Authorize.Net ${String(transactionRequest.transactionType)}: ${errorText(error)}`, { uncertain: unknown });
  }
  if (!parsed.success) return gatewayError("Authorize.Net answered in an unexpected shape", { uncertain: true });
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

/** A void: the shop's reference rides as refId (a void is found again by the charge's status, voided). */
export function voidTransaction(target: ApiTarget, request: GatewayVoid, signal?: AbortSignal): Promise<GatewayFollowUp> {
  return followUp(
    target,
    { transactionType: "voidTransaction", refTransId: request.transactionId },
    request.reference.slice(0, 20),
    signal,
  );
}

/**
 * A linked refund: the card's last four digits and "XXXX" as expiry, as the API reference asks for
 * a refund of a settled charge. The shop's reference is the refund's invoice number (the transaction
 * lists show it, so the look-up finds the refund again) and its refId.
 */
export function refundTransaction(target: ApiTarget, request: GatewayRefund, signal?: AbortSignal): Promise<GatewayFollowUp> {
  const reference = request.reference.slice(0, 20);
  return followUp(
    target,
    {
      transactionType: "refundTransaction",
      amount: fromCents(request.amountCents),
      payment: { creditCard: { cardNumber: request.lastFour, expirationDate: "XXXX" } },
      refTransId: request.transactionId,
      order: { invoiceNumber: reference },
    },
    reference,
    signal,
  );
}
