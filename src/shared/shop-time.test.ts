import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, shopToday } from "./shop-time";

describe("the shop's time", () => {
  it("counts today in California, not in UTC", () => {
    // 2026-03-01 05:30 UTC is still February 28 in Los Angeles (PST, UTC-8).
    expect(shopToday(new Date("2026-03-01T05:30:00Z"))).toBe("2026-02-28");
    expect(shopToday(new Date("2026-03-01T08:30:00Z"))).toBe("2026-03-01");
    // Summer time (PDT, UTC-7).
    expect(shopToday(new Date("2026-07-01T06:59:00Z"))).toBe("2026-06-30");
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-26", 30)).toBe("2026-12-26");
  });

  it("adds months, ending on the last day of a shorter month", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-26", 12)).toBe("2027-11-26");
    expect(addMonths("2026-05-15", 24)).toBe("2028-05-15");
  });

  it("counts whole days between two days", () => {
    expect(daysBetween("2026-11-26", "2026-12-26")).toBe(30);
    expect(daysBetween("2026-12-26", "2026-11-26")).toBe(-30);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
  });
});
