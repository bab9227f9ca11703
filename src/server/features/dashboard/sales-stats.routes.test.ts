import { describe, expect, it } from "vitest";
import { salesStats } from "../../../shared/contracts/admin";
import { refunds } from "../../db/schema/orders";
import { buildOrderLine, createOrder, loginAsCustomer } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true });

const sales = (cookie: string | null = t.admin) =>
  t.app.inject({ method: "GET", url: "/api/admin/stats/sales", headers: cookie ? { cookie } : {} });

const DAY = 86_400_000;
/** The shop-time-zone day (YYYY-MM-DD) of an instant. */
const shopDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(at);
const line = (id: string, name: string, price: string, quantity: number) => buildOrderLine({ id, name, price }, quantity);
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("GET /api/admin/stats/sales", () => {
  it("answers 401 anonymous and 403 customer", async () => {
    expect((await sales(null)).statusCode).toBe(401);
    expect((await sales((await loginAsCustomer(t.app, t.deps.db)).cookie)).statusCode).toBe(403);
  });

  it("has every day of the last 30 and every month of the last 12, in the shop's time zone, zero when nothing sold", async () => {
    const res = await sales();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(salesStats.safeParse(body).success).toBe(true);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)).toEqual({ date: shopDay(new Date()), revenue: "0.00", orders: 0 });
    for (let i = 1; i < 30; i++) {
      expect(Date.parse(`${body.daily[i].date}T00:00:00Z`) - Date.parse(`${body.daily[i - 1].date}T00:00:00Z`)).toBe(DAY);
    }
    expect(body.monthly).toHaveLength(12);
    expect(body.monthly.at(-1).month).toBe(shopDay(new Date()).slice(0, 7));
    const months = body.monthly.map((m: { month: string }) => Number(m.month.slice(0, 4)) * 12 + Number(m.month.slice(5, 7)));
    for (let i = 1; i < 12; i++) expect(months[i] - months[i - 1]).toBe(1);
    expect(body.topProducts).toEqual([]);
  });

  it("sums total - refunded of visible orders that are not cancelled, per day and per month", async () => {
    const now = new Date();
    // Noon-ish in Los Angeles (20:00 UTC is 12:00 PST or 13:00 PDT) of the shop day n days back:
    // the same shop day whatever daylight saving did in between.
    const today = Date.parse(`${shopDay(now)}T20:00:00Z`);
    const daysAgo = (n: number) => new Date(today - n * DAY);
    await createOrder(t.deps.db, { total: "115.00", createdAt: now });
    await createOrder(t.deps.db, { total: "50.00", refundedAmount: "20.00", paymentStatus: "partially_refunded", createdAt: now });
    await createOrder(t.deps.db, { total: "900.00", status: "cancelled", paymentStatus: "voided", createdAt: now });
    await createOrder(t.deps.db, { total: "800.00", paymentStatus: "reserved", createdAt: now });
    await createOrder(t.deps.db, { total: "10.00", createdAt: daysAgo(29) });
    await createOrder(t.deps.db, { total: "7.00", createdAt: daysAgo(45) });
    await createOrder(t.deps.db, { total: "3.00", createdAt: daysAgo(400) });

    const body = (await sales()).json();
    const byDate = new Map(body.daily.map((d: { date: string }) => [d.date, d]));
    expect(byDate.get(shopDay(now))).toEqual({ date: shopDay(now), revenue: "145.00", orders: 2 });
    expect(byDate.get(shopDay(daysAgo(29)))).toEqual({ date: shopDay(daysAgo(29)), revenue: "10.00", orders: 1 });
    expect(body.daily[0].date).toBe(shopDay(daysAgo(29)));
    const dailySum = body.daily.reduce((s: number, d: { revenue: string }) => s + Math.round(Number(d.revenue) * 100), 0);
    expect(dailySum).toBe(15_500);
    const monthlySum = body.monthly.reduce((s: number, m: { revenue: string }) => s + Math.round(Number(m.revenue) * 100), 0);
    // The order 45 days ago is within the last 12 months; the one 400 days ago is not.
    expect(monthlySum).toBe(16_200);
    expect(body.monthly.at(-1).orders).toBeGreaterThanOrEqual(2);
  });

  it("ranks the top ten products by net line revenue from the orders' lines", async () => {
    const a = uuidOf(1);
    const b = uuidOf(2);
    const withRefund = await createOrder(t.deps.db, {
      items: JSON.stringify([
        line(a, "Probe A", "100.00", 2),
        // An old row without lineTotal: price x quantity.
        (({ lineTotal: _, ...rest }) => rest)(line(b, "Analyzer B", "500.00", 1)),
      ]),
      refundedAmount: "100.00",
      paymentStatus: "partially_refunded",
    });
    await t.deps.db.insert(refunds).values({
      orderId: withRefund.id,
      amount: "100.00",
      reason: "One probe back",
      restockLines: [{ index: 0, quantity: 1 }],
      actor: "x",
    });
    await createOrder(t.deps.db, { items: JSON.stringify([line(a, "Probe A", "100.00", 1)]) });
    await createOrder(t.deps.db, { items: JSON.stringify([line(uuidOf(3), "Cancelled C", "1000.00", 10)]), status: "cancelled" });
    await createOrder(t.deps.db, { items: JSON.stringify([line(uuidOf(4), "Reserved D", "9999.00", 1)]), paymentStatus: "reserved" });
    const many = Array.from({ length: 11 }, (_, i) => line(uuidOf(100 + i), `Small ${String(i + 1).padStart(2, "0")}`, `${i + 1}.00`, 1));
    await createOrder(t.deps.db, { items: JSON.stringify(many) });

    const top = (await sales()).json().topProducts;
    expect(top).toHaveLength(10);
    expect(top.slice(0, 2)).toEqual([
      { productId: b, name: "Analyzer B", quantity: 1, revenue: "500.00" },
      { productId: a, name: "Probe A", quantity: 2, revenue: "200.00" },
    ]);
    expect(top.slice(2).map((p: { revenue: string }) => p.revenue)).toEqual([
      "11.00",
      "10.00",
      "9.00",
      "8.00",
      "7.00",
      "6.00",
      "5.00",
      "4.00",
    ]);
  });
});
