import { asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CustomerGroup } from "../../../shared/contracts/discounts";
import type { AdminCustomer } from "../../../shared/contracts/institutional";
import type { User } from "../../../shared/contracts/users";
import { activityLog } from "../../db/schema/activity";
import { users } from "../../db/schema/users";
import { createGroup } from "../../../../tests/support/discounts";
import { loginAsCustomer } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true });
const db = () => t.deps.db;

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, cookie = t.admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe("Admin › Customer groups", () => {
  it("creates, lists with members, renames and deletes groups; members go back to list prices", async () => {
    const created = await send("POST", "/api/admin/customer-groups", { name: "Education", discountPercent: "10" });
    expect(created.statusCode, created.body).toBe(201);
    const education = created.json<CustomerGroup>();
    expect(education).toMatchObject({ name: "Education", discountPercent: "10.00", memberCount: 0 });

    const member = await loginAsCustomer(t.app, db());
    const put = await send("PUT", `/api/admin/customers/${member.userId}`, { groupId: education.id });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<AdminCustomer>()).toMatchObject({ id: member.userId, groupId: education.id, paymentTerms: "card" });
    const rows = (await send("GET", "/api/admin/customers")).json<AdminCustomer[]>();
    expect(rows.find((c) => c.id === member.userId)?.groupId).toBe(education.id);

    await createGroup(db(), "Distributor", "25.00");
    expect(
      (await send("GET", "/api/admin/customer-groups")).json<CustomerGroup[]>().map((g) => [g.name, g.discountPercent, g.memberCount]),
    ).toEqual([
      ["Distributor", "25.00", 0],
      ["Education", "10.00", 1],
    ]);

    const renamed = await send("PUT", `/api/admin/customer-groups/${education.id}`, { name: "Universities", discountPercent: "12.50" });
    expect(renamed.json<CustomerGroup>()).toMatchObject({ name: "Universities", discountPercent: "12.50", memberCount: 1 });

    expect((await send("DELETE", `/api/admin/customer-groups/${education.id}`)).statusCode).toBe(204);
    const [after] = await db().select({ groupId: users.groupId }).from(users).where(eq(users.id, member.userId));
    expect(after!.groupId).toBeNull();

    const log = await db().select().from(activityLog).where(like(activityLog.action, "customer%")).orderBy(asc(activityLog.id));
    expect(log.map((l) => l.summary)).toEqual([
      'Created customer group "Education" (10.00% off)',
      `Put "${member.username}" in the customer group "Education"`,
      'Updated customer group "Universities"',
      'Deleted customer group "Universities" (1 member back to list prices)',
    ]);
  });

  it("shows a signed-in member its group in /api/user; a customer without one has none", async () => {
    const member = await loginAsCustomer(t.app, db());
    const other = await loginAsCustomer(t.app, db());
    const group = await createGroup(db(), "Education", "10.00", [member.userId]);
    const me = await send("GET", "/api/user", undefined, member.cookie);
    expect(me.json<User>().customerGroup).toEqual({ id: group.id, name: "Education", discountPercent: "10.00" });
    expect((await send("GET", "/api/user", undefined, other.cookie)).json<User>().customerGroup).toBeNull();
    expect((await send("GET", "/api/user")).json<User>().customerGroup).toBeUndefined();
  });

  it("refuses a duplicate name in any case (409), a percent outside 0-100 (400), an unknown group for a customer (400)", async () => {
    await createGroup(db(), "Education", "10.00");
    const dup = await send("POST", "/api/admin/customer-groups", { name: "education", discountPercent: "5" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'A customer group named "education" already exists' });
    for (const discountPercent of ["0", "100", "-3", "abc"]) {
      const res = await send("POST", "/api/admin/customer-groups", { name: "Resellers", discountPercent });
      expect(res.statusCode, discountPercent).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^discountPercent: /);
    }
    const member = await loginAsCustomer(t.app, db());
    const unknown = await send("PUT", `/api/admin/customers/${member.userId}`, { groupId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: "groupId: there is no customer group 999999" });
    const nothing = await send("PUT", `/api/admin/customers/${member.userId}`, {});
    expect(nothing.statusCode).toBe(400);
    // Out of the group again with null; the terms alone still work as before.
    expect((await send("PUT", `/api/admin/customers/${member.userId}`, { groupId: null })).json<AdminCustomer>().groupId).toBeNull();
    expect((await send("PUT", `/api/admin/customers/${member.userId}`, { paymentTerms: "net30" })).json<AdminCustomer>().paymentTerms).toBe(
      "net30",
    );
    expect((await send("PUT", "/api/admin/customer-groups/999999", { name: "X", discountPercent: "5" })).statusCode).toBe(404);
  });
});
