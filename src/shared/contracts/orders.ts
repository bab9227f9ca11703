import { z } from "zod";
import { money } from "./common";

export const orderStatuses = ["pending", "processing", "completed", "cancelled"] as const;
export const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * reserved -> paid | review | declined | failed; a paid order may later become voided (cancelled
 * before settlement), partially_refunded or refunded; awaiting_payment is an invoiced (Net 30)
 * order (extensions §4). The database's column and CHECK are made from these lists.
 */
export const paymentStatuses = [
  "reserved",
  "paid",
  "review",
  "declined",
  "failed",
  "voided",
  "refunded",
  "partially_refunded",
  "awaiting_payment",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** Only these are orders anyone placed: reserved, declined and failed checkouts are shown to no one. */
export const visiblePaymentStatuses = [
  "paid",
  "review",
  "voided",
  "refunded",
  "partially_refunded",
  "awaiting_payment",
] as const satisfies readonly PaymentStatus[];

export const carriers = ["UPS", "USPS", "FedEx", "DHL", "Other"] as const;
export type Carrier = (typeof carriers)[number];

/** A parcel sent for an order (extensions §1). */
export const shipment = z.object({
  id: z.number().int(),
  carrier: z.enum(carriers),
  trackingNumber: z.string(),
  /** The carrier's tracking page for the number; null for "Other". */
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof shipment>;

/** An order as the history page and the admin read it (spec §3 field names). */
export const order = z.object({
  id: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  companyName: z.string().nullable(),
  billingStreet: z.string(),
  billingCity: z.string(),
  billingState: z.string(),
  billingZipCode: z.string(),
  billingCountry: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  customerAddress: z.string().nullable(),
  purchaseOrderNumber: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  items: z.string(),
  subtotal: money,
  taxRate: money,
  taxAmount: money,
  shippingMethod: z.string(),
  shippingServiceName: z.string().nullable(),
  shippingCost: money,
  total: money,
  status: orderStatus,
  paymentStatus: z.enum(paymentStatuses),
  transactionId: z.string().nullable(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What has been refunded so far (extensions §1). */
  refundedAmount: money,
  /** INV-YYYY-NNNNN, given when the payment is recorded; null before. */
  invoiceNumber: z.string().nullable(),
  shipments: z.array(shipment),
  // ---- extensions §4 ----
  /** "card" or "invoice" (Net 30). */
  paymentMethod: z.enum(["card", "invoice"]),
  /** YYYY-MM-DD an invoiced order is due; null for card orders. */
  dueDate: z.string().nullable(),
  /** Received so far for an invoiced order (payments recorded by the admin). */
  amountPaid: money,
  /** A quote's discount. */
  discount: money,
  purchaseOrderFileUrl: z.string().nullable(),
  taxExemptionId: z.number().int().nullable(),
  quoteId: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

export const orderStatusInput = z.object({ status: orderStatus });

export const orderEventActors = ["customer", "system"] as const;
export const orderEventTypes = [
  "placed",
  "paid",
  "review",
  "payment_failed",
  "reconciled",
  "invoice_issued",
  "status_changed",
  "shipped",
  "cancelled",
  "voided",
  "refunded",
  "restocked",
  "email_sent",
  "note",
  "payment_recorded",
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

/** One line of an order's history (admin only): actor is the admin's e-mail, "customer" or "system". */
export const orderEvent = z.object({
  at: z.string(),
  actor: z.string(),
  type: z.enum(orderEventTypes),
  message: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const refundRestockLine = z.object({ index: z.number().int().min(0), quantity: z.number().int().min(1) });

export const refund = z.object({
  id: z.number().int(),
  amount: money,
  reason: z.string(),
  restockLines: z.array(refundRestockLine),
  transactionId: z.string().nullable(),
  /** The admin's e-mail. */
  actor: z.string(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refund>;

/** GET /api/admin/orders/{id}: the order with its refunds and history, oldest event first. */
export const adminOrderDetail = order.extend({ refunds: z.array(refund), events: z.array(orderEvent) });
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const shipmentInput = z.object({
  carrier: z.enum(carriers),
  trackingNumber: z.string().trim().min(1, "Tracking number is required").max(64),
  notify: z.boolean().default(true),
});

export const cancelInput = z.object({
  reason: z.string().trim().max(500).optional(),
  restock: z.boolean().default(true),
});

export const refundInput = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, "Amount must be a positive amount of dollars and cents"),
  reason: z.string().trim().min(1, "Reason is required").max(500),
  restockLines: z.array(refundRestockLine).max(100).optional(),
});

/** Short order number: first 8 characters of the id, upper case. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
