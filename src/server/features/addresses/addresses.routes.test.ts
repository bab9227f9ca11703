import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { buildAddress, loginAsCustomer, loginAsStaff } from "../../../../tests/support/factories";
import { MAX_ADDRESSES, type Address } from "../../../shared/contracts/addresses";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const address = buildAddress;

function client(cookie: string) {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    list: async () => (await call("GET", "/api/user/addresses")).json<Address[]>(),
    create: (body: object) => call("POST", "/api/user/addresses", body),
    update: (id: number | string, body: object) => call("PUT", `/api/user/addresses/${id}`, body),
    remove: (id: number | string) => call("DELETE", `/api/user/addresses/${id}`),
  };
}

describe("saved addresses", () => {
  it("creates, lists (default first), updates and deletes; the first address is the default", async () => {
    const me = client((await loginAsCustomer(t.app, t.deps.db)).cookie);
    expect(await me.list()).toEqual([]);
    const first = await me.create(address());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: expect.any(Number), label: "Lab", isDefault: true, companyName: "Hopper Labs" });
    const second = (await me.create(address({ label: "Home", companyName: "", street: "12 Bodega Ave" }))).json<Address>();
    expect(second).toMatchObject({ isDefault: false, companyName: null });
    expect((await me.list()).map((a) => a.label)).toEqual(["Lab", "Home"]);

    const updated = await me.update(second.id, address({ label: "Home", street: "14 Bodega Ave", isDefault: true }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ street: "14 Bodega Ave", isDefault: true });
    const list = await me.list();
    expect(list.map((a) => [a.label, a.isDefault])).toEqual([
      ["Home", true],
      ["Lab", false],
    ]);

    expect((await me.remove(second.id)).statusCode).toBe(204);
    // Deleting the default hands it to the one that is left.
    expect(await me.list()).toEqual([expect.objectContaining({ label: "Lab", isDefault: true })]);
  });

  it("keeps exactly one default when a new address asks for it", async () => {
    const me = client((await loginAsCustomer(t.app, t.deps.db)).cookie);
    await me.create(address({ label: "A" }));
    await me.create(address({ label: "B", isDefault: true }));
    await me.create(address({ label: "C" }));
    const list = await me.list();
    expect(list.filter((a) => a.isDefault).map((a) => a.label)).toEqual(["B"]);
  });

  it("never shows or changes another customer's address (404)", async () => {
    const owner = client((await loginAsCustomer(t.app, t.deps.db)).cookie);
    const other = client((await loginAsCustomer(t.app, t.deps.db)).cookie);
    const mine = (await owner.create(address())).json<Address>();
    expect(await other.list()).toEqual([]);
    expect((await other.update(mine.id, address({ street: "1 Stolen Way" }))).statusCode).toBe(404);
    expect((await other.remove(mine.id)).statusCode).toBe(404);
    expect((await owner.list())[0]?.street).toBe("4000 El Camino Real");
    for (const id of ["999999", "abc", "0", "-1", "1.5"]) expect((await owner.remove(id)).statusCode).toBe(404);
  });

  it("validates with the checkout's rules and limits the number of addresses", async () => {
    const me = client((await loginAsCustomer(t.app, t.deps.db)).cookie);
    const bad = await me.create(address({ phone: "123", zipCode: "" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/phone: Phone number must be at least 10 digits/);
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await me.create(address({ label: `A${i}` }))).statusCode).toBe(201);
    expect((await me.create(address({ label: "one too many" }))).statusCode).toBe(409);
  });

  it("is for signed-in customers: 401 without a session, 403 for staff", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/user/addresses" })).statusCode).toBe(401);
    const staff = await loginAsStaff(t.app, t.deps.db);
    expect((await client(staff.cookie).create(address())).statusCode).toBe(403);
  });
});
