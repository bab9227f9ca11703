import { describe, expect, it } from "vitest";
import { createTaxRate, loginAsCustomer } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true });

const save = (payload: object, cookie: string | null = t.admin) =>
  t.app.inject({ method: "POST", url: "/api/admin/tax-rates", payload, headers: cookie ? { cookie } : {} });
const remove = (id: string | number, cookie: string | null = t.admin) =>
  t.app.inject({ method: "DELETE", url: `/api/admin/tax-rates/${id}`, headers: cookie ? { cookie } : {} });
const publicList = async () =>
  (await t.app.inject({ method: "GET", url: "/api/tax-rates" })).json() as { id: number; state: string; taxRate: string }[];

describe("tax rates admin", () => {
  it("answers 401 anonymous and 403 customer, before looking at the body", async () => {
    const rate = await createTaxRate(t.deps.db, "CA", "7.25");
    expect((await save({}, null)).statusCode).toBe(401);
    expect((await remove(rate.id, null)).statusCode).toBe(401);
    const { cookie } = await loginAsCustomer(t.app, t.deps.db);
    expect((await save({ state: "CA", taxRate: "1.00" }, cookie)).statusCode).toBe(403);
    expect((await remove(rate.id, cookie)).statusCode).toBe(403);
    expect(await publicList()).toMatchObject([{ state: "CA", taxRate: "7.25" }]);
  });

  it("saves by code or name and updates per state", async () => {
    const created = await save({ state: "CA", taxRate: "7.25" });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ state: "CA", taxRate: "7.25", id: expect.any(Number), updatedAt: expect.any(String) });

    const byName = await save({ state: "new york", taxRate: 4 });
    expect(byName.json()).toMatchObject({ state: "NY", taxRate: "4.00" });

    const updated = await save({ state: "California", taxRate: "8.5" });
    expect(updated.json()).toMatchObject({ id: created.json().id, state: "CA", taxRate: "8.50" });
    expect((await publicList()).map((r) => [r.state, r.taxRate])).toEqual([
      ["CA", "8.50"],
      ["NY", "4.00"],
    ]);
  });

  it.each([
    [{ state: "Ontario", taxRate: "5.00" }, /state/],
    [{ state: "PR", taxRate: "5.00" }, /state/],
    [{ state: "", taxRate: "5.00" }, /Please select a state and enter a tax rate/],
    [{ state: "CA", taxRate: "100.01" }, /Tax rate must be a number between 0 and 100/],
    [{ state: "CA", taxRate: "-1" }, /taxRate/],
    [{ state: "CA", taxRate: "7.255" }, /taxRate/],
    [{ state: "CA", taxRate: "abc" }, /taxRate/],
    [{ state: "CA" }, /taxRate/],
  ])("answers 400 for %j", async (payload, message) => {
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await publicList()).toEqual([]);
  });

  it("accepts the ends of the range", async () => {
    expect((await save({ state: "OR", taxRate: "0" })).json().taxRate).toBe("0.00");
    expect((await save({ state: "WA", taxRate: "100" })).json().taxRate).toBe("100.00");
  });

  it("deletes by id (204), then 404; unknown and malformed ids are 404", async () => {
    const rate = await createTaxRate(t.deps.db, "TX", "6.25");
    expect((await remove(rate.id)).statusCode).toBe(204);
    expect(await publicList()).toEqual([]);
    for (const id of [rate.id, 99999, "abc", "0", "1.5", "-3"]) {
      const res = await remove(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});
