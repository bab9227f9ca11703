import { z } from "zod";
import { toCents } from "../money";
import { money } from "./common";
import { screeningMatch } from "./screening";

/** on_hold: the buyer matched the screening list (extensions §9); released to pending or cancelled by the owner. */
export const orderStatuses = ["pending", "processing", "completed", "cancelled", "on_hold"] as const;
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

/** A line of an order in a parcel: its 0-based index in `items`, how many units, and their serial numbers. */
export const shipmentLine = z.object({
  index: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  serials: z.array(z.string()),
});
export type ShipmentLine = z.infer<typeof shipmentLine>;

/** A parcel sent for an order (extensions §1), with what went in it (§7). */
export const shipment = z.object({
  id: z.number().int(),
  carrier: z.enum(carriers),
  trackingNumber: z.string(),
  /** The carrier's tracking page for the number; null for "Other". */
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
  lines: z.array(shipmentLine),
});

/** How much of an order has left the shop (extensions §7): completed only once everything shipped. */
export const fulfillments = ["unfulfilled", "partially_shipped", "shipped"] as const;
export type Fulfillment = (typeof fulfillments)[number];
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
  /** Extensions §9: the buyer's tax id, and "DAP" for an order shipped abroad (null at home). */
  taxId: z.string().nullable(),
  incoterm: z.enum(["DAP"]).nullable(),
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
  fulfillment: z.enum(fulfillments),
  // ---- extensions §4 ----
  /** "card" or "invoice" (Net 30). */
  paymentMethod: z.enum(["card", "invoice"]),
  /** YYYY-MM-DD an invoiced order is due; null for card orders. */
  dueDate: z.string().nullable(),
  /** Received so far for an invoiced order (payments recorded by the admin). */
  amountPaid: money,
  /** Taken off the subtotal before tax: a discount code's or a quote's (the same amount as discountAmount). */
  discount: money,
  // ---- extensions §8 ----
  /** The discount code the order was placed with, as the shop writes it; null without one. */
  discountCode: z.string().nullable(),
  /** What the code (or the quote) took off: total = subtotal - discountAmount + tax + shipping. */
  discountAmount: money,
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
  "held",
  "released",
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

/**
 * A refund is written down as pending before the gateway is asked, then succeeded or failed
 * (extensions §13); only succeeded ones count in an order's refundedAmount.
 */
export const refundStatuses = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refund = z.object({
  id: z.number().int(),
  amount: money,
  reason: z.string(),
  restockLines: z.array(refundRestockLine),
  status: z.enum(refundStatuses),
  /** The shop's own reference sent to the gateway with the refund (null: recorded without a gateway, or before references). */
  reference: z.string().nullable(),
  /** The refund's own transaction at the gateway, once it succeeded. */
  transactionId: z.string().nullable(),
  /** The admin's e-mail. */
  actor: z.string(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refund>;

/** GET /api/admin/orders/{id}: the order with its refunds and history, oldest event first. */
export const adminOrderDetail = order.extend({
  refunds: z.array(refund),
  events: z.array(orderEvent),
  /** The screening list's entry the buyer matched when the order was recorded (extensions §9); null when none did. */
  screeningMatch: screeningMatch.nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const shipmentLineInput = z.object({
  index: z.number().int().min(0).max(99),
  quantity: z.number().int().min(1, "quantity must be at least 1").max(100_000),
  /** One serial number per unit shipped, for a product with serial numbers. */
  serials: z.array(z.string().max(200)).max(1000).optional(),
});
export type ShipmentLineInput = z.infer<typeof shipmentLineInput>;

export const shipmentInput = z.object({
  carrier: z.enum(carriers),
  trackingNumber: z.string().trim().min(1, "Tracking number is required").max(64),
  notify: z.boolean().default(true),
  /** What goes in this parcel; left out: everything not yet shipped. */
  lines: z.array(shipmentLineInput).min(1, "choose at least one line").max(100).optional(),
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

/**
 * Cancelling this order gives money back: a card charge that still holds money is voided or
 * refunded, or what was received on an invoice is recorded as refunded. Such a cancel needs the
 * `refunds` permission besides `orders` (extensions §11); one with nothing to give back does not.
 */
export function cancelGivesMoneyBack(
  order: Pick<Order, "paymentMethod" | "paymentStatus" | "transactionId" | "total" | "refundedAmount" | "amountPaid">,
): boolean {
  if (order.paymentMethod === "invoice") return toCents(order.amountPaid) > 0;
  if (!order.transactionId || order.paymentStatus === "awaiting_payment" || order.paymentStatus === "voided") return false;
  return toCents(order.total) - toCents(order.refundedAmount) > 0;
}

/** Short order number: first 8 characters of the id, upper case. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
