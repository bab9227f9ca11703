import { describe, expect, it } from "vitest";
import { formatFrequency, logTicks } from "./frequency-axis";

describe("the factor chart's frequency axis", () => {
  it("reads in Hz, kHz, MHz and GHz", () => {
    expect([500, 150_000, 1_000_000, 30_000_000, 2_500_000_000, 1_100_000].map(formatFrequency)).toEqual([
      "500 Hz",
      "150 kHz",
      "1 MHz",
      "30 MHz",
      "2.5 GHz",
      "1.1 MHz",
    ]);
  });

  it("puts a tick on every power of ten, adding 2 and 5 times each when the range is narrow", () => {
    expect(logTicks(150_000, 3e9)).toEqual([1e6, 1e7, 1e8, 1e9]);
    expect(logTicks(1e6, 1e8)).toEqual([1e6, 1e7, 1e8]);
    expect(logTicks(1e6, 3e7)).toEqual([1e6, 2e6, 5e6, 1e7, 2e7]);
    expect(logTicks(3e6, 4e6)).toEqual([3e6, 4e6]);
    expect(logTicks(0, 10)).toEqual([]);
  });
});
