import { describe, expect, it } from "vitest";
import { stepForm, takesPrice, toStepInput } from "./step-form";

describe("a service request's step form", () => {
  it("takes a price only when approving a calibration or a repair out of warranty", () => {
    expect(takesPrice({ type: "calibration", underWarranty: true }, "approved")).toBe(true);
    expect(takesPrice({ type: "repair", underWarranty: false }, "approved")).toBe(true);
    expect(takesPrice({ type: "repair", underWarranty: true }, "approved")).toBe(false);
    expect(takesPrice({ type: "return", underWarranty: false }, "approved")).toBe(false);
    expect(takesPrice({ type: "calibration", underWarranty: false }, "received")).toBe(false);
  });

  it("asks for a reason to reject, and a price in dollars and cents when one is given", () => {
    expect(stepForm("rejected").safeParse({ note: " ", price: "" }).error?.issues[0]?.message).toContain("Tell the customer why");
    expect(stepForm("approved").safeParse({ note: "", price: "" }).success).toBe(true);
    expect(stepForm("approved").safeParse({ note: "", price: "12.345" }).success).toBe(false);
    expect(stepForm("approved").safeParse({ note: "", price: "0" }).success).toBe(false);
    expect(stepForm("approved").safeParse({ note: "", price: "450" }).success).toBe(true);
  });

  it("sends the note and the price only when there are some", () => {
    expect(toStepInput("approved", { note: " ", price: "450" }, true)).toEqual({ status: "approved", price: "450" });
    expect(toStepInput("approved", { note: "Bring the cable", price: "450" }, false)).toEqual({
      status: "approved",
      note: "Bring the cable",
    });
    expect(toStepInput("received", { note: "", price: "" }, false)).toEqual({ status: "received" });
  });
});
