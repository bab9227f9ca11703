import type { z } from "zod";
import type { orderData } from "../../../shared/contracts/checkout";
import { combinedAddress } from "../../../shared/address-line";
import { isUnitedStates } from "../../../shared/geo";
import { writtenPostalCode } from "../../../shared/postal-codes";
import { incotermFor } from "../../domain/export/tax-id";
import type { Pricing } from "../../domain/pricing/pricing";
import type { NewOrder } from "./reservation.service";

type OrderData = z.output<typeof orderData>;

/**
 * The order row as recorded: the customer's contact and addresses as entered, every amount from
 * our own pricing. The client's userId, status and totals are ignored.
 */
export function toNewOrder(data: OrderData, priced: Pricing, userId: number, idempotencyKey: string | undefined): NewOrder {
  return {
    userId,
    customerName: data.customerName,
    customerEmail: data.customerEmail,
    customerPhone: data.customerPhone,
    companyName: data.companyName,
    billingStreet: data.billingStreet,
    billingCity: data.billingCity,
    billingState: data.billingState,
    billingZipCode: writtenPostalCode(data.billingCountry, data.billingZipCode),
    billingCountry: data.billingCountry,
    street: data.street,
    city: data.city,
    state: data.state,
    zipCode: writtenPostalCode(data.country, data.zipCode),
    country: data.country,
    incoterm: incotermFor(isUnitedStates(data.country)),
    customerAddress: combinedAddress(data),
    purchaseOrderNumber: data.purchaseOrderNumber,
    specialInstructions: data.specialInstructions,
    items: JSON.stringify(priced.lines),
    subtotal: priced.totals.subtotal,
    taxRate: priced.totals.taxRate,
    taxAmount: priced.totals.taxAmount,
    shippingMethod: priced.shipping.service,
    shippingServiceName: priced.shipping.serviceName,
    shippingCost: priced.totals.shippingCost,
    total: priced.totals.total,
    status: "pending",
    idempotencyKey: idempotencyKey ?? null,
  };
}
