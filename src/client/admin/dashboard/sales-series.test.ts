import { describe, expect, it } from "vitest";
import { sampleSalesStats } from "./sales-fixtures";
import { salesPoints, salesTotals } from "./sales-series";

const stats = sampleSalesStats;

describe("the sales chart's series", () => {
  it("reads the shop's days as calendar days (no shift to the day before) with cents and orders", () => {
    expect(salesPoints(stats, "daily")).toEqual([
      { key: "2026-11-25", label: "Nov 25", longLabel: "Wednesday, November 25, 2026", cents: 0, orders: 0 },
      { key: "2026-11-26", label: "Nov 26", longLabel: "Thursday, November 26, 2026", cents: 3804000, orders: 3 },
    ]);
  });

  it("labels months", () => {
    expect(salesPoints(stats, "monthly").map((p) => [p.label, p.longLabel])).toEqual([
      ["Oct 26", "October 2026"],
      ["Nov 26", "November 2026"],
    ]);
  });

  it("sums in cents", () => {
    expect(salesTotals(salesPoints(stats, "monthly"))).toEqual({ cents: 3924050, orders: 4 });
  });
});
