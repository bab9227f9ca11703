import { describe, expect, it } from "vitest";
import { normalizeUpsTrackingNumber, upsCheckDigit, upsTrackingNumberProblem } from "./ups-tracking";

describe("UPS 1Z tracking numbers", () => {
  // UPS's own sample (developer docs) and numbers from UPS's published examples.
  it.each(["1Z999AA10123456784", "1Z12345E6605272234", "1Z12345E1512345676"])("accepts %s", (number) => {
    expect(upsTrackingNumberProblem(number)).toBeNull();
  });

  it("computes the check digit with letters read as UPS reads them (A=2 ... H=9, I=0)", () => {
    expect(upsCheckDigit("999AA1012345678")).toBe(4);
    expect(upsCheckDigit("12345E660527223")).toBe(4);
    // I and S both read as 0 (I: (8 + 2) % 10, S: (18 + 2) % 10), so swapping them keeps the digit.
    expect(upsCheckDigit("999II1012345678")).toBe(upsCheckDigit("999SS1012345678"));
  });

  it("refuses a wrong check digit, length or shape with a reason", () => {
    expect(upsTrackingNumberProblem("1Z999AA10123456785")).toMatch(/check digit/);
    expect(upsTrackingNumberProblem("1Z999AA1012345678")).toMatch(/18 characters/);
    expect(upsTrackingNumberProblem("1Z999AA101234567845")).toMatch(/18 characters/);
    expect(upsTrackingNumberProblem("2Z999AA10123456784")).toMatch(/starts with 1Z/);
    expect(upsTrackingNumberProblem("1Z999AA1012345678-")).toMatch(/starts with 1Z/);
    expect(upsTrackingNumberProblem("1Z999AA1012345678A")).toMatch(/check digit/);
    // One digit changed anywhere is caught.
    expect(upsTrackingNumberProblem("1Z999AA10123456884")).toMatch(/check digit/);
  });

  it("reads the number as typed: spaces and lower case", () => {
    expect(normalizeUpsTrackingNumber(" 1z 999 aa1 01 2345 6784 ")).toBe("1Z999AA10123456784");
  });
});
