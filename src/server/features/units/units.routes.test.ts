import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unit as unitSchema, unitFactors } from "../../../shared/contracts/units";
import { units } from "../../db/schema/units";
import { createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { PDF } from "../../../../tests/support/uploads";
import { FACTORS_CSV, fileCertificate, fileUnitDocument, shipUnits } from "../../../../tests/support/units";
import { useTestApp } from "../../../../tests/support/use-test-app";

// Extensions §7 and §11: My Instruments. A customer sees the units they own (shipped on their orders
// or registered to them), their documents and factor curves; anyone else's unit is a 404.

const t = useTestApp({ admin: true });

const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

/** Ada owns GRF-1 (shipped on her order) with a certificate and a factors file; Bob owns GRF-2. */
async function twoOwners() {
  const ada = await loginAsCustomer(t.app, t.deps.db, "ada");
  const bob = await loginAsCustomer(t.app, t.deps.db, "bob");
  const adas = await shipUnits(t.app, t.deps.db, t.admin, { userId: ada.userId, serials: ["GRF-1"] });
  const bobs = await shipUnits(t.app, t.deps.db, t.admin, { userId: bob.userId, serials: ["GRF-2"], product: adas.product });
  const adaUnit = adas.unitIds[0]!;
  const bobUnit = bobs.unitIds[0]!;
  const certificate = await fileCertificate(t.app, t.admin, adaUnit, "CAL-2026-7", "2026-02-01");
  const factors = await fileUnitDocument(t.app, t.admin, adaUnit, { kind: "factors", name: "Factors GRF-1", body: FACTORS_CSV });
  const bobsCertificate = await fileCertificate(t.app, t.admin, bobUnit, "CAL-B");
  return {
    ada,
    bob,
    adaUnit,
    bobUnit,
    orderId: adas.orderId,
    certificateId: certificate.json<{ id: number }>().id,
    factorsId: factors.json<{ id: number }>().id,
    bobsCertificateId: bobsCertificate.json<{ id: number }>().id,
  };
}

describe("My Instruments", () => {
  it("lists the units the customer owns, shipped on their orders or registered to them, with their documents", async () => {
    const f = await twoOwners();
    // A unit bought from a distributor and registered to Ada: hers, with no order.
    const product = await createProduct(t.deps.db, { name: "Amplifier", serialized: true });
    const [registered] = await t.deps.db
      .insert(units)
      .values({ serial: "AMP-9", productId: product.id, productName: product.name, ownerId: f.ada.userId, warrantyEndsOn: "2027-01-01" })
      .returning();

    const res = await get("/api/user/units", f.ada.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const mine = unitSchema.array().parse(res.json());
    expect(mine.map((unit) => [unit.serial, unit.orderId])).toEqual([
      ["GRF-1", f.orderId],
      ["AMP-9", null],
    ]);
    expect(mine[0]).toMatchObject({ calibratedOn: "2026-02-01", calibrationDueOn: "2027-02-01" });
    expect(mine[0]!.documents.map((document) => [document.kind, document.name])).toEqual([
      ["factors", "Factors GRF-1"],
      ["certificate", "CAL-2026-7"],
    ]);
    // Customers never get the stored path, which only staff may read.
    expect(JSON.stringify(mine)).not.toContain("/objects/");
    expect(mine[1]!.id).toBe(registered!.id);

    const bobs = unitSchema.array().parse((await get("/api/user/units", f.bob.cookie)).json());
    expect(bobs.map((unit) => unit.serial)).toEqual(["GRF-2"]);
  });

  it("shows one own unit, and answers 404 for another customer's, an unknown or a malformed id", async () => {
    const f = await twoOwners();
    const own = await get(`/api/user/units/${f.adaUnit}`, f.ada.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(unitSchema.parse(own.json())).toMatchObject({ id: f.adaUnit, serial: "GRF-1" });
    for (const id of [String(f.bobUnit), "999999", "x1", "-1"]) {
      const res = await get(`/api/user/units/${id}`, f.ada.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: "Unit not found" });
    }
  });

  it("serves the owner a certificate inline and a factors file as a download, private and never stored", async () => {
    const f = await twoOwners();
    const pdf = await get(`/api/user/units/${f.adaUnit}/documents/${f.certificateId}`, f.ada.cookie);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    expect(pdf.headers["content-disposition"]).toBe('inline; filename="GRF-1-certificate-CAL-2026-7.pdf"');
    expect(pdf.headers["x-content-type-options"]).toBe("nosniff");
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const csv = await get(`/api/user/units/${f.adaUnit}/documents/${f.factorsId}`, f.ada.cookie);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["cache-control"]).toBe("private, no-store");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="GRF-1-factors-Factors-GRF-1.csv"');
    expect(csv.body).toBe(FACTORS_CSV);
  });

  it("answers 404 for another customer's document, through their unit or through one's own", async () => {
    const f = await twoOwners();
    for (const url of [
      `/api/user/units/${f.bobUnit}/documents/${f.bobsCertificateId}`,
      `/api/user/units/${f.adaUnit}/documents/${f.bobsCertificateId}`,
      `/api/user/units/${f.bobUnit}/documents/${f.certificateId}`,
      `/api/user/units/${f.adaUnit}/documents/999999`,
      `/api/user/units/${f.adaUnit}/documents/abc`,
    ]) {
      const res = await get(url, f.ada.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
  });

  it("gives the factor curve of the latest factors file in hertz and dB, 404 when there is none or the unit is not one's own", async () => {
    const f = await twoOwners();
    const first = await get(`/api/user/units/${f.adaUnit}/factors.json`, f.ada.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    expect(unitFactors.parse(first.json())).toEqual({
      unit: "dB",
      points: [
        { frequencyHz: 1e6, factorDb: 20.5 },
        { frequencyHz: 1e7, factorDb: 12.25 },
        { frequencyHz: 1e8, factorDb: 6 },
      ],
    });
    const newer = await fileUnitDocument(t.app, t.admin, f.adaUnit, {
      kind: "factors",
      name: "Factors GRF-1 (2026)",
      body: "frequency_hz,factor_db\n30000000,8\n1000000000,1.5\n",
    });
    expect(newer.statusCode, newer.body).toBe(201);
    expect((await get(`/api/user/units/${f.adaUnit}/factors.json`, f.ada.cookie)).json()).toEqual({
      unit: "dB",
      points: [
        { frequencyHz: 3e7, factorDb: 8 },
        { frequencyHz: 1e9, factorDb: 1.5 },
      ],
    });

    const none = await get(`/api/user/units/${f.bobUnit}/factors.json`, f.bob.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: "This unit has no factors file" });
    expect((await get(`/api/user/units/${f.adaUnit}/factors.json`, f.bob.cookie)).statusCode).toBe(404);
  });

  it("follows the unit to its new owner: the old one no longer sees it", async () => {
    const f = await twoOwners();
    await t.deps.db.update(units).set({ ownerId: f.bob.userId }).where(eq(units.id, f.adaUnit));
    expect((await get(`/api/user/units/${f.adaUnit}`, f.ada.cookie)).statusCode).toBe(404);
    expect((await get(`/api/user/units/${f.adaUnit}/documents/${f.certificateId}`, f.bob.cookie)).statusCode).toBe(200);
  });

  it("is for customers: staff and the owner are refused (403), visitors must sign in (401)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/user/units" })).statusCode).toBe(401);
    expect((await get("/api/user/units", t.admin)).statusCode).toBe(403);
  });
});
