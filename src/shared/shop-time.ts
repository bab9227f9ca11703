// The shop's time: the shop is in California, and its days (invoice years, quote validity, due
// dates, the dashboard's days, the CSV's range, certificates' expiry) are counted there, on the
// server and in the browser alike. Calendar days travel as "YYYY-MM-DD" strings.

/** The shop's time zone. */
export const SHOP_TIME_ZONE = "America/Los_Angeles";

const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

const LONG_DAY = new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "long", day: "numeric" });

/** The shop's calendar day of an instant as people read it: "December 1, 2026". */
export const shopLongDay = (at: Date): string => LONG_DAY.format(at);

/** The shop's calendar day of an instant (now by default), YYYY-MM-DD. */
export const shopToday = (now: Date = new Date()): string => DAY.format(now);

const parseDay = (day: string): Date => new Date(`${day}T00:00:00Z`);
const formatDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A calendar day plus (or minus) some days. */
export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return formatDay(date);
}

/**
 * A calendar day plus some months; a day past the end of the shorter month is its last day
 * (January 31 + 1 month = February 28 or 29), as a warranty or a calibration interval reads.
 */
export function addMonths(day: string, months: number): string {
  const date = parseDay(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return formatDay(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / 86_400_000);
