import { describe, expect, it } from "vitest";
import { formatDate, formatDay } from "./dates";

describe("dates as people read them", () => {
  it("shows an instant in the shop's time zone, whatever the browser's", () => {
    // 05:30 UTC on March 1 is the evening of February 28 in California.
    expect(formatDate("2026-03-01T05:30:00Z", "dateTime")).toBe("February 28, 2026 at 9:30 PM");
    expect(formatDate("2026-07-04T19:05:00Z", "shortDateTime")).toBe("Jul 04, 2026, 12:05 PM");
    expect(formatDate("2026-03-05T22:15:09Z", "logTime")).toBe("Mar 05, 14:15:09");
  });

  it("gives an empty text for a value that is no date", () => {
    expect(formatDate("soon", "date")).toBe("");
  });

  it("shows a calendar day as that day, and other text as it came", () => {
    expect(formatDay("2026-12-26")).toBe("December 26, 2026");
    expect(formatDay("2026-01-05", "shortDate")).toBe("Jan 05, 2026");
    expect(formatDay("n/a")).toBe("n/a");
  });
});
