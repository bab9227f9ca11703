// A reserved card order at the gateway (DESIGN §4): the charge called outside any transaction,
// bounded by PAYMENT_TIMEOUT_MS, and its answer settled: paid (with its follow-ups in the
// payment's statement, decision 0045), held for review, released (declined, failed), or left
// reserved for the sweeper when the outcome is unknown.
import type { GatewayCharge, GatewayResult } from "../../adapters/payments/payment-gateway";
import { gatewayError } from "../../adapters/payments/payment-gateway";
import { shortOrderId } from "../../../shared/contracts/orders";
import { failpoint } from "../../lib/failpoint";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import { isTimeout, withTimeout } from "../../lib/timeout";
import { placedAnswer, refusedAnswer, uncertainAnswer, type ChargeAnswer } from "./charge-answers";
import type { ChargeClaim } from "./charge-limit";
import type { ChargeContext } from "./charge-context";
import { completeIdempotencyKey } from "./idempotency.service";
import { customerConfirmation, shopNotice } from "./order-mail";
import { confirmPayment } from "./payment-record.service";
import { markChargeUncertain, releaseReservation } from "./reservation.service";

/**
 * The gateway's answer, or an uncertain "error" result when it throws or does not answer in
 * time: the request may have reached the processor, so the card may have been charged.
 */
async function chargeWithin(ctx: ChargeContext, charge: GatewayCharge): Promise<GatewayResult> {
  try {
    return await withTimeout(ctx.gatewayTimeoutMs, `the ${ctx.gateway.kind} gateway`, (signal) => ctx.gateway.charge(charge, { signal }));
  } catch (error) {
    // A gateway never throws by contract, so how far the charge got is unknown.
    return gatewayError(
      isTimeout(error)
        ? `no answer from the ${ctx.gateway.kind} gateway within ${ctx.gatewayTimeoutMs} ms (check invoice ${charge.invoiceNumber} there)`
        : `gateway threw: ${error instanceof Error ? error.message : String(error)}`,
      { uncertain: true },
    );
  }
}

interface Settled {
  answer: ChargeAnswer;
  /** The outcome is unknown: the Idempotency-Key stays claimed until reconciliation gives its final answer. */
  pending: boolean;
  /** The key's answer and the order's mails were written with the payment (a paid order): nothing left to do. */
  followedUp: boolean;
}

/**
 * Turns the gateway's result into the order's final state and the customer's answer. A paid
 * payment's statement also gives back the charge's place in the card-testing limit.
 */
async function settle(
  ctx: ChargeContext,
  order: OrderRow,
  result: GatewayResult,
  key: string | undefined,
  place: ChargeClaim,
): Promise<Settled> {
  const orderId = order.id;
  if (result.outcome === "approved" || result.outcome === "review") {
    const status = result.outcome === "approved" ? "paid" : "review";
    const payment = { status, transactionId: result.transactionId, lastFour: result.lastFour ?? null } as const;
    let row: OrderRow | null;
    if (status === "paid") {
      // The key's answer and both mails go into the statement that records the payment (decision
      // 0045); the mails read nothing that statement sets (no invoice number, no paid_at).
      const answer: ChargeAnswer = placedAnswer(orderId, "paid");
      const paid: OrderRow = { ...order, paymentStatus: "paid", transactionId: payment.transactionId, cardLastFour: payment.lastFour };
      row = await confirmPayment(ctx.db, order, payment, {
        idempotency: key ? { key, ...answer } : undefined,
        claims: place.handOver(),
        mails: [customerConfirmation(paid), shopNotice(paid, ctx.shopEmail)],
      });
      if (row) {
        ctx.mailWorker.kick();
        return { answer, pending: false, followedUp: true };
      }
    } else {
      const held: OrderRow = { ...order, paymentStatus: "review", transactionId: payment.transactionId, cardLastFour: payment.lastFour };
      row = await confirmPayment(ctx.db, order, payment, { mails: [customerConfirmation(held), shopNotice(held, ctx.shopEmail)] });
      if (row) ctx.mailWorker.kick();
    }
    if (!row)
      ctx.log.error(
        { orderId, transactionId: result.transactionId },
        "payment taken after its reservation was released: order flagged for review",
      );
    // Held for review, or paid after its reservation was released (the order is flagged for review).
    return { answer: placedAnswer(orderId, "review"), pending: false, followedUp: false };
  }
  if (result.uncertain) {
    // The card may have been charged: the order keeps its stock and the sweeper asks the gateway (docs/payments.md).
    await markChargeUncertain(ctx.db, orderId);
    return {
      answer: uncertainAnswer(),
      pending: true,
      followedUp: false,
    };
  }
  const declined = result.outcome === "declined";
  const why = declined ? `Payment declined: ${result.message}` : `Payment failed: ${result.message}`;
  const restocked = await releaseReservation(ctx.db, orderId, declined ? "declined" : "failed", result.transactionId, why);
  if (restocked) ctx.catalog.stockChanged(restocked);
  const answer = refusedAnswer(declined, result.message);
  return { answer, pending: false, followedUp: false };
}

/** The reserved order charged at the gateway and settled; its place in the card-testing limit given back or kept. */
export async function chargeReserved(
  ctx: ChargeContext,
  charge: { order: OrderRow; key: string | undefined; gatewayCharge: GatewayCharge },
  place: ChargeClaim,
): Promise<ChargeAnswer> {
  const { order, key } = charge;
  // reserveOrder set charge_attempted_at: from here on the card may be charged, so the order is never released without a look-up.
  failpoint(ctx.failpoint, "before-gateway");
  const result = await chargeWithin(ctx, charge.gatewayCharge);
  failpoint(ctx.failpoint, "before-settle");
  const logFields = {
    orderId: order.id,
    invoice: shortOrderId(order.id),
    outcome: result.outcome,
    transactionId: result.transactionId,
    detail: result.detail,
  };
  if (result.uncertain) {
    ctx.log.error(
      { ...logFields, uncertain: true },
      "payment outcome unknown: the order stays reserved until the sweeper has looked it up",
    );
    // A decline or a refused token is the card holder's business, not a fault of the shop: card
    // testing would otherwise flood the error log (and CHARGE_MAX_FAILURES_PER_HOUR bounds these lines).
  } else if (result.outcome === "error") ctx.log.warn(logFields, "payment failed");
  else if (result.outcome === "declined") ctx.log.warn(logFields, "payment declined");
  else ctx.log.info(logFields, "payment gateway answered");

  let settled;
  try {
    settled = await settle(ctx, order, result, key, place);
  } catch (error) {
    // The gateway has answered but the order could not be updated: leave the operator what reconciling needs.
    ctx.log.error({ err: error, ...logFields }, "payment answered but the order could not be settled");
    throw error;
  }
  const { answer, pending, followedUp } = settled;
  if (followedUp) return answer;
  // Approved or held: not a failure. Declined, failed, or unknown (the card may have been charged,
  // the sweeper will tell): the place stays as the failure's record for the hour.
  if (result.outcome === "approved" || result.outcome === "review") await place.giveBack();
  else await place.keep();
  if (key && !pending) await completeIdempotencyKey(ctx.db, key, answer);
  return answer;
}
