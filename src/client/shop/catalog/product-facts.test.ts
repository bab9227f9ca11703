import { describe, expect, it } from "vitest";
import { shippingFacts, specificationRows } from "./product-facts";

describe("shippingFacts", () => {
  it("shows weight to 2 decimals and dimensions to 1 decimal", () => {
    expect(shippingFacts({ weightLbs: "4.2", lengthIn: "15.00", widthIn: "12.25", heightIn: "5" })).toEqual({
      weight: "4.20 lbs",
      dimensions: "15.0 x 12.3 x 5.0 in",
    });
  });

  it("uses 5.00 lbs and 12 in when values are missing", () => {
    expect(shippingFacts({})).toEqual({ weight: "5.00 lbs", dimensions: "12.0 x 12.0 x 12.0 in" });
    expect(shippingFacts({ weightLbs: "", lengthIn: null, widthIn: "abc", heightIn: "0" })).toEqual({
      weight: "5.00 lbs",
      dimensions: "12.0 x 12.0 x 12.0 in",
    });
  });
});

describe("specificationRows", () => {
  it("makes one row per non-empty line, splitting 'name: value'", () => {
    expect(specificationRows("Frequency range: 100 kHz – 6 GHz\n\n  Rugged case  \r\nConnector: SMA female")).toEqual([
      { name: "Frequency range", value: "100 kHz – 6 GHz" },
      { name: null, value: "Rugged case" },
      { name: "Connector", value: "SMA female" },
    ]);
  });

  it("keeps a line whose colon has nothing after it whole", () => {
    expect(specificationRows("Includes:")).toEqual([{ name: null, value: "Includes:" }]);
    expect(specificationRows(null)).toEqual([]);
  });
});
