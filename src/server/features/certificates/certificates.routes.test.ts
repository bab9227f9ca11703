import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { unitDocuments, units } from "../../db/schema/units";
import { createProduct } from "../../../../tests/support/factories";
import { createUnit, fileCertificate, signedInCustomer } from "../../../../tests/support/owned-units";
import { useTestApp } from "../../../../tests/support/use-test-app";

const LIMIT = 5;
const t = useTestApp({ env: { CERTIFICATE_VERIFY_MAX_PER_HOUR: String(LIMIT), SWEEP_INTERVAL_S: "3600" } });
const db = () => t.deps.db;

let ipCounter = 0;
/** Each test asks from its own address, so the per-IP limit is only met where a test means to. */
const freshIp = () => `198.51.100.${++ipCounter}`;

function verify(query: Record<string, string>, ip = freshIp()) {
  return t.app.inject({ method: "GET", url: `/api/certificates/verify?${new URLSearchParams(query).toString()}`, remoteAddress: ip });
}

/** A customer's calibrated probe with its certificate, as staff filed it. */
async function calibratedUnit() {
  const product = await createProduct(db(), { name: "102A H-Field Probe", serialized: true, calibrationIntervalMonths: 12 });
  const owner = await signedInCustomer(t.app, db(), "lab-manager@example.com");
  const unit = await createUnit(db(), product, {
    serial: "GRF-102A-0042",
    ownerId: owner.id,
    calibratedOn: "2026-02-10",
    calibrationDueOn: "2027-02-10",
  });
  await fileCertificate(db(), unit.id, "CAL-2026-0815", "2026-02-10");
  return { product, owner, unit };
}

describe("GET /api/certificates/verify", () => {
  it("confirms a certificate by serial and number in any case, with the instrument and its dates, uncached", async () => {
    await calibratedUnit();
    const res = await verify({ serial: "grf-102a-0042", certificate: " cal-2026-0815 " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      productName: "102A H-Field Probe",
      serial: "GRF-102A-0042",
      calibratedOn: "2026-02-10",
      calibrationDueOn: "2027-02-10",
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("never reveals the owner", async () => {
    const { owner } = await calibratedUnit();
    const res = await verify({ serial: "GRF-102A-0042", certificate: "CAL-2026-0815" });
    expect(Object.keys(res.json<object>()).sort()).toEqual(["calibratedOn", "calibrationDueOn", "productName", "serial", "valid"]);
    for (const secret of [owner.username, owner.email, "ownerId"]) expect(res.body).not.toContain(secret);
  });

  it("answers valid: false for a certificate number that unit does not have, and for another serial", async () => {
    const { product } = await calibratedUnit();
    const other = await createUnit(db(), product, { serial: "GRF-102A-0043" });
    await fileCertificate(db(), other.id, "CAL-2026-0999", "2026-03-01");
    expect((await verify({ serial: "GRF-102A-0042", certificate: "CAL-2026-0816" })).json()).toEqual({ valid: false });
    expect((await verify({ serial: "GRF-102A-0044", certificate: "CAL-2026-0815" })).json()).toEqual({ valid: false });
    // Both exist, but the certificate is the other unit's.
    expect((await verify({ serial: "GRF-102A-0042", certificate: "CAL-2026-0999" })).json()).toEqual({ valid: false });
  });

  it("counts only certificates: another document of the unit with that name is no certificate", async () => {
    const { unit } = await calibratedUnit();
    const factors = await fileCertificate(db(), unit.id, "FACTORS-0042", null);
    await db().update(unitDocuments).set({ kind: "factors" }).where(eq(unitDocuments.id, factors.id));
    expect((await verify({ serial: "GRF-102A-0042", certificate: "FACTORS-0042" })).json()).toEqual({ valid: false });
  });

  it("gives an earlier certificate its own dates, not those of the unit's latest calibration", async () => {
    const { unit } = await calibratedUnit();
    await fileCertificate(db(), unit.id, "CAL-2027-0101", "2027-02-01");
    await db().update(units).set({ calibratedOn: "2027-02-01", calibrationDueOn: "2028-02-01" }).where(eq(units.id, unit.id));
    expect((await verify({ serial: "GRF-102A-0042", certificate: "CAL-2026-0815" })).json()).toMatchObject({
      valid: true,
      calibratedOn: "2026-02-10",
      calibrationDueOn: "2027-02-10",
    });
    expect((await verify({ serial: "GRF-102A-0042", certificate: "CAL-2027-0101" })).json()).toMatchObject({
      calibratedOn: "2027-02-01",
      calibrationDueOn: "2028-02-01",
    });
  });

  it("answers 429 with Retry-After past the limit per IP, valid checks counted too, while another IP still checks", async () => {
    await calibratedUnit();
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) {
      const res = await verify({ serial: "GRF-102A-0042", certificate: i % 2 ? "CAL-2026-0815" : `GUESS-${i}` }, ip);
      expect(res.statusCode).toBe(200);
    }
    const refused = await verify({ serial: "GRF-102A-0042", certificate: "CAL-2026-0815" }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect((await verify({ serial: "GRF-102A-0042", certificate: "CAL-2026-0815" })).json()).toMatchObject({ valid: true });
  });

  it("refuses a check without a serial or a certificate number (400)", async () => {
    const queries: Record<string, string>[] = [{ serial: "GRF-1" }, { certificate: "CAL-1" }, { serial: " ", certificate: "CAL-1" }, {}];
    for (const query of queries) {
      const res = await verify(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});
