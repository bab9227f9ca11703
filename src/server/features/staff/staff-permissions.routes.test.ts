import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrder, loginAsCustomer, loginAsStaff } from "../../../../tests/support/factories";
import { createChargedOrder } from "../../../../tests/support/paid-orders";
import { ADMIN_EMAIL } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { staffPermissions } from "../../../shared/contracts/permissions";
import type { ActivityPage, StaffMember } from "../../../shared/contracts/staff";
import type { User } from "../../../shared/contracts/users";
import { orders } from "../../db/schema/orders";

const t = useTestApp({ admin: true });

const call = (method: "GET" | "POST" | "PUT", url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const hire = (permissions?: unknown) => ({
  email: "clerk@gravensteinrf.com",
  name: "Cleo Clerk",
  role: "staff",
  ...(permissions === undefined ? {} : { permissions }),
});

describe("staff permissions chosen by the owner", () => {
  it("gives a new staff member the permissions the owner picks, catalog and orders when none are picked, and owners all six", async () => {
    const picked = await call("POST", "/api/admin/staff", t.admin, hire(["refunds", "orders", "refunds"]));
    expect(picked.statusCode).toBe(201);
    expect(picked.json<StaffMember>().permissions).toEqual(["orders", "refunds"]);

    const plain = await call("POST", "/api/admin/staff", t.admin, { ...hire(), email: "plain@gravensteinrf.com" });
    expect(plain.json<StaffMember>().permissions).toEqual(["catalog", "orders"]);
    const none = await call("POST", "/api/admin/staff", t.admin, { ...hire([]), email: "none@gravensteinrf.com" });
    expect(none.json<StaffMember>().permissions).toEqual([]);
    // An owner holds every permission whatever the form sent.
    const owner = await call("POST", "/api/admin/staff", t.admin, { ...hire(["catalog"]), email: "co@gravensteinrf.com", role: "owner" });
    expect(owner.json<StaffMember>().permissions).toEqual([...staffPermissions]);

    const list = (await call("GET", "/api/admin/staff", t.admin)).json<StaffMember[]>();
    expect(list.map((member) => [member.email, member.permissions])).toEqual([
      [ADMIN_EMAIL, [...staffPermissions]],
      ["co@gravensteinrf.com", [...staffPermissions]],
      ["clerk@gravensteinrf.com", ["orders", "refunds"]],
      ["plain@gravensteinrf.com", ["catalog", "orders"]],
      ["none@gravensteinrf.com", []],
    ]);
    expect((await call("GET", "/api/user", t.admin)).json<User>().permissions).toEqual([...staffPermissions]);
  });

  it("refuses unknown permissions (400), unknown ids (404) and anyone but the owner (403)", async () => {
    for (const permissions of [["catalog", "admin"], "orders", [1], null]) {
      const res = await call("POST", "/api/admin/staff", t.admin, hire(permissions));
      expect(res.statusCode, JSON.stringify(permissions)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^permissions/);
    }
    const staff = await loginAsStaff(t.app, t.deps.db);
    for (const body of [{ permissions: ["everything"] }, {}, { permissions: "catalog" }]) {
      const res = await call("PUT", `/api/admin/staff/${staff.id}`, t.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringMatching(/^permissions/) });
    }
    const customer = await loginAsCustomer(t.app, t.deps.db);
    for (const id of [999999, customer.userId, "abc"]) {
      expect((await call("PUT", `/api/admin/staff/${id}`, t.admin, { permissions: [] })).statusCode, String(id)).toBe(404);
    }
    const other = await loginAsStaff(t.app, t.deps.db, { permissions: [...staffPermissions] });
    expect((await call("PUT", `/api/admin/staff/${staff.id}`, other.cookie, { permissions: [...staffPermissions] })).statusCode).toBe(403);
    expect((await call("PUT", `/api/admin/staff/${other.id}`, other.cookie, { permissions: [] })).statusCode).toBe(403);
    expect((await call("PUT", `/api/admin/staff/${staff.id}`, customer.cookie, { permissions: [] })).statusCode).toBe(403);
    expect((await call("PUT", `/api/admin/staff/${staff.id}`, undefined, { permissions: [] })).statusCode).toBe(401);
    const after = (await call("GET", "/api/admin/staff", t.admin)).json<StaffMember[]>();
    expect(after.find((member) => member.id === staff.id)?.permissions).toEqual(["catalog", "orders"]);
  });

  it("answers 409 for an owner's permissions: an owner holds every one", async () => {
    const ownerId = (await call("GET", "/api/user", t.admin)).json<User>().id;
    const second = await loginAsStaff(t.app, t.deps.db, { role: "owner" });
    for (const id of [ownerId, second.id]) {
      const res = await call("PUT", `/api/admin/staff/${id}`, t.admin, { permissions: ["catalog"] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: "An owner has every permission: only a staff member's permissions can be chosen." });
    }
    expect((await call("GET", "/api/user", second.cookie)).json<User>().permissions).toEqual([...staffPermissions]);
  });

  it("applies a change at the staff member's next request, without signing in again, and records it in the activity log", async () => {
    const staff = await loginAsStaff(t.app, t.deps.db, { email: "clerk@gravensteinrf.com" });
    const refused = await call("GET", "/api/admin/customers", staff.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "You do not have permission to manage customer accounts. Ask the owner for it." });

    const changed = await call("PUT", `/api/admin/staff/${staff.id}`, t.admin, { permissions: ["customers", "orders"] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<StaffMember>()).toMatchObject({ id: staff.id, role: "staff", permissions: ["orders", "customers"] });
    expect((await call("GET", "/api/admin/customers", staff.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/user", staff.cookie)).json<User>().permissions).toEqual(["orders", "customers"]);
    const catalog = await call("POST", "/api/admin/categories", staff.cookie, {
      name: "Probes",
      description: "",
      image: null,
      fileUrl: null,
    });
    expect(catalog.json()).toEqual({ message: "You do not have permission to manage the catalog. Ask the owner for it." });

    // The same set again changes nothing and records nothing.
    expect((await call("PUT", `/api/admin/staff/${staff.id}`, t.admin, { permissions: ["orders", "customers"] })).statusCode).toBe(200);
    expect((await call("PUT", `/api/admin/staff/${staff.id}`, t.admin, { permissions: [] })).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/orders", staff.cookie)).statusCode).toBe(403);

    const { entries } = (await call("GET", "/api/admin/activity", t.admin)).json<ActivityPage>();
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.entityId, entry.changes])).toEqual([
      ["staff.permissions", ADMIN_EMAIL, String(staff.id), { permissions: { from: ["orders", "customers"], to: [] } }],
      ["staff.permissions", ADMIN_EMAIL, String(staff.id), { permissions: { from: ["catalog", "orders"], to: ["orders", "customers"] } }],
    ]);
    expect(entries[1]!.summary).toBe(`Changed the permissions of ${staff.name} <clerk@gravensteinrf.com> to orders, customers`);
    expect(entries[0]!.summary).toMatch(/ to none$/);
  });

  it("asks for refunds too when a cancel gives money back, and only orders when there is nothing to give back", async () => {
    const clerk = await loginAsStaff(t.app, t.deps.db, { permissions: ["orders"] });
    const charged = await createChargedOrder(t.deps.db, { settled: true });
    for (const [method, url, body] of [
      ["POST", `/api/admin/orders/${charged.order.id}/cancel`, { reason: "Customer changed their mind" }],
      ["PUT", `/api/orders/${charged.order.id}/status`, { status: "cancelled" }],
    ] as const) {
      const res = await call(method, url, clerk.cookie, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to give money back. Ask the owner for it." });
    }
    const [untouched] = await t.deps.db.select().from(orders).where(eq(orders.id, charged.order.id));
    expect(untouched).toMatchObject({ status: "pending", paymentStatus: "paid", refundedAmount: "0.00" });

    const unpaid = await createOrder(t.deps.db, { paymentMethod: "invoice", paymentStatus: "awaiting_payment", dueDate: "2099-01-31" });
    const cancelled = await call("POST", `/api/admin/orders/${unpaid.id}/cancel`, clerk.cookie, { reason: "Ordered twice" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", paymentStatus: "voided" });

    const cashier = await loginAsStaff(t.app, t.deps.db, { permissions: ["orders", "refunds"] });
    const refunded = await call("POST", `/api/admin/orders/${charged.order.id}/cancel`, cashier.cookie, {
      reason: "Customer changed their mind",
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  });
});
