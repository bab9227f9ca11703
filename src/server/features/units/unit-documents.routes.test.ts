import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "../../../shared/shop-time";
import { activityLog } from "../../db/schema/activity";
import { unitDocuments, units } from "../../db/schema/units";
import { createUser, loginAsCustomer, loginAsStaff } from "../../../../tests/support/factories";
import { PDF, uploadDocument } from "../../../../tests/support/uploads";
import { FACTORS_CSV, fileCertificate, fileUnitDocument, shipUnits, uploadUnitFile } from "../../../../tests/support/units";
import { useTestApp } from "../../../../tests/support/use-test-app";

// Extensions §7: staff file a unit's certificate (its calibration date sets the unit's), factors file
// (CSV, checked row by row and stored as points) or other document, from their own upload, once.

const t = useTestApp({ admin: true });

async function oneUnit(calibrationIntervalMonths: number | null = 12) {
  const customer = await createUser(t.deps.db);
  const { unitIds } = await shipUnits(t.app, t.deps.db, t.admin, { userId: customer.id, serials: ["GRF-1"], calibrationIntervalMonths });
  return unitIds[0]!;
}

const unitRow = async (id: number) => (await t.deps.db.select().from(units).where(eq(units.id, id)))[0]!;
const documentsOf = (id: number) => t.deps.db.select().from(unitDocuments).where(eq(unitDocuments.unitId, id));
const file = (unitId: number, payload: object, cookie = t.admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/units/${unitId}/documents`, headers: { cookie }, payload });

describe("a unit's certificate", () => {
  it("sets the unit's calibration date and its due date from the product's interval (201, recorded in the activity log)", async () => {
    const unitId = await oneUnit(24);
    const res = await fileCertificate(t.app, t.admin, unitId, "CAL-1", "2026-01-31");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: "certificate", name: "CAL-1", calibratedOn: "2026-01-31" });
    expect(await unitRow(unitId)).toMatchObject({ calibratedOn: "2026-01-31", calibrationDueOn: "2028-01-31" });

    const [logged] = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "unit"), eq(activityLog.entityId, String(unitId))));
    expect(logged).toMatchObject({ action: "unit.document_add", actorEmail: "owner@gravensteinrf.com" });
    expect(logged!.summary).toMatch(
      /^Filed certificate "CAL-1" for .* S\/N GRF-1: calibrated on 2026-01-31, next calibration due 2028-01-31$/,
    );
    expect(logged!.changes).toEqual({
      calibratedOn: { from: null, to: "2026-01-31" },
      calibrationDueOn: { from: null, to: "2028-01-31" },
    });
  });

  it("gives no due date when the product has no calibration interval", async () => {
    const unitId = await oneUnit(null);
    const res = await fileCertificate(t.app, t.admin, unitId, "CAL-2", "2026-02-01");
    expect(res.statusCode, res.body).toBe(201);
    expect(await unitRow(unitId)).toMatchObject({ calibratedOn: "2026-02-01", calibrationDueOn: null });
  });

  it("keeps the latest calibration when an older certificate is filed later, and leaves the dates alone without a calibration date", async () => {
    const unitId = await oneUnit(12);
    await fileCertificate(t.app, t.admin, unitId, "CAL-NEW", "2026-05-10");
    const older = await fileCertificate(t.app, t.admin, unitId, "CAL-OLD", "2025-05-10");
    expect(older.statusCode, older.body).toBe(201);
    const undated = await fileCertificate(t.app, t.admin, unitId, "CAL-COPY");
    expect(undated.statusCode, undated.body).toBe(201);
    expect(await unitRow(unitId)).toMatchObject({ calibratedOn: "2026-05-10", calibrationDueOn: "2027-05-10" });
    expect((await documentsOf(unitId)).map((d) => d.name).sort()).toEqual(["CAL-COPY", "CAL-NEW", "CAL-OLD"]);
  });

  it("refuses a calibration date in the future or on anything but a certificate (400), filing nothing", async () => {
    const unitId = await oneUnit();
    const cases: [object, RegExp][] = [
      [{ kind: "certificate", calibratedOn: addDays(shopToday(), 1) }, /^calibratedOn: a calibration date cannot be in the future$/],
      [{ kind: "other", calibratedOn: "2026-01-01" }, /^calibratedOn: only a certificate has a calibration date$/],
      [{ kind: "certificate", calibratedOn: "2026-02-30" }, /calibratedOn/],
    ];
    for (const [fields, message] of cases) {
      const fileUrl = await uploadUnitFile(t.app, t.admin, PDF);
      const res = await file(unitId, { name: "CAL-X", fileUrl, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await documentsOf(unitId)).toEqual([]);
    expect(await unitRow(unitId)).toMatchObject({ calibratedOn: null, calibrationDueOn: null });
  });

  it("must be a PDF; a factors file must be CSV text", async () => {
    const unitId = await oneUnit();
    const csvCertificate = await fileUnitDocument(t.app, t.admin, unitId, { kind: "certificate", name: "CAL-CSV", body: FACTORS_CSV });
    expect(csvCertificate.statusCode).toBe(400);
    expect(csvCertificate.json().message).toBe("fileUrl: a certificate must be a PDF file");
    const pdfFactors = await fileUnitDocument(t.app, t.admin, unitId, { kind: "factors", name: "F-PDF", body: PDF });
    expect(pdfFactors.statusCode).toBe(400);
    expect(pdfFactors.json().message).toBe("fileUrl: a factors file must be a CSV text file");
    // Anything else may be either.
    expect((await fileUnitDocument(t.app, t.admin, unitId, { kind: "other", name: "Manual", body: PDF })).statusCode).toBe(201);
    expect((await fileUnitDocument(t.app, t.admin, unitId, { kind: "other", name: "Raw data", body: FACTORS_CSV })).statusCode).toBe(201);
  });
});

describe("the file of a unit document", () => {
  it("is the filer's own finished upload of a unit document, filed once (400 otherwise, 409 the second time)", async () => {
    const unitId = await oneUnit();
    const otherUnitId = (await shipUnits(t.app, t.deps.db, t.admin, { userId: null, serials: ["GRF-2"] })).unitIds[0]!;
    const staff = await loginAsStaff(t.app, t.deps.db, { permissions: ["service"] });
    const customer = await loginAsCustomer(t.app, t.deps.db);
    const customersCertificate = await uploadDocument(t.app, customer.cookie, "certificates");
    const theirs = await uploadUnitFile(t.app, staff.cookie, PDF);
    const asked = await t.app.inject({ method: "POST", url: "/api/admin/units/upload", headers: { cookie: t.admin } });
    const unfinished = `/objects/unit-documents/${new URL(asked.json<{ uploadURL: string }>().uploadURL).pathname.split("/").pop()!}`;

    const refused: [string, RegExp][] = [
      [customersCertificate, /^fileUrl: no document you uploaded is stored at this path/],
      [customersCertificate.replace("/certificates/", "/unit-documents/"), /^fileUrl: no document you uploaded/],
      [theirs, /^fileUrl: no document you uploaded/],
      ["/objects/unit-documents/00000000-0000-4000-8000-000000000000", /^fileUrl: no document you uploaded/],
      ["https://elsewhere.example/file.pdf", /^fileUrl: no document you uploaded/],
      [unfinished, /^fileUrl: the upload of this document did not finish/],
    ];
    for (const [fileUrl, message] of refused) {
      const res = await file(unitId, { kind: "other", name: "Doc", fileUrl });
      expect(res.statusCode, fileUrl).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // The staff member's own is fine; once filed, it is not filed again, here or on another unit.
    expect((await file(unitId, { kind: "certificate", name: "CAL-S", fileUrl: theirs }, staff.cookie)).statusCode).toBe(201);
    for (const target of [unitId, otherUnitId]) {
      const again = await file(target, { kind: "certificate", name: "CAL-S2", fileUrl: theirs }, staff.cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/filed already/);
    }
    expect((await documentsOf(unitId)).map((d) => d.name)).toEqual(["CAL-S"]);
  });

  it("is filed once even when two filings of it arrive at the same time", async () => {
    const unitId = await oneUnit();
    const fileUrl = await uploadUnitFile(t.app, t.admin, PDF);
    const answers = await Promise.all(
      ["CAL-A", "CAL-B"].map((name) => file(unitId, { kind: "certificate", name, calibratedOn: "2026-01-05", fileUrl })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await documentsOf(unitId)).toHaveLength(1);
  });

  it("files on a unit that exists (404 otherwise) and only for staff with the service permission (403)", async () => {
    const unitId = await oneUnit();
    const fileUrl = await uploadUnitFile(t.app, t.admin, PDF);
    expect((await file(987654, { kind: "other", name: "Doc", fileUrl })).statusCode).toBe(404);
    const orders = await loginAsStaff(t.app, t.deps.db, { permissions: ["orders", "customers"] });
    const refused = await file(unitId, { kind: "other", name: "Doc", fileUrl }, orders.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^You do not have permission to /);
  });
});

describe("a factors file", () => {
  it("is parsed once when filed: its points are stored in hertz", async () => {
    const unitId = await oneUnit();
    const res = await fileUnitDocument(t.app, t.admin, unitId, { kind: "factors", name: "Factors GRF-1", body: FACTORS_CSV });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await documentsOf(unitId);
    expect(stored!.factors).toEqual([
      { frequencyHz: 1e6, factorDb: 20.5 },
      { frequencyHz: 1e7, factorDb: 12.25 },
      { frequencyHz: 1e8, factorDb: 6 },
    ]);
  });

  it.each([
    ["a good file in hertz", "frequency_hz,factor_db\n150000,30\n30000000,10\n", 201, null],
    ["a good file in megahertz", "frequency_mhz,factor_db\n0.15,30\n30,10\n1000,2\n", 201, null],
    [
      "too few rows",
      "frequency_hz,factor_db\n150000,30\n",
      400,
      /^fileUrl: factors file, the file has 1 row of factors after its header; at least 2 are needed$/,
    ],
    [
      "frequencies that do not increase",
      "frequency_mhz,factor_db\n1,3\n10,2\n10,1\n",
      400,
      /^fileUrl: factors file, line 4: the frequency must be higher than on line 3/,
    ],
    [
      "a value that is not a number",
      "frequency_hz,factor_db\n1e6,3\n2e6,n/a\n",
      400,
      /^fileUrl: factors file, line 3: the factor "n\/a" is not a number$/,
    ],
    [
      "a wrong header",
      "frequency_ghz,factor_db\n1,3\n2,2\n",
      400,
      /^fileUrl: factors file, line 1: the header must be frequency_hz,factor_db or frequency_mhz,factor_db$/,
    ],
  ])("%s: %i", async (_case, csv, status, message) => {
    const unitId = await oneUnit();
    const res = await fileUnitDocument(t.app, t.admin, unitId, { kind: "factors", name: "Factors", body: csv });
    expect(res.statusCode, res.body).toBe(status);
    if (message) {
      expect(res.json().message).toMatch(message);
      expect(await documentsOf(unitId)).toEqual([]);
    } else {
      expect((await documentsOf(unitId))[0]!.factors!.length).toBeGreaterThanOrEqual(2);
    }
  });
});
