import { asc, inArray } from "drizzle-orm";
import type { Order, Shipment } from "../../../shared/contracts/orders";
import { normalizeMoney } from "../../../shared/money";
import { readOrderLines, type OrderLine } from "../../../shared/contracts/order-line";
import { fulfillmentOf } from "../../../shared/fulfillment";
import type { DbOrTx } from "../../db/client";
import { shipments, type orders } from "../../db/schema/orders";

export type OrderRow = typeof orders.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;

/** The carrier's public tracking page for a number (null for "Other"). */
export function trackingUrl(carrier: Shipment["carrier"], trackingNumber: string): string | null {
  const n = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case "UPS":
      return `https://www.ups.com/track?tracknum=${n}`;
    case "USPS":
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`;
    case "FedEx":
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`;
    case "DHL":
      return `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}`;
    case "Other":
      return null;
  }
}

/** A parcel as the API shows it; `lines` are the order's lines, for the names of what went in it. */
export function toShipmentDto(row: ShipmentRow, lines: readonly Pick<OrderLine, "productName">[]): Shipment {
  return {
    id: row.id,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
    shippedAt: row.shippedAt.toISOString(),
    lines: row.lines.map((line) => ({
      index: line.index,
      productName: lines[line.index]?.productName ?? `Line ${line.index + 1}`,
      quantity: line.quantity,
      serials: line.serials,
    })),
  };
}

/** The shipments of many orders in one query, oldest first per order. */
export async function loadShipments(db: DbOrTx, orderRows: readonly OrderRow[]): Promise<Map<string, Shipment[]>> {
  const byOrder = new Map<string, Shipment[]>();
  if (orderRows.length === 0) return byOrder;
  const linesOf = new Map(orderRows.map((row) => [row.id, readOrderLines(row.items)]));
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, [...linesOf.keys()]))
    .orderBy(asc(shipments.shippedAt), asc(shipments.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toShipmentDto(row, linesOf.get(row.orderId) ?? []));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** Orders as the API shows them, with their shipments (one extra query for the whole list). */
export async function toOrderDtos(db: DbOrTx, rows: readonly OrderRow[]): Promise<Order[]> {
  const byOrder = await loadShipments(db, rows);
  return rows.map((row) => toOrderDto(row, byOrder.get(row.id) ?? []));
}

/** The one mapping from an orders row to the API's order (spec §3 names, money as two-decimal strings). */
export function toOrderDto(row: OrderRow, orderShipments: Shipment[]): Order {
  return {
    id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    companyName: row.companyName,
    billingStreet: row.billingStreet,
    billingCity: row.billingCity,
    billingState: row.billingState,
    billingZipCode: row.billingZipCode,
    billingCountry: row.billingCountry,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    customerAddress: row.customerAddress,
    purchaseOrderNumber: row.purchaseOrderNumber,
    specialInstructions: row.specialInstructions,
    taxId: row.taxId,
    incoterm: row.incoterm,
    items: row.items,
    subtotal: normalizeMoney(row.subtotal),
    taxRate: normalizeMoney(row.taxRate),
    taxAmount: normalizeMoney(row.taxAmount),
    shippingMethod: row.shippingMethod,
    shippingServiceName: row.shippingServiceName,
    shippingCost: normalizeMoney(row.shippingCost),
    total: normalizeMoney(row.total),
    status: row.status,
    paymentStatus: row.paymentStatus,
    transactionId: row.transactionId,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    refundedAmount: normalizeMoney(row.refundedAmount),
    invoiceNumber: row.invoiceNumber,
    shipments: orderShipments,
    fulfillment: fulfillmentOf(readOrderLines(row.items), orderShipments),
    paymentMethod: row.paymentMethod,
    dueDate: row.dueDate,
    amountPaid: normalizeMoney(row.amountPaid),
    discount: normalizeMoney(row.discount),
    discountCode: row.discountCode,
    discountAmount: normalizeMoney(row.discount),
    purchaseOrderFileUrl: row.purchaseOrderFileUrl,
    taxExemptionId: row.taxExemptionId,
    quoteId: row.quoteId,
  };
}
