import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminStats } from "../../../shared/contracts/admin";
import type { Quote } from "../../../shared/contracts/institutional";
import type { AdminOrderDetail, Order } from "../../../shared/contracts/orders";
import { fromCents, toCents } from "../../../shared/money";
import { activityLog } from "../../db/schema/activity";
import { orders } from "../../db/schema/orders";
import { screeningEntries } from "../../db/schema/screening";
import { buildOrderData, cartItems, charge, quotedShipping, testToken } from "../../../../tests/support/checkout";
import { createProduct, loginAsAdmin, loginAsCustomer } from "../../../../tests/support/factories";
import { buildQuoteRequest, requestQuote } from "../../../../tests/support/institutional";
import { useCheckoutApp } from "../../../../tests/support/use-test-app";

// Extensions §9, denied-party screening: the owner imports the Consolidated Screening List's CSV;
// an order or quote whose buyer matches an entry is held until released or cancelled.

const { t } = useCheckoutApp();
const db = () => t.deps.db;

const HEADER =
  "_id,source,entity_number,type,programs,name,title,addresses,federal_register_notice,start_date,end_date,standard_order,license_requirement,license_policy,call_sign,vessel_type,gross_tonnage,gross_registered_tonnage,vessel_flag,vessel_owner,remarks,source_list_url,alt_names,citizenships,dates_of_birth,nationalities,places_of_birth,source_information_url,ids";
/** A line of the list: the fields a test sets, the columns an entry of the Entity List has, the rest empty. */
const row = (fields: { source: string; type: string; programs: string; name: string; addresses: string; altNames: string }) => {
  const values: Record<string, string> = {
    _id: "a1b2",
    source: fields.source,
    type: fields.type,
    programs: fields.programs,
    name: fields.name,
    addresses: fields.addresses,
    federal_register_notice: "85 FR 1234",
    start_date: "2020-01-01",
    standard_order: "Y",
    license_requirement: "For all items subject to the EAR",
    license_policy: "Presumption of denial",
    source_list_url: "https://example.gov/list",
    alt_names: fields.altNames,
  };
  return HEADER.split(",")
    .map((column) => values[column] ?? "")
    .map((field) => (/[",\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field))
    .join(",");
};

const CSL = [
  HEADER,
  row({
    source: "Entity List (EL) - Bureau of Industry and Security",
    type: "Entity",
    programs: "EAR; SDGT",
    name: "Nordlicht Elektronik GmbH",
    addresses: "Müllerstraße 12, Düsseldorf, NRW, 40210, DE",
    altNames: "NLE; Nordlicht Trading",
  }),
  row({
    source: "Specially Designated Nationals (SDN) - Treasury Department",
    type: "Individual",
    programs: "RUSSIA-EO14024",
    name: "Ivan Sergeyevich PETROV",
    addresses: "",
    altNames: "",
  }),
].join("\r\n");

async function importList(csv: string, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/admin/screening-list",
    headers: { cookie: cookie ?? (await loginAsAdmin(t.app, db())), "content-type": "text/csv" },
    payload: csv,
  });
}

/** An admin's release of an order or quote from the screening hold (`what`: "orders/<id>" or "quotes/<id>"). */
const release = (cookie: string, what: string, note: string) =>
  t.app.inject({ method: "POST", url: `/api/admin/${what}/release`, headers: { cookie }, payload: { note } });
const adminOrder = async (cookie: string, orderId: string) =>
  (await t.app.inject({ method: "GET", url: `/api/admin/orders/${orderId}`, headers: { cookie } })).json<AdminOrderDetail>();

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const me = await loginAsCustomer(t.app, db());
  const product = await createProduct(db(), { price: "500.00", inStock: 5 });
  const lines = [{ product, quantity: 1 }];
  const shipping = await quotedShipping(t.app, lines);
  const res = await charge(
    t.app,
    {
      opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
      opaqueDataValue: await testToken(t.app),
      amount: fromCents(toCents("500.00") + toCents(shipping)),
      orderData: buildOrderData(cartItems(lines), overrides),
    },
    { cookie: me.cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { orderId: res.json<{ orderId: string }>().orderId, customer: me.cookie, lines };
}

describe("POST /api/admin/screening-list", () => {
  it("replaces the whole list with the CSV's entries and answers the count", async () => {
    const admin = await loginAsAdmin(t.app, db());
    const first = await importList(CSL, admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ count: 2 });
    const entries = await db().select().from(screeningEntries);
    expect(entries.find((e) => e.name === "Nordlicht Elektronik GmbH")).toMatchObject({
      altNames: ["NLE", "Nordlicht Trading"],
      programs: "EAR; SDGT",
      addresses: [{ street: "Müllerstraße 12", city: "Düsseldorf", state: "NRW", postalCode: "40210", country: "DE" }],
    });

    const second = await importList([HEADER, CSL.split("\r\n")[2]].join("\n"), admin);
    expect(second.json()).toEqual({ count: 1 });
    expect((await db().select().from(screeningEntries)).map((e) => e.name)).toEqual(["Ivan Sergeyevich PETROV"]);

    const info = await t.app.inject({ method: "GET", url: "/api/admin/screening-list", headers: { cookie: admin } });
    expect(info.json()).toMatchObject({ count: 1, importedBy: "owner@gravensteinrf.com" });
    expect(Date.parse(info.json<{ importedAt: string }>().importedAt)).toBeGreaterThan(Date.now() - 60_000);
    const logged = await db().select().from(activityLog).where(eq(activityLog.action, "screening_list.import"));
    expect(logged.map((entry) => entry.summary)).toEqual([
      "Imported the screening list: 2 entries",
      "Imported the screening list: 1 entry",
    ]);
  });

  it("refuses a bad CSV with a 400 that says why, and keeps the list it had", async () => {
    const admin = await loginAsAdmin(t.app, db());
    await importList(CSL, admin);
    const unclosed = await importList(`${HEADER}\n"a1,Entity List,,Entity,EAR,Broken "quote,,,,`, admin);
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json<{ message: string }>().message).toMatch(/^The screening list is not a valid CSV file/);
    const ragged = await importList(`${HEADER}\na1,Entity List,,Entity`, admin);
    expect(ragged.statusCode).toBe(400);
    const columns = await importList("id,title\n1,Something\n", admin);
    expect(columns.statusCode).toBe(400);
    expect(columns.json<{ message: string }>().message).toContain("lacks the columns source, name, alt_names, programs, addresses");
    const empty = await importList(`${HEADER}\n`, admin);
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/admin/screening-list",
      headers: { cookie: admin },
      payload: { csv: CSL },
    });
    expect(json.statusCode).toBe(415);
    expect(await db().$count(screeningEntries)).toBe(2);
  });
});

describe("an order whose buyer matches an entry", () => {
  it("is recorded on hold, cannot ship or change status, and is released to pending with a note", async () => {
    await importList(CSL);
    const { orderId, customer } = await placeOrder({ companyName: "Nordlicht Elektronik Ltd." });
    const admin = await loginAsAdmin(t.app, db());

    const detail = await adminOrder(admin, orderId);
    expect(detail.status).toBe("on_hold");
    expect(detail.paymentStatus).toBe("paid");
    expect(detail.screeningMatch).toEqual({
      entryName: "Nordlicht Elektronik GmbH",
      source: "Entity List (EL) - Bureau of Industry and Security",
      programs: "EAR; SDGT",
      entityNumber: "",
      field: "company",
      value: "Nordlicht Elektronik Ltd.",
    });
    expect(detail.events.map((e) => e.type)).toEqual(["placed", "held", "paid", "invoice_issued"]);
    const own = await t.app.inject({ method: "GET", url: `/api/user/orders/${orderId}`, headers: { cookie: customer } });
    expect(own.json<Order>().status).toBe("on_hold");
    expect(own.json()).not.toHaveProperty("screeningMatch");

    const ship = () =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/orders/${orderId}/shipments`,
        headers: { cookie: admin },
        payload: { carrier: "UPS", trackingNumber: "1Z999AA10123456784" },
      });
    const refused = await ship();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/on hold/);
    const status = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${orderId}/status`,
      headers: { cookie: admin },
      payload: { status: "processing" },
    });
    expect(status.statusCode).toBe(409);

    const noNote = await release(admin, `orders/${orderId}`, " ");
    expect(noNote.statusCode).toBe(400);
    const released = await release(admin, `orders/${orderId}`, "Different company: checked the registry");
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<Order>().status).toBe("pending");
    const again = await release(admin, `orders/${orderId}`, "twice");
    expect(again.statusCode).toBe(409);
    expect((await ship()).statusCode).toBe(201);

    const after = await adminOrder(admin, orderId);
    expect(after.events.find((e) => e.type === "released")).toMatchObject({
      actor: "owner@gravensteinrf.com",
      message: "Released from the screening hold: Different company: checked the registry",
    });
    const log = await db().select().from(activityLog).where(eq(activityLog.entityId, orderId));
    expect(log.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["order.hold", "system"],
      ["order.release", "owner@gravensteinrf.com"],
      ["order.ship", "owner@gravensteinrf.com"],
    ]);
  });

  it("matches by name and by street and city, accents and word order ignored; another buyer is not held", async () => {
    await importList(CSL);
    const byName = await placeOrder({ customerName: "petrov ivan sergéyevich", companyName: null });
    const byAddress = await placeOrder({ companyName: null, billingStreet: "12 Mullerstrasse", billingCity: "DÜSSELDORF" });
    const plain = await placeOrder();
    const statuses = new Map((await db().select({ id: orders.id, status: orders.status }).from(orders)).map((o) => [o.id, o.status]));
    expect(statuses.get(byName.orderId)).toBe("on_hold");
    expect(statuses.get(byAddress.orderId)).toBe("on_hold");
    expect(statuses.get(plain.orderId)).toBe("pending");
  });

  it("is listed by ?status=on_hold, counted on the dashboard, and cancelled with a reason", async () => {
    await importList(CSL);
    const held = await placeOrder({ customerName: "Ivan Sergeyevich Petrov", companyName: null });
    await placeOrder();
    const admin = await loginAsAdmin(t.app, db());
    const list = await t.app.inject({ method: "GET", url: "/api/admin/orders?status=on_hold", headers: { cookie: admin } });
    expect(list.json<Order[]>().map((o) => o.id)).toEqual([held.orderId]);
    const stats = () => t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie: admin } });
    expect((await stats()).json<AdminStats>()).toMatchObject({ onHoldOrders: 1, pendingOrders: 1 });

    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${held.orderId}/cancel`,
      headers: { cookie: admin },
      payload: { reason: "Denied party: SDN match confirmed" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Order>()).toMatchObject({ status: "cancelled", paymentStatus: "voided" });
    expect((await stats()).json<AdminStats>().onHoldOrders).toBe(0);
    const log = await db().select().from(activityLog).where(eq(activityLog.entityId, held.orderId));
    expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(["order.hold", "order.cancel"]));
  });
});

describe("a quote whose buyer matches an entry", () => {
  it("is made on hold, cannot be ordered, and is open again once released", async () => {
    await importList(CSL);
    const me = await loginAsCustomer(t.app, db());
    const product = await createProduct(db(), { price: "800.00", inStock: 5 });
    const res = await requestQuote(t.app, me.cookie, buildQuoteRequest(cartItems([{ product, quantity: 1 }]), { companyName: "NLE" }));
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json<Quote>();
    expect(quote.status).toBe("on_hold");

    const order = await charge(
      t.app,
      {
        opaqueDataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
        opaqueDataValue: await testToken(t.app),
        amount: quote.total,
        quoteId: quote.id,
        orderData: buildOrderData("[]", { companyName: "NLE" }),
      },
      { cookie: me.cookie },
    );
    expect(order.statusCode, order.body).toBe(409);
    expect(order.json<{ message: string }>().message).toMatch(/on hold/);

    const admin = await loginAsAdmin(t.app, db());
    const released = await release(admin, `quotes/${quote.id}`, "Cleared");
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<Quote>().status).toBe("open");
    const log = await db().select().from(activityLog).where(eq(activityLog.entityId, quote.number));
    expect(log.map((entry) => entry.action)).toEqual(["quote.hold", "quote.release"]);
  });
});
