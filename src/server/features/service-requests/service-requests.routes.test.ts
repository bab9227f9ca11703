import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ServiceRequest, ServiceRequestDetail } from "../../../shared/contracts/service-requests";
import type { Unit } from "../../../shared/contracts/units";
import { addDays, shopToday } from "../../../shared/shop-time";
import { serviceRequestCounters, serviceRequests } from "../../db/schema/service";
import { createProduct } from "../../../../tests/support/factories";
import { createUnit, mailsTo, signedInCustomer } from "../../../../tests/support/owned-units";
import { pdfText } from "../../../../tests/support/pdf-text";
import { rmaQrModules } from "../../../../tests/support/rma-qr";
import { askForService, customerWithUnits, requestService, shippedDaysAgo, stepRequest } from "../../../../tests/support/service-requests";
import { useTestApp } from "../../../../tests/support/use-test-app";

// A window other than the default: the setting is what decides.
const t = useTestApp({ admin: true, env: { RETURN_WINDOW_DAYS: "20", SWEEP_INTERVAL_S: "3600" } });
const db = () => t.deps.db;
const year = () => shopToday().slice(0, 4);

const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

describe("asking for service", () => {
  it("numbers a request RMA-YYYY-NNNNN, shows it to its customer with its history, and mails them", async () => {
    const { customer, unitIds, serials, product } = await customerWithUnits(t.app, db(), t.admin);
    const res = await askForService(t.app, customer.cookie, {
      unitId: unitIds[0],
      type: "calibration",
      description: "  Due for its yearly calibration. ",
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<ServiceRequest>();
    expect(made).toMatchObject({
      number: `RMA-${year()}-00001`,
      type: "calibration",
      status: "requested",
      description: "Due for its yearly calibration.",
      price: null,
      quote: null,
      refund: null,
      unit: { id: unitIds[0], serial: serials[0], productId: product.id },
    });

    const list = await get("/api/user/service-requests", customer.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json<ServiceRequest[]>().map((r) => r.number)).toEqual([made.number]);
    const detail = await get(`/api/user/service-requests/${made.id}`, customer.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<ServiceRequestDetail>().events).toEqual([{ at: expect.any(String), from: null, to: "requested", note: null }]);

    // The unit lists it too.
    const unit = await get(`/api/user/units/${unitIds[0]}`, customer.cookie);
    expect(unit.json<Unit>().serviceRequests.map((r) => r.number)).toEqual([made.number]);
    // Shipped today on the customer's own order: returnable for RETURN_WINDOW_DAYS.
    expect(unit.json<Unit>().returnableUntil).toBe(addDays(shopToday(), 20));
    const units = await get("/api/user/units", customer.cookie);
    expect(units.json<Unit[]>()[0]!.serviceRequests).toHaveLength(1);

    const mails = (await mailsTo(db(), customer.email)).filter((m) => m.subject.startsWith("RMA-"));
    expect(mails.map((m) => m.subject)).toEqual([`${made.number}: received your request - Gravenstein RF Instruments`]);
    expect(mails[0]!.text).toContain(`calibration of your ${product.name} (serial number ${serials[0]})`);
  });

  it("answers 404 for another customer's unit and request, an unknown one and a malformed id; 400 for a bad body", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), t.admin);
    const other = await signedInCustomer(t.app, db());
    const theirs = await askForService(t.app, other.cookie, { unitId: unitIds[0], type: "repair", description: "Not mine." });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: "Unit not found" });
    expect((await askForService(t.app, customer.cookie, { unitId: 987654, type: "repair", description: "x" })).statusCode).toBe(404);

    const mine = await requestService(t.app, customer.cookie, unitIds[0]!, "repair");
    for (const url of [`/api/user/service-requests/${mine.id}`, `/api/user/service-requests/${mine.id}/rma.pdf`]) {
      const res = await get(url, other.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: "Service request not found" });
    }
    expect((await get("/api/user/service-requests/abc", customer.cookie)).statusCode).toBe(404);
    expect((await get("/api/user/service-requests/999999", customer.cookie)).statusCode).toBe(404);
    expect((await get("/api/user/service-requests", other.cookie)).json()).toEqual([]);

    const bad = await askForService(t.app, customer.cookie, { unitId: unitIds[0], type: "upgrade", description: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain("type must be repair, calibration or return");
    expect(bad.json<{ message: string }>().message).toContain("description is required");
  });

  it("keeps one open request per unit and type, and takes a new one once the last is rejected", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), t.admin);
    const first = await requestService(t.app, customer.cookie, unitIds[0]!, "calibration");
    const again = await askForService(t.app, customer.cookie, { unitId: unitIds[0], type: "calibration", description: "Again." });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `This instrument already has an open calibration request: ${first.number} (requested).` });
    // Another kind of work on the same unit is its own request.
    await requestService(t.app, customer.cookie, unitIds[0]!, "repair");

    expect((await stepRequest(t.app, t.admin, first.id, { status: "rejected", note: "Calibrated last month." })).statusCode).toBe(200);
    const next = await requestService(t.app, customer.cookie, unitIds[0]!, "calibration");
    expect(next.number).toBe(`RMA-${year()}-00003`);
  });

  it("gives two requests for one unit and type sent at once one number: the other is a 409", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), t.admin);
    const answers = await Promise.all(
      [1, 2].map(() => askForService(t.app, customer.cookie, { unitId: unitIds[0], type: "repair", description: "Intermittent output." })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await db().select().from(serviceRequests)).toHaveLength(1);
    // The refused one gave its number back: the counter says one.
    expect(await db().select().from(serviceRequestCounters)).toEqual([{ year: Number(year()), last: 1 }]);
  });

  it("numbers requests made at once without gaps or repeats", async () => {
    const owners = [];
    for (let i = 0; i < 3; i++) owners.push(await customerWithUnits(t.app, db(), t.admin, { quantity: 2 }));
    const asks = owners.flatMap((o) =>
      o.unitIds.map((unitId) => askForService(t.app, o.customer.cookie, { unitId, type: "calibration", description: "Yearly." })),
    );
    const answers = await Promise.all(asks);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const numbers = answers.map((a) => a.json<ServiceRequest>().number).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => `RMA-${year()}-0000${n}`));
  });
});

describe("a return", () => {
  it("is accepted within RETURN_WINDOW_DAYS of the unit's shipment and refused after, saying so", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), t.admin, { quantity: 2 });
    await shippedDaysAgo(db(), [unitIds[0]!], 19);
    await shippedDaysAgo(db(), [unitIds[1]!], 21);
    await requestService(t.app, customer.cookie, unitIds[0]!, "return");
    const late = await askForService(t.app, customer.cookie, { unitId: unitIds[1], type: "return", description: "Not needed." });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(
      /^A return is accepted within 20 days of shipment: S\/N RMA-T\d+-2 shipped on \d{4}-\d\d-\d\d, 21 days ago\./,
    );
    // A repair of that unit is still welcome.
    await requestService(t.app, customer.cookie, unitIds[1]!, "repair");
  });

  it("is refused for a unit registered from a distributor, with a clear message", async () => {
    const customer = await signedInCustomer(t.app, db());
    const product = await createProduct(db(), { name: "102A H-Field Probe", serialized: true });
    const unit = await createUnit(db(), product, { ownerId: customer.id, shippedAt: new Date() });
    const mine = await t.app.inject({ method: "GET", url: `/api/user/units/${unit.id}`, headers: { cookie: customer.cookie } });
    expect(mine.json<Unit>().returnableUntil).toBeNull();
    const res = await askForService(t.app, customer.cookie, { unitId: unit.id, type: "return", description: "Changed my mind." });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain("bought from a distributor");
    await requestService(t.app, customer.cookie, unit.id, "calibration");
  });
});

describe("the RMA form", () => {
  it("is 409 until the request is approved, then a PDF with the number, its QR code, the unit, the customer and where to send it", async () => {
    const { customer, unitIds, serials, product } = await customerWithUnits(t.app, db(), t.admin);
    const request = await requestService(
      t.app,
      customer.cookie,
      unitIds[0]!,
      "calibration",
      "Yearly calibration, please include the factors.",
    );
    const early = await get(`/api/user/service-requests/${request.id}/rma.pdf`, customer.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: `${request.number} is not approved yet: its RMA form comes with the approval.` });

    expect((await stepRequest(t.app, t.admin, request.id, { status: "approved" })).statusCode).toBe(200);
    const pdf = await get(`/api/user/service-requests/${request.id}/rma.pdf`, customer.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`inline; filename="${request.number}.pdf"`);
    expect(pdf.headers["cache-control"]).toBe("no-store");
    const text = await pdfText(pdf.rawPayload);
    for (const words of [
      request.number,
      "RETURN MATERIAL AUTHORIZATION",
      "No charge",
      `Attn: Service department, ${request.number}`,
      "Sebastopol, CA 95472",
      product.name,
      `Serial number ${serials[0]}`,
      "Grace Hopper",
      customer.email,
      "Yearly calibration, please include the factors.",
      "What to put in the box",
    ])
      expect(text, words).toContain(words);
    // The QR code drawn on the page is the number's.
    expect(await rmaQrModules(pdf.rawPayload)).toEqual(await qrOf(request.number));
  });

  it("is never given for a rejected request", async () => {
    const { customer, unitIds } = await customerWithUnits(t.app, db(), t.admin);
    const request = await requestService(t.app, customer.cookie, unitIds[0]!, "repair");
    await stepRequest(t.app, t.admin, request.id, { status: "rejected", note: "Beyond economical repair." });
    const res = await get(`/api/user/service-requests/${request.id}/rma.pdf`, customer.cookie);
    expect(res.statusCode).toBe(409);
    expect(await db().select({ status: serviceRequests.status }).from(serviceRequests).where(eq(serviceRequests.id, request.id))).toEqual([
      { status: "rejected" },
    ]);
  });
});

/** The modules of the number's QR code, as qrcode makes them (row by row, true = dark). */
async function qrOf(text: string): Promise<boolean[][]> {
  const { default: QRCode } = await import("qrcode");
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))));
}
