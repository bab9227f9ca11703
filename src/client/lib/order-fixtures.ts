import type { AdminOrderDetail, Order } from "../../shared/contracts/orders";

// Orders the order pages' tests share: a probe set with a paid option (2 units) and a cable, paid, taxed in CA.

const probe = { id: "p1", name: "101A EMC Probe Set", price: "895.00", image: "/p1.svg", category: "EMC Probe Sets" };
const cable = { id: "p2", name: "CB-1 Flexible SMA Test Cable", price: "85.00", image: "/p2.svg", category: "Cables" };

export const orderItems = JSON.stringify([
  {
    productId: probe.id,
    productName: probe.name,
    product: probe,
    price: "1420.00",
    quantity: 2,
    selectedOption: { title: "Bundle with amplifier", price: "525.00" },
  },
  { productId: cable.id, productName: cable.name, product: cable, price: "85.00", quantity: 1, selectedOption: null },
]);

export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    ...{ id: "c310a3c4-1111-4000-8000-000000000000", customerName: "Grace Hopper", customerEmail: "grace@example.com" },
    ...{ customerPhone: "707-555-0142", companyName: "Hopper Labs", billingStreet: "1 Main St", billingCity: "Sebastopol" },
    ...{ billingState: "CA", billingZipCode: "95472", billingCountry: "United States", street: "4000 El Camino Real" },
    ...{ city: "Palo Alto", state: "CA", zipCode: "94306", country: "United States", customerAddress: null },
    ...{ purchaseOrderNumber: "PO-7", specialInstructions: null, taxId: null, incoterm: null, items: orderItems },
    ...{ subtotal: "2925.00", taxRate: "7.25" },
    ...{ taxAmount: "212.06", shippingMethod: "03", shippingServiceName: "UPS Ground", shippingCost: "20.00", total: "3157.06" },
    ...{ status: "pending", paymentStatus: "paid", transactionId: "60012345678", userId: 7 },
    ...{ createdAt: "2026-11-26T17:50:00.000Z", updatedAt: "2026-11-26T17:50:00.000Z" },
    ...{ refundedAmount: "0.00", invoiceNumber: "INV-2026-00042", shipments: [], fulfillment: "unfulfilled" },
    ...{ paymentMethod: "card", dueDate: null, amountPaid: "0.00", discount: "0.00", purchaseOrderFileUrl: null },
    ...{ taxExemptionId: null, quoteId: null, discountCode: null, discountAmount: "0.00" },
    ...overrides,
  };
}

export function sampleAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...sampleOrder(),
    refunds: [],
    screeningMatch: null,
    events: [
      { at: "2026-11-26T17:50:00.000Z", actor: "customer", type: "placed", message: "Order placed" },
      { at: "2026-11-26T17:50:02.000Z", actor: "system", type: "paid", message: "Payment of $3,157.06 approved" },
    ],
    ...overrides,
  };
}

/** A JSON answer as fetch gives it. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
