import type { OrderRow } from "../../domain/orders/orders.mapper";
import type { ChargeContext } from "./charge-context";
import { toGatewayCharge } from "./gateway-charge";
import { invoiceOrderAnswer, type ChargeAnswer } from "./charge-answers";
import { planCharge, type ChargeAccount, type ChargeInput, type ChargePlan } from "./charge-plan";
import { chargeReserved } from "./charge-settle";
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, requestHash } from "./idempotency.service";
import type { ChargeClaim } from "./charge-limit";
import { reserveOrder } from "./reservation.service";

export type { ChargeInput };

/**
 * POST /api/payment/charge (DESIGN §3, §4): deduplicate by Idempotency-Key, take the charge's
 * place in the card-testing limit, plan it once (terms, the one pricing path, the amount agreed),
 * reserve stock and record the order in one short transaction, charge OUTSIDE any transaction,
 * then settle (charge-settle.ts). Mail goes out once the answer is decided and never undoes it.
 */
export async function placeOrder(
  ctx: ChargeContext,
  input: ChargeInput,
  userId: number,
  request: { idempotencyKey: string | undefined; ip: string; account?: ChargeAccount },
): Promise<ChargeAnswer> {
  const key = request.idempotencyKey;
  // Card testing (decision 0052): a card charge claims its place in the limit before anything can
  // let it through to the gateway. An invoiced order never reaches a gateway and takes none.
  const who = { userId, ip: request.ip };
  const card = input.paymentMethod !== "invoice";
  let placeIds: number[] | undefined;
  if (key) {
    // The first request may be waiting on the gateway: wait that long (and a little more) for its answer.
    // On PostgreSQL the statement that claims the key inserts the charge's place too.
    const claim = await claimIdempotencyKey(ctx.db, {
      key,
      userId,
      requestHash: requestHash(input),
      waitMs: ctx.gatewayTimeoutMs + 5_000,
      place: card ? ctx.chargeLimit.placeRows(who) : undefined,
    });
    if (claim.kind === "replay") return claim.answer as ChargeAnswer;
    placeIds = claim.placeIds;
  }

  let plan: ChargePlan;
  let order: OrderRow;
  let place: ChargeClaim | undefined;
  try {
    if (card) place = await ctx.chargeLimit.claim(who, placeIds);
    // The limit's count (a statement of its own on PostgreSQL) runs beside the pricing, which reads nothing of it.
    [, plan] = await Promise.all([place?.check(), planCharge(ctx, input, { userId, account: request.account, idempotencyKey: key })]);
    order = await reserveOrder(ctx.db, plan.order, plan.pricing.stock, plan.reserve);
  } catch (error) {
    // Nothing was reserved or charged: the place and the key are free for a corrected request.
    await place?.giveBack().catch((e: unknown) => ctx.log.error({ err: e }, "could not give back a card-testing place"));
    if (key)
      await releaseIdempotencyKey(ctx.db, key).catch((e: unknown) => ctx.log.error({ err: e }, "could not release an idempotency key"));
    throw error;
  }
  ctx.catalog.stockChanged(plan.pricing.stock.map((line) => line.productId));
  if (!place) return finishInvoiceOrder(ctx, order, key); // Net 30: no gateway
  try {
    return await chargeReserved(ctx, { order, key, gatewayCharge: toGatewayCharge(input, plan.pricing, order, request.ip) }, place);
  } catch (error) {
    // Whatever went wrong after the reservation, the charge may have reached the gateway: its place stays.
    await place.keep().catch((e: unknown) => ctx.log.error({ err: e }, "could not record a card-testing failure"));
    throw error;
  }
}

/** An invoiced (Net 30) order is complete once reserved: no gateway; its answer is stored on the key and the mails go out. */
async function finishInvoiceOrder(ctx: ChargeContext, order: OrderRow, key: string | undefined): Promise<ChargeAnswer> {
  const answer = invoiceOrderAnswer(order);
  if (key) await completeIdempotencyKey(ctx.db, key, answer);
  ctx.mailWorker.kick(); // its mails were queued by the reservation's transaction
  return answer;
}
