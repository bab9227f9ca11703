import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { createOrder, loginAsCustomer } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { shortOrderId } from "../../../shared/contracts/orders";
import { escapeLike } from "./orders-admin.service";

const t = useTestApp({ admin: true });

const list = (query = "", cookie = t.admin) => t.app.inject({ method: "GET", url: `/api/admin/orders${query}`, headers: { cookie } });
const setStatus = (id: string, payload: object, cookie = t.admin) =>
  t.app.inject({ method: "PUT", url: `/api/orders/${id}/status`, payload, headers: { cookie } });
const ids = (res: { json(): unknown }) => (res.json() as { id: string }[]).map((o) => o.id);

/** Orders one minute apart, oldest first. */
async function ordersAtMinutes(count: number, overrides: (i: number) => Parameters<typeof createOrder>[1] = () => ({})) {
  const base = Date.parse("2026-03-01T12:00:00Z");
  const rows = [];
  for (let i = 0; i < count; i++) rows.push(await createOrder(t.deps.db, { createdAt: new Date(base + i * 60_000), ...overrides(i) }));
  return rows;
}

describe("orders admin: who may call", () => {
  it("answers 401 anonymous and 403 customer", async () => {
    const order = await createOrder(t.deps.db);
    const { cookie } = await loginAsCustomer(t.app, t.deps.db);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/orders" })).statusCode).toBe(401);
    expect((await list("", cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: `/api/orders/${order.id}/status`, payload: { status: "bogus" } })).statusCode).toBe(
      401,
    );
    expect((await setStatus(order.id, { status: "completed" }, cookie)).statusCode).toBe(403);
  });
});

describe("GET /api/admin/orders", () => {
  it("lists only paid and review orders, newest first, with X-Total-Count", async () => {
    const rows = await ordersAtMinutes(6, (i) => ({
      paymentStatus: (["paid", "review", "reserved", "declined", "failed", "paid"] as const)[i],
    }));
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("3");
    expect(ids(res)).toEqual([rows[5]!.id, rows[1]!.id, rows[0]!.id]);
    expect(res.json()[0]).toMatchObject({
      total: "115.00",
      status: "pending",
      paymentStatus: "paid",
      customerEmail: rows[5]!.customerEmail,
    });
  });

  it("pages with limit and offset; the count is of all matches", async () => {
    const rows = (await ordersAtMinutes(7)).reverse();
    const first = await list("?limit=3");
    expect(ids(first)).toEqual(rows.slice(0, 3).map((r) => r.id));
    expect(first.headers["x-total-count"]).toBe("7");
    const third = await list("?limit=3&offset=6");
    expect(ids(third)).toEqual([rows[6]!.id]);
    expect(third.headers["x-total-count"]).toBe("7");
    expect((await list("?offset=50")).json()).toEqual([]);
  });

  it("keeps a stable order for orders placed in the same instant", async () => {
    const at = new Date("2026-03-02T09:00:00Z");
    for (let i = 0; i < 4; i++) await createOrder(t.deps.db, { createdAt: at });
    const pages = [...ids(await list("?limit=2")), ...ids(await list("?limit=2&offset=2"))];
    expect(new Set(pages).size).toBe(4);
  });

  it("answers a deep page (offset past 1,000) with the same orders and total as a plain OFFSET over all of them", async () => {
    // 2,100 orders over 45 days in the shop's time zone, some in the same instant, a few not visible, half of them pending.
    const template = await createOrder(t.deps.db);
    const { id: _id, createdAt: _at, ...fields } = template;
    const base = Date.parse("2026-01-10T07:30:00Z");
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      ...fields,
      createdAt: new Date(base + Math.floor(i / 3) * 90 * 60_000),
      status: i % 2 === 0 ? ("pending" as const) : ("completed" as const),
      paymentStatus: i % 97 === 0 ? ("declined" as const) : ("paid" as const),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.deps.db.insert(orders).values(rows.slice(i, i + 500));
    const expected = async (status: string | null, offset: number) =>
      (
        (await t.deps.db.execute(
          sql`select id from orders where payment_status in ('paid', 'review') and (${status}::text is null or status = ${status})
              order by created_at desc, id desc offset ${offset} limit 50`,
        )) as unknown as { rows: { id: string }[] }
      ).rows.map((r) => r.id);
    const visible = 2100 - Math.ceil(2100 / 97) + 1; // and the template
    const pending = 1050 - 11 + (template.status === "pending" ? 1 : 0);
    for (const [query, status, offset, total] of [
      ["?offset=1000", null, 1000, visible],
      ["?offset=1999", null, 1999, visible],
      ["?offset=1010&status=pending", "pending", 1010, pending],
      ["?offset=5000", null, 5000, visible],
    ] as const) {
      const res = await list(`${query}&limit=50`);
      expect(res.statusCode, query).toBe(200);
      expect(ids(res), query).toEqual(await expected(status, offset));
      expect(Number(res.headers["x-total-count"]), query).toBe(total);
    }
  });

  it.each(["?limit=0", "?limit=201", "?limit=abc", "?offset=-1", "?offset=1.5", "?status=shipped", `?q=${"x".repeat(201)}`])(
    "answers 400 for %s",
    async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    },
  );

  it("filters by status", async () => {
    const rows = await ordersAtMinutes(4, (i) => ({ status: i % 2 === 0 ? "completed" : "pending" }));
    const res = await list("?status=completed");
    expect(ids(res)).toEqual([rows[2]!.id, rows[0]!.id]);
    expect(res.headers["x-total-count"]).toBe("2");
  });

  it("searches by short id, customer name and e-mail, case-insensitively", async () => {
    const ada = await createOrder(t.deps.db, { customerName: "Ada Lovelace", customerEmail: "ada@analytical.example" });
    const grace = await createOrder(t.deps.db, { customerName: "Grace Hopper", customerEmail: "grace@navy.example" });
    expect(ids(await list(`?q=${shortOrderId(grace.id)}`))).toEqual([grace.id]);
    expect(ids(await list(`?q=%23${shortOrderId(ada.id).slice(0, 6)}`))).toEqual([ada.id]);
    expect(ids(await list("?q=LOVELACE"))).toEqual([ada.id]);
    expect(ids(await list("?q=navy.EXAMPLE"))).toEqual([grace.id]);
    const both = await list("?q=.example&limit=1");
    expect(both.headers["x-total-count"]).toBe("2");
    expect(ids(await list("?q=nobody"))).toEqual([]);
  });

  it("treats LIKE wildcards in q as plain text", async () => {
    await createOrder(t.deps.db, { customerName: "Plain Name", customerEmail: "plain@example.com" });
    const percent = await createOrder(t.deps.db, { customerName: "100% Test Labs", customerEmail: "lab@example.com" });
    expect(ids(await list("?q=%25"))).toEqual([percent.id]);
    expect(ids(await list("?q=_"))).toEqual([]);
    expect(ids(await list("?q=%5C"))).toEqual([]);
    expect(escapeLike("a%b_c\\d")).toBe("a\\%b\\_c\\\\d");
  });
});

describe("PUT /api/orders/:id/status", () => {
  it("sets any status from any other (until cancelled) and answers the order", async () => {
    const order = await createOrder(t.deps.db, { paymentStatus: "awaiting_payment" });
    for (const status of ["processing", "completed", "pending", "completed", "cancelled"]) {
      const res = await setStatus(order.id, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: order.id, status });
    }
    expect((await list("?status=cancelled")).json()[0].id).toBe(order.id);
    expect((await setStatus(order.id, { status: "pending" })).statusCode).toBe(409);
  });

  it("answers 400 for a status outside the four", async () => {
    const order = await createOrder(t.deps.db);
    for (const payload of [{ status: "shipped" }, { status: "" }, {}, { status: 1 }]) {
      const res = await setStatus(order.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^status: /);
    }
  });

  it("answers 404 for unknown, non-uuid and never-paid orders", async () => {
    const reserved = await createOrder(t.deps.db, { paymentStatus: "reserved" });
    for (const id of ["5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e", "not-a-uuid", "1", reserved.id]) {
      expect((await setStatus(id, { status: "completed" })).statusCode).toBe(404);
    }
  });
});
