import type {
  GatewayFollowUp,
  GatewayRefund,
  GatewayTransaction,
  GatewayVoid,
  PaymentGateway,
} from "../../adapters/payments/payment-gateway";
import { AppError } from "../../lib/errors";
import { isTimeout, withTimeout } from "../../lib/timeout";

/** The gateway and its deadline, as the order changes that give money back use them. */
export interface OrderGateway {
  gateway: PaymentGateway;
  timeoutMs: number;
}

/** 502: the gateway refused or could not be asked; the message says why and that nothing changed. */
export const gatewayProblem = (message: string) => new AppError(502, message);

function unreachable(what: string, error: unknown, timeoutMs: number): AppError {
  const why = isTimeout(error)
    ? `it did not answer within ${Math.round(timeoutMs / 1000)} s`
    : `it could not be reached (${error instanceof Error ? error.message : String(error)})`;
  return gatewayProblem(
    `The payment gateway was asked ${what} but ${why}. Nothing was changed; check the transaction at the gateway before trying again.`,
  );
}

/** The transaction as the gateway knows it; 502 when it cannot be asked or does not know it. */
export async function transactionDetails(g: OrderGateway, transactionId: string): Promise<GatewayTransaction> {
  let details: GatewayTransaction | null;
  try {
    details = await withTimeout(g.timeoutMs, "payment gateway details", (signal) => g.gateway.details(transactionId, { signal }));
  } catch (error) {
    throw unreachable(`about transaction ${transactionId}`, error, g.timeoutMs);
  }
  if (!details) throw gatewayProblem(`The payment gateway does not know transaction ${transactionId}. Nothing was changed.`);
  return details;
}

/** What came of a void or refund the shop asked for. */
export type FollowUpAnswer =
  | { kind: "approved"; transactionId: string | null }
  /** The gateway refused it or reported an error of its own: nothing moved. */
  | { kind: "refused"; message: string; detail?: string | undefined }
  /** No answer (a timeout, a lost connection, an unreadable answer): it may have gone through. */
  | { kind: "unknown"; detail: string };

/**
 * Asks the gateway to void or refund, within what is left of the gateway timeout counted from
 * `startedAt` (taken before the intent was written, so this call ends before anyone may take the
 * intent for abandoned). Never throws.
 */
export async function askGateway(
  g: OrderGateway,
  request: { action: "void"; body: GatewayVoid } | { action: "refund"; body: GatewayRefund },
  startedAt: number,
): Promise<FollowUpAnswer> {
  const leftMs = Math.max(1, g.timeoutMs - (Date.now() - startedAt));
  let answer: GatewayFollowUp;
  try {
    answer = await withTimeout(leftMs, `payment gateway ${request.action}`, (signal) =>
      request.action === "void" ? g.gateway.void(request.body, { signal }) : g.gateway.refund(request.body, { signal }),
    );
  } catch (error) {
    return { kind: "unknown", detail: isTimeout(error) ? `no answer within ${leftMs} ms` : String(error) };
  }
  if (answer.outcome === "approved") return { kind: "approved", transactionId: answer.transactionId };
  if (answer.uncertain) return { kind: "unknown", detail: answer.detail ?? answer.message };
  return { kind: "refused", message: answer.message, detail: answer.detail };
}
