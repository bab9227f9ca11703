import { z } from "zod";

/** The events an endpoint may subscribe to (extensions §10), in the order the admin lists them. */
export const webhookEventTypes = [
  "order.paid",
  "order.shipped",
  "order.cancelled",
  "order.refunded",
  "order.on_hold",
  "quote.updated",
  "service_request.updated",
  "product.stock_changed",
] as const;
export const webhookEventType = z.enum(webhookEventTypes, `Event must be one of ${webhookEventTypes.join(", ")}`);
export type WebhookEventType = z.infer<typeof webhookEventType>;

/** What each event means, for the admin's checkboxes and the API documentation. */
export const webhookEventDescriptions: Record<WebhookEventType, string> = {
  "order.paid": "An order's payment was taken or recorded in full (card checkout, a payment found later, an invoice paid).",
  "order.shipped": "A shipment of an order was recorded (each parcel).",
  "order.cancelled": "An order was cancelled.",
  "order.refunded": "A refund of an order succeeded (partial or full).",
  "order.on_hold": "An order was put on hold by the denied-party screening.",
  "quote.updated": "A quote was revised, sent or changed state.",
  "service_request.updated": "A service request (RMA) moved to another step.",
  "product.stock_changed": "A product's stock changed (an edit, an order, a cancel, refund or return).",
};

/** POST /api/admin/webhooks. The URL's scheme and address are checked on the server (https, no private addresses). */
export const webhookInput = z.object({
  url: z
    .string()
    .trim()
    .min(1, "URL is required")
    .max(2000, "URL must be at most 2000 characters")
    .pipe(z.url("Enter a valid URL"))
    .meta({ format: "uri", pattern: "^[Hh][Tt][Tt][Pp][Ss]://" }),
  events: z
    .array(webhookEventType)
    .min(1, "Choose at least one event")
    .max(webhookEventTypes.length)
    .transform((events) => [...new Set(events)]),
});
export type WebhookInput = z.infer<typeof webhookInput>;
export type WebhookFormValues = z.input<typeof webhookInput>;

export const webhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventType),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** The answer to POST: the only time the signing secret is shown. */
export const createdWebhookEndpoint = webhookEndpoint.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpoint>;

export const webhookDeliveryStates = ["pending", "delivered", "failed"] as const;

export const webhookDelivery = z.object({
  /** The delivery's own id (one event sent to one endpoint). */
  id: z.number().int(),
  /** The event's id: the body's `id` and the X-Shop-Event-Id header, the same on every attempt. */
  eventId: z.string(),
  type: webhookEventType,
  attempts: z.number().int(),
  /** The HTTP status of the last attempt; null before the first or when no answer came (timeout, refused connection). */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  state: z.enum(webhookDeliveryStates),
  failed: z.boolean(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** When the next attempt is due; null once delivered or failed. */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

// ---- What a delivery carries (documented in the OpenAPI document's `webhooks` and docs/api.md) ----

const moneyString = z.string().describe('Dollars and cents as the API writes money, e.g. "1295.50"');

/** Every order event's data: the order after the change. */
export const orderEventData = z.object({
  orderId: z.string(),
  invoiceNumber: z.string().nullable(),
  status: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  companyName: z.string().nullable(),
  purchaseOrderNumber: z.string().nullable(),
  subtotal: moneyString,
  discount: moneyString,
  taxAmount: moneyString,
  shippingCost: moneyString,
  total: moneyString,
  amountPaid: moneyString,
  refundedAmount: moneyString,
  createdAt: z.string(),
});

export const quoteEventData = z.object({
  quoteId: z.string(),
  number: z.string(),
  change: z.enum(["revised", "released", "ordered", "reopened"]),
  status: z.string(),
  revision: z.number().int(),
  validUntil: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  companyName: z.string().nullable(),
  subtotal: moneyString,
  discount: moneyString,
  taxAmount: moneyString,
  shippingCost: moneyString,
  total: moneyString,
  orderId: z.string().nullable(),
});

export const serviceRequestEventData = z.object({
  serviceRequestId: z.number().int(),
  number: z.string(),
  type: z.string(),
  status: z.string(),
  previousStatus: z.string(),
  note: z.string().nullable(),
  unitId: z.number().int(),
  userId: z.number().int(),
  price: moneyString.nullable(),
  quoteId: z.string().nullable(),
  refundId: z.number().int().nullable(),
});

export const stockEventData = z.object({
  productId: z.string(),
  name: z.string(),
  stock: z.number().int(),
  previousStock: z.number().int(),
});

/** Each event's data: the order's snapshot plus what is particular to the event. */
export const webhookEventData: Record<WebhookEventType, z.ZodType> = {
  "order.paid": orderEventData,
  "order.shipped": orderEventData.extend({
    complete: z.boolean().describe("Everything has now shipped"),
    shipment: z.object({
      id: z.number().int(),
      carrier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
      shippedAt: z.string(),
      lines: z.array(z.object({ index: z.number().int(), productName: z.string(), quantity: z.number().int() })),
    }),
  }),
  "order.cancelled": orderEventData.extend({
    reason: z.string().nullable(),
    payment: z.enum(["none", "voided", "refunded", "already_voided", "invoice"]),
    restocked: z.array(z.object({ index: z.number().int(), quantity: z.number().int() })),
  }),
  "order.refunded": orderEventData.extend({
    refund: z.object({
      id: z.number().int().optional(),
      amount: moneyString,
      reason: z.string().optional(),
      full: z.boolean().describe("The order's whole payment has now been refunded"),
    }),
    restocked: z.array(z.object({ index: z.number().int(), quantity: z.number().int() })).optional(),
  }),
  "order.on_hold": orderEventData.extend({ screeningMatch: z.record(z.string(), z.unknown()).nullable() }),
  "quote.updated": quoteEventData,
  "service_request.updated": serviceRequestEventData,
  "product.stock_changed": stockEventData,
};

/** The body of every delivery. */
export const webhookEventBody = z.object({
  id: z.string().describe("The event's id: the same on every attempt and every endpoint (deduplicate by it)"),
  type: webhookEventType,
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
