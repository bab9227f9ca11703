import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminUnitRegistration, UnitRegistration } from "../../../shared/contracts/units";
import { addDays, addMonths, shopToday } from "../../../shared/shop-time";
import { activityLog } from "../../db/schema/activity";
import { unitRegistrations, units } from "../../db/schema/units";
import { createOrder, createProduct, loginAsStaff } from "../../../../tests/support/factories";
import { createUnit, mailsTo, signedInCustomer } from "../../../../tests/support/owned-units";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true, env: { SWEEP_INTERVAL_S: "3600" } });
const db = () => t.deps.db;

const probe = () =>
  createProduct(db(), { name: "102A H-Field Probe", serialized: true, warrantyMonths: 24, calibrationIntervalMonths: 12 });
const lastWeek = () => addDays(shopToday(), -7);

function register(cookie: string, body: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/user/units/register", headers: { cookie }, payload: body });
}

const decide = (id: number, payload: object, cookie = t.admin) =>
  t.app.inject({ method: "PUT", url: `/api/admin/unit-registrations/${id}`, headers: { cookie }, payload });

/** A customer with a pending request for `serial` of the product. */
async function pendingRequest(product: { id: string }, serial = "GRF-102A-0042") {
  const customer = await signedInCustomer(t.app, db());
  const res = await register(customer.cookie, {
    serial,
    productId: product.id,
    purchasedFrom: "Allied RF Supply",
    purchasedOn: lastWeek(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { customer, registration: res.json<UnitRegistration>() };
}

const registrationRow = async (id: number) => (await db().select().from(unitRegistrations).where(eq(unitRegistrations.id, id)))[0]!;

describe("registering a unit bought from a distributor", () => {
  it("files a pending request the customer then sees in their list", async () => {
    const product = await probe();
    const { customer, registration } = await pendingRequest(product, " grf-102a-0042 ");
    expect(registration).toMatchObject({
      status: "pending",
      serial: "grf-102a-0042",
      productId: product.id,
      productName: "102A H-Field Probe",
      purchasedFrom: "Allied RF Supply",
      purchasedOn: lastWeek(),
      reason: null,
      unitId: null,
      decidedAt: null,
    });
    const list = await t.app.inject({ method: "GET", url: "/api/user/units/registrations", headers: { cookie: customer.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json<UnitRegistration[]>().map((r) => r.id)).toEqual([registration.id]);
    const other = await signedInCustomer(t.app, db());
    const theirs = await t.app.inject({ method: "GET", url: "/api/user/units/registrations", headers: { cookie: other.cookie } });
    expect(theirs.json()).toEqual([]);
  });

  it("refuses a product that does not exist, one without serial numbers and a purchase date in the future", async () => {
    const { cookie } = await signedInCustomer(t.app, db());
    const cable = await createProduct(db(), { name: "SMA Cable", serialized: false });
    const product = await probe();
    const base = { serial: "A-1", purchasedFrom: "Allied RF Supply", purchasedOn: lastWeek() };
    const unknown = await register(cookie, { ...base, productId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/^productId: /);
    const plain = await register(cookie, { ...base, productId: cable.id });
    expect(plain.statusCode).toBe(400);
    expect(plain.json<{ message: string }>().message).toMatch(/SMA Cable has no serial number/);
    const future = await register(cookie, { ...base, productId: product.id, purchasedOn: addDays(shopToday(), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ message: string }>().message).toMatch(/^purchasedOn: /);
    const today = await register(cookie, { ...base, productId: product.id, purchasedOn: shopToday() });
    expect(today.statusCode).toBe(201);
  });

  it("answers 409 to a customer's own pending duplicate in any case, while another customer may ask for the same serial", async () => {
    const product = await probe();
    const { customer } = await pendingRequest(product, "GRF-7");
    const again = await register(customer.cookie, {
      serial: "grf-7",
      productId: product.id,
      purchasedFrom: "Elsewhere",
      purchasedOn: lastWeek(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already asked to register/);
    const other = await signedInCustomer(t.app, db());
    expect(
      (await register(other.cookie, { serial: "GRF-7", productId: product.id, purchasedFrom: "X", purchasedOn: lastWeek() })).statusCode,
    ).toBe(201);
  });

  it("answers 409 when the unit is already the customer's", async () => {
    const product = await probe();
    const customer = await signedInCustomer(t.app, db());
    await createUnit(db(), product, { serial: "MINE-1", ownerId: customer.id });
    const res = await register(customer.cookie, { serial: "mine-1", productId: product.id, purchasedFrom: "X", purchasedOn: lastWeek() });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/already yours/);
  });
});

describe("deciding a registration", () => {
  it("approving a serial the shop never shipped makes a unit the customer's, its warranty from the purchase date, without an order", async () => {
    const product = await probe();
    const { customer, registration } = await pendingRequest(product);
    const res = await decide(registration.id, { status: "approved" });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<AdminUnitRegistration>();
    expect(saved).toMatchObject({ status: "approved", username: customer.username, decidedAt: expect.any(String) });
    const [unit] = await db().select().from(units).where(eq(units.id, saved.unitId!));
    expect(unit).toMatchObject({
      serial: "GRF-102A-0042",
      productId: product.id,
      ownerId: customer.id,
      orderId: null,
      warrantyEndsOn: addMonths(lastWeek(), 24),
      calibratedOn: null,
      calibrationDueOn: null,
    });
    expect(shopToday(unit!.shippedAt!)).toBe(lastWeek());
    expect(saved.existingUnit).toEqual({ id: unit!.id, ownerId: customer.id, ownerName: customer.username });
    const [mail] = await mailsTo(db(), customer.email);
    expect(mail?.subject).toMatch(/Your 102A H-Field Probe is registered/);
    expect(mail?.text).toContain("serial number GRF-102A-0042");
    expect(mail?.text).toContain("/account/instruments");
    const [logged] = await db().select().from(activityLog).where(eq(activityLog.action, "unit_registration.approve"));
    expect(logged?.summary).toBe("Approved the registration of 102A H-Field Probe serial GRF-102A-0042");
  });

  it("approving a serial nobody owns hands that unit over, keeping its shipment and warranty", async () => {
    const product = await probe();
    const guestOrder = await createOrder(db());
    const unowned = await createUnit(db(), product, {
      serial: "GUEST-9",
      orderId: guestOrder.id,
      lineIndex: 0,
      warrantyEndsOn: "2027-03-01",
    });
    const { customer, registration } = await pendingRequest(product, "guest-9");
    const res = await decide(registration.id, { status: "approved" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUnitRegistration>().unitId).toBe(unowned.id);
    const [unit] = await db().select().from(units).where(eq(units.id, unowned.id));
    expect(unit).toMatchObject({ ownerId: customer.id, orderId: guestOrder.id, warrantyEndsOn: "2027-03-01" });
    expect(await db().select().from(units)).toHaveLength(1);
  });

  it("never hands over a serial another customer owns: 409, the request stays pending and nobody is mailed", async () => {
    const product = await probe();
    const holder = await signedInCustomer(t.app, db());
    const owned = await createUnit(db(), product, { serial: "TAKEN-1", ownerId: holder.id });
    const { customer, registration } = await pendingRequest(product, "taken-1");
    const listed = await t.app.inject({ method: "GET", url: "/api/admin/unit-registrations", headers: { cookie: t.admin } });
    expect(listed.json<AdminUnitRegistration[]>()[0]?.existingUnit).toEqual({
      id: owned.id,
      ownerId: holder.id,
      ownerName: holder.username,
    });

    const res = await decide(registration.id, { status: "approved" });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/belongs to another customer.*stays pending/);
    expect(await registrationRow(registration.id)).toMatchObject({ status: "pending", unitId: null, decidedAt: null });
    expect((await db().select().from(units).where(eq(units.id, owned.id)))[0]?.ownerId).toBe(holder.id);
    expect(await mailsTo(db(), customer.email)).toEqual([]);
    expect(await db().select().from(activityLog)).toEqual([]);
  });

  it("rejects with a reason the customer sees and is mailed; deciding again is 409", async () => {
    const product = await probe();
    const { customer, registration } = await pendingRequest(product);
    const res = await decide(registration.id, { status: "rejected", reason: "  The invoice names another serial number.  " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUnitRegistration>()).toMatchObject({
      status: "rejected",
      reason: "The invoice names another serial number.",
      unitId: null,
    });
    expect(await db().select().from(units)).toEqual([]);
    const mine = await t.app.inject({ method: "GET", url: "/api/user/units/registrations", headers: { cookie: customer.cookie } });
    expect(mine.json<UnitRegistration[]>()[0]).toMatchObject({ status: "rejected", reason: "The invoice names another serial number." });
    const [mail] = await mailsTo(db(), customer.email);
    expect(mail?.subject).toMatch(/We could not register your 102A H-Field Probe/);
    expect(mail?.text).toContain("Reason: The invoice names another serial number.");

    for (const status of ["approved", "rejected"]) {
      const again = await decide(registration.id, { status });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe("This registration was already rejected.");
    }
    expect(await mailsTo(db(), customer.email)).toHaveLength(1);
    expect(await db().select().from(activityLog).where(eq(activityLog.action, "unit_registration.reject"))).toHaveLength(1);
  });

  it("lists pending requests first, oldest waiting first, with their customer; staff with the customers permission decide", async () => {
    const product = await probe();
    const first = await pendingRequest(product, "P-1");
    const decided = await pendingRequest(product, "P-2");
    const second = await pendingRequest(product, "P-3");
    expect((await decide(decided.registration.id, { status: "rejected" })).statusCode).toBe(200);
    const staff = await loginAsStaff(t.app, db(), { permissions: ["customers"] });
    const res = await t.app.inject({ method: "GET", url: "/api/admin/unit-registrations", headers: { cookie: staff.cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminUnitRegistration[]>();
    expect(list.map((r) => [r.serial, r.status])).toEqual([
      ["P-1", "pending"],
      ["P-3", "pending"],
      ["P-2", "rejected"],
    ]);
    expect(list[0]).toMatchObject({
      userId: first.customer.id,
      username: first.customer.username,
      email: first.customer.email,
      existingUnit: null,
    });
    expect((await decide(second.registration.id, { status: "approved" }, staff.cookie)).statusCode).toBe(200);
  });

  it("answers 404 for a registration that does not exist", async () => {
    expect((await decide(999_999, { status: "approved" })).statusCode).toBe(404);
    expect((await decide(0, { status: "approved" })).statusCode).toBe(404);
  });
});
