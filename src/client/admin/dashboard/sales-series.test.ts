import { describe, expect, it } from "vitest";
import type { SalesStats } from "../../../shared/contracts/admin";
import { salesPoints, salesTotals } from "./sales-series";

const stats: SalesStats = {
  daily: [
    { date: "2026-11-25", revenue: "0.00", orders: 0 },
    { date: "2026-11-26", revenue: "12345.67", orders: 3 },
  ],
  monthly: [
    { month: "2026-10", revenue: "100.10", orders: 1 },
    { month: "2026-11", revenue: "12345.67", orders: 3 },
  ],
  topProducts: [],
};

describe("the sales chart's series", () => {
  it("reads the shop's days as calendar days (no shift to the day before) with cents and orders", () => {
    expect(salesPoints(stats, "daily")).toEqual([
      { key: "2026-11-25", label: "Nov 25", longLabel: "Wednesday, November 25, 2026", cents: 0, orders: 0 },
      { key: "2026-11-26", label: "Nov 26", longLabel: "Thursday, November 26, 2026", cents: 1234567, orders: 3 },
    ]);
  });

  it("labels months", () => {
    expect(salesPoints(stats, "monthly").map((p) => [p.label, p.longLabel])).toEqual([
      ["Oct 26", "October 2026"],
      ["Nov 26", "November 2026"],
    ]);
  });

  it("sums in cents", () => {
    expect(salesTotals(salesPoints(stats, "monthly"))).toEqual({ cents: 1244577, orders: 4 });
  });
});
