import { describe, expect, it } from "vitest";
import {
  nextServiceStatuses,
  serviceRequestStatuses,
  serviceRequestTypes,
  type ServiceRequestStatus,
} from "../../../shared/contracts/service-requests";
import { DISTRIBUTOR_RETURN, returnBlocker, transitionBlocker, underWarranty } from "./service-rules";

const request = (type: "repair" | "calibration" | "return", status: ServiceRequestStatus) => ({ number: "RMA-2026-00007", type, status });

describe("a service request's steps", () => {
  it("takes a repair or a calibration requested -> approved | rejected, then approved -> received -> in service -> shipped back -> closed", () => {
    for (const type of ["repair", "calibration"] as const) {
      expect(nextServiceStatuses(type, "requested")).toEqual(["approved", "rejected"]);
      expect(nextServiceStatuses(type, "approved")).toEqual(["received"]);
      expect(nextServiceStatuses(type, "received")).toEqual(["in_service"]);
      expect(nextServiceStatuses(type, "in_service")).toEqual(["shipped_back"]);
      expect(nextServiceStatuses(type, "shipped_back")).toEqual(["closed"]);
      expect(nextServiceStatuses(type, "rejected")).toEqual([]);
      expect(nextServiceStatuses(type, "closed")).toEqual([]);
    }
  });

  it("closes a received return: a returned unit is never serviced or shipped back", () => {
    expect(nextServiceStatuses("return", "received")).toEqual(["closed"]);
    expect(transitionBlocker(request("return", "received"), "in_service")).toBe(
      "RMA-2026-00007 is received: it can go to closed next, not in service. A returned unit is not serviced or shipped back.",
    );
  });

  it("refuses every step the machine does not name, with a message that says what may come next", () => {
    let refused = 0;
    for (const type of serviceRequestTypes) {
      for (const from of serviceRequestStatuses) {
        for (const to of serviceRequestStatuses) {
          const allowed = nextServiceStatuses(type, from).includes(to);
          const blocker = transitionBlocker(request(type, from), to);
          expect(blocker === null, `${type}: ${from} -> ${to}`).toBe(allowed);
          if (!allowed) refused += 1;
        }
      }
    }
    // 3 types x 49 pairs, 6 steps each allowed.
    expect(refused).toBe(3 * 49 - 18);
    expect(transitionBlocker(request("repair", "requested"), "received")).toBe(
      "RMA-2026-00007 is requested: it can go to approved or rejected next, not received.",
    );
    expect(transitionBlocker(request("repair", "approved"), "approved")).toBe("RMA-2026-00007 is approved already.");
    expect(transitionBlocker(request("calibration", "closed"), "approved")).toBe("RMA-2026-00007 is closed: it takes no more steps.");
  });
});

describe("the warranty", () => {
  it("runs through its last day", () => {
    expect(underWarranty({ warrantyEndsOn: "2026-06-30" }, "2026-06-30")).toBe(true);
    expect(underWarranty({ warrantyEndsOn: "2026-06-30" }, "2026-07-01")).toBe(false);
    expect(underWarranty({ warrantyEndsOn: null }, "2026-01-01")).toBe(false);
  });
});

describe("a return", () => {
  const order = { userId: 7, status: "completed", paymentMethod: "card" };
  // Shipped on 2026-03-01 at 10:00 in California.
  const unit = { serial: "GRF-9", shippedAt: new Date("2026-03-01T18:00:00Z"), orderId: "6d9c1c1e-8d7b-4b4f-9c55-2f3c8d1e0a11" };

  it("is accepted within the window, counted in the shop's days", () => {
    expect(returnBlocker(unit, order, 7, 30, "2026-03-31")).toBeNull();
    expect(returnBlocker(unit, order, 7, 30, "2026-04-01")).toBe(
      "A return is accepted within 30 days of shipment: S/N GRF-9 shipped on 2026-03-01, 31 days ago. We can still repair or calibrate it.",
    );
  });

  it("is refused for a unit registered from a distributor, or one handed over from another buyer's order", () => {
    expect(returnBlocker({ ...unit, orderId: null }, null, 7, 30, "2026-03-02")).toBe(DISTRIBUTOR_RETURN);
    expect(returnBlocker(unit, { ...order, userId: 8 }, 7, 30, "2026-03-02")).toBe(DISTRIBUTOR_RETURN);
  });

  it("is refused for a cancelled order and an invoiced one, each saying why", () => {
    expect(returnBlocker(unit, { ...order, status: "cancelled" }, 7, 30, "2026-03-02")).toContain("was cancelled");
    expect(returnBlocker(unit, { ...order, paymentMethod: "invoice" }, 7, 30, "2026-03-02")).toContain("on invoice (Net 30)");
  });
});
