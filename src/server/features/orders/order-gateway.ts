import type { GatewayFollowUp, GatewayRefund, GatewayTransaction, PaymentGateway } from "../../adapters/payments/payment-gateway";
import { AppError } from "../../http/errors";
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

async function followUp(g: OrderGateway, what: string, call: (signal: AbortSignal) => Promise<GatewayFollowUp>): Promise<GatewayFollowUp> {
  let answer: GatewayFollowUp;
  try {
    answer = await withTimeout(g.timeoutMs, `payment gateway ${what}`, call);
  } catch (error) {
    throw unreachable(`to ${what}`, error, g.timeoutMs);
  }
  if (answer.outcome !== "approved") {
    const verb = answer.outcome === "declined" ? "refused" : "could not carry out";
    throw gatewayProblem(`The payment gateway ${verb} the ${what}: ${answer.message} Nothing was changed.`);
  }
  return answer;
}

/** Voids an unsettled charge; 502 (nothing changed) unless the gateway approves. */
export const voidCharge = (g: OrderGateway, transactionId: string) =>
  followUp(g, "void", (signal) => g.gateway.void(transactionId, { signal }));

/** Refunds part or all of a settled charge; 502 (nothing changed) unless the gateway approves. */
export const refundCharge = (g: OrderGateway, request: GatewayRefund) =>
  followUp(g, "refund", (signal) => g.gateway.refund(request, { signal }));
