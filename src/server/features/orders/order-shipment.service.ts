import { eq, sql } from "drizzle-orm";
import { shortOrderId, type Carrier, type Shipment, type ShipmentLineInput } from "../../../shared/contracts/orders";
import { parseOrderLines, type OrderLine } from "../../../shared/contracts/order-line";
import { fulfillmentOf, remainingByLine } from "../../../shared/fulfillment";
import { shipments, orders, type ShipmentLineRow } from "../../db/schema/orders";
import { planParcel } from "../../domain/units/parcel-plan";
import { createShippedUnits, lineProducts } from "../../domain/units/shipped-units";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { recordOrderEvent } from "../../domain/orders/order-events";
import { emitOrderEvent } from "../../domain/webhooks/webhook-events";
import { pendingCancelBlocker, pendingIntentOf } from "../../domain/orders/gateway-intents";
import { withOrderHeld } from "../../domain/orders/order-lock";
import { shipBlocker } from "../../domain/orders/order-rules";
import { toShipmentDto } from "../../domain/orders/orders.mapper";
import { normalizeUpsTrackingNumber, upsTrackingNumberProblem } from "../../domain/orders/ups-tracking";
import { badRequest, conflict } from "../../lib/errors";
import { actorName, placedOrder, type OrderChangeContext } from "../../domain/orders/order-change";
import { queueOrderMail, shippedMail } from "../../domain/orders/order-lifecycle-mail";

export interface ShipmentRequest {
  carrier: Carrier;
  trackingNumber: string;
  notify: boolean;
  /** What goes in the parcel; left out: everything not yet shipped. */
  lines?: ShipmentLineInput[] | undefined;
}

/** The number as it will be stored: UPS numbers checked (18 characters, 1Z, check digit), others trimmed. */
export function trackingNumberFor(carrier: Carrier, raw: string): string {
  if (carrier !== "UPS") return raw.trim();
  const number = normalizeUpsTrackingNumber(raw);
  const problem = upsTrackingNumberProblem(number);
  if (problem) throw badRequest(`trackingNumber: ${problem}`);
  return number;
}

/**
 * POST /api/admin/orders/{id}/shipments: records a parcel with the lines (and serial numbers) in
 * it, makes a unit of every serial, and marks the order completed once everything has shipped
 * (until then processing). With notify, e-mails the customer what is in the parcel and the
 * tracking link. 409 on a cancelled order or one whose payment does not allow shipping.
 */
export async function addShipment(ctx: OrderChangeContext, orderId: string, request: ShipmentRequest, actor: Actor): Promise<Shipment> {
  const trackingNumber = trackingNumberFor(request.carrier, request.trackingNumber);
  const who = actorName(actor);
  const shipment = await withOrderHeld(ctx.database, orderId, (step) =>
    step(async (tx, held) => {
      const row = placedOrder(held);
      const blocker = shipBlocker(row) ?? pendingCancelBlocker(await pendingIntentOf(tx, orderId));
      if (blocker) throw conflict(blocker);
      const lines = parseOrderLines(row.items);
      const earlier = await tx.select({ lines: shipments.lines }).from(shipments).where(eq(shipments.orderId, orderId));
      const catalog = await lineProducts(tx, lines);
      const parcel = planParcel(lines, remainingByLine(lines, earlier), request.lines, (line) => catalog.get(line.productId) ?? null);

      const [inserted] = await tx
        .insert(shipments)
        .values({ orderId, carrier: request.carrier, trackingNumber, lines: parcel, createdBy: who })
        .returning();
      if (!inserted) throw new Error(`order ${orderId}: the shipment was not recorded`);
      const serials = await createShippedUnits(tx, { order: row, lines, parcel, catalog, shipment: inserted });
      const complete = fulfillmentOf(lines, [...earlier, { lines: parcel }]) === "shipped";
      const status = complete ? "completed" : row.status === "pending" ? "processing" : row.status;
      const [after] = await tx
        .update(orders)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId))
        .returning();
      if (!after) throw new Error(`order ${orderId} vanished while held`);
      const contents = parcelSummary(lines, parcel);
      await recordOrderEvent(tx, {
        orderId,
        actor: who,
        type: "shipped",
        message: `Shipped ${contents} with ${request.carrier}, tracking number ${trackingNumber}${complete ? "" : " (more to follow)"}`,
      });
      await recordActivity(tx, actor, {
        action: "order.ship",
        entityType: "order",
        entityId: orderId,
        summary: `Shipped ${contents} of order #${shortOrderId(orderId)} with ${request.carrier} (${trackingNumber})`,
        changes: {
          ...(row.status !== status ? { status: { from: row.status, to: status } } : {}),
          shipment: { to: { carrier: request.carrier, trackingNumber, notify: request.notify, lines: parcel } },
          ...(serials > 0 ? { units: { to: serials } } : {}),
        },
      });
      const shipment = toShipmentDto(inserted, lines);
      await emitOrderEvent(tx, "order.shipped", after, {
        shipment: { ...shipment, lines: shipment.lines.map(({ index, productName, quantity }) => ({ index, productName, quantity })) },
        complete,
      });
      if (request.notify) {
        const left = remainingByLine(lines, [...earlier, { lines: parcel }]);
        const toFollow = left.flatMap((quantity, index) => (quantity > 0 ? [{ quantity, productName: lines[index]!.productName }] : []));
        await queueOrderMail(tx, shippedMail(after, shipment, ctx.origin, toFollow), orderId, "Shipping");
      }
      return shipment;
    }),
  );
  if (request.notify) ctx.mailWorker.kick();
  return shipment;
}

/** "2 x 102A H-Field Probe, 1 x CB-1 Cable" */
function parcelSummary(lines: readonly OrderLine[], parcel: readonly ShipmentLineRow[]): string {
  return parcel.map((line) => `${line.quantity} x ${lines[line.index]?.productName ?? `line ${line.index + 1}`}`).join(", ");
}
