import { z } from "zod";
import { isTimeout, timeoutSignal } from "../../lib/timeout";
import { errorText, neverSent, refundTransaction, voidTransaction, type ApiTarget } from "./authorizenet-followups";
import { findFollowUp, lastFourOf, lookupCharge, transactionDetails } from "./authorizenet-lookups";
import { buildCreateTransactionRequest, type MerchantCredentials } from "./authorizenet-request";
import { GENERIC_PAYMENT_ERROR, gatewayError, type GatewayCharge, type GatewayResult, type PaymentGateway } from "./payment-gateway";

export interface AuthorizeNetOptions extends MerchantCredentials {
  environment: "sandbox" | "production";
  /** Overrides the API host (tests point it at a local server). */
  apiUrl?: string | undefined;
  timeoutMs: number;
}

export function authorizeNetEndpoint(options: Pick<AuthorizeNetOptions, "environment" | "apiUrl">): string {
  const base = options.apiUrl ?? (options.environment === "sandbox" ? "https://apitest.authorize.net" : "https://api.authorize.net");
  return `${base.replace(/\/+$/, "")}/xml/v1/request.api`;
}

// Only the parts of the answer we act on; anything else may be there or not.
const message = z.object({ code: z.string().optional(), text: z.string().optional() });
const answerSchema = z.object({
  messages: z.object({
    resultCode: z.string(),
    message: z.array(message).optional(),
  }),
  transactionResponse: z
    .object({
      responseCode: z.string().optional(),
      transId: z.string().optional(),
      accountNumber: z.string().optional(),
      messages: z.array(z.object({ code: z.string().optional(), description: z.string().optional() })).optional(),
      errors: z.array(z.object({ errorCode: z.string().optional(), errorText: z.string().optional() })).optional(),
    })
    .optional(),
});
type Answer = z.infer<typeof answerSchema>;

const DEFAULT_TEXT: Record<string, string> = {
  "1": "This transaction has been approved.",
  "2": "This transaction has been declined.",
  "4": "The transaction is being held for review.",
};

function gatewayText(answer: Answer): string | undefined {
  const response = answer.transactionResponse;
  return response?.errors?.[0]?.errorText || response?.messages?.[0]?.description || answer.messages.message?.[0]?.text || undefined;
}

/**
 * Reads an answer. Approved ONLY with resultCode "Ok", responseCode "1" and a real transId:
 * a decline also says "Ok" at the top level, and "0" is the transId of a test-mode answer
 * that charged nothing.
 */
export function interpretAnswer(answer: Answer): GatewayResult {
  const code = answer.transactionResponse?.responseCode;
  const rawId = answer.transactionResponse?.transId?.trim();
  const transId = rawId && rawId !== "0" ? rawId : null;
  const text = gatewayText(answer);
  // "XXXX1111": the card's last four, which a later refund must send back.
  const four = lastFourOf(answer.transactionResponse?.accountNumber);
  const lastFour = four ? { lastFour: four } : {};
  const detail =
    `resultCode ${answer.messages.resultCode}, responseCode ${code ?? "none"}, ${answer.messages.message?.[0]?.code ?? ""} ${text ?? ""}`.trim();

  // A declined card comes back as responseCode 2 whatever the top-level resultCode says.
  if (code === "2") return { outcome: "declined", transactionId: transId, message: text || DEFAULT_TEXT["2"]!, detail };
  if (answer.messages.resultCode !== "Ok") {
    // An approval or hold reported under resultCode Error contradicts itself: the card may have been charged.
    if (code === "1" || code === "4") {
      return gatewayError(`contradictory answer (${detail})`, { uncertain: true });
    }
    return { outcome: "error", transactionId: null, message: text || GENERIC_PAYMENT_ERROR, detail };
  }
  if (code === "1") {
    // Said "approved" but named no transaction we could record or void: treat as unknown, never as paid.
    if (!transId) return gatewayError(`approval without a transaction id (${detail})`, { uncertain: true });
    return { outcome: "approved", transactionId: transId, message: text || DEFAULT_TEXT["1"]!, detail, ...lastFour };
  }
  if (code === "4") return { outcome: "review", transactionId: transId, message: text || DEFAULT_TEXT["4"]!, detail, ...lastFour };
  if (code === "3") return { outcome: "error", transactionId: null, message: text || GENERIC_PAYMENT_ERROR, detail };
  return gatewayError(`unexpected answer (${detail})`, { uncertain: true });
}

/** Authorize.Net's JSON API: one createTransactionRequest (authorize and capture) per charge. */
export function createAuthorizeNetGateway(options: AuthorizeNetOptions): PaymentGateway {
  const endpoint = authorizeNetEndpoint(options);
  const target: ApiTarget = {
    endpoint,
    apiLoginId: options.apiLoginId,
    transactionKey: options.transactionKey,
    timeoutMs: options.timeoutMs,
  };
  return {
    kind: "authorizenet",
    void: (request, { signal } = {}) => voidTransaction(target, request, signal),
    refund: (request, { signal } = {}) => refundTransaction(target, request, signal),
    details: (transactionId, { signal } = {}) => transactionDetails(target, transactionId, signal),
    lookup: (invoiceNumber, { signal } = {}) => lookupCharge(target, invoiceNumber, signal),
    findFollowUp: (query, { signal } = {}) => findFollowUp(target, query, signal),
    async charge(request: GatewayCharge, { signal }: { signal?: AbortSignal } = {}): Promise<GatewayResult> {
      const body = JSON.stringify(buildCreateTransactionRequest(options, request));
      let raw: string;
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body,
          signal: timeoutSignal(options.timeoutMs, signal),
        });
        raw = await response.text();
        if (!response.ok) {
          // The API answers 200 for every transaction; another status comes from something in between
          // (a proxy, a load balancer) and says nothing about whether the charge went through.
          return gatewayError(`HTTP ${response.status} from Authorize.Net`, { uncertain: true });
        }
      } catch (error) {
        const timedOut = isTimeout(error) || (error instanceof Error && error.name === "AbortError");
        if (!timedOut && neverSent(error)) {
          return gatewayError(`Authorize.Net could not be reached: ${errorText(error)}`);
        }
        return gatewayError(
          timedOut
            ? `Authorize.Net did not answer within ${options.timeoutMs} ms (the charge may still have gone through: check invoice ${request.invoiceNumber})`
            : `the connection to Authorize.Net failed after sending (the charge may have gone through: check invoice ${request.invoiceNumber}): ${errorText(error)}`,
          { uncertain: true },
        );
      }
      // The API prefixes its JSON with a byte-order mark, which JSON.parse refuses.
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.replace(/^\uFEFF/, ""));
      } catch {
        return gatewayError("Authorize.Net answered with unreadable JSON", { uncertain: true });
      }
      const answer = answerSchema.safeParse(parsed);
      if (!answer.success) {
        return gatewayError("Authorize.Net answered in an unexpected shape", { uncertain: true });
      }
      return interpretAnswer(answer.data);
    },
  };
}
