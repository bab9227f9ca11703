import { describe, expect, it } from "vitest";
import { LOW_STOCK_SHOWN } from "../../../shared/contracts/admin";
import { createCategory, createOrder, createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true });

/** Called as the admin unless another cookie (or null: anonymous) is given. */
const stats = (cookie: string | null = t.admin) =>
  t.app.inject({ method: "GET", url: "/api/admin/stats", headers: cookie ? { cookie } : {} });

describe("GET /api/admin/stats", () => {
  it("answers 401 anonymous and 403 customer", async () => {
    expect((await stats(null)).statusCode).toBe(401);
    const { cookie } = await loginAsCustomer(t.app, t.deps.db);
    expect((await stats(cookie)).statusCode).toBe(403);
  });

  it("answers zeros and 0.00 for an empty shop", async () => {
    const res = await stats();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalProducts: 0,
      totalCategories: 0,
      totalOrders: 0,
      pendingOrders: 0,
      onHoldOrders: 0,
      totalRevenue: "0.00",
      avgOrderValue: "0.00",
      recentOrders: [],
      lowStock: [],
      lowStockCount: 0,
    });
  });

  it("aggregates visible orders only, with exact money", async () => {
    const at = (minute: number) => new Date(Date.parse("2026-04-01T08:00:00Z") + minute * 60_000);
    // Visible: 6 orders. Revenue leaves out the cancelled one and counts total - refunded:
    // 10.10 + (20.20 - 5.20) + 0.01 + 300.00 + 99.99 = 425.10 over 5 orders, 85.02 on average.
    const visible = [
      await createOrder(t.deps.db, { total: "10.10", status: "pending", createdAt: at(1) }),
      await createOrder(t.deps.db, {
        total: "20.20",
        refundedAmount: "5.20",
        paymentStatus: "partially_refunded",
        status: "processing",
        createdAt: at(2),
      }),
      await createOrder(t.deps.db, { total: "0.01", status: "pending", paymentStatus: "review", createdAt: at(3) }),
      await createOrder(t.deps.db, { total: "300.00", status: "completed", createdAt: at(4) }),
      await createOrder(t.deps.db, { total: "1234.56", status: "cancelled", paymentStatus: "voided", createdAt: at(5) }),
      await createOrder(t.deps.db, { total: "99.99", status: "pending", createdAt: at(6) }),
    ];
    // Never real orders: not counted, not summed, not listed, even when newest.
    await createOrder(t.deps.db, { total: "5000.00", status: "pending", paymentStatus: "reserved", createdAt: at(7) });
    await createOrder(t.deps.db, { total: "7000.00", status: "pending", paymentStatus: "declined", createdAt: at(8) });
    await createOrder(t.deps.db, { total: "9000.00", status: "pending", paymentStatus: "failed", createdAt: at(9) });

    const body = (await stats()).json();
    expect(body).toMatchObject({ totalOrders: 6, pendingOrders: 3, totalRevenue: "425.10", avgOrderValue: "85.02" });
    expect(body.recentOrders.map((o: { id: string }) => o.id)).toEqual(
      visible
        .slice(1)
        .reverse()
        .map((o) => o.id),
    );
    expect(body.recentOrders[0]).toMatchObject({ total: "99.99", customerName: visible[5]!.customerName });
  });

  it("counts products and categories and lists low stock by stock, then name", async () => {
    const category = await createCategory(t.deps.db);
    await createCategory(t.deps.db);
    const p = (name: string, inStock: number) => createProduct(t.deps.db, { categoryId: category.id, name, inStock });
    const zeta0 = await p("Zeta Probe", 0);
    const alpha2 = await p("Alpha Coil", 2);
    const beta0 = await p("Beta Amplifier", 0);
    const gamma1 = await p("Gamma Antenna", 1);
    await p("Plenty", 3);
    await p("Lots", 40);
    const body = (await stats()).json();
    expect(body.totalProducts).toBe(6);
    expect(body.totalCategories).toBe(2);
    expect(body.lowStock).toEqual([
      { id: beta0.id, name: "Beta Amplifier", inStock: 0 },
      { id: zeta0.id, name: "Zeta Probe", inStock: 0 },
      { id: gamma1.id, name: "Gamma Antenna", inStock: 1 },
      { id: alpha2.id, name: "Alpha Coil", inStock: 2 },
    ]);
    expect(body.lowStockCount).toBe(4);
  });

  it("lists at most LOW_STOCK_SHOWN low-stock products, the lowest first, and counts them all", async () => {
    const category = await createCategory(t.deps.db);
    for (let i = 0; i < LOW_STOCK_SHOWN + 3; i++) {
      await createProduct(t.deps.db, { categoryId: category.id, name: `Probe ${String(i).padStart(2, "0")}`, inStock: i % 3 });
    }
    const body = (await stats()).json();
    expect(body.lowStockCount).toBe(LOW_STOCK_SHOWN + 3);
    expect(body.lowStock).toHaveLength(LOW_STOCK_SHOWN);
    expect(body.lowStock.map((p: { inStock: number }) => p.inStock)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 2]);
  });
});
