import { describe, expect, it } from "vitest";
import { combinedAddress } from "./address-line";

describe("an address as one line", () => {
  it("joins only the address parts that are there", () => {
    expect(combinedAddress({ street: "Hauptstr. 5", city: "Berlin", state: "", zipCode: "10115", country: "Germany" })).toBe(
      "Hauptstr. 5, Berlin, 10115, Germany",
    );
  });

  it("writes a US address with its state and ZIP together, trimmed", () => {
    expect(
      combinedAddress({ street: " 6790 Depot St ", city: "Sebastopol", state: "CA", zipCode: "95472 ", country: "United States" }),
    ).toBe("6790 Depot St, Sebastopol, CA 95472, United States");
  });
});
