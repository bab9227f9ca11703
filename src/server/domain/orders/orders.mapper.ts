import type { Order } from "../../../shared/contracts/orders";
import { normalizeMoney } from "../../../shared/money";
import type { orders } from "../../db/schema/orders";

export type OrderRow = typeof orders.$inferSelect;

/** The one mapping from an orders row to the API's order (spec §3 names, money as two-decimal strings). */
export function toOrderDto(row: OrderRow): Order {
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
  };
}
