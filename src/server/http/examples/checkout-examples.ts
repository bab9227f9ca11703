import type { OperationExamples } from "../openapi-examples";
import { cartItems } from "./catalog-examples";
import { AMPLIFIER_ID, ORDER_ID, PROBE_SET_ID, QUOTE_ID, amplifier, order, probeSet } from "./example-values";

const quoteLine = {
  productId: PROBE_SET_ID,
  productName: probeSet.name,
  product: { id: PROBE_SET_ID, name: probeSet.name, price: probeSet.price, image: probeSet.image, category: probeSet.category },
  price: "1045.00",
  listPrice: "1095.00",
  quantity: 3,
  selectedOption: { title: "Probe set with case and cable", price: "0.00" },
  lineTotal: "3135.00",
};

const quote = {
  id: QUOTE_ID,
  number: "Q-2026-00087",
  status: "open" as const,
  validUntil: "2026-12-27",
  items: [quoteLine],
  subtotal: "3135.00",
  discount: "0.00",
  discountCode: null,
  discountAmount: "0.00",
  taxRate: "7.25",
  taxAmount: "227.29",
  shippingCost: "38.60",
  total: "3400.89",
  shippingAddress: { street: "1 Cyclotron Rd, Bldg 71", city: "Berkeley", state: "CA", zipCode: "94720", country: "US" },
  shippingMethod: "03",
  shippingServiceName: "UPS Ground",
  customerName: "Priya Raman",
  customerEmail: "praman@lbl.gov",
  customerPhone: "+1 510 555 0117",
  companyName: "Lawrence Berkeley National Laboratory",
  notes: "Please quote with calibration certificates if possible.",
  taxId: null,
  userId: 63,
  orderId: null,
  taxExemptionId: null,
  createdAt: "2026-11-27T21:08:45.300Z",
  updatedAt: "2026-11-27T21:08:45.300Z",
};

const checkoutOrder = {
  customerName: order.customerName,
  customerEmail: order.customerEmail,
  customerPhone: order.customerPhone,
  companyName: order.companyName,
  billingStreet: order.billingStreet,
  billingCity: order.billingCity,
  billingState: order.billingState,
  billingZipCode: order.billingZipCode,
  billingCountry: order.billingCountry,
  street: order.street,
  city: order.city,
  state: order.state,
  zipCode: order.zipCode,
  country: order.country,
  purchaseOrderNumber: order.purchaseOrderNumber,
  specialInstructions: order.specialInstructions,
  items: JSON.stringify([
    { product: { id: PROBE_SET_ID, name: probeSet.name, price: probeSet.price }, quantity: 1, selectedOption: null },
    {
      product: { id: AMPLIFIER_ID, name: amplifier.name, price: amplifier.price },
      quantity: 1,
      selectedOption: { title: "US plug power supply (NEMA 1-15)", price: "0.00" },
    },
  ]),
  shippingMethod: "03",
  subtotal: "1690.00",
  taxRate: "6.25",
  taxAmount: "105.63",
  shippingCost: "24.80",
  total: "1820.43",
};

const uploadUrl = (kind: string) => ({
  uploadURL: `https://shop.gravensteinrf.com/objects/upload/${kind}/5d2f8a41-7c3e-4b96-a0d8-e61f29b4c375?expires=1795827600&signature=Jc4uN8xq2Wd0fR7mT1kPz3aV9sL6bE5g`,
});

/** The checkout, quotes and the signed uploads their forms use. */
export const checkoutExamples: OperationExamples = {
  getPaymentConfig: {
    response: {
      provider: "test",
      apiLoginId: "test-login",
      clientKey: "test-client-key",
      scriptUrl: "/api/payment/test-accept.js",
      testMode: true,
      testCard: "4111 1111 1111 1111",
    },
  },
  postPaymentTestTokens: {
    request: { cardNumber: "4111111111111111", month: "09", year: "2029", cardCode: "123", zip: "78759" },
    response: {
      opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: "tok_Vx3kQ9mL2pR7wT4nB8cZ1yF6hJ0dS5gA-eK2uN7q" },
      messages: { resultCode: "Ok", message: [{ code: "I_WC_01", text: "Successful." }] },
    },
  },
  postPaymentCharge: {
    request: {
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: "tok_Vx3kQ9mL2pR7wT4nB8cZ1yF6hJ0dS5gA-eK2uN7q",
      amount: "1820.43",
      orderData: checkoutOrder,
      paymentMethod: "card",
    },
    response: { success: true, message: "Payment processed successfully", orderId: ORDER_ID },
  },
  postUserPurchaseOrdersUpload: { response: uploadUrl("purchase-orders") },
  postQuotes: {
    request: {
      items: cartItems,
      shippingAddress: quote.shippingAddress,
      shippingMethod: "03",
      customerName: quote.customerName,
      customerEmail: quote.customerEmail,
      customerPhone: quote.customerPhone,
      companyName: quote.companyName,
      notes: quote.notes,
    },
    response: quote,
  },
  getUserQuotes: { response: [quote] },
  getAdminQuotes: { response: [quote] },
  getUserQuotesByIdPdf: { parameters: { id: QUOTE_ID } },
  getAdminQuotesByIdPdf: { parameters: { id: QUOTE_ID } },
  putAdminQuotesById: {
    request: { lines: [{ index: 0, unitPrice: "1020.00" }], discount: "0", validUntil: "2027-01-15" },
    response: {
      ...quote,
      validUntil: "2027-01-15",
      items: [{ ...quoteLine, price: "1020.00", lineTotal: "3060.00" }],
      subtotal: "3060.00",
      taxAmount: "221.85",
      total: "3320.45",
    },
    parameters: { id: QUOTE_ID },
  },
  postAdminQuotesByIdRelease: {
    request: { note: "Screening match is a different institution; released." },
    response: quote,
    parameters: { id: QUOTE_ID },
  },
  postImagesUpload: { response: uploadUrl("images") },
  postObjectsUpload: { response: uploadUrl("uploads") },
  putUploadByKindByName: {
    response: { objectPath: "/objects/purchase-orders/5d2f8a41-7c3e-4b96-a0d8-e61f29b4c375" },
    parameters: {
      kind: "purchase-orders",
      name: "5d2f8a41-7c3e-4b96-a0d8-e61f29b4c375",
      expires: "1795827600",
      signature: "Jc4uN8xq2Wd0fR7mT1kPz3aV9sL6bE5g",
    },
  },
};
