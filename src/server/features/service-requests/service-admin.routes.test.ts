import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Quote } from "../../../shared/contracts/institutional";
import type { AdminServiceRequest, AdminServiceRequestDetail, ServiceRequest } from "../../../shared/contracts/service-requests";
import type { AdminUnitDetail } from "../../../shared/contracts/units";
import { addDays, shopToday } from "../../../shared/shop-time";
import { activityLog } from "../../db/schema/activity";
import { products } from "../../db/schema/catalog";
import { quotes } from "../../db/schema/institutional";
import { gatewayIntents, orders, refunds } from "../../db/schema/orders";
import { testGatewayCharges } from "../../db/schema/shop";
import { finishAbandoned } from "../../domain/orders/intent-steps";
import { units } from "../../db/schema/units";
import { buildOrderData, charge, testToken } from "../../../../tests/support/checkout";
import { buildOrderLine, createOrder, createTaxRate, loginAsAdmin, loginAsStaff } from "../../../../tests/support/factories";
import { mailsTo, signedInCustomer } from "../../../../tests/support/owned-units";
import { customerWithUnits, requestService, shippedDaysAgo, stepRequest } from "../../../../tests/support/service-requests";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";

// A refund whose answer is lost waits PAYMENT_TIMEOUT_MS; the sweeper runs when a test says so.
const { t, gateway } = useCheckoutApp({ SWEEP_INTERVAL_S: "3600", PAYMENT_TIMEOUT_MS: "2000" });
const db = () => t.deps.db;
let admin: string;
beforeEach(async () => {
  admin = await loginAsAdmin(t.app, db());
});

const step = (id: number, body: object, cookie = admin) => stepRequest(t.app, cookie, id, body);
const detail = async (id: number) =>
  (
    await t.app.inject({ method: "GET", url: `/api/admin/service-requests/${id}`, headers: { cookie: admin } })
  ).json<AdminServiceRequestDetail>();
const rmaMails = async (email: string) => (await mailsTo(db(), email)).filter((m) => m.subject.startsWith("RMA-"));
const stockOf = async (id: string) => (await db().select({ n: products.inStock }).from(products).where(eq(products.id, id)))[0]!.n;

describe("Admin › Service: the queue and one request", () => {
  it("lists requests by status with their customer and next steps, and shows one with its unit, history and who took each step", async () => {
    const { customer, unitIds, serials } = await customerWithUnits(t.app, db(), admin, { quantity: 2 });
    const first = await requestService(t.app, customer.cookie, unitIds[0]!, "calibration");
    const second = await requestService(t.app, customer.cookie, unitIds[1]!, "repair");
    expect((await step(first.id, { status: "approved", note: "Send it with its cable." })).statusCode).toBe(200);

    const all = await t.app.inject({ method: "GET", url: "/api/admin/service-requests", headers: { cookie: admin } });
    expect(all.statusCode).toBe(200);
    expect(all.json<AdminServiceRequest[]>().map((r) => r.number)).toEqual([second.number, first.number]);
    const requested = await t.app.inject({
      method: "GET",
      url: "/api/admin/service-requests?status=requested",
      headers: { cookie: admin },
    });
    const [only] = requested.json<AdminServiceRequest[]>();
    expect(only).toMatchObject({
      number: second.number,
      customer: { id: customer.id, username: customer.username, email: customer.email },
      nextStatuses: ["approved", "rejected"],
    });
    const bad = await t.app.inject({ method: "GET", url: "/api/admin/service-requests?status=lost", headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);

    const one = await detail(first.id);
    expect(one).toMatchObject({
      status: "approved",
      nextStatuses: ["received"],
      unit: { id: unitIds[0], serial: serials[0], warrantyEndsOn: expect.any(String) },
      underWarranty: true,
    });
    expect(one.events.map((e) => [e.from, e.to, e.note, e.actor])).toEqual([
      [null, "requested", null, "customer"],
      ["requested", "approved", "Send it with its cable.", expect.stringContaining("@")],
    ]);
    for (const url of ["/api/admin/service-requests/999999", "/api/admin/service-requests/x1"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: admin } });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await step(999999, { status: "approved" })).statusCode).toBe(404);

    // The unit's page lists its requests, and its history shows their steps.
    const unit = await t.app.inject({ method: "GET", url: `/api/admin/units/${unitIds[0]}`, headers: { cookie: admin } });
    const unitDetail = unit.json<AdminUnitDetail>();
    expect(unitDetail.serviceRequests.map((r) => [r.number, r.status])).toEqual([[first.number, "approved"]]);
    expect(unitDetail.history.filter((e) => e.type === "service").map((e) => e.message)).toEqual([
      `${first.number} (calibration): requested`,
      `${first.number} (calibration): approved. Send it with its cable.`,
    ]);
  });
});

describe("a request's steps", () => {
  it("walks a calibration through every step, with an event, an activity line and a mail to the customer each", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), admin);
    const request = await requestService(t.app, customer.cookie, unitIds[0]!, "calibration");
    const steps = ["approved", "received", "in_service", "shipped_back", "closed"] as const;
    for (const status of steps) {
      const res = await step(request.id, { status, note: `Step ${status}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AdminServiceRequestDetail>().status).toBe(status);
    }
    const done = await detail(request.id);
    expect(done.events.map((e) => e.to)).toEqual(["requested", ...steps]);
    expect(done.nextStatuses).toEqual([]);
    const activity = await db().select().from(activityLog).where(eq(activityLog.entityId, request.number)).orderBy(activityLog.id);
    expect(activity.map((a) => a.action)).toEqual(steps.map((s) => `service_request.${s}`));
    expect(activity[1]!.changes).toEqual({ status: { from: "approved", to: "received" } });
    const mails = await rmaMails(customer.email);
    expect(mails.map((m) => m.subject.replace(" - Gravenstein RF Instruments", ""))).toEqual([
      `${request.number}: received your request`,
      `${request.number}: approved`,
      `${request.number}: your instrument has arrived`,
      `${request.number}: in service`,
      `${request.number}: on its way back`,
      `${request.number}: closed`,
    ]);
    expect(mails[2]!.text).toContain("Note from our service team: Step received");
    // The approval carries the RMA form.
    expect(mails[1]!.attachments?.map((a) => a.filename)).toEqual([`${request.number}.pdf`]);
  });

  it("refuses every step the machine does not name (409) and changes nothing", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), admin);
    const request = await requestService(t.app, customer.cookie, unitIds[0]!, "repair");
    const refused = async (status: string, message: string) => {
      const res = await step(request.id, { status });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ message });
    };
    await refused("received", `${request.number} is requested: it can go to approved or rejected next, not received.`);
    await refused("closed", `${request.number} is requested: it can go to approved or rejected next, not closed.`);
    await refused("requested", `${request.number} is requested already.`);
    expect((await step(request.id, { status: "approved" })).statusCode).toBe(200);
    await refused("in_service", `${request.number} is approved: it can go to received next, not in service.`);
    await refused("rejected", `${request.number} is approved: it can go to received next, not rejected.`);
    expect((await step(request.id, { status: "received" })).statusCode).toBe(200);
    await refused("shipped_back", `${request.number} is received: it can go to in service next, not shipped back.`);
    expect((await detail(request.id)).events).toHaveLength(3);
    expect((await step(request.id, { status: "fixed" })).statusCode).toBe(400);

    const rejected = await requestService(t.app, customer.cookie, unitIds[0]!, "calibration");
    expect((await step(rejected.id, { status: "rejected", note: "We do not calibrate this model." })).statusCode).toBe(200);
    const after = await step(rejected.id, { status: "approved" });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ message: `${rejected.number} is rejected: it takes no more steps.` });
    const [rejectedMail] = (await rmaMails(customer.email)).filter((m) => m.subject.startsWith(`${rejected.number}: not approved`));
    expect(rejectedMail!.text).toContain("Reason: We do not calibrate this model.");
  });

  it("is the service permission's; giving a return's money back also needs refunds", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), admin);
    const request = await requestService(t.app, customer.cookie, unitIds[0]!, "return");
    const orders = await loginAsStaff(t.app, db(), { permissions: ["orders"] });
    expect((await step(request.id, { status: "approved" }, orders.cookie)).statusCode).toBe(403);
    const service = await loginAsStaff(t.app, db(), { permissions: ["service"] });
    expect((await step(request.id, { status: "approved" }, service.cookie)).statusCode).toBe(200);
    const noRefunds = await step(request.id, { status: "received" }, service.cookie);
    expect(noRefunds.statusCode).toBe(403);
    expect(noRefunds.json()).toEqual({ message: "You do not have permission to give money back. Ask the owner for it." });
    expect(await db().select().from(refunds)).toHaveLength(0);
  });
});

describe("approving", () => {
  it("makes a repair under warranty free, and refuses a price for it", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), admin);
    const request = await requestService(t.app, customer.cookie, unitIds[0]!, "repair");
    const priced = await step(request.id, { status: "approved", price: "250.00" });
    expect(priced.statusCode).toBe(409);
    expect(priced.json<{ message: string }>().message).toMatch(
      /^This repair is under warranty \(until \d{4}-\d\d-\d\d\): it is free, so it takes no price\./,
    );
    expect((await detail(request.id)).status).toBe("requested");

    const free = await step(request.id, { status: "approved" });
    expect(free.statusCode).toBe(200);
    expect(free.json<AdminServiceRequestDetail>()).toMatchObject({ status: "approved", price: null, quote: null, underWarranty: true });
    expect(await db().select().from(quotes)).toHaveLength(0);
    const [approved] = (await rmaMails(customer.email)).filter((m) => m.subject.startsWith(`${request.number}: approved`));
    expect(approved!.text).toContain("The instrument is under warranty: the repair is free of charge.");
  });

  it("refuses a price anywhere but on approving a repair or a calibration (400)", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), admin);
    const back = await requestService(t.app, customer.cookie, unitIds[0]!, "return");
    const onReturn = await step(back.id, { status: "approved", price: "10.00" });
    expect(onReturn.statusCode).toBe(400);
    expect(onReturn.json()).toEqual({ message: "price: a return takes no price (its refund is the unit's own price and tax)" });
    const cal = await requestService(t.app, customer.cookie, unitIds[0]!, "calibration");
    expect((await step(cal.id, { status: "rejected", price: "10.00" })).statusCode).toBe(400);
    expect((await step(cal.id, { status: "approved", price: "0.00" })).statusCode).toBe(400);
    expect((await step(cal.id, { status: "approved", price: "ten" })).statusCode).toBe(400);
  });

  it("turns a priced calibration into a quote of service work that the customer orders by card, taking no stock", async () => {
    await createTaxRate(db(), "CA", "7.25");
    const { customer, unitIds, serials, product } = await customerWithUnits(t.app, db(), admin, { stock: 4 });
    const request = await requestService(t.app, customer.cookie, unitIds[0]!, "calibration");
    const res = await step(request.id, { status: "approved", price: "450", note: "Includes new factors." });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json<AdminServiceRequestDetail>();
    expect(approved).toMatchObject({ status: "approved", price: "450.00", quote: { status: "open", total: "482.63", orderId: null } });
    expect(approved.quote!.number).toMatch(/^Q-\d{4}-\d{5}$/);

    // The customer's quote: one line naming the RMA number, the unit and the work; tax of their address; return shipping included.
    const list = await t.app.inject({ method: "GET", url: "/api/user/quotes", headers: { cookie: customer.cookie } });
    const [quote] = list.json<Quote[]>();
    expect(quote).toMatchObject({
      id: approved.quote!.id,
      subtotal: "450.00",
      taxRate: "7.25",
      taxAmount: "32.63",
      shippingCost: "0.00",
      shippingServiceName: "Return shipping included",
      total: "482.63",
      shippingAddress: { street: "100 Main St", city: "Sebastopol", state: "CA", zipCode: "95472" },
    });
    expect(quote!.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        productName: `Calibration of ${product.name}, S/N ${serials[0]} (${request.number})`,
        price: "450.00",
        quantity: 1,
        service: { rma: request.number, serial: serials[0] },
      }),
    ]);
    const [mail] = (await rmaMails(customer.email)).filter((m) => m.subject.startsWith(`${request.number}: approved`));
    expect(mail!.text).toContain(`The price is $482.63 including tax and return shipping: quote ${quote!.number} is attached.`);
    expect(mail!.attachments?.map((a) => a.filename)).toEqual([`${request.number}.pdf`, `${quote!.number}.pdf`]);

    // Ordered by card like any quote; the product's stock is not touched.
    const stock = await stockOf(product.id);
    const paid = await charge(
      t.app,
      {
        opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
        opaqueDataValue: await testToken(t.app),
        amount: quote!.total,
        quoteId: quote!.id,
        orderData: buildOrderData("[]", {
          street: "100 Main St",
          city: "Sebastopol",
          state: "CA",
          zipCode: "95472",
          items: JSON.stringify(quote!.items.map((l) => ({ product: { id: l.productId }, quantity: l.quantity }))),
          shippingMethod: quote!.shippingMethod,
        }),
      },
      { cookie: customer.cookie },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json<{ orderId: string }>().orderId;
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: "paid", total: "482.63", quoteId: quote!.id });
    expect(gateway.requests.at(-1)?.amountCents).toBe(48263);
    expect(await stockOf(product.id)).toBe(stock);
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/user/service-requests/${request.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(mine.json<ServiceRequest>().quote).toMatchObject({ number: quote!.number, status: "ordered", orderId });

    // Cancelling the service order gives nothing back to the shelf either.
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(product.id)).toBe(stock);
  });

  it("prices a repair out of warranty the same way; without a price it is approved at no charge", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), admin, { quantity: 2 });
    await shippedDaysAgo(db(), unitIds, 400, addDays(shopToday(), -1));
    const repair = await requestService(t.app, customer.cookie, unitIds[0]!, "repair");
    const res = await step(repair.id, { status: "approved", price: "1200.00" });
    expect(res.json<AdminServiceRequestDetail>()).toMatchObject({ underWarranty: false, price: "1200.00", quote: { total: "1200.00" } });
    const cal = await requestService(t.app, customer.cookie, unitIds[1]!, "calibration");
    expect((await step(cal.id, { status: "approved" })).json<AdminServiceRequestDetail>()).toMatchObject({ price: null, quote: null });
  });
});

describe("a received return", () => {
  async function approvedReturn(options: { settled?: boolean } = {}) {
    const owned = await customerWithUnits(t.app, db(), admin, {
      quantity: 2,
      price: "1295.00",
      taxRate: "7.25",
      settled: options.settled ?? true,
    });
    const request = await requestService(t.app, owned.customer.cookie, owned.unitIds[0]!, "return", "Ordered one too many.");
    expect((await step(request.id, { status: "approved" })).statusCode).toBe(200);
    return { ...owned, request };
  }

  it("refunds the unit's price with its share of tax through the order's refund and restocks one, exactly once", async () => {
    const { customer, order, product, request, unitIds, transactionId } = await approvedReturn();
    const stock = await stockOf(product.id);
    const res = await step(request.id, { status: "received", note: "Arrived in its case." });
    expect(res.statusCode, res.body).toBe(200);
    // 2 x 1,295.00 = 2,590.00; tax 7.25 % = 187.78; one unit's share: 1,295.00 + 93.89.
    const received = res.json<AdminServiceRequestDetail>();
    expect(received).toMatchObject({ status: "received", nextStatuses: ["closed"], refund: { orderId: order.id, amount: "1388.89" } });
    expect(received.refund!.transactionId).toEqual(expect.any(String));

    const [refund] = await db().select().from(refunds);
    expect(refund).toMatchObject({
      amount: "1388.89",
      restockLines: [{ index: 0, quantity: 1 }],
      reason: expect.stringContaining(request.number),
    });
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ refundedAmount: "1388.89", paymentStatus: "partially_refunded" });
    const [ledger] = await db().select().from(testGatewayCharges).where(eq(testGatewayCharges.transactionId, transactionId));
    expect(ledger!.refundedCents).toBe(138889);
    expect(await stockOf(product.id)).toBe(stock + 1);
    // Back with the shop: no longer the customer's instrument.
    const [unit] = await db().select().from(units).where(eq(units.id, unitIds[0]!));
    expect(unit!.ownerId).toBeNull();
    const orderActivity = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "order.refund"), eq(activityLog.entityId, order.id)));
    expect(orderActivity).toHaveLength(1);

    // A second PUT cannot refund again.
    const again = await step(request.id, { status: "received" });
    expect(again.statusCode).toBe(409);
    expect(await db().select().from(refunds)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(stock + 1);

    const [mail] = (await rmaMails(customer.email)).filter((m) => m.subject.startsWith(`${request.number}: your instrument has arrived`));
    expect(mail!.text).toContain("We have refunded $1,388.89 to your card ending 1111.");
    // Not serviced or shipped back: closed.
    expect((await step(request.id, { status: "in_service" })).statusCode).toBe(409);
    expect((await step(request.id, { status: "closed" })).statusCode).toBe(200);
  });

  it("refunds once when two staff mark it received at the same moment", async () => {
    const { product, request } = await approvedReturn();
    const stock = await stockOf(product.id);
    const answers = await Promise.all([step(request.id, { status: "received" }), step(request.id, { status: "received" })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await db().select().from(refunds)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(stock + 1);
    expect((await detail(request.id)).events.filter((e) => e.to === "received")).toHaveLength(1);
  });

  /** The return's refund carried out at the gateway, its answer lost: 502, the request still approved, nothing counted yet. */
  async function lostRefund() {
    const returned = await approvedReturn();
    const stock = await stockOf(returned.product.id);
    gateway.loseRefundAnswers = true;
    const lost = await step(returned.request.id, { status: "received", note: "Arrived in its case." });
    expect(lost.statusCode, lost.body).toBe(502);
    gateway.loseRefundAnswers = false;
    expect(await detail(returned.request.id)).toMatchObject({ status: "approved", refund: null });
    expect(await db().select().from(refunds)).toEqual([expect.objectContaining({ status: "pending", amount: "1388.89" })]);
    // Its request gave up long ago.
    await db()
      .update(gatewayIntents)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(gatewayIntents.orderId, returned.order.id));
    return { ...returned, stock };
  }

  async function receivedOnce({ customer, order, product, request, transactionId, stock }: Awaited<ReturnType<typeof lostRefund>>) {
    const res = await step(request.id, { status: "received", note: "Arrived in its case." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminServiceRequestDetail>()).toMatchObject({ status: "received", refund: { orderId: order.id, amount: "1388.89" } });
    expect(await db().select().from(refunds)).toEqual([expect.objectContaining({ status: "succeeded", amount: "1388.89" })]);
    const [ledger] = await db().select().from(testGatewayCharges).where(eq(testGatewayCharges.transactionId, transactionId));
    expect(ledger!.refundedCents).toBe(138889);
    expect(await stockOf(product.id)).toBe(stock + 1);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ refundedAmount: "1388.89", paymentStatus: "partially_refunded" });
    const arrived = (await rmaMails(customer.email)).filter((m) => m.subject.startsWith(`${request.number}: your instrument has arrived`));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.text).toContain("We have refunded $1,388.89 to your card ending 1111.");
    expect((await step(request.id, { status: "received" })).statusCode).toBe(409);
  }

  it("refunds once when the gateway's answer was lost: the next 'received' finds out it went through and records the step with it", async () => {
    await receivedOnce(await lostRefund());
  });

  it("refunds once when the sweeper recorded the refund whose answer was lost, then records the step with it", async () => {
    const lost = await lostRefund();
    const [intent] = await db().select().from(gatewayIntents);
    const ctx = { database: t.deps.database, gateway: t.deps.paymentGateway, timeoutMs: 2000, origin: "https://shop.example" };
    expect(await finishAbandoned(ctx, intent!)).toMatchObject({ kind: "refunded" });
    await receivedOnce(lost);
  });

  it("stays approved while the card payment has not settled, saying when to try again", async () => {
    const { request } = await approvedReturn({ settled: false });
    const res = await step(request.id, { status: "received" });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain("has not settled at the gateway yet");
    expect((await detail(request.id)).status).toBe("approved");
    expect(await db().select().from(refunds)).toHaveLength(0);
  });

  it("gives nothing more back when the order was refunded in full already", async () => {
    const { order, request, product } = await approvedReturn();
    await db().update(orders).set({ refundedAmount: order.total, paymentStatus: "refunded" }).where(eq(orders.id, order.id));
    const stock = await stockOf(product.id);
    const res = await step(request.id, { status: "received" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminServiceRequestDetail>()).toMatchObject({ status: "received", refund: null });
    expect(await db().select().from(refunds)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(stock);
  });

  it("ships again under its own serial once it is back on the shelf; a serial still owned is refused", async () => {
    const { request, serials, product, unitIds } = await approvedReturn();
    expect((await step(request.id, { status: "received" })).statusCode).toBe(200);
    const buyer = await signedInCustomer(t.app, db());
    const ship = async (serial: string) => {
      const next = await createOrder(db(), { userId: buyer.id, items: JSON.stringify([buildOrderLine(product, 1)]) });
      const res = await t.app.inject({
        method: "POST",
        url: `/api/admin/orders/${next.id}/shipments`,
        headers: { cookie: admin },
        payload: { carrier: "Other", trackingNumber: `RESOLD-${serial}`, lines: [{ index: 0, quantity: 1, serials: [serial] }] },
      });
      return { res, orderId: next.id };
    };
    const resold = await ship(serials[0]!);
    expect(resold.res.statusCode, resold.res.body).toBe(201);
    const [unit] = await db().select().from(units).where(eq(units.id, unitIds[0]!));
    expect(unit).toMatchObject({ serial: serials[0], ownerId: buyer.id, orderId: resold.orderId });
    expect(await db().select().from(units).where(eq(units.productId, product.id))).toHaveLength(2);

    const owned = await ship(serials[1]!);
    expect(owned.res.statusCode).toBe(409);
    expect(owned.res.json<{ message: string }>().message).toBe(`Serial number ${serials[1]} is already used for ${product.name}.`);
  });
});
