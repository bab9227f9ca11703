import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { chargeRequest, ChargeResponse } from "../../../shared/contracts/checkout";
import { shortOrderId } from "../../../shared/contracts/orders";
import type { Mailer } from "../../adapters/mail/mailer";
import {
  GENERIC_PAYMENT_ERROR,
  type GatewayCharge,
  type GatewayResult,
  type PaymentGateway,
} from "../../adapters/payments/payment-gateway";
import type { ShippingRates } from "../../adapters/shipping/shipping-rates";
import type { Db } from "../../db/client";
import { conflict } from "../../http/errors";
import { isTimeout, withTimeout } from "../../lib/timeout";
import type { CatalogCache } from "../../domain/catalog/catalog-cache";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import type { ChargeFailpoint } from "../../config";
import type { OutboxWorker } from "../../domain/mail/mail-outbox";
import { toGatewayCharge, toNewOrder } from "./charge-mapping";
import { placedAnswer } from "./idempotency-cleanup";
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, requestHash } from "./idempotency.service";
import { customerConfirmation, sendOrderMails, shopNotice } from "./order-mail";
import { totalChangedMessage } from "./pricing.service";
import { checkChargeRules, invoiceOrderMessage, priceCharge, reservePlan, type ChargeAccount } from "./institutional-charge";
import type { ChargeLimit } from "./charge-limit";
import { confirmPayment } from "./payment-record.service";
import { markChargeUncertain, releaseReservation, reserveOrder } from "./reservation.service";

export type ChargeInput = z.output<typeof chargeRequest>;

export interface ChargeContext {
  db: Db;
  gateway: PaymentGateway;
  shippingRates: ShippingRates;
  mailer: Mailer;
  /** Woken when a paid charge has queued its mails in the statement that records it. */
  mailWorker: Pick<OutboxWorker, "kick">;
  catalog: CatalogCache;
  shopEmail: string;
  /** The longest the gateway may take (PAYMENT_TIMEOUT_MS); past it the payment counts as failed. */
  gatewayTimeoutMs: number;
  log: FastifyBaseLogger;
  /** CHARGE_MAX_FAILURES_PER_HOUR: declined and failed charges per account and per IP. */
  /** Card testing: CHARGE_MAX_FAILURES_PER_HOUR per account and per IP. */
  chargeLimit: ChargeLimit;
  /** CHARGE_FAILPOINT (crash tests only). */
  failpoint?: ChargeFailpoint | undefined;
}

export interface ChargeAnswer {
  statusCode: 200 | 402 | 502;
  body: ChargeResponse;
}

export const PAID_MESSAGE = "Payment processed successfully";
export const REVIEW_MESSAGE = "Your order was received and the payment is under review. We will e-mail you once it is approved.";
export const UNCERTAIN_MESSAGE =
  "We could not confirm your payment with the card processor. Please contact us before trying again: your card may have been charged.";

/**
 * The gateway's answer, or an uncertain "error" result when it throws or does not answer in
 * time: the request may have reached the processor, so the card may have been charged.
 */
async function chargeWithin(ctx: ChargeContext, charge: GatewayCharge): Promise<GatewayResult> {
  try {
    return await withTimeout(ctx.gatewayTimeoutMs, `the ${ctx.gateway.kind} gateway`, (signal) => ctx.gateway.charge(charge, { signal }));
  } catch (error) {
    return {
      outcome: "error",
      transactionId: null,
      message: GENERIC_PAYMENT_ERROR,
      detail: isTimeout(error)
        ? `no answer from the ${ctx.gateway.kind} gateway within ${ctx.gatewayTimeoutMs} ms (check invoice ${charge.invoiceNumber} there)`
        : `gateway threw: ${error instanceof Error ? error.message : String(error)}`,
      // A gateway never throws by contract, so how far the charge got is unknown.
      uncertain: true,
    };
  }
}

interface Settled {
  answer: ChargeAnswer;
  paidOrder: OrderRow | null;
  /** The outcome is unknown: the Idempotency-Key stays claimed until reconciliation gives its final answer. */
  pending: boolean;
  /** The key's answer and the order's mails were written with the payment (a paid order): nothing left to do. */
  followedUp: boolean;
}

/** Turns the gateway's result into the order's final state and the customer's answer. */
async function settle(ctx: ChargeContext, order: OrderRow, result: GatewayResult, key: string | undefined): Promise<Settled> {
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
        mails: [customerConfirmation(paid), shopNotice(paid, ctx.shopEmail)],
      });
      if (row) {
        ctx.mailWorker.kick();
        return { answer, paidOrder: row, pending: false, followedUp: true };
      }
    } else {
      row = await confirmPayment(ctx.db, order, payment);
    }
    if (!row)
      ctx.log.error(
        { orderId, transactionId: result.transactionId },
        "payment taken after its reservation was released: order flagged for review",
      );
    // Held for review, or paid after its reservation was released (the order is flagged for review).
    return { answer: placedAnswer(orderId, "review"), paidOrder: row, pending: false, followedUp: false };
  }
  if (result.uncertain) {
    // The card may have been charged: the order keeps its stock and the sweeper asks the gateway (docs/payments.md).
    await markChargeUncertain(ctx.db, orderId);
    return {
      answer: { statusCode: 502, body: { success: false, message: UNCERTAIN_MESSAGE, retryable: false } },
      paidOrder: null,
      pending: true,
      followedUp: false,
    };
  }
  const declined = result.outcome === "declined";
  const why = declined ? `Payment declined: ${result.message}` : `Payment failed: ${result.message}`;
  if (await releaseReservation(ctx.db, orderId, declined ? "declined" : "failed", result.transactionId, why)) ctx.catalog.invalidate();
  const answer: ChargeAnswer = declined
    ? { statusCode: 402, body: { success: false, message: result.message || "This transaction has been declined." } }
    : { statusCode: 502, body: { success: false, message: result.message || GENERIC_PAYMENT_ERROR } };
  return { answer, paidOrder: null, pending: false, followedUp: false };
}

/** Crash tests only (config refuses it in production): the process kills itself at this step of the charge. */
function failpoint(ctx: ChargeContext, at: ChargeFailpoint): void {
  if (ctx.failpoint === at) process.kill(process.pid, "SIGKILL");
}

/**
 * POST /api/payment/charge (DESIGN §3, §4): deduplicate by Idempotency-Key, re-price from the
 * database, reserve stock and record the order in one short transaction, charge OUTSIDE any
 * transaction, then settle. Mail goes out once the answer is decided and never undoes it.
 */
export async function placeOrder(
  ctx: ChargeContext,
  input: ChargeInput,
  userId: number,
  request: { idempotencyKey: string | undefined; ip: string; account?: ChargeAccount },
): Promise<ChargeAnswer> {
  checkChargeRules(input, request.account); // extensions §4 hook: embargo, Net 30 terms (pure)
  const key = request.idempotencyKey;
  if (key) {
    // The first request may be waiting on the gateway: wait that long (and a little more) for its answer.
    const claim = await claimIdempotencyKey(ctx.db, { key, userId, requestHash: requestHash(input), waitMs: ctx.gatewayTimeoutMs + 5_000 });
    if (claim.kind === "replay") return claim.answer as ChargeAnswer;
  }

  let order;
  let priced;
  try {
    const who = { userId, ip: request.ip };
    // On PostgreSQL the card-testing counts are read by the pricing's products query (one statement
    // fewer); on PGlite the limit mostly knows without asking, and asks beside the pricing.
    const count = ctx.chargeLimit.countRequest(who);
    [priced] = await Promise.all([
      priceCharge(ctx.db, ctx.shippingRates, input, request.account, count), // extensions §4 hook: quote, exemption
      count ? undefined : ctx.chargeLimit.check(who),
    ]);
    if (count) await ctx.chargeLimit.checkCounted(who, priced.failures);
    if (input.amount !== priced.totals.total) throw conflict(totalChangedMessage(priced.totals.total));
    const plan = reservePlan(input, priced); // extensions §4 hook
    order = await reserveOrder(ctx.db, { ...toNewOrder(input.orderData, priced, userId, key), ...plan.extra }, priced.stock, plan.options);
  } catch (error) {
    // Nothing was reserved or charged: the key is free for a corrected request.
    if (key)
      await releaseIdempotencyKey(ctx.db, key).catch((e: unknown) => ctx.log.error({ err: e }, "could not release an idempotency key"));
    throw error;
  }
  ctx.catalog.invalidate();
  if (input.paymentMethod === "invoice") return finishInvoiceOrder(ctx, order, key); // extensions §4 hook: no gateway

  // reserveOrder set charge_attempted_at: from here on the card may be charged, so the order is never released without a look-up.
  failpoint(ctx, "before-gateway");
  const result = await chargeWithin(ctx, toGatewayCharge(input, priced, order, request.ip));
  failpoint(ctx, "before-settle");
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
    settled = await settle(ctx, order, result, key);
  } catch (error) {
    // The gateway has answered but the order could not be updated: leave the operator what reconciling needs.
    ctx.log.error({ err: error, ...logFields }, "payment answered but the order could not be settled");
    throw error;
  }
  const { answer, paidOrder, pending, followedUp } = settled;
  if (followedUp) return answer;
  // A decline or a definitive failure counts against the card-testing limit.
  if (result.outcome === "declined" || (result.outcome === "error" && !result.uncertain))
    await ctx.chargeLimit.record({ userId, ip: request.ip });
  if (key && !pending) await completeIdempotencyKey(ctx.db, key, answer);
  if (paidOrder) await sendOrderMails({ mailer: ctx.mailer, shopEmail: ctx.shopEmail, log: ctx.log }, paidOrder);
  return answer;
}

/** An invoiced (Net 30) order is complete once reserved: no gateway; its answer is stored on the key and the mails go out. */
async function finishInvoiceOrder(ctx: ChargeContext, order: OrderRow, key: string | undefined): Promise<ChargeAnswer> {
  const answer: ChargeAnswer = { statusCode: 200, body: { success: true, message: invoiceOrderMessage(order), orderId: order.id } };
  if (key) await completeIdempotencyKey(ctx.db, key, answer);
  await sendOrderMails({ mailer: ctx.mailer, shopEmail: ctx.shopEmail, log: ctx.log }, order);
  return answer;
}
