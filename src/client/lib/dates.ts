// Dates as people read them, in one set of named formats, in the shop's time zone (the server
// counts its days there: an order placed at 11 pm in California is that day's order for everyone).
import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";
import { SHOP_TIME_ZONE } from "../../shared/shop-time";

const inShop = tz(SHOP_TIME_ZONE);

/** The named formats (date-fns patterns). `dateTime` is the spec's order date. */
export const DATE_FORMATS = {
  /** March 05, 2026 at 2:15 PM: orders, tax rates (storefront spec's "MMMM dd, yyyy at h:mm a"). */
  dateTime: "MMMM dd, yyyy 'at' h:mm a",
  /** March 05, 2026: a day in prose (shipped on, due by, valid until). */
  date: "MMMM dd, yyyy",
  /** Mar 05, 2026: a day in a table or a list. */
  shortDate: "MMM dd, yyyy",
  /** Mar 05, 2026, 2:15 PM: an event in a history. */
  shortDateTime: "MMM dd, yyyy, h:mm a",
  /** Mar 05, 14:15:09: a server log line. */
  logTime: "MMM dd, HH:mm:ss",
  /** 2026-03-05-141509: in a file name. */
  fileStamp: "yyyy-MM-dd-HHmmss",
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/** An instant (ISO text or a Date) in the shop's time zone; "" for a value that is no date. */
export function formatDate(value: string | Date, style: DateFormat): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : format(date, DATE_FORMATS[style], { in: inShop });
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day the server sends as "YYYY-MM-DD" (a due date, a quote's last valid day): the same
 * day wherever the reader is, never shifted by a time zone. Text that is no such day is shown as it came.
 */
export function formatDay(day: string, style: Extract<DateFormat, "date" | "shortDate"> = "date"): string {
  const m = CALENDAR_DAY.exec(day);
  if (!m) return day;
  return format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])), DATE_FORMATS[style]);
}

/** The instant a calendar day begins in the shop's time zone, as ISO text ("2026-03-01" -> "2026-03-01T08:00:00.000Z"). */
export function shopDayStart(day: string): string {
  const m = CALENDAR_DAY.exec(day);
  if (!m) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), SHOP_TIME_ZONE).getTime()).toISOString();
}
