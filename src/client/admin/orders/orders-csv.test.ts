import { describe, expect, it } from "vitest";
import { csvRangeSchema, ordersCsvUrl } from "./orders-csv";

const problems = (from: string, to: string) => {
  const parsed = csvRangeSchema.safeParse({ from, to });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the orders CSV export", () => {
  it("asks for the dates given and the list's status", () => {
    expect(ordersCsvUrl({ from: "2026-11-01", to: "2026-11-30", status: "completed" })).toBe(
      "/api/admin/orders.csv?from=2026-11-01&to=2026-11-30&status=completed",
    );
    expect(ordersCsvUrl({ from: "", to: "2026-11-30", status: "all" })).toBe("/api/admin/orders.csv?to=2026-11-30");
    expect(ordersCsvUrl({ from: "", to: "", status: "all" })).toBe("/api/admin/orders.csv");
  });

  it("refuses a start after the end, under To", () => {
    expect(problems("2026-12-01", "2026-11-30")).toEqual(["to: From must be on or before To"]);
    expect(problems("2026-11-30", "2026-11-30")).toEqual([]);
    expect(problems("", "")).toEqual([]);
  });

  it("refuses what is not a date", () => {
    expect(problems("30/11/2026", "")).toEqual(["from: From must be a date"]);
  });
});
