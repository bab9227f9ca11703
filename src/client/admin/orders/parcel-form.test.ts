import { describe, expect, it } from "vitest";
import { parseOrderLines } from "../../../shared/contracts/order-line";
import { orderItems } from "../../lib/order-fixtures";
import { parcelDefaults, parcelForm, toShipmentInput } from "./parcel-form";

// A probe set (2 units, serialized) and a cable (1, no serials).
const lines = parseOrderLines(orderItems);
const serialized = (id: string) => id === "p1";

describe("the ship dialog's parcel", () => {
  it("starts with everything left to ship, a serial field per unit of a serialized product", () => {
    const values = parcelDefaults(lines, [{ lines: [{ index: 0, quantity: 1 }] }], serialized);
    expect(values.lines.map((l) => [l.index, l.remaining, l.quantity, l.serials.length])).toEqual([
      [0, 1, "1", 1],
      [1, 1, "1", 0],
    ]);
  });

  it("sends the chosen lines, with serials only when typed", () => {
    const values = parcelDefaults(lines, [], serialized);
    values.trackingNumber = "CRATE-1";
    values.lines[0]!.serials = [{ value: " A-1 " }, { value: "A-2" }];
    values.lines[1]!.include = false;
    expect(parcelForm.safeParse(values).success).toBe(true);
    expect(toShipmentInput(values).lines).toEqual([{ index: 0, quantity: 2, serials: ["A-1", "A-2"] }]);
    values.lines[0]!.serials = [{ value: "" }, { value: "" }];
    expect(toShipmentInput(values).lines).toEqual([{ index: 0, quantity: 2 }]);
  });

  it("asks for all serial numbers or none, no more than is left, and at least one line", () => {
    const values = parcelDefaults(lines, [], serialized);
    values.trackingNumber = "X";
    values.lines[0]!.serials = [{ value: "A-1" }, { value: "" }];
    expect(parcelForm.safeParse(values).error?.issues[0]?.message).toBe("Scan or type all 2 serial numbers, or none");
    values.lines[0]!.serials = [{ value: "A-1" }, { value: "a-1" }];
    expect(parcelForm.safeParse(values).error?.issues[0]?.message).toBe("A serial number is listed twice");
    values.lines[0]!.quantity = "3";
    expect(parcelForm.safeParse(values).error?.issues[0]?.message).toBe("Enter 1 to 2");
    values.lines.forEach((line) => (line.include = false));
    expect(parcelForm.safeParse(values).error?.issues[0]?.message).toBe("Choose at least one line to ship");
  });
});
