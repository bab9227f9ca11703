import type { SalesStats } from "../../../shared/contracts/admin";

/** Two days, two months and two products of sales, for the dashboard's tests. */
export const sampleSalesStats: SalesStats = {
  daily: [
    { date: "2026-11-25", revenue: "0.00", orders: 0 },
    { date: "2026-11-26", revenue: "38040.00", orders: 3 },
  ],
  monthly: [
    { month: "2026-10", revenue: "1200.50", orders: 1 },
    { month: "2026-11", revenue: "38040.00", orders: 3 },
  ],
  topProducts: [
    { productId: "p1", name: "101A EMC Probe Set", quantity: 12, revenue: "15540.00" },
    { productId: "p2", name: "CB-1 Flexible SMA Test Cable", quantity: 4, revenue: "340.00" },
  ],
};
