import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import {
  buildProductInput,
  createCategory,
  createOrder,
  createProduct,
  loginAsAdmin,
  loginAsCustomer,
} from "../../../../tests/support/factories";
import { createChargedOrder } from "../../../../tests/support/paid-orders";
import { customerWithUnits, requestService, stepRequest } from "../../../../tests/support/service-requests";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";
import { signatureIsValid, startWebhookReceiver, type WebhookReceiver } from "../../../../tests/support/webhook-receiver";
import { fromCents, toCents } from "../../../shared/money";
import { webhookEventData, type CreatedWebhookEndpoint, type WebhookEventType } from "../../../shared/contracts/webhooks";
import { orders } from "../../db/schema/orders";
import { screeningEntries } from "../../db/schema/screening";
import { webhookDeliveries } from "../../db/schema/webhooks";
import { deliverDueWebhooks } from "../../domain/webhooks/webhook-delivery";

// The events where they happen, written in the change's transaction (extensions §10).
const { t } = useCheckoutApp({ WEBHOOK_ALLOW_PRIVATE: "true" });
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const db = () => t.deps.db;

async function subscribe(events: WebhookEventType[]): Promise<{ endpoint: CreatedWebhookEndpoint; owner: string }> {
  const owner = await loginAsAdmin(t.app, db());
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/webhooks",
    headers: { cookie: owner },
    payload: { url: receiver.url, events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { endpoint: res.json<CreatedWebhookEndpoint>(), owner };
}

/** The recorded events, oldest first: type and data. */
async function events() {
  const rows = await db().select().from(webhookDeliveries).orderBy(webhookDeliveries.id);
  // Every event's data is what the contract (and the OpenAPI document's webhooks) says.
  for (const row of rows) webhookEventData[row.type as WebhookEventType].parse(row.data);
  return rows.map((row) => ({ type: row.type, data: row.data }));
}

/** A card checkout of `quantity` units of a $240.00 product: the order id and the product. */
async function checkout(quantity = 1, orderData: Record<string, unknown> = {}) {
  const product = await createProduct(db(), { price: "240.00", inStock: 5 });
  const lines = [{ product, quantity }];
  const shipping = await quotedShipping(t.app, lines);
  const amount = fromCents(toCents("240.00") * quantity + toCents(shipping));
  const { cookie } = await loginAsCustomer(t.app, db());
  const res = await charge(
    t.app,
    {
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: await testToken(t.app),
      amount,
      orderData: buildOrderData(cartItems(lines), orderData),
    },
    { cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { orderId: res.json<{ orderId: string }>().orderId, product, amount };
}

describe("webhook events", () => {
  it("a card checkout records product.stock_changed (the reservation) and order.paid with the order's totals, delivered signed", async () => {
    receiver.received.length = 0;
    const { endpoint } = await subscribe(["order.paid", "product.stock_changed"]);
    const { orderId, product, amount } = await checkout(2);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(await events()).toEqual([
      { type: "product.stock_changed", data: { productId: product.id, name: product.name, stock: 3, previousStock: 5 } },
      {
        type: "order.paid",
        data: expect.objectContaining({
          orderId,
          invoiceNumber: order!.invoiceNumber,
          status: "pending",
          paymentStatus: "paid",
          subtotal: "480.00",
          total: amount,
          customerEmail: "grace@example.com",
        }),
      },
    ]);
    expect(order!.invoiceNumber).toMatch(/^INV-\d{4}-\d{5}$/);
    expect(await deliverDueWebhooks({ db: db(), log: t.app.log, allowPrivate: true })).toBe(2);
    expect(receiver.received.map((hook) => JSON.parse(hook.body).type).sort()).toEqual(["order.paid", "product.stock_changed"]);
    expect(receiver.received.every((hook) => signatureIsValid(hook, endpoint.secret))).toBe(true);
  });

  it("a checkout with no endpoint registered writes no delivery", async () => {
    await checkout();
    expect(await events()).toEqual([]);
  });

  it("a shipment records order.shipped with the parcel; a cancel records order.cancelled and the stock put back", async () => {
    const { owner } = await subscribe(["order.shipped", "order.cancelled", "product.stock_changed"]);
    const shipped = await checkout(1);
    await db().delete(webhookDeliveries); // the checkout's stock change
    const ship = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${shipped.orderId}/shipments`,
      headers: { cookie: owner },
      payload: { carrier: "FedEx", trackingNumber: "7712 3456 7890", notify: false },
    });
    expect(ship.statusCode, ship.body).toBe(201);
    expect(await events()).toEqual([
      {
        type: "order.shipped",
        data: expect.objectContaining({
          orderId: shipped.orderId,
          status: "completed",
          complete: true,
          shipment: expect.objectContaining({
            carrier: "FedEx",
            trackingNumber: "7712 3456 7890",
            lines: [{ index: 0, productName: shipped.product.name, quantity: 1 }],
          }),
        }),
      },
    ]);

    await db().delete(webhookDeliveries);
    const cancelled = await checkout(2);
    await db().delete(webhookDeliveries);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${cancelled.orderId}/cancel`,
      headers: { cookie: owner },
      payload: { reason: "Customer changed their mind", restock: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await events()).toEqual([
      {
        type: "product.stock_changed",
        data: { productId: cancelled.product.id, name: cancelled.product.name, stock: 5, previousStock: 3 },
      },
      {
        type: "order.cancelled",
        data: expect.objectContaining({ orderId: cancelled.orderId, status: "cancelled", reason: "Customer changed their mind" }),
      },
    ]);
  });

  it("an admin's stock edit records product.stock_changed; an edit that leaves the stock alone does not", async () => {
    const { owner } = await subscribe(["product.stock_changed"]);
    const category = await createCategory(db(), { name: "Near-Field Probes" });
    const product = await createProduct(db(), { categoryId: category.id, inStock: 0 });
    const edit = (body: object) =>
      t.app.inject({ method: "PUT", url: `/api/products/${product.id}`, headers: { cookie: owner }, payload: body });
    const restocked = await edit(buildProductInput({ name: product.name, inStock: 12 }));
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect((await edit(buildProductInput({ name: "Renamed Probe", inStock: 12 }))).statusCode).toBe(200);
    expect(await events()).toEqual([
      { type: "product.stock_changed", data: { productId: product.id, name: product.name, stock: 12, previousStock: 0 } },
    ]);
  });

  it("a Net 30 invoice paid in full records order.paid (a part payment does not)", async () => {
    const { owner } = await subscribe(["order.paid"]);
    const invoice = await createOrder(db(), {
      paymentMethod: "invoice",
      paymentStatus: "awaiting_payment",
      dueDate: "2099-01-31",
      invoiceNumber: "INV-2099-00042",
      total: "500.00",
    });
    const pay = (amount: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/orders/${invoice.id}/payments`,
        headers: { cookie: owner },
        payload: { amount, method: "wire", reference: "W-1" },
      });
    expect((await pay("200.00")).statusCode).toBe(201);
    expect(await events()).toEqual([]);
    expect((await pay("300.00")).statusCode).toBe(201);
    expect(await events()).toEqual([
      {
        type: "order.paid",
        data: expect.objectContaining({
          orderId: invoice.id,
          invoiceNumber: "INV-2099-00042",
          paymentStatus: "paid",
          amountPaid: "500.00",
          total: "500.00",
        }),
      },
    ]);
  });

  it("a partial refund records order.refunded (not full); a service request's step records service_request.updated", async () => {
    const { owner } = await subscribe(["order.refunded", "service_request.updated"]);
    const charged = await createChargedOrder(db(), { settled: true, lines: [{ price: "100.00", quantity: 1 }] });
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${charged.order.id}/refunds`,
      headers: { cookie: owner },
      payload: { amount: "15.00", reason: "Shipping refunded" },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await events()).toEqual([
      {
        type: "order.refunded",
        data: expect.objectContaining({
          orderId: charged.order.id,
          paymentStatus: "partially_refunded",
          refundedAmount: "15.00",
          refund: expect.objectContaining({ amount: "15.00", reason: "Shipping refunded", full: false }),
        }),
      },
    ]);

    await db().delete(webhookDeliveries);
    const { customer, unitIds } = await customerWithUnits(t.app, db(), owner);
    const asked = await requestService(t.app, customer.cookie, unitIds[0]!, "calibration");
    expect(await events()).toEqual([]); // asking is not a step
    expect((await stepRequest(t.app, owner, asked.id, { status: "approved", note: "Send it with its cable." })).statusCode).toBe(200);
    expect(await events()).toEqual([
      {
        type: "service_request.updated",
        data: expect.objectContaining({
          serviceRequestId: asked.id,
          number: asked.number,
          type: "calibration",
          status: "approved",
          previousStatus: "requested",
          note: "Send it with its cable.",
        }),
      },
    ]);
  });

  it("a card order held by the screening records order.on_hold with its payment (and order.paid), the match in its data", async () => {
    await subscribe(["order.on_hold", "order.paid"]);
    await db()
      .insert(screeningEntries)
      .values({ source: "Entity List (EL) - Bureau of Industry and Security", name: "Nordlicht Elektronik GmbH" });
    await t.deps.screening.reload();
    const { orderId } = await checkout(1, { companyName: "Nordlicht Elektronik GmbH" });
    const recorded = await events();
    expect(recorded.map((event) => event.type).sort()).toEqual(["order.on_hold", "order.paid"]);
    expect(recorded.find((event) => event.type === "order.on_hold")!.data).toMatchObject({
      orderId,
      status: "on_hold",
      paymentStatus: "paid",
      screeningMatch: { entryName: "Nordlicht Elektronik GmbH", field: "company" },
    });
  });
});
