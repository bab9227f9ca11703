import type { OperationExamples } from "../openapi-examples";

const endpoint = {
  id: 3,
  url: "https://erp.northbridge-labs.com/hooks/gravenstein",
  events: ["order.paid" as const, "order.shipped" as const],
  createdAt: "2026-10-05T20:12:00.000Z",
};
const delivery = {
  id: 1207,
  eventId: "0b6c0c1e-4a43-4a4b-9a44-5a8b8f0e9d11",
  type: "order.shipped" as const,
  attempts: 8,
  lastStatus: 502,
  lastError: "HTTP 502 Bad Gateway",
  state: "failed" as const,
  failed: true,
  createdAt: "2026-11-18T19:03:55.500Z",
  deliveredAt: null,
  nextAttemptAt: null,
};

export const systemExamples: OperationExamples = {
  getHealth: { response: { status: "ok", database: "pglite", uptimeSeconds: 86_412 } },
  getAdminMailOutbox: {
    response: {
      failed: [
        {
          id: 311,
          to: "m.lindqvist@cascadia-emc.com",
          subject: "Invoice INV-2026-00324 for your order",
          attempts: 5,
          lastError: "550 5.1.1 <m.lindqvist@cascadia-emc.com>: Recipient address rejected",
          createdAt: "2026-11-20T17:40:13.200Z",
          lastAttemptAt: "2026-11-21T05:40:13.200Z",
        },
      ],
      pending: 2,
      dead: 1,
    },
  },
  getAdminMailPreviews: {
    response: {
      kinds: [
        { kind: "order-confirmation", title: "Order confirmation (to the customer)" },
        { kind: "order-shipped", title: "Order shipped" },
      ],
    },
  },
  getAdminMailPreviewsByKind: {
    response: {
      kind: "order-shipped",
      title: "Order shipped",
      subject: "Your order INV-2026-00318 has shipped",
      html: '<!DOCTYPE html><html lang="en"><body><p>Your order is on its way: UPS 1Z9W8E760394718265.</p></body></html>',
      text: "Your order is on its way: UPS 1Z9W8E760394718265.",
    },
    parameters: { kind: "order-shipped" },
  },
  getAdminScreeningList: { response: { count: 14_382, importedAt: "2026-11-02T16:00:41.000Z", importedBy: "owner@gravensteinrf.com" } },
  postAdminScreeningList: { response: { count: 14_382 } },
  getAdminWebhooks: { response: [endpoint] },
  postAdminWebhooks: {
    request: { url: endpoint.url, events: endpoint.events },
    response: { ...endpoint, secret: "whsec_5Jq8vN2rX7mT4bK9wL1cZ6pD3fH0gY" },
  },
  deleteAdminWebhooksById: { parameters: { id: 3 } },
  getAdminWebhooksByIdDeliveries: { response: [delivery], parameters: { id: 3 } },
  postAdminWebhooksByIdDeliveriesByDeliveryIdRetry: {
    response: {
      ...delivery,
      attempts: 0,
      lastStatus: null,
      lastError: null,
      state: "pending",
      failed: false,
      nextAttemptAt: "2026-11-28T01:55:00.000Z",
    },
    parameters: { id: 3, deliveryId: 1207 },
  },
};
