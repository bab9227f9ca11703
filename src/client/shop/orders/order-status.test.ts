import { describe, expect, it } from "vitest";
import { statusLabel, statusVariant } from "./order-status";

describe("order status", () => {
  it("styles completed, pending and cancelled as the spec says, anything else as secondary", () => {
    expect(statusVariant("completed")).toBe("default");
    expect(statusVariant("pending")).toBe("secondary");
    expect(statusVariant("cancelled")).toBe("destructive");
    expect(statusVariant("processing")).toBe("secondary");
  });

  it("capitalises the first letter of the label", () => {
    expect(statusLabel("pending")).toBe("Pending");
    expect(statusLabel("processing")).toBe("Processing");
    expect(statusLabel("on_hold")).toBe("On hold");
    expect(statusLabel("")).toBe("");
  });
});
