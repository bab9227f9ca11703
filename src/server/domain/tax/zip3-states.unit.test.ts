import { describe, expect, it } from "vitest";
import { zipState, zipStateMismatch } from "./zip3-states";

const us = (state: string, zipCode: string) => ({ country: "United States", state, zipCode });

describe("ZIP code and state", () => {
  it("knows the state of a ZIP code by its first three digits", () => {
    expect(zipState("95472")).toBe("CA");
    expect(zipState("97201-1234")).toBe("OR");
    expect(zipState("05501")).toBe("MA");
    expect(zipState("05401")).toBe("VT");
    expect(zipState("20001")).toBe("DC");
    expect(zipState("73301")).toBe("TX");
    expect(zipState("96910")).toBe("GU");
    expect(zipState("99501")).toBe("AK");
    expect(zipState("00100")).toBeUndefined();
    expect(zipState("9547")).toBeUndefined();
  });

  it("names the state a ZIP code is not in (Sebastopol, CA 95472 entered as OR)", () => {
    expect(zipStateMismatch(us("OR", "95472"))).toBe("ZIP code 95472 is not in Oregon");
    expect(zipStateMismatch(us("oregon", "95472-1234"))).toBe("ZIP code 95472-1234 is not in Oregon");
    expect(zipStateMismatch(us("CA", "99501"))).toBe("ZIP code 99501 is not in California");
    expect(zipStateMismatch(us("CA", "96910"))).toBe("ZIP code 96910 is not in California");
  });

  it("accepts matching pairs, cross-state post offices, other countries and what it cannot judge", () => {
    expect(zipStateMismatch(us("CA", "95472"))).toBeNull();
    expect(zipStateMismatch({ country: "US", state: "California", zipCode: "94306" })).toBeNull();
    expect(zipStateMismatch(us("WY", "83414"))).toBeNull();
    expect(zipStateMismatch(us("TN", "42223"))).toBeNull();
    expect(zipStateMismatch({ country: "Canada", state: "ON", zipCode: "95472" })).toBeNull();
    expect(zipStateMismatch(us("CA", "not a zip"))).toBeNull();
    expect(zipStateMismatch(us("Atlantis", "95472"))).toBeNull();
  });
});
