import type { ChargeResponse } from "../../../shared/contracts/checkout";
import type { ChargeOutcome } from "../../http/metrics";
import { PAID_MESSAGE } from "./charge.service";

/**
 * The outcome label of a charge answer (shop_charges_total): read from the answer the customer gets,
 * so counting adds no work to the checkout. A replayed answer (same Idempotency-Key) counts again.
 */
export function chargeOutcome(statusCode: number, body: ChargeResponse): ChargeOutcome {
  if (body.success) return body.message === PAID_MESSAGE ? "paid" : "review";
  if (statusCode === 402) return "declined";
  return body.retryable === false ? "uncertain" : "failed";
}
