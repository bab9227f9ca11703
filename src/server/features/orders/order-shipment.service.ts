import { eq, sql } from "drizzle-orm";
import { shortOrderId, type Carrier, type Shipment } from "../../../shared/contracts/orders";
import { shipments, orders } from "../../db/schema/orders";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { recordOrderEvent } from "../../domain/orders/order-events";
import { withOrderHeld } from "../../domain/orders/order-lock";
import { shipBlocker } from "../../domain/orders/order-rules";
import { toShipmentDto } from "../../domain/orders/orders.mapper";
import { normalizeUpsTrackingNumber, upsTrackingNumberProblem } from "../../domain/orders/ups-tracking";
import { badRequest, conflict } from "../../http/errors";
import { actorName, placedOrder, recordMailSent, type OrderChangeContext } from "./order-change";
import { sendLifecycleMail, shippedMail } from "./order-lifecycle-mail";

export interface ShipmentRequest {
  carrier: Carrier;
  trackingNumber: string;
  notify: boolean;
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
 * POST /api/admin/orders/{id}/shipments: records a parcel, marks the order completed and, with
 * notify, e-mails the customer the tracking link. 409 on a cancelled order or one whose payment
 * does not allow shipping.
 */
export async function addShipment(ctx: OrderChangeContext, orderId: string, request: ShipmentRequest, actor: Actor): Promise<Shipment> {
  const trackingNumber = trackingNumberFor(request.carrier, request.trackingNumber);
  const who = actorName(actor);
  const { shipment, after } = await withOrderHeld(ctx.database, orderId, (step) =>
    step(async (tx, held) => {
      const row = placedOrder(held);
      const blocker = shipBlocker(row);
      if (blocker) throw conflict(blocker);
      const [shipment] = await tx
        .insert(shipments)
        .values({ orderId, carrier: request.carrier, trackingNumber, createdBy: who })
        .returning();
      const [after] = await tx
        .update(orders)
        .set({ status: "completed", updatedAt: sql`now()` })
        .where(eq(orders.id, orderId))
        .returning();
      if (!shipment || !after) throw new Error(`order ${orderId} vanished while held`);
      await recordOrderEvent(tx, {
        orderId,
        actor: who,
        type: "shipped",
        message: `Shipped with ${request.carrier}, tracking number ${trackingNumber}`,
      });
      await recordActivity(tx, actor, {
        action: "order.ship",
        entityType: "order",
        entityId: orderId,
        summary: `Shipped order #${shortOrderId(orderId)} with ${request.carrier} (${trackingNumber})`,
        changes: {
          ...(row.status !== "completed" ? { status: { from: row.status, to: "completed" } } : {}),
          shipment: { to: { carrier: request.carrier, trackingNumber, notify: request.notify } },
        },
      });
      return { shipment: toShipmentDto(shipment), after };
    }),
  );
  if (request.notify) {
    const sent = await sendLifecycleMail(ctx, shippedMail(after, shipment, ctx.origin), orderId, "shipped");
    if (sent) await recordMailSent(ctx.database.db, orderId, "Shipping", after.customerEmail);
  }
  return shipment;
}
