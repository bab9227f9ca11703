import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shipment as shipmentSchema } from "../../../shared/contracts/orders";
import { activityLog } from "../../db/schema/activity";
import { orderEvents, orders, shipments } from "../../db/schema/orders";
import { createOrder } from "../../../../tests/support/factories";
import { readOutbox, waitForMail } from "../../../../tests/support/mail";
import { ADMIN_EMAIL } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true, env: { PUBLIC_URL: "https://shop.example", ALLOWED_HOSTS: "localhost" } });

const ship = (id: string, payload: object, cookie = t.admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${id}/shipments`, headers: { cookie }, payload });
const orderRow = async (id: string) => (await t.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const shipmentRows = (id: string) => t.deps.db.select().from(shipments).where(eq(shipments.orderId, id));

describe("POST /api/admin/orders/:id/shipments", () => {
  it("records a UPS parcel, completes the order and mails the tracking link", async () => {
    const order = await createOrder(t.deps.db, { status: "processing" });
    const res = await ship(order.id, { carrier: "UPS", trackingNumber: "1z 999 aa1 0123 4567 84" });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(shipmentSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });
    expect((await orderRow(order.id)).status).toBe("completed");
    const events = await t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(events.map((e) => [e.type, e.actor])).toEqual([
      ["shipped", ADMIN_EMAIL],
      ["email_sent", "system"],
    ]);
    expect(events[0]!.message).toBe("Shipped 1 x 101A EMC Probe Set with UPS, tracking number 1Z999AA10123456784");
    const activity = await t.deps.db.select().from(activityLog).where(eq(activityLog.entityId, order.id));
    expect(activity.map((a) => a.action)).toEqual(["order.ship"]);

    const mail = await waitForMail(t.dataDir, order.customerEmail, /has shipped/);
    expect(mail.body).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(mail.body).toContain(`https://shop.example/orders/${order.id}`);

    const history = await t.app.inject({ method: "GET", url: `/api/admin/orders/${order.id}`, headers: { cookie: t.admin } });
    expect(history.json().shipments).toEqual([body]);
  });

  it("takes other carriers' numbers as typed; Other has no tracking link; notify false sends nothing", async () => {
    const first = await createOrder(t.deps.db);
    const usps = await ship(first.id, { carrier: "USPS", trackingNumber: " 9400 1000 0000 0000 0000 00 ", notify: false });
    expect(usps.statusCode).toBe(201);
    expect(usps.json()).toMatchObject({ trackingNumber: "9400 1000 0000 0000 0000 00", trackingUrl: expect.stringContaining("usps.com") });
    expect(readOutbox(t.dataDir)).toEqual([]);
    const order = await createOrder(t.deps.db);
    const other = await ship(order.id, { carrier: "Other", trackingNumber: "Courier 42" });
    expect(other.statusCode).toBe(201);
    expect(other.json().trackingUrl).toBeNull();
    const mail = await waitForMail(t.dataDir, order.customerEmail, /has shipped/);
    expect(mail.body).toContain("Tracking number: Courier 42 (Other)");
    expect(await shipmentRows(order.id)).toHaveLength(1);
    // Everything has shipped: a further parcel has nothing to carry.
    const again = await ship(first.id, { carrier: "Other", trackingNumber: "Courier 43" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "Everything in this order has shipped already." });
  });

  it("answers 400 for a UPS number that is not one, and records nothing", async () => {
    const order = await createOrder(t.deps.db);
    for (const trackingNumber of ["1Z999AA10123456785", "1Z999AA1012345678", "9400100000000000000000", "1Z999AA1012345678!"]) {
      const res = await ship(order.id, { carrier: "UPS", trackingNumber });
      expect(res.statusCode, trackingNumber).toBe(400);
      expect(res.json().message).toMatch(/^trackingNumber: /);
    }
    for (const payload of [{ carrier: "Pigeon", trackingNumber: "1" }, { carrier: "USPS", trackingNumber: "" }, { carrier: "USPS" }, {}]) {
      expect((await ship(order.id, payload)).statusCode).toBe(400);
    }
    expect(await shipmentRows(order.id)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe("pending");
  });

  it("answers 409 for a cancelled order and for payments that do not ship", async () => {
    const blocked = [
      await createOrder(t.deps.db, { status: "cancelled" }),
      await createOrder(t.deps.db, { paymentStatus: "voided" }),
      await createOrder(t.deps.db, { paymentStatus: "refunded", refundedAmount: "115.00" }),
      await createOrder(t.deps.db, { paymentStatus: "partially_refunded", refundedAmount: "10.00" }),
    ];
    for (const order of blocked) {
      const res = await ship(order.id, { carrier: "UPS", trackingNumber: "1Z999AA10123456784" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(await shipmentRows(order.id)).toEqual([]);
    }
    expect((await ship(blocked[0]!.id, { carrier: "DHL", trackingNumber: "1" })).json().message).toMatch(/cancelled/);
    for (const paymentStatus of ["review", "awaiting_payment"] as const) {
      const order = await createOrder(t.deps.db, { paymentStatus });
      expect((await ship(order.id, { carrier: "FedEx", trackingNumber: "123456789012" })).statusCode).toBe(201);
    }
  });

  it("answers 404 for unknown, malformed and never-placed orders", async () => {
    const reserved = await createOrder(t.deps.db, { paymentStatus: "reserved" });
    for (const id of [reserved.id, "5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e", "1"]) {
      expect((await ship(id, { carrier: "USPS", trackingNumber: "1" })).statusCode).toBe(404);
    }
  });
});
