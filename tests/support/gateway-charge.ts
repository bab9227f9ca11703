import type { GatewayAddress, GatewayCharge } from "../../src/server/adapters/payments/payment-gateway";

/** A charge as the checkout hands it to a gateway, for a token from /api/payment/test-tokens; Ada bills and ships to one address. */
export function buildGatewayCharge(
  dataValue: string,
  overrides: Partial<Omit<GatewayCharge, "opaqueData" | "billTo" | "shipTo">> = {},
  addressOverrides: Partial<GatewayAddress> = {},
): GatewayCharge {
  const address: GatewayAddress = {
    firstName: "Ada",
    lastName: "Lovelace",
    company: null,
    address: "1 Main St",
    city: "Sebastopol",
    state: "CA",
    zip: "94306",
    country: "United States",
    ...addressOverrides,
  };
  return {
    opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue },
    amountCents: 12_345,
    invoiceNumber: "ABCDEF12",
    description: "test",
    poNumber: null,
    lineItems: [],
    taxCents: 0,
    taxName: "Sales tax",
    shippingCents: 0,
    shippingName: "Ground",
    customerEmail: "ada@example.com",
    ...overrides,
    billTo: address,
    shipTo: address,
  };
}
