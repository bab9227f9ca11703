import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { order as orderSchema } from "../../../shared/contracts/orders";
import { orders } from "../../db/schema/orders";
import { units } from "../../db/schema/units";
import { buildOrderLine, createCategory, createOrder, createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { waitForMail } from "../../../../tests/support/mail";
import { pdfText } from "../../../../tests/support/pdf-text";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { addMonths, shopToday } from "../../../shared/shop-time";

// Extensions §7: partial shipments with lines and serial numbers; a unit for every serial shipped.

const t = useTestApp({ admin: true });

const ship = (id: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${id}/shipments`, headers: { cookie: t.admin }, payload });
const adminOrder = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/admin/orders/${id}`, headers: { cookie: t.admin } })).json();

/** A customer's order of 2 serialized probes and 1 cable (no serials), paid. */
async function probeOrder() {
  await createCategory(t.deps.db, { name: "Near-Field Probes" });
  const probe = await createProduct(t.deps.db, {
    name: "102A H-Field Probe",
    serialized: true,
    warrantyMonths: 12,
    calibrationIntervalMonths: 12,
  });
  const cable = await createProduct(t.deps.db, { name: "CB-1 SMA Cable" });
  const customer = await loginAsCustomer(t.app, t.deps.db);
  const items = JSON.stringify([buildOrderLine(probe, 2), buildOrderLine(cable, 1)]);
  const order = await createOrder(t.deps.db, { items, userId: customer.userId, status: "pending" });
  return { probe, cable, customer, order };
}

describe("parcels with lines and serial numbers", () => {
  it("ships one probe with its serial: processing and partially shipped; the rest completes the order", async () => {
    const { probe, customer, order } = await probeOrder();
    const first = await ship(order.id, {
      carrier: "Other",
      trackingNumber: "CRATE-1",
      lines: [{ index: 0, quantity: 1, serials: [" GRF-102-0001 "] }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().lines).toEqual([{ index: 0, productName: "102A H-Field Probe", quantity: 1, serials: ["GRF-102-0001"] }]);
    const partial = await adminOrder(order.id);
    expect(partial).toMatchObject({ status: "processing", fulfillment: "partially_shipped" });

    const [unit] = await t.deps.db.select().from(units).where(eq(units.orderId, order.id));
    expect(unit).toMatchObject({ serial: "GRF-102-0001", productId: probe.id, lineIndex: 0, ownerId: customer.userId });
    // The warranty (12 months) runs from the ship date in the shop's calendar.
    expect(unit!.warrantyEndsOn).toBe(addMonths(shopToday(unit!.shippedAt!), 12));

    // Left out, the lines are everything not yet shipped; serials are optional.
    const rest = await ship(order.id, { carrier: "Other", trackingNumber: "CRATE-2" });
    expect(rest.json().lines).toEqual([
      { index: 0, productName: "102A H-Field Probe", quantity: 1, serials: [] },
      { index: 1, productName: "CB-1 SMA Cable", quantity: 1, serials: [] },
    ]);
    expect(await adminOrder(order.id)).toMatchObject({ status: "completed", fulfillment: "shipped" });

    // The customer's order page sees both parcels with what went in each.
    const own = await t.app.inject({ method: "GET", url: `/api/user/orders/${order.id}`, headers: { cookie: customer.cookie } });
    const body = orderSchema.parse(own.json());
    expect(body.fulfillment).toBe("shipped");
    expect(body.shipments.map((s) => s.lines.map((l) => `${l.quantity} ${l.productName} ${l.serials.join(" ")}`.trim()))).toEqual([
      ["1 102A H-Field Probe GRF-102-0001"],
      ["1 102A H-Field Probe", "1 CB-1 SMA Cable"],
    ]);

    // The packing slip lists each parcel with what went in it.
    const slip = await t.app.inject({ method: "GET", url: `/api/admin/orders/${order.id}/packing-slip.pdf`, headers: { cookie: t.admin } });
    const text = await pdfText(slip.rawPayload);
    expect(text).toMatch(/CRATE-1[\s\S]*1 x 102A H-Field Probe, S\/N GRF-102-0001/);
    expect(text).toMatch(/CRATE-2[\s\S]*1 x CB-1 SMA Cable/);
  });

  it("mails the customer what is in the parcel, with serial numbers", async () => {
    const { order } = await probeOrder();
    await ship(order.id, {
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
      lines: [{ index: 0, quantity: 2, serials: ["A-1", "A-2"] }],
    });
    const mail = await waitForMail(t.dataDir, order.customerEmail, /has shipped/);
    expect(mail.body).toContain("2 x 102A H-Field Probe (serial numbers A-1, A-2)");
    expect(mail.body).toContain("still to follow: 1 x CB-1 SMA Cable");
  });

  it("never ships more than a line has left (409) and refuses malformed parcels (400), recording nothing", async () => {
    const { order } = await probeOrder();
    const cases: [object, number, RegExp][] = [
      [{ lines: [{ index: 0, quantity: 3 }] }, 409, /has only 2 left to ship, not 3/],
      [{ lines: [{ index: 5, quantity: 1 }] }, 400, /^lines\[0\]\.index: the order has no line 5/],
      [
        {
          lines: [
            { index: 0, quantity: 1 },
            { index: 0, quantity: 1 },
          ],
        },
        400,
        /listed twice/,
      ],
      [{ lines: [{ index: 0, quantity: 2, serials: ["A-1"] }] }, 400, /2 units need 2 serial numbers/],
      [{ lines: [{ index: 0, quantity: 2, serials: ["A-1", "a-1"] }] }, 400, /A-1 is listed twice|a-1 is listed twice/],
      [{ lines: [{ index: 0, quantity: 1, serials: ["bad serial!"] }] }, 400, /letters, digits/],
      [{ lines: [{ index: 1, quantity: 1, serials: ["C-1"] }] }, 400, /CB-1 SMA Cable has no serial numbers/],
      [{ lines: [] }, 400, /choose at least one line/],
    ];
    for (const [parcel, status, message] of cases) {
      const res = await ship(order.id, { carrier: "Other", trackingNumber: "X", ...parcel });
      expect(res.statusCode, JSON.stringify(parcel)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await adminOrder(order.id)).toMatchObject({ status: "pending", fulfillment: "unfulfilled", shipments: [] });
  });

  it("refuses a serial number the product already has (409, any case), while another product may use it", async () => {
    const { order } = await probeOrder();
    expect(
      (await ship(order.id, { carrier: "Other", trackingNumber: "X", lines: [{ index: 0, quantity: 1, serials: ["SN-7"] }] })).statusCode,
    ).toBe(201);
    const again = await ship(order.id, { carrier: "Other", trackingNumber: "Y", lines: [{ index: 0, quantity: 1, serials: ["sn-7"] }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Serial number sn-7 is already used for 102A H-Field Probe.");
    expect((await adminOrder(order.id)).shipments).toHaveLength(1);

    const amplifier = await createProduct(t.deps.db, { name: "150A Amplifier", serialized: true });
    const other = await createOrder(t.deps.db, { items: JSON.stringify([buildOrderLine(amplifier, 1)]) });
    expect(
      (await ship(other.id, { carrier: "Other", trackingNumber: "Z", lines: [{ index: 0, quantity: 1, serials: ["SN-7"] }] })).statusCode,
    ).toBe(201);
    expect((await t.deps.db.select().from(orders).where(eq(orders.id, other.id)))[0]!.status).toBe("completed");
  });

  it("gives a serial to one unit only when two parcels of two orders claim it at once", async () => {
    const { probe, order } = await probeOrder();
    const other = await createOrder(t.deps.db, { items: JSON.stringify([buildOrderLine(probe, 1)]) });
    const parcel = (id: string, tracking: string) =>
      ship(id, { carrier: "Other", trackingNumber: tracking, lines: [{ index: 0, quantity: 1, serials: ["RACE-1"] }] });
    const answers = await Promise.all([parcel(order.id, "A"), parcel(other.id, "B")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe("Serial number RACE-1 is already used for 102A H-Field Probe.");
    expect(await t.deps.db.select().from(units).where(eq(units.serial, "RACE-1"))).toHaveLength(1);
  });
});
