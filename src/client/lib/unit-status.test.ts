import { describe, expect, it } from "vitest";
import { formatDay } from "./dates";
import { calibrationStatus, calibrationWords, warrantyStatus, warrantyWords } from "./unit-status";

const TODAY = "2026-06-15";
const calibration = (calibratedOn: string | null, calibrationDueOn: string | null) =>
  calibrationWords(calibrationStatus({ calibratedOn, calibrationDueOn }, TODAY), formatDay);

describe("a unit's warranty", () => {
  it("runs through its last day, then has expired", () => {
    expect(warrantyStatus("2026-06-15", TODAY)).toEqual({ state: "in_warranty", until: "2026-06-15" });
    expect(warrantyStatus("2026-06-14", TODAY)).toEqual({ state: "expired", endedOn: "2026-06-14" });
    expect(warrantyStatus(null, TODAY)).toEqual({ state: "unknown" });
    expect(warrantyWords(warrantyStatus("2027-01-31", TODAY), formatDay).badge).toBe("In warranty until January 31, 2027");
    expect(warrantyWords(warrantyStatus("2026-01-31", TODAY), formatDay).badge).toBe("Warranty expired January 31, 2026");
  });
});

describe("a unit's calibration", () => {
  it("is current until 30 days before it is due", () => {
    expect(calibrationStatus({ calibratedOn: "2025-07-16", calibrationDueOn: "2026-07-16" }, TODAY)).toEqual({
      state: "current",
      calibratedOn: "2025-07-16",
      dueOn: "2026-07-16",
      daysLeft: 31,
    });
    expect(calibration("2025-07-16", "2026-07-16")).toEqual({
      badge: "Calibration current",
      tone: "success",
      detail: "Calibrated on July 16, 2025 · next due July 16, 2026",
    });
  });

  it("is due within 30 days from 30 days before its due date through the due date itself", () => {
    expect(calibrationStatus({ calibratedOn: null, calibrationDueOn: "2026-07-15" }, TODAY)).toMatchObject({
      state: "due_soon",
      daysLeft: 30,
    });
    expect(calibration("2025-06-20", "2026-06-20")).toEqual({
      badge: "Due within 30 days",
      tone: "warning",
      detail: "Calibrated on June 20, 2025 · due June 20, 2026, in 5 days",
    });
    expect(calibration("2025-06-15", "2026-06-15").detail).toBe("Calibrated on June 15, 2025 · due today");
    expect(calibration("2025-06-16", "2026-06-16").detail).toMatch(/in 1 day$/);
  });

  it("is overdue from the day after its due date", () => {
    expect(calibrationStatus({ calibratedOn: "2025-06-14", calibrationDueOn: "2026-06-14" }, TODAY)).toMatchObject({
      state: "overdue",
      daysLate: 1,
    });
    expect(calibration("2025-03-01", "2026-03-01")).toEqual({
      badge: "Overdue",
      tone: "destructive",
      detail: "Calibrated on March 01, 2025 · was due March 01, 2026, 106 days ago",
    });
  });

  it("says when there is no calibration on record, or no interval to count a due date from", () => {
    expect(calibration(null, null)).toMatchObject({ badge: "No calibration on record", tone: "outline" });
    expect(calibration("2026-01-10", null)).toEqual({ badge: "Calibrated", tone: "success", detail: "Calibrated on January 10, 2026" });
  });
});
