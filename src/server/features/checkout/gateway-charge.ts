// The charge as the payment gateway receives it: amounts in cents from our own pricing, the
// customer's name split in two, both addresses, the lines with their options.
import type { z } from "zod";
import type { chargeRequest, orderData } from "../../../shared/contracts/checkout";
import { shortOrderId } from "../../../shared/contracts/orders";
import { toCents } from "../../../shared/money";
import type { GatewayAddress, GatewayCharge } from "../../adapters/payments/payment-gateway";
import type { OrderRow } from "../../domain/orders/orders.mapper";
import type { Pricing } from "../../domain/pricing/pricing";

type OrderData = z.output<typeof orderData>;

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
