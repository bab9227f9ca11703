import type { WebhookEventType } from "../../../shared/contracts/webhooks";
import { PROBE_SET_ID, QUOTE_ID, order, probeSet } from "./example-values";

/** The order part every order event's `data` carries: the example order, as the events write it. */
const orderData = {
  orderId: order.id,
  invoiceNumber: order.invoiceNumber,
  status: order.status,
  paymentStatus: order.paymentStatus,
  paymentMethod: order.paymentMethod,
  customerName: order.customerName,
  customerEmail: order.customerEmail,
  companyName: order.companyName,
  purchaseOrderNumber: order.purchaseOrderNumber,
  subtotal: order.subtotal,
  discount: order.discountAmount,
  taxAmount: order.taxAmount,
  shippingCost: order.shippingCost,
  total: order.total,
  amountPaid: order.amountPaid,
  refundedAmount: order.refundedAmount,
  createdAt: order.createdAt,
};
const shipment = order.shipments[0]!;

/** The `data` of each event the shop sends to the owner's endpoints (webhook-docs.ts wraps it in the envelope). */
const DATA: Record<WebhookEventType, unknown> = {
  "order.paid": { ...orderData, status: "processing" },
  "order.shipped": {
    ...orderData,
    complete: true,
    shipment: { ...shipment, lines: shipment.lines.map(({ index, productName, quantity }) => ({ index, productName, quantity })) },
  },
  "order.cancelled": {
    ...orderData,
    status: "cancelled",
    paymentStatus: "voided",
    reason: "Customer ordered the wrong amplifier",
    payment: "voided",
    restocked: [{ index: 1, quantity: 1 }],
  },
  "order.refunded": {
    ...orderData,
    paymentStatus: "partially_refunded",
    refundedAmount: "595.00",
    refund: { id: 18, amount: "595.00", reason: "Amplifier returned unused within 30 days", full: false },
    restocked: [{ index: 1, quantity: 1 }],
  },
  "order.on_hold": {
    ...orderData,
    status: "on_hold",
    screeningMatch: {
      entryName: "NORTHBRIDGE TECHNOLOGIES LLC",
      source: "Entity List (EL) - Bureau of Industry and Security",
      field: "company",
    },
  },
  "quote.updated": {
    quoteId: QUOTE_ID,
    number: "Q-2026-00087",
    change: "revised",
    status: "open",
    revision: 2,
    validUntil: "2027-01-15",
    customerName: "Priya Raman",
    customerEmail: "praman@lbl.gov",
    companyName: "Lawrence Berkeley National Laboratory",
    subtotal: "3060.00",
    discount: "0.00",
    taxAmount: "221.85",
    shippingCost: "38.60",
    total: "3320.45",
    orderId: null,
  },
  "service_request.updated": {
    serviceRequestId: 14,
    number: "RMA-2026-00014",
    type: "calibration",
    status: "received",
    previousStatus: "approved",
    note: "Arrived by UPS, probe tips intact.",
    unitId: 57,
    userId: 42,
    price: "245.00",
    quoteId: QUOTE_ID,
    refundId: null,
  },
  "product.stock_changed": { productId: PROBE_SET_ID, name: probeSet.name, stock: 23, previousStock: 24 },
};

/** A whole delivery body of the event, as docs/api.md shows one. */
export function webhookExample(type: WebhookEventType) {
  return { id: "0b6c0c1e-4a43-4a4b-9a44-5a8b8f0e9d11", type, createdAt: "2026-11-27T19:05:45.123Z", data: DATA[type] };
}
