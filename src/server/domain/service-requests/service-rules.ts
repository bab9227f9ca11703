// A service request's life (extensions §7, decision 0063): the one module that writes a request's
// status. Every step is a conditional UPDATE from the status the caller read, with its event row, in
// the caller's transaction; the rules of which step is allowed are the shared contract's.
import { and, eq, sql } from "drizzle-orm";
import {
  nextServiceStatuses,
  SERVICE_STATUS_LABEL,
  SERVICE_TYPE_LABEL,
  type ServiceRequestStatus,
  type ServiceRequestType,
} from "../../../shared/contracts/service-requests";
import { addDays, daysBetween, shopToday } from "../../../shared/shop-time";
import type { DbOrTx } from "../../db/client";
import { serviceRequestEvents, serviceRequests } from "../../db/schema/service";
import { conflict } from "../../lib/errors";
import { normalizeMoney } from "../../../shared/money";
import { emitWebhookEvent } from "../webhooks/webhook-events";

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

const words = (status: ServiceRequestStatus) => SERVICE_STATUS_LABEL[status].toLowerCase();

/** Why a request cannot go to `to` now (the 409's message), or null when it may. */
export function transitionBlocker(request: Pick<ServiceRequestRow, "number" | "type" | "status">, to: ServiceRequestStatus): string | null {
  const allowed = nextServiceStatuses(request.type, request.status);
  if (allowed.includes(to)) return null;
  if (request.status === to) return `${request.number} is ${words(to)} already.`;
  if (allowed.length === 0) return `${request.number} is ${words(request.status)}: it takes no more steps.`;
  const returned =
    request.type === "return" && (to === "in_service" || to === "shipped_back") ? " A returned unit is not serviced or shipped back." : "";
  return `${request.number} is ${words(request.status)}: it can go to ${allowed.map(words).join(" or ")} next, not ${words(to)}.${returned}`;
}

/** A unit's warranty runs through its last day in the shop's calendar. */
export const underWarranty = (unit: { warrantyEndsOn: string | null }, today = shopToday()): boolean =>
  unit.warrantyEndsOn !== null && unit.warrantyEndsOn >= today;

export const DISTRIBUTOR_RETURN =
  "This instrument was bought from a distributor and registered with us: please return it to the distributor you bought it from. We can still repair or calibrate it.";

/**
 * Why the customer may not return this unit to us (the 409's message), or null: only a unit the shop
 * shipped on the customer's own order, within `windowDays` of its shipment (shop days, the shipping
 * day being day 0), on an order paid by card and not cancelled.
 */
export function returnBlocker(
  unit: { serial: string; shippedAt: Date | null; orderId: string | null },
  order: { userId: number | null; status: string; paymentMethod: string } | null,
  customerId: number,
  windowDays: number,
  today = shopToday(),
): string | null {
  if (!unit.orderId || !order || order.userId !== customerId) return DISTRIBUTOR_RETURN;
  if (!unit.shippedAt) return `S/N ${unit.serial} has not shipped yet: there is nothing to return.`;
  const shippedOn = shopToday(unit.shippedAt);
  const days = daysBetween(shippedOn, today);
  if (days > windowDays)
    return `A return is accepted within ${windowDays} days of shipment: S/N ${unit.serial} shipped on ${shippedOn}, ${days} days ago. We can still repair or calibrate it.`;
  if (order.status === "cancelled") return `The order of S/N ${unit.serial} was cancelled: there is nothing to refund. Please contact us.`;
  if (order.paymentMethod === "invoice")
    return `S/N ${unit.serial} was bought on invoice (Net 30): please contact us to return it, and we will credit your invoice.`;
  return null;
}

/**
 * The last shop day a return may be asked for (the shipping day + `windowDays`), or null when the
 * unit was not shipped by the shop on its owner's own order. The same days returnBlocker counts.
 */
export function returnableUntil(
  unit: { shippedAt: Date | null; orderId: string | null },
  boughtByOwner: boolean,
  windowDays: number,
): string | null {
  if (!unit.orderId || !unit.shippedAt || !boughtByOwner) return null;
  return addDays(shopToday(unit.shippedAt), windowDays);
}

/** "Calibration of 103A H-Field Probe, S/N GRF-1" */
export const workName = (type: ServiceRequestType, unit: { productName: string; serial: string }) =>
  `${SERVICE_TYPE_LABEL[type]} of ${unit.productName}, S/N ${unit.serial}`;

/** The first line of a request's history: the customer made it. */
export async function recordRequested(tx: DbOrTx, request: ServiceRequestRow): Promise<void> {
  await tx
    .insert(serviceRequestEvents)
    .values({ requestId: request.id, fromStatus: null, toStatus: "requested", note: null, actor: "customer" });
}

/**
 * Moves a request one step, from the status the caller read: a conditional UPDATE (a request changed
 * meanwhile is a 409, nothing written) and its event row, in the caller's transaction.
 */
export async function stepServiceRequest(
  tx: DbOrTx,
  request: ServiceRequestRow,
  to: ServiceRequestStatus,
  step: { note: string | null; actor: string; set?: Partial<Pick<ServiceRequestRow, "price" | "quoteId" | "refundId">> },
): Promise<ServiceRequestRow> {
  const blocker = transitionBlocker(request, to);
  if (blocker) throw conflict(blocker);
  const [updated] = await tx
    .update(serviceRequests)
    .set({ ...step.set, status: to, updatedAt: sql`now()` })
    .where(and(eq(serviceRequests.id, request.id), eq(serviceRequests.status, request.status)))
    .returning();
  if (!updated) throw conflict(`${request.number} was changed by someone else meanwhile. Please reload it.`);
  await tx
    .insert(serviceRequestEvents)
    .values({ requestId: request.id, fromStatus: request.status, toStatus: to, note: step.note, actor: step.actor });
  await emitWebhookEvent(tx, "service_request.updated", {
    serviceRequestId: updated.id,
    number: updated.number,
    type: updated.type,
    status: updated.status,
    previousStatus: request.status,
    note: step.note,
    unitId: updated.unitId,
    userId: updated.userId,
    price: updated.price === null ? null : normalizeMoney(updated.price),
    quoteId: updated.quoteId,
    refundId: updated.refundId,
  });
  return updated;
}
