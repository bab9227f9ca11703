import type { OperationExamples } from "../openapi-examples";
import { AMPLIFIER_ID, ORDER_ID, PROBE_SET_ID, amplifier, order, probeSet } from "./example-values";

const refund = {
  id: 18,
  amount: "595.00",
  reason: "Amplifier returned unused within 30 days",
  restockLines: [{ index: 1, quantity: 1 }],
  status: "succeeded" as const,
  reference: null,
  transactionId: "60241990327",
  actor: "orders@gravensteinrf.com",
  createdAt: "2026-11-25T18:14:02.771Z",
};

const orderDetail = {
  ...order,
  refunds: [],
  events: [
    { at: "2026-11-16T15:22:07.412Z", actor: "customer", type: "placed" as const, message: "Order placed: $1,820.43 by card." },
    { at: "2026-11-16T15:22:09.006Z", actor: "system", type: "paid" as const, message: "Card payment captured (transaction 60241873512)." },
    {
      at: "2026-11-18T19:03:55.120Z",
      actor: "orders@gravensteinrf.com",
      type: "shipped" as const,
      message: "Shipped by UPS, 1Z9W8E760394718265.",
    },
  ],
  screeningMatch: null,
};

/** A Net 30 order waiting for its payment: the invoice is out, the shipment not yet. */
const net30Order = {
  ...order,
  id: "9d4a7e21-0c3b-4f85-a6d2-5b18e7f093ac",
  customerName: "Marcus Lindqvist",
  customerEmail: "m.lindqvist@cascadia-emc.com",
  customerPhone: "+1 503 555 0192",
  companyName: "Cascadia EMC Services",
  billingStreet: "2250 NW Flanders St",
  billingCity: "Portland",
  billingState: "OR",
  billingZipCode: "97210",
  street: "2250 NW Flanders St",
  city: "Portland",
  state: "OR",
  zipCode: "97210",
  purchaseOrderNumber: "CES-4471",
  specialInstructions: null,
  items: JSON.stringify([JSON.parse(order.items)[0]]),
  subtotal: "1095.00",
  taxRate: "0.00",
  taxAmount: "0.00",
  shippingCost: "31.15",
  total: "1126.15",
  status: "processing" as const,
  paymentStatus: "awaiting_payment" as const,
  transactionId: null,
  userId: 57,
  createdAt: "2026-11-20T17:40:12.908Z",
  updatedAt: "2026-11-20T17:40:12.908Z",
  invoiceNumber: "INV-2026-00324",
  shipments: [],
  fulfillment: "unfulfilled" as const,
  paymentMethod: "invoice" as const,
  dueDate: "2026-12-20",
  amountPaid: "0.00",
};

const payment = {
  id: 9,
  orderId: net30Order.id,
  amount: "1126.15",
  method: "check" as const,
  reference: "Check no. 10482",
  recordedBy: "orders@gravensteinrf.com",
  recordedAt: "2026-12-14T17:25:00.000Z",
};

export const orderExamples: OperationExamples = {
  getAdminOrders: { response: [order, net30Order], parameters: { limit: 50, offset: 0, status: "processing", q: "Northbridge" } },
  getAdminOrdersCsv: { parameters: { from: "2026-10-01", to: "2026-10-31", status: "completed" } },
  getAdminOrdersById: { response: orderDetail, parameters: { id: ORDER_ID } },
  postAdminOrdersByIdShipments: {
    request: {
      carrier: "UPS",
      trackingNumber: "1Z9W8E760394718265",
      notify: true,
      lines: [{ index: 0, quantity: 1, serials: ["101A-26-0457"] }],
    },
    response: { ...order.shipments[0], lines: [order.shipments[0]!.lines[0]] },
    parameters: { id: ORDER_ID },
  },
  postAdminOrdersByIdCancel: {
    request: { reason: "Customer ordered the wrong amplifier", restock: true },
    response: { ...net30Order, status: "cancelled", paymentStatus: "voided" },
    parameters: { id: net30Order.id },
  },
  postAdminOrdersByIdRelease: {
    request: { note: "Checked against the CSL: a different company with a similar name." },
    response: net30Order,
    parameters: { id: net30Order.id },
  },
  postAdminOrdersByIdRefunds: {
    request: { amount: "595.00", reason: refund.reason, restockLines: refund.restockLines },
    response: refund,
    parameters: { id: ORDER_ID },
  },
  putOrdersByIdStatus: { request: { status: "completed" }, response: order, parameters: { id: ORDER_ID } },
  getUserOrders: { response: [order] },
  getUserOrdersById: { response: order, parameters: { id: ORDER_ID } },
  getUserOrdersByIdInvoicePdf: { parameters: { id: ORDER_ID } },
  getAdminOrdersByIdInvoicePdf: { parameters: { id: ORDER_ID } },
  getUserOrdersByIdCommercialInvoicePdf: { parameters: { id: ORDER_ID } },
  getAdminOrdersByIdCommercialInvoicePdf: { parameters: { id: ORDER_ID } },
  getAdminOrdersByIdPackingSlipPdf: { parameters: { id: ORDER_ID } },
  getAdminOrdersByIdPayments: { response: [payment], parameters: { id: net30Order.id } },
  postAdminOrdersByIdPayments: {
    request: { amount: "1126.15", method: "check", reference: "Check no. 10482" },
    response: { payment, amountPaid: "1126.15", balance: "0.00", paymentStatus: "paid" },
    parameters: { id: net30Order.id },
  },
  getAdminInvoicesOverdue: {
    response: {
      invoices: [
        {
          orderId: net30Order.id,
          invoiceNumber: net30Order.invoiceNumber,
          customerName: net30Order.customerName,
          companyName: net30Order.companyName,
          purchaseOrderNumber: net30Order.purchaseOrderNumber,
          total: "1126.15",
          balance: "1126.15",
          dueDate: "2026-12-20",
          daysOverdue: 8,
        },
      ],
      totalOutstanding: "1126.15",
    },
  },
  getAdminStats: {
    response: {
      totalProducts: 22,
      totalCategories: 8,
      totalOrders: 318,
      pendingOrders: 3,
      onHoldOrders: 1,
      totalRevenue: "412870.55",
      avgOrderValue: "1298.33",
      recentOrders: [order],
      lowStock: [
        { id: "7a2e5c90-3b14-4d6f-9e81-0c5d2b7f4a36", name: "142A High-Frequency Current Probe", inStock: 0 },
        { id: "e4c19a7b-2d60-4f3e-8b25-97a0d6c1f482", name: "155A Microwave Preamplifier", inStock: 1 },
        { id: "0f8b3d6e-9a24-4c71-b5e2-6d3a8f17c095", name: "137A Large Helmholtz Coil System", inStock: 2 },
      ],
      lowStockCount: 3,
    },
  },
  getAdminStatsSales: {
    response: {
      daily: [
        { date: "2026-11-26", revenue: "2915.40", orders: 3 },
        { date: "2026-11-27", revenue: "1820.43", orders: 1 },
      ],
      monthly: [
        { month: "2026-10", revenue: "38240.10", orders: 29 },
        { month: "2026-11", revenue: "41977.65", orders: 33 },
      ],
      topProducts: [
        { productId: PROBE_SET_ID, name: probeSet.name, quantity: 21, revenue: "22995.00" },
        { productId: AMPLIFIER_ID, name: amplifier.name, quantity: 17, revenue: "10115.00" },
      ],
    },
  },
};
