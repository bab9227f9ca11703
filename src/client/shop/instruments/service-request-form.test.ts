import { describe, expect, it } from "vitest";
import type { UnitServiceRequest } from "../../../shared/contracts/service-requests";
import { offeredTypes, openRequestOf, returnOffered, serviceRequestDefaults, serviceRequestForm } from "./service-request-form";

const TODAY = "2026-05-20";

describe("the service request form", () => {
  it("offers a return only until the unit's last returnable day", () => {
    expect(returnOffered({ returnableUntil: "2026-05-20" }, TODAY)).toBe(true);
    expect(returnOffered({ returnableUntil: "2026-05-19" }, TODAY)).toBe(false);
    expect(returnOffered({ returnableUntil: null }, TODAY)).toBe(false);
    expect(offeredTypes({ returnableUntil: null }, TODAY)).toEqual(["calibration", "repair"]);
    expect(offeredTypes({ returnableUntil: "2026-06-01" }, TODAY)).toEqual(["calibration", "repair", "return"]);
  });

  it("starts with the type the link asked for when it is offered, else calibration", () => {
    const unit = { returnableUntil: null, serviceRequests: [] };
    expect(serviceRequestDefaults(unit, TODAY, "repair").type).toBe("repair");
    expect(serviceRequestDefaults(unit, TODAY, "return").type).toBe("calibration");
    expect(serviceRequestDefaults({ ...unit, returnableUntil: "2026-06-01" }, TODAY, "return").type).toBe("return");
    expect(serviceRequestDefaults(unit, TODAY, null)).toEqual({ type: "calibration", description: "" });
  });

  it("does not start on a type the unit has an open request of", () => {
    const open = { type: "calibration", status: "approved" } as UnitServiceRequest;
    const unit = { returnableUntil: null, serviceRequests: [open] };
    expect(openRequestOf(unit, "calibration")).toBe(open);
    expect(serviceRequestDefaults(unit, TODAY, "calibration").type).toBe("repair");
    const closed = { ...open, status: "closed" } as UnitServiceRequest;
    expect(serviceRequestDefaults({ ...unit, serviceRequests: [closed] }, TODAY, "calibration").type).toBe("calibration");
  });

  it("asks for a few words of description", () => {
    const short = serviceRequestForm.safeParse({ type: "repair", description: " broken " });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toContain("at least 10 characters");
    expect(serviceRequestForm.parse({ type: "repair", description: "  No signal above 1 GHz. " })).toEqual({
      type: "repair",
      description: "No signal above 1 GHz.",
    });
  });
});
