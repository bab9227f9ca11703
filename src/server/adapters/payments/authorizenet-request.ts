import { fromCents } from "../../../shared/money";
import type { GatewayAddress, GatewayCharge } from "./payment-gateway";

// Authorize.Net's field limits (the API refuses longer values instead of cutting them).
const MAX_LINE_ITEMS = 30;
const clip = (value: string, max: number) => value.trim().slice(0, max).trimEnd();

export interface MerchantCredentials {
  apiLoginId: string;
  transactionKey: string;
}

/** customerIP takes an IPv4 address only (15 characters); an IPv6 caller is simply not sent. */
function ipv4(ip: string | undefined): string | undefined {
  const plain = ip?.replace(/^::ffff:/, "");
  return plain && /^\d{1,3}(\.\d{1,3}){3}$/.test(plain) ? plain : undefined;
}

function billTo(a: GatewayAddress) {
  // customerAddressType: the element order of the XML schema, which the JSON API also enforces.
  return {
    firstName: clip(a.firstName, 50),
    lastName: clip(a.lastName, 50),
    ...(a.company ? { company: clip(a.company, 50) } : {}),
    address: clip(a.address, 60),
    city: clip(a.city, 40),
    state: clip(a.state, 40),
    zip: clip(a.zip, 20),
    country: clip(a.country, 60),
    ...(a.phoneNumber ? { phoneNumber: clip(a.phoneNumber, 25) } : {}),
  };
}

function shipTo(a: GatewayAddress) {
  // nameAndAddressType has no phone number.
  const { phoneNumber: _phone, ...rest } = billTo(a);
  return rest;
}

/**
 * The createTransactionRequest body. Authorize.Net's JSON API validates against the XML
 * schema, so keys are inserted in exactly the schema's element order (JS keeps insertion order).
 */
export function buildCreateTransactionRequest(credentials: MerchantCredentials, charge: GatewayCharge) {
  const lineItems = charge.lineItems.slice(0, MAX_LINE_ITEMS).map((item) => ({
    itemId: clip(item.itemId, 31),
    name: clip(item.name, 31),
    description: clip(item.description, 255),
    quantity: String(item.quantity),
    unitPrice: fromCents(item.unitPriceCents),
  }));
  return {
    createTransactionRequest: {
      merchantAuthentication: { name: credentials.apiLoginId, transactionKey: credentials.transactionKey },
      refId: clip(charge.invoiceNumber, 20),
      transactionRequest: {
        transactionType: "authCaptureTransaction",
        amount: fromCents(charge.amountCents),
        payment: { opaqueData: { dataDescriptor: charge.opaqueData.dataDescriptor, dataValue: charge.opaqueData.dataValue } },
        order: { invoiceNumber: clip(charge.invoiceNumber, 20), description: clip(charge.description, 255) },
        ...(lineItems.length > 0 ? { lineItems: { lineItem: lineItems } } : {}),
        tax: { amount: fromCents(charge.taxCents), name: clip(charge.taxName, 31) },
        shipping: { amount: fromCents(charge.shippingCents), name: clip(charge.shippingName, 31) },
        ...(charge.poNumber ? { poNumber: clip(charge.poNumber, 25) } : {}),
        customer: { email: clip(charge.customerEmail, 255) },
        billTo: billTo(charge.billTo),
        shipTo: shipTo(charge.shipTo),
        ...(ipv4(charge.customerIp) ? { customerIP: ipv4(charge.customerIp) } : {}),
        // A resubmission of the same amount and invoice within 2 minutes is refused as a duplicate.
        transactionSettings: { setting: [{ settingName: "duplicateWindow", settingValue: "120" }] },
      },
    },
  };
}
