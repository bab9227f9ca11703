import { describe, expect, it } from "vitest";
import { adminOrderDetail, order as orderSchema } from "../../../shared/contracts/orders";
import { createOrder, loginAsCustomer, loginAsStaff } from "../../../../tests/support/factories";
import { createChargedOrder } from "../../../../tests/support/paid-orders";
import { ADMIN_EMAIL } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true });

const adminDetail = (id: string, cookie: string | null = t.admin) =>
  t.app.inject({ method: "GET", url: `/api/admin/orders/${id}`, headers: cookie ? { cookie } : {} });
const userDetail = (id: string, cookie: string | null) =>
  t.app.inject({ method: "GET", url: `/api/user/orders/${id}`, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers: { cookie: t.admin }, payload });

describe("GET /api/admin/orders/:id", () => {
  it("answers the order with shipments, refunds and its history oldest first", async () => {
    const { order } = await createChargedOrder(t.deps.db, { settled: true });
    expect((await post(`/api/admin/orders/${order.id}/refunds`, { amount: "15.00", reason: "Shipping refunded" })).statusCode).toBe(201);
    expect((await post(`/api/admin/orders/${order.id}/shipments`, { carrier: "USPS", trackingNumber: "9400" })).statusCode).toBe(409);
    const staff = await loginAsStaff(t.app, t.deps.db);
    const res = await adminDetail(order.id, staff.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(adminOrderDetail.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ id: order.id, refundedAmount: "15.00", paymentStatus: "partially_refunded", shipments: [] });
    expect(body.refunds).toEqual([expect.objectContaining({ amount: "15.00", reason: "Shipping refunded", actor: ADMIN_EMAIL })]);
    expect(body.events.map((e: { type: string }) => e.type)).toEqual(["refunded", "email_sent"]);
    expect(body.events[0]).toMatchObject({ actor: ADMIN_EMAIL, at: expect.stringMatching(/Z$/) });
    const times = body.events.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("answers 401, 403 and 404 as it should", async () => {
    const reserved = await createOrder(t.deps.db, { paymentStatus: "reserved" });
    const customer = await loginAsCustomer(t.app, t.deps.db);
    expect((await adminDetail(reserved.id, null)).statusCode).toBe(401);
    expect((await adminDetail(reserved.id, customer.cookie)).statusCode).toBe(403);
    for (const id of [reserved.id, "5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e", "nope"]) {
      const res = await adminDetail(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Order not found" });
    }
  });
});

describe("GET /api/user/orders/:id", () => {
  it("answers the caller's own order with shipments and refundedAmount, never history or staff names", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const mine = await createOrder(t.deps.db, { userId: me.userId });
    expect(
      (await post(`/api/admin/orders/${mine.id}/shipments`, { carrier: "UPS", trackingNumber: "1Z999AA10123456784" })).statusCode,
    ).toBe(201);
    const res = await userDetail(mine.id, me.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(orderSchema.strict().safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ id: mine.id, refundedAmount: "0.00", status: "completed" });
    expect(body.shipments).toEqual([
      expect.objectContaining({ carrier: "UPS", trackingNumber: "1Z999AA10123456784", trackingUrl: expect.stringContaining("ups.com") }),
    ]);
    expect(body).not.toHaveProperty("events");
    expect(body).not.toHaveProperty("refunds");
    expect(res.body).not.toContain(ADMIN_EMAIL);
  });

  it("answers 404 for someone else's order, a checkout that never became an order, and unknown ids", async () => {
    const me = await loginAsCustomer(t.app, t.deps.db);
    const other = await loginAsCustomer(t.app, t.deps.db);
    const theirs = await createOrder(t.deps.db, { userId: other.userId });
    const guest = await createOrder(t.deps.db);
    const failed = await createOrder(t.deps.db, { userId: me.userId, paymentStatus: "failed" });
    for (const id of [theirs.id, guest.id, failed.id, "5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e", "abc"]) {
      const res = await userDetail(id, me.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: "Order not found" });
    }
    expect((await userDetail(theirs.id, null)).statusCode).toBe(401);
    expect((await userDetail(theirs.id, other.cookie)).statusCode).toBe(200);
  });
});
