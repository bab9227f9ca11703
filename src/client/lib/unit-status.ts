// What My Instruments and Admin › Units say of a unit's warranty and calibration, from its dates and the shop's today
// (both calendar days in the shop's time zone, YYYY-MM-DD).
import { daysBetween } from "../../shared/shop-time";

/** A calibration this close is "due within 30 days" (extensions §7). */
export const DUE_SOON_DAYS = 30;

export type WarrantyStatus = { state: "in_warranty"; until: string } | { state: "expired"; endedOn: string } | { state: "unknown" };

/** The warranty covers its last day too: it ends after `warrantyEndsOn`. */
export function warrantyStatus(warrantyEndsOn: string | null, today: string): WarrantyStatus {
  if (!warrantyEndsOn) return { state: "unknown" };
  return today <= warrantyEndsOn ? { state: "in_warranty", until: warrantyEndsOn } : { state: "expired", endedOn: warrantyEndsOn };
}

export type CalibrationStatus =
  /** No certificate with a date on record. */
  | { state: "none" }
  /** Calibrated, with no interval to count a due date from. */
  | { state: "calibrated"; calibratedOn: string }
  | { state: "current"; calibratedOn: string | null; dueOn: string; daysLeft: number }
  /** Due today or within DUE_SOON_DAYS. */
  | { state: "due_soon"; calibratedOn: string | null; dueOn: string; daysLeft: number }
  | { state: "overdue"; calibratedOn: string | null; dueOn: string; daysLate: number };

export function calibrationStatus(
  unit: { calibratedOn: string | null; calibrationDueOn: string | null },
  today: string,
): CalibrationStatus {
  const { calibratedOn, calibrationDueOn: dueOn } = unit;
  if (!dueOn) return calibratedOn ? { state: "calibrated", calibratedOn } : { state: "none" };
  const daysLeft = daysBetween(today, dueOn);
  if (daysLeft < 0) return { state: "overdue", calibratedOn, dueOn, daysLate: -daysLeft };
  if (daysLeft <= DUE_SOON_DAYS) return { state: "due_soon", calibratedOn, dueOn, daysLeft };
  return { state: "current", calibratedOn, dueOn, daysLeft };
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** The badge of a calibration status and the words beside it (days written as `formatDay` gives them). */
export function calibrationWords(
  status: CalibrationStatus,
  formatDay: (day: string) => string,
): { badge: string; tone: "success" | "warning" | "destructive" | "outline"; detail: string } {
  const calibrated = status.state !== "none" && status.calibratedOn ? `Calibrated on ${formatDay(status.calibratedOn)}` : "";
  const joined = (...parts: string[]) => parts.filter(Boolean).join(" · ");
  switch (status.state) {
    case "none":
      return { badge: "No calibration on record", tone: "outline", detail: "No calibration certificate has been filed for this unit yet." };
    case "calibrated":
      return { badge: "Calibrated", tone: "success", detail: calibrated };
    case "current":
      return { badge: "Calibration current", tone: "success", detail: joined(calibrated, `next due ${formatDay(status.dueOn)}`) };
    case "due_soon":
      return {
        badge: "Due within 30 days",
        tone: "warning",
        detail: joined(calibrated, status.daysLeft === 0 ? "due today" : `due ${formatDay(status.dueOn)}, in ${days(status.daysLeft)}`),
      };
    case "overdue":
      return {
        badge: "Overdue",
        tone: "destructive",
        detail: joined(calibrated, `was due ${formatDay(status.dueOn)}, ${days(status.daysLate)} ago`),
      };
  }
}

export function warrantyWords(status: WarrantyStatus, formatDay: (day: string) => string): { badge: string; tone: "success" | "outline" } {
  switch (status.state) {
    case "in_warranty":
      return { badge: `In warranty until ${formatDay(status.until)}`, tone: "success" };
    case "expired":
      return { badge: `Warranty expired ${formatDay(status.endedOn)}`, tone: "outline" };
    case "unknown":
      return { badge: "Warranty not on record", tone: "outline" };
  }
}
