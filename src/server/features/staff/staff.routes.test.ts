import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { buildProductInput, createCategory, createOrder, loginAsAdmin, loginAsStaff } from "../../../../tests/support/factories";
import { linkToken, waitForMail } from "../../../../tests/support/mail";
import type { ActivityPage, StaffMember } from "../../../shared/contracts/staff";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe("staff accounts", () => {
  it("the owner adds a staff member, who sets a password by the mailed link and signs in at the admin login", async () => {
    const owner = await loginAsAdmin(t.app, t.deps.db);
    const added = await call("POST", "/api/admin/staff", owner, { email: "clerk@gravensteinrf.com", name: "Cleo Clerk", role: "staff" });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ email: "clerk@gravensteinrf.com", name: "Cleo Clerk", role: "staff", twoFactorEnabled: false });

    const list = (await call("GET", "/api/admin/staff", owner)).json<StaffMember[]>();
    expect(list.map((m) => [m.email, m.role, m.configured])).toEqual([
      [ADMIN_EMAIL, "owner", true],
      ["clerk@gravensteinrf.com", "staff", false],
    ]);

    const mail = await waitForMail(t.dataDir, "clerk@gravensteinrf.com", /staff account/);
    expect(mail.body).toMatch(/staff account/);
    const token = linkToken(mail, "/reset-password");
    const set = await call("POST", "/api/password-reset/confirm", undefined, { token, password: "clerk-password-1" });
    expect(set.json()).toMatchObject({ signInPath: "/bmivopcf" });
    const login = await call("POST", "/api/admin/login", undefined, { email: "CLERK@gravensteinrf.com", password: "clerk-password-1" });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: "staff", name: "Cleo Clerk", emailVerified: true });
  });

  it("refuses a duplicate staff address (409) but not one a customer holds", async () => {
    const owner = await loginAsAdmin(t.app, t.deps.db);
    await call("POST", "/api/register", undefined, { username: "cust", password: "password-123", email: "dup@example.com" });
    expect((await call("POST", "/api/admin/staff", owner, { email: "dup@example.com", name: "D", role: "staff" })).statusCode).toBe(201);
    expect((await call("POST", "/api/admin/staff", owner, { email: "DUP@example.com", name: "D2", role: "owner" })).statusCode).toBe(409);
    expect((await call("POST", "/api/admin/staff", owner, { email: ADMIN_EMAIL, name: "Me", role: "staff" })).statusCode).toBe(409);
    expect((await call("POST", "/api/admin/staff", owner, { email: "x@example.com", name: "X", role: "admin" })).statusCode).toBe(400);
  });

  it("removing a staff member ends their sessions; the owner cannot remove itself or the configured owner", async () => {
    const owner = await loginAsAdmin(t.app, t.deps.db);
    const staff = await loginAsStaff(t.app, t.deps.db);
    expect((await call("GET", "/api/admin/orders", staff.cookie)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/staff/${staff.id}`, owner)).statusCode).toBe(204);
    expect((await call("GET", "/api/user", staff.cookie)).statusCode).toBe(401);
    expect((await call("DELETE", `/api/admin/staff/${staff.id}`, owner)).statusCode).toBe(404);

    const ownerId = (await call("GET", "/api/user", owner)).json<{ id: number }>().id;
    expect((await call("DELETE", `/api/admin/staff/${ownerId}`, owner)).statusCode).toBe(409);
    const second = await loginAsStaff(t.app, t.deps.db, { role: "owner" });
    const configured = await call("DELETE", `/api/admin/staff/${ownerId}`, second.cookie);
    expect(configured.statusCode).toBe(409);
    const customer = (await call("POST", "/api/register", undefined, { username: "notstaff", password: "password-123" })).json<{
      id: number;
    }>();
    expect((await call("DELETE", `/api/admin/staff/${customer.id}`, owner)).statusCode).toBe(404);
  });

  it("staff manage catalog and orders but not staff, tax rates, logs or activity (403, nothing changed)", async () => {
    const staff = await loginAsStaff(t.app, t.deps.db);
    await createCategory(t.deps.db, { name: "Near-Field Probes" });
    expect((await call("POST", "/api/products", staff.cookie, buildProductInput())).statusCode).toBe(201);
    for (const [method, url, body] of [
      ["GET", "/api/admin/staff"],
      ["POST", "/api/admin/staff", { email: "new@example.com", name: "New", role: "owner" }],
      ["POST", "/api/admin/tax-rates", { state: "CA", taxRate: "7.25" }],
      ["GET", "/api/admin/logs"],
      ["GET", "/api/admin/activity"],
    ] as const) {
      const res = await call(method, url, staff.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const owner = await loginAsAdmin(t.app, t.deps.db);
    expect((await call("GET", "/api/admin/staff", owner)).json<StaffMember[]>().map((m) => m.email)).not.toContain("new@example.com");
    expect((await call("GET", "/api/tax-rates")).json()).toEqual([]);
  });
});

describe("activity log", () => {
  it("records every admin change with who, when, what and the changed fields; owner only, newest first, paged", async () => {
    const owner = await loginAsAdmin(t.app, t.deps.db);
    const staff = await loginAsStaff(t.app, t.deps.db, { email: "clerk@gravensteinrf.com" });
    const category = (
      await call("POST", "/api/admin/categories", staff.cookie, { name: "Probes", description: "", image: null, fileUrl: null })
    ).json<{
      id: number;
    }>();
    await call("PUT", `/api/admin/categories/${category.id}`, staff.cookie, {
      name: "Probes",
      description: "Near-field",
      image: null,
      fileUrl: null,
    });
    const body = buildProductInput({ category: "Probes", name: "101A", price: "100.00" });
    const product = (await call("POST", "/api/products", staff.cookie, body)).json<{ id: string }>();
    await call("PUT", `/api/products/${product.id}`, staff.cookie, { ...body, price: "120.00" });
    const order = await createOrder(t.deps.db);
    await call("PUT", `/api/orders/${order.id}/status`, staff.cookie, { status: "processing" });
    await call("DELETE", `/api/products/${product.id}`, staff.cookie);
    await call("POST", "/api/admin/tax-rates", owner, { state: "CA", taxRate: "7.25" });
    await call("POST", "/api/admin/staff", owner, { email: "new@gravensteinrf.com", name: "New Hire", role: "staff" });

    const page = await call("GET", "/api/admin/activity?limit=50", owner);
    expect(page.statusCode).toBe(200);
    const { entries, total } = page.json<ActivityPage>();
    expect(total).toBe(8);
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ["staff.create", ADMIN_EMAIL],
      ["tax_rate.create", ADMIN_EMAIL],
      ["product.delete", "clerk@gravensteinrf.com"],
      ["order.status", "clerk@gravensteinrf.com"],
      ["product.update", "clerk@gravensteinrf.com"],
      ["product.create", "clerk@gravensteinrf.com"],
      ["category.update", "clerk@gravensteinrf.com"],
      ["category.create", "clerk@gravensteinrf.com"],
    ]);
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e]));
    expect(byAction["product.update"]!.changes).toEqual({ price: { from: "100.00", to: "120.00" } });
    expect(byAction["category.update"]!.changes).toEqual({ description: { from: "", to: "Near-field" } });
    expect(byAction["order.status"]).toMatchObject({
      entityType: "order",
      entityId: order.id,
      changes: { status: { from: "pending", to: "processing" } },
    });
    expect(byAction["tax_rate.create"]!.changes).toEqual({ taxRate: { to: "7.25" } });
    expect(byAction["staff.create"]!.summary).toMatch(/New Hire/);
    expect(new Date(entries[0]!.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(entries[2]!.actorId).toBe(staff.id);

    const second = (await call("GET", "/api/admin/activity?limit=3&offset=3", owner)).json<ActivityPage>();
    expect(second.entries.map((e) => e.action)).toEqual(["order.status", "product.update", "product.create"]);
    for (const query of ["limit=0", "limit=201", "offset=-1", "limit=abc"]) {
      expect((await call("GET", `/api/admin/activity?${query}`, owner)).statusCode).toBe(400);
    }
  });

  it("keeps a removed staff member's entries with the e-mail they had", async () => {
    const owner = await loginAsAdmin(t.app, t.deps.db);
    const staff = await loginAsStaff(t.app, t.deps.db, { email: "temp@gravensteinrf.com" });
    await call("POST", "/api/admin/categories", staff.cookie, { name: "Temp", description: "", image: null, fileUrl: null });
    await call("DELETE", `/api/admin/staff/${staff.id}`, owner);
    const { entries } = (await call("GET", "/api/admin/activity", owner)).json<ActivityPage>();
    expect(entries.map((e) => [e.action, e.actorEmail, e.actorId])).toEqual([
      ["staff.delete", ADMIN_EMAIL, expect.any(Number)],
      ["category.create", "temp@gravensteinrf.com", null],
    ]);
  });

  it("does not record a change that failed", async () => {
    const owner = await loginAsAdmin(t.app, t.deps.db);
    await call("POST", "/api/admin/categories", owner, { name: "Same", description: "", image: null, fileUrl: null });
    expect(
      (await call("POST", "/api/admin/categories", owner, { name: "Same", description: "", image: null, fileUrl: null })).statusCode,
    ).toBe(409);
    expect((await call("DELETE", "/api/admin/tax-rates/999", owner)).statusCode).toBe(404);
    const { total } = (await call("GET", "/api/admin/activity", owner)).json<ActivityPage>();
    expect(total).toBe(1);
  });
});
