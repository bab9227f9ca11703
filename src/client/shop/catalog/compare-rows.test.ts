import { describe, expect, it } from "vitest";
import { compareRows } from "./compare-rows";

describe("the compare page's rows", () => {
  it("aligns highlighted specifications and specification lines by name, with null where a product has none", () => {
    const rows = compareRows([
      {
        highlightedSpecs: [{ name: "Frequency range", value: "100 kHz – 1 GHz" }],
        specifications: "Frequency range: 100 kHz – 1 GHz\nLoop diameter: 25 mm\nConnector: SMA female\nShielded against E-fields",
      },
      {
        highlightedSpecs: [{ name: "Gain", value: "30 dB typical" }],
        specifications: "Frequency Range: 100 kHz – 3 GHz\nVSWR: < 1.25:1 to 2 GHz\nconnector : BNC female",
      },
    ]);
    expect(rows).toEqual([
      { name: "Frequency range", values: ["100 kHz – 1 GHz", "100 kHz – 3 GHz"] },
      { name: "Loop diameter", values: ["25 mm", null] },
      { name: "Connector", values: ["SMA female", "BNC female"] },
      { name: "Gain", values: [null, "30 dB typical"] },
      { name: "VSWR", values: [null, "< 1.25:1 to 2 GHz"] },
    ]);
  });

  it("keeps a product's highlighted value when its specifications name the row again, and has no rows for none", () => {
    expect(
      compareRows([{ highlightedSpecs: [{ name: "Gain", value: "30 dB" }], specifications: "Gain: 30 dB typical, 28 dB minimum" }]),
    ).toEqual([{ name: "Gain", values: ["30 dB"] }]);
    expect(compareRows([])).toEqual([]);
  });
});
