import type { z } from "zod";
import type { chargeRequest, orderData } from "../../../shared/contracts/checkout";
import { shortOrderId } from "../../../shared/contracts/orders";
import { isUnitedStates } from "../../../shared/geo";
import { writtenPostalCode } from "../../../shared/postal-codes";
import { toCents } from "../../../shared/money";
import { incotermFor } from "../../domain/export/tax-id";
import type { GatewayAddress, GatewayCharge } from "../../adapters/payments/payment-gateway";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import type { Pricing } from "../../domain/pricing/pricing";
import type { NewOrder } from "./reservation.service";

type OrderData = z.output<typeof orderData>;

/** The combined shipping address the history page falls back to. */
export function combinedAddress(data: Place): string {
  const cityLine = [data.city, [data.state, data.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [data.street, cityLine, data.country].filter(Boolean).join(", ");
}

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

/** "Ada King Lovelace" -> first "Ada King", last "Lovelace" (gateways want the two apart). */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return { firstName: parts[0] ?? "", lastName: parts[0] ?? "" };
  return { firstName: parts.slice(0, -1).join(" "), lastName: parts.at(-1)! };
}

type Place = Pick<OrderData, "street" | "city" | "state" | "zipCode" | "country">;

/** The customer at one of the order's two addresses. */
function gatewayAddress(data: OrderData, place: Place): GatewayAddress {
  return {
    ...splitName(data.customerName),
    company: data.companyName,
    address: place.street,
    city: place.city,
    state: place.state,
    zip: place.zipCode,
    country: place.country,
  };
}

function billingPlace(data: OrderData): Place {
  return {
    street: data.billingStreet,
    city: data.billingCity,
    state: data.billingState,
    zipCode: data.billingZipCode,
    country: data.billingCountry,
  };
}

export function toGatewayCharge(input: z.output<typeof chargeRequest>, priced: Pricing, order: OrderRow, ip: string): GatewayCharge {
  const invoiceNumber = shortOrderId(order.id);
  return {
    opaqueData: { dataDescriptor: input.opaqueDataDescriptor, dataValue: input.opaqueDataValue },
    amountCents: toCents(priced.totals.total),
    invoiceNumber,
    description: `Gravenstein RF Instruments order ${invoiceNumber}`,
    poNumber: input.orderData.purchaseOrderNumber,
    lineItems: priced.lines.map((line) => ({
      itemId: line.productId,
      name: line.productName,
      description: line.selectedOption ? `${line.productName} + ${line.selectedOption.title}` : line.productName,
      quantity: line.quantity,
      unitPriceCents: toCents(line.price),
    })),
    taxCents: toCents(priced.totals.taxAmount),
    taxName: `Sales tax ${priced.totals.taxRate}%`,
    shippingCents: priced.shipping.costCents,
    shippingName: priced.shipping.serviceName,
    customerEmail: input.orderData.customerEmail,
    billTo: { ...gatewayAddress(input.orderData, billingPlace(input.orderData)), phoneNumber: input.orderData.customerPhone },
    shipTo: gatewayAddress(input.orderData, input.orderData),
    customerIp: ip,
  };
}
