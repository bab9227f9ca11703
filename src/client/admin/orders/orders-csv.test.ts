import { describe, expect, it } from "vitest";
import { csvRangeProblem, ordersCsvUrl } from "./orders-csv";

describe("the orders CSV export", () => {
  it("asks for the dates given and the list's status", () => {
    expect(ordersCsvUrl({ from: "2026-11-01", to: "2026-11-30", status: "completed" })).toBe(
      "/api/admin/orders.csv?from=2026-11-01&to=2026-11-30&status=completed",
    );
    expect(ordersCsvUrl({ from: "", to: "2026-11-30", status: "all" })).toBe("/api/admin/orders.csv?to=2026-11-30");
    expect(ordersCsvUrl({ from: "", to: "", status: "all" })).toBe("/api/admin/orders.csv");
  });

  it("refuses a start after the end", () => {
    expect(csvRangeProblem({ from: "2026-12-01", to: "2026-11-30", status: "all" })).toBe("From must be on or before To");
    expect(csvRangeProblem({ from: "2026-11-30", to: "2026-11-30", status: "all" })).toBeNull();
    expect(csvRangeProblem({ from: "", to: "", status: "all" })).toBeNull();
  });
});
