import { beforeEach, describe, expect, it } from "vitest";
import { createTaxRate } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { taxRateForOrder } from "../../domain/tax/tax-rate-lookup";
import { deleteTaxRate, listTaxRates, upsertTaxRate } from "./tax.service";

const t = useTestApp();
beforeEach(async () => {
  await createTaxRate(t.deps.db, "CA", "7.25");
  await createTaxRate(t.deps.db, "NY", "4");
  await createTaxRate(t.deps.db, "AL", "4.00");
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/tax-rates/{state}", () => {
  it.each([
    ["CA", "CA", "7.25"],
    ["ca", "CA", "7.25"],
    ["California", "CA", "7.25"],
    ["CALIFORNIA", "CA", "7.25"],
    ["New%20York", "NY", "4.00"],
    ["new%20york", "NY", "4.00"],
  ])("finds %s", async (param, state, taxRate) => {
    const res = await get(`/api/tax-rates/${param}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), state, taxRate, updatedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(res.json<{ updatedAt: string }>().updatedAt))).toBe(false);
  });

  it.each([
    ["TX", "No tax rate for TX"],
    ["Oregon", "No tax rate for Oregon"],
    ["ZZ", "No tax rate for ZZ"],
    ["DC", "No tax rate for DC"],
    ["Ontario", "No tax rate for Ontario"],
    ["%27%3B%20drop%20table", "No tax rate for '; drop table"],
    ["%E2%9C%93", "No tax rate for ✓"],
  ])("answers 404 for %s", async (param, message) => {
    const res = await get(`/api/tax-rates/${param}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message });
  });

  it("answers 4xx, never 500, for a malformed or oversized parameter", async () => {
    for (const url of ["/api/tax-rates/%E0%A4%A", `/api/tax-rates/${"x".repeat(150)}`]) {
      const res = await get(url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      // A broken %-escape is refused by Fastify's router before our error handler sees it: a 400 with extra fields.
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe("GET /api/tax-rates", () => {
  it("lists every rate sorted by state", async () => {
    const res = await get("/api/tax-rates");
    expect(res.statusCode).toBe(200);
    const list = res.json<{ state: string; taxRate: string }[]>();
    expect(list.map((r) => [r.state, r.taxRate])).toEqual([
      ["AL", "4.00"],
      ["CA", "7.25"],
      ["NY", "4.00"],
    ]);
  });

  it("answers an empty list when there are no rates", async () => {
    await t.reset();
    expect((await get("/api/tax-rates")).json()).toEqual([]);
  });
});

describe("tax service (shared with the admin routes and the charge)", () => {
  it("upserts by code or name, updating the rate and the time of an existing state", async () => {
    const before = (await listTaxRates(t.deps.db)).find((r) => r.state === "CA")!;
    const updated = await upsertTaxRate(t.deps.db, { state: "california", taxRate: "8.50" });
    expect(updated).toMatchObject({ id: before.id, state: "CA", taxRate: "8.50" });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    const created = await upsertTaxRate(t.deps.db, { state: "WA", taxRate: "6.50" });
    expect(created).toMatchObject({ state: "WA", taxRate: "6.50" });
    expect((await get("/api/tax-rates/Washington")).json()).toMatchObject({ taxRate: "6.50" });
    expect((await listTaxRates(t.deps.db)).map((r) => r.state)).toEqual(["AL", "CA", "NY", "WA"]);
  });

  it("refuses anything that is not one of the 50 states", async () => {
    for (const state of ["ZZ", "DC", "Puerto Rico", "Ontario"]) {
      await expect(upsertTaxRate(t.deps.db, { state, taxRate: "5.00" })).rejects.toMatchObject({
        statusCode: 400,
        message: "state: must be one of the 50 US states",
      });
    }
  });

  it("deletes by id, 404 when missing", async () => {
    const [first] = await listTaxRates(t.deps.db);
    await deleteTaxRate(t.deps.db, first!.id);
    expect((await get(`/api/tax-rates/${first!.state}`)).statusCode).toBe(404);
    await expect(deleteTaxRate(t.deps.db, first!.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("taxes orders only in the United States, by the state's rate", async () => {
    expect(await taxRateForOrder(t.deps.db, "United States", "California")).toBe("7.25");
    expect(await taxRateForOrder(t.deps.db, "US", "ny")).toBe("4.00");
    expect(await taxRateForOrder(t.deps.db, "USA", "TX")).toBe("0.00");
    expect(await taxRateForOrder(t.deps.db, "United States", "")).toBe("0.00");
    expect(await taxRateForOrder(t.deps.db, "Canada", "CA")).toBe("0.00");
    expect(await taxRateForOrder(t.deps.db, "Germany", "California")).toBe("0.00");
  });
});
