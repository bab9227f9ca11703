import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUnit, adminUnitDetail } from "../../../shared/contracts/units";
import { units } from "../../db/schema/units";
import { createUser, loginAsCustomer, loginAsStaff } from "../../../../tests/support/factories";
import { fileCertificate, shipUnits } from "../../../../tests/support/units";
import { useTestApp } from "../../../../tests/support/use-test-app";

// Extensions §7: Admin › Units finds units by serial prefix (any case), product or order, and shows one
// with its owner, documents and history.

const t = useTestApp({ admin: true });

const list = async (query = "") => {
  const res = await t.app.inject({ method: "GET", url: `/api/admin/units${query}`, headers: { cookie: t.admin } });
  expect(res.statusCode, res.body).toBe(200);
  return { units: adminUnit.array().parse(res.json()), total: res.headers["x-total-count"] };
};
const serials = (found: { units: { serial: string }[] }) => found.units.map((unit) => unit.serial);

describe("Admin › Units", () => {
  it("finds serial numbers by their beginning in any case, newest first, with the count of all that match", async () => {
    const customer = await createUser(t.deps.db);
    await shipUnits(t.app, t.deps.db, t.admin, { userId: customer.id, serials: ["GRF-102-0001", "GRF-102-0002"] });
    await shipUnits(t.app, t.deps.db, t.admin, { userId: customer.id, serials: ["grf-103-0001"] });
    await shipUnits(t.app, t.deps.db, t.admin, { userId: null, serials: ["AMP-7"] });

    expect(serials(await list())).toEqual(["AMP-7", "grf-103-0001", "GRF-102-0002", "GRF-102-0001"]);
    expect(serials(await list("?serial=grf-10"))).toEqual(["grf-103-0001", "GRF-102-0002", "GRF-102-0001"]);
    expect(serials(await list("?serial=GRF-103"))).toEqual(["grf-103-0001"]);
    expect(serials(await list("?serial=%20grf-102-0002%20"))).toEqual(["GRF-102-0002"]);
    // Only the beginning: a serial that merely contains the text is not found.
    expect(serials(await list("?serial=102"))).toEqual([]);
    expect((await list("?serial=GRF")).total).toBe("3");
  });

  it("takes _ and % in a search as the characters themselves, not as wildcards", async () => {
    await shipUnits(t.app, t.deps.db, t.admin, { userId: null, serials: ["A_B-1", "AXB-1"] });
    expect(serials(await list("?serial=a_b"))).toEqual(["A_B-1"]);
    // As a wildcard "a%" would match both; no serial has a "%".
    expect(serials(await list("?serial=a%25"))).toEqual([]);
  });

  it("filters by product and by order, and shows each unit's owner", async () => {
    const customer = await createUser(t.deps.db, { username: "lab-owner" });
    const first = await shipUnits(t.app, t.deps.db, t.admin, { userId: customer.id, serials: ["P-1", "P-2"] });
    const again = await shipUnits(t.app, t.deps.db, t.admin, { userId: null, serials: ["P-3"], product: first.product });
    await shipUnits(t.app, t.deps.db, t.admin, { userId: null, serials: ["Q-1"] });

    expect(serials(await list(`?productId=${first.product.id}`))).toEqual(["P-3", "P-2", "P-1"]);
    const ofOrder = await list(`?orderId=${first.orderId}`);
    expect(ofOrder.units.map((unit) => [unit.serial, unit.ownerName, unit.orderId])).toEqual([
      ["P-2", "lab-owner", first.orderId],
      ["P-1", "lab-owner", first.orderId],
    ]);
    expect(serials(await list(`?orderId=${again.orderId}&serial=p`))).toEqual(["P-3"]);
    // A guest order's unit is nobody's yet.
    expect((await list(`?orderId=${again.orderId}`)).units[0]).toMatchObject({ ownerId: null, ownerName: null });
  });

  it("refuses a malformed filter with 400", async () => {
    for (const query of ["?productId=not-a-uuid", "?orderId=42", `?serial=${"x".repeat(65)}`]) {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/units${query}`, headers: { cookie: t.admin } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("shows one unit with its owner, documents and history: shipped, then each document filed", async () => {
    const customer = await createUser(t.deps.db, { username: "ada", email: "ada@example.com" });
    const staff = await loginAsStaff(t.app, t.deps.db, { permissions: ["service", "orders"], email: "tech@gravensteinrf.com" });
    const { unitIds, orderId, product } = await shipUnits(t.app, t.deps.db, staff.cookie, { userId: customer.id, serials: ["GRF-9"] });
    const unitId = unitIds[0]!;
    const filed = await fileCertificate(t.app, staff.cookie, unitId, "CAL-2026-0042", "2026-03-02");
    expect(filed.statusCode, filed.body).toBe(201);

    const res = await t.app.inject({ method: "GET", url: `/api/admin/units/${unitId}`, headers: { cookie: t.admin } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const detail = adminUnitDetail.parse(res.json());
    expect(detail).toMatchObject({
      id: unitId,
      serial: "GRF-9",
      productId: product.id,
      orderId,
      ownerId: customer.id,
      ownerName: "ada",
      ownerEmail: "ada@example.com",
      calibratedOn: "2026-03-02",
      calibrationDueOn: "2027-03-02",
    });
    expect(detail.documents).toEqual([
      {
        id: expect.any(Number),
        kind: "certificate",
        name: "CAL-2026-0042",
        calibratedOn: "2026-03-02",
        fileUrl: expect.stringMatching(/^\/objects\/unit-documents\/[a-f0-9-]{36}$/),
        uploadedBy: "tech@gravensteinrf.com",
        uploadedAt: expect.any(String),
      },
    ]);
    expect(detail.history.map((event) => [event.type, event.message, event.actor])).toEqual([
      ["shipped", `Shipped with order #${orderId.slice(0, 8).toUpperCase()} by Other CRATE-GRF-9`, "tech@gravensteinrf.com"],
      ["document", 'Certificate "CAL-2026-0042" filed (calibrated on 2026-03-02)', "tech@gravensteinrf.com"],
    ]);
  });

  it("answers 404 for a unit that does not exist, and for an id that cannot be one", async () => {
    for (const id of ["999999", "abc", "1.5", "0"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/units/${id}`, headers: { cookie: t.admin } });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: "Unit not found" });
    }
  });

  it("gives staff with the service permission an upload URL for a unit document, recorded as theirs", async () => {
    const staff = await loginAsStaff(t.app, t.deps.db, { permissions: ["service"] });
    const res = await t.app.inject({ method: "POST", url: "/api/admin/units/upload", headers: { cookie: staff.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(new URL(res.json<{ uploadURL: string }>().uploadURL).pathname).toMatch(/^\/objects\/upload\/unit-documents\/[a-f0-9-]{36}$/);

    // Orders staff without service may not, nor may a customer.
    const orders = await loginAsStaff(t.app, t.deps.db, { permissions: ["orders"] });
    const customer = await loginAsCustomer(t.app, t.deps.db);
    for (const cookie of [orders.cookie, customer.cookie])
      expect((await t.app.inject({ method: "POST", url: "/api/admin/units/upload", headers: { cookie } })).statusCode).toBe(403);
  });

  it("keeps a unit whose product was deleted, with the name it shipped under", async () => {
    const { unitIds } = await shipUnits(t.app, t.deps.db, t.admin, { userId: null, serials: ["GONE-1"] });
    const [row] = await t.deps.db.select().from(units).where(eq(units.id, unitIds[0]!));
    const res = await t.app.inject({ method: "DELETE", url: `/api/products/${row!.productId}`, headers: { cookie: t.admin } });
    expect(res.statusCode, res.body).toBe(204);
    expect((await list("?serial=gone")).units.map((unit) => [unit.serial, unit.productName])).toEqual([["GONE-1", row!.productName]]);
  });
});
