// A returned unit arrives (extensions §7, decision 0064): its price with its share of the tax (less
// its share of a quote's discount) goes back to the card through the order's own refund (§1: the
// same gateway call, refund record, order history and activity as the admin's refund), one unit goes
// back on the shelf, and the unit is no longer the customer's. Exactly once: the step is checked on
// the held order before the refund is written down as pending (decision 0066) and written in the
// refund's own transaction, so a second PUT finds the request received (409) and never reaches the
// gateway. The pending refund is linked to the request before the gateway is asked: when its answer
// is lost and the sweeper records the refund, the next PUT records the step with that refund instead
// of refunding again.
import { and, eq } from "drizzle-orm";
import { readOrderLines } from "../../../shared/contracts/order-line";
import { shortOrderId } from "../../../shared/contracts/orders";
import { hasPermission, permissionRefusal, type PermissionHolder } from "../../../shared/contracts/permissions";
import { formatPrice, fromCents, returnedUnitCents } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { serviceRequests } from "../../db/schema/service";
import { units } from "../../db/schema/units";
import type { Actor } from "../../domain/activity/record-activity";
import { actorName } from "../../domain/orders/order-change";
import { NOT_SETTLED, refundOrder } from "../../domain/orders/order-refund";
import { refundableCents } from "../../domain/orders/order-rules";
import { restockedByLine } from "../../domain/orders/restock";
import type { ServiceRequestRecord } from "../../domain/service-requests/service-dto";
import { stepServiceRequest, transitionBlocker } from "../../domain/service-requests/service-rules";
import { AppError, conflict, forbidden } from "../../lib/errors";
import { refunds } from "../../db/schema/orders";
import type { RefundRow } from "../../domain/orders/refund-record";
import type { ServiceMailDetails } from "../../domain/service-requests/service-mail";
import { queueStepMail, recordStep, type ServiceChangeContext } from "./service-steps";

/** The request is still approved (read with its row locked, in the held order's transaction). */
async function stillApproved(tx: DbOrTx, record: ServiceRequestRecord): Promise<void> {
  const [current] = await tx
    .select({ status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, record.request.id))
    .for("update");
  const blocker = current ? transitionBlocker({ ...record.request, status: current.status }, "received") : "gone";
  if (blocker) throw conflict(blocker);
}

/** Thrown by the refund's check: the request's own refund went through meanwhile (recorded by the sweeper). */
class RefundedMeanwhile extends Error {}

/** The refund linked to the request, as it is now: a succeeded one is not asked for again, a pending one waits. */
async function linkedRefund(tx: DbOrTx, requestId: number) {
  const [row] = await tx
    .select({ refund: refunds })
    .from(serviceRequests)
    .innerJoin(refunds, eq(refunds.id, serviceRequests.refundId))
    .where(eq(serviceRequests.id, requestId));
  return row?.refund ?? null;
}

async function notRefundedYet(tx: DbOrTx, record: ServiceRequestRecord): Promise<void> {
  const refund = await linkedRefund(tx, record.request.id);
  if (refund?.status === "succeeded") throw new RefundedMeanwhile();
  if (refund?.status === "pending")
    throw conflict(`The refund of ${record.request.number} is waiting for the payment gateway's answer: check the order in a moment.`);
}

/** The unit is back with the shop: nobody's until it ships again (no more reminders to the customer). */
const releaseUnit = (tx: DbOrTx, record: ServiceRequestRecord) =>
  tx
    .update(units)
    .set({ ownerId: null })
    .where(and(eq(units.id, record.unit.id), eq(units.ownerId, record.request.userId)));

/**
 * The received step, in the transaction that settles the money: the request moves on (linked to its
 * refund, if any), the unit is the shop's again, and the activity log and the customer's mail say how
 * the return was settled.
 */
async function stepReceived(
  tx: DbOrTx,
  origin: string,
  record: ServiceRequestRecord,
  actor: Actor,
  received: {
    note: string | null;
    /** The request's history note, when it differs from the one the customer is sent. */
    historyNote?: string;
    refund: RefundRow | null;
    /** How the return was settled, for the activity log. */
    settled: string;
    /** The same, for the customer's mail. */
    told: NonNullable<ServiceMailDetails["refund"]>;
  },
): Promise<void> {
  const { request, unit } = record;
  const { note, refund } = received;
  const after = await stepServiceRequest(tx, request, "received", {
    note: received.historyNote ?? note,
    actor: actorName(actor),
    ...(refund ? { set: { refundId: refund.id } } : {}),
  });
  await releaseUnit(tx, record);
  await recordStep(tx, actor, request, after, `Received ${request.number} (return of S/N ${unit.serial}): ${received.settled}`);
  const stepped = refund ? { ...record, request: after, refund } : { ...record, request: after };
  await queueStepMail(tx, stepped, "received", { note, refund: received.told }, origin);
}

export async function receiveReturn(
  ctx: ServiceChangeContext,
  record: ServiceRequestRecord,
  note: string | null,
  actor: Actor & PermissionHolder,
): Promise<void> {
  // Giving money back is the refunds permission's, as the admin's refund and cancel are (decision 0048).
  if (!hasPermission(actor, "refunds")) throw forbidden(permissionRefusal("refunds"));
  const { request, unit } = record;
  const db = ctx.database.db;
  const [order] = unit.orderId ? await db.select().from(orders).where(eq(orders.id, unit.orderId)) : [];
  const line = order && unit.lineIndex !== null ? readOrderLines(order.items)[unit.lineIndex] : undefined;
  if (!order || !line) throw conflict(`The order S/N ${unit.serial} shipped with is gone: there is nothing to refund.`);
  if (order.paymentMethod === "invoice")
    throw conflict(`S/N ${unit.serial} was bought on invoice (Net 30): its return is credited on the invoice, not refunded to a card.`);
  const id = shortOrderId(order.id);
  const shareCents = returnedUnitCents(line.price, order).totalCents;
  const leftCents = order.status === "cancelled" ? 0 : refundableCents(order);
  const amountCents = Math.min(shareCents, leftCents);

  if (amountCents <= 0 || !order.transactionId) {
    // The order was cancelled or refunded in full already: that refund stands, and its stock as it left it.
    const why =
      order.status === "cancelled"
        ? `Order #${id} was cancelled and its payment given back already: nothing more is refunded for this return.`
        : `Order #${id} has been refunded in full already: nothing more is refunded for this return.`;
    await db.transaction(async (tx) => {
      await stillApproved(tx, record);
      await stepReceived(tx, ctx.origin, record, actor, {
        note,
        historyNote: note ?? why,
        refund: null,
        settled: why,
        told: { none: why },
      });
    });
    return;
  }

  // Its refund went through already, but the answer was lost: the sweeper recorded it; the step follows now.
  const linked = record.refund?.status === "succeeded" ? record.refund : null;
  if (linked) return receivedWithRefund(ctx, record, note, actor, linked, order.cardLastFour);

  const done = await restockedByLine(db, order.id);
  const restockLines = line.quantity - (done.get(unit.lineIndex!) ?? 0) > 0 ? [{ index: unit.lineIndex!, quantity: 1 }] : [];
  const amount = fromCents(amountCents);
  try {
    await refundOrder(
      ctx,
      order.id,
      { amount, reason: `Return ${request.number}: ${unit.productName}, S/N ${unit.serial}`, restockLines },
      actor,
      {
        mail: false,
        check: async (tx) => {
          await stillApproved(tx, record);
          await notRefundedYet(tx, record);
        },
        written: async (tx, pending) => {
          await tx.update(serviceRequests).set({ refundId: pending.id }).where(eq(serviceRequests.id, request.id));
        },
        within: (tx, { refund, after: refundedOrder }) =>
          stepReceived(tx, ctx.origin, record, actor, {
            note,
            refund,
            settled: `refunded ${formatPrice(amount)} of order #${id}${restockLines.length ? ", one unit back in stock" : ""}`,
            told: { amount, lastFour: refundedOrder.cardLastFour },
          }),
      },
    );
  } catch (error) {
    if (error instanceof RefundedMeanwhile) {
      const refund = await linkedRefund(db, request.id);
      return receivedWithRefund(ctx, record, note, actor, refund!, order.cardLastFour);
    }
    if (error instanceof AppError && error.message === NOT_SETTLED)
      throw conflict(
        `The card payment of order #${id} has not settled at the gateway yet, so ${formatPrice(amount)} cannot be refunded today. The return stays approved: mark it received again once the payment has settled (usually the next day).`,
      );
    throw error;
  }
}

/** The received step of a return whose refund the sweeper recorded (its gateway answer was lost): no second refund. */
async function receivedWithRefund(
  ctx: ServiceChangeContext,
  record: ServiceRequestRecord,
  note: string | null,
  actor: Actor,
  refund: RefundRow,
  lastFour: string | null,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await stillApproved(tx, record);
    await stepReceived(tx, ctx.origin, record, actor, {
      note,
      refund,
      settled: `refunded ${formatPrice(refund.amount)} of order #${shortOrderId(refund.orderId)} (confirmed with the gateway after its answer was lost)`,
      told: { amount: refund.amount, lastFour },
    });
  });
}
