import { z } from "zod";
import { money } from "./common";

export const orderStatuses = ["pending", "processing", "completed", "cancelled"] as const;
export const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;

/** reserved -> paid | review | declined | failed. The database's column and CHECK are made from these lists. */
export const paymentStatuses = ["reserved", "paid", "review", "declined", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** Only these are orders anyone placed: reserved, declined and failed checkouts are shown to no one. */
export const visiblePaymentStatuses = ["paid", "review"] as const satisfies readonly PaymentStatus[];

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
});
export type Order = z.infer<typeof order>;

export const orderStatusInput = z.object({ status: orderStatus });

/** Short order number: first 8 characters of the id, upper case. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
