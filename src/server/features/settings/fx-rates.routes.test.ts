import { describe, expect, it } from "vitest";
import { loginAsCustomer, loginAsStaff } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import type { FxRates, FxSettings } from "../../../shared/contracts/fx";
import type { ActivityPage } from "../../../shared/contracts/staff";
import { shopToday } from "../../../shared/shop-time";
import { BUILT_IN_RATES } from "../../adapters/fx/built-in-rates";
import { fxRates as fxRatesTable } from "../../db/schema/settings";

// No FX_RATES_URL here: the daily job is not registered (fx-rates-job.test.ts runs it against the stand-in).
const t = useTestApp({ admin: true });

const OWNER_RATES = { EUR: 0.92, GBP: 0.79, JPY: 156.3, CAD: 1.4, AUD: 1.536 };
const ECB_RATES = { EUR: 0.952381, GBP: 0.792857, JPY: 157, CAD: 1.40229, AUD: 1.536 };

const getRates = (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/api/fx-rates", headers });
const put = (payload: object | string | undefined, cookie: string | null = t.admin) => {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  // A string is sent as it is (malformed JSON); an object as JSON.
  if (typeof payload === "string")
    return t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/fx-rates",
      body: payload,
      headers: { ...headers, "content-type": "application/json" },
    });
  return t.app.inject({ method: "PUT", url: "/api/admin/settings/fx-rates", ...(payload === undefined ? {} : { payload }), headers });
};
const settings = (cookie: string = t.admin) => t.app.inject({ method: "GET", url: "/api/admin/settings/fx-rates", headers: { cookie } });

/** ECB's rates as the daily job stores them. */
const storeEcbRates = (asOf = "2026-11-26") =>
  t.deps.db.insert(fxRatesTable).values({ source: "ecb", rates: ECB_RATES, asOf, updatedAt: new Date() });

describe("GET /api/fx-rates", () => {
  it("answers the built-in rates on a fresh shop, for anyone, revalidated by ETag", async () => {
    const res = await getRates();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.json<FxRates>()).toEqual({ base: "USD", rates: BUILT_IN_RATES.rates, asOf: BUILT_IN_RATES.asOf, source: "built-in" });

    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getRates({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("changes its ETag when the rates change", async () => {
    const before = String((await getRates()).headers.etag);
    expect((await put({ rates: OWNER_RATES })).statusCode).toBe(200);
    const after = await getRates({ "if-none-match": before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json<FxRates>()).toEqual({ base: "USD", rates: OWNER_RATES, asOf: shopToday(), source: "owner" });
  });

  it("answers ECB's rates once the job has stored them and nobody chose otherwise", async () => {
    await storeEcbRates();
    expect((await getRates()).json<FxRates>()).toEqual({ base: "USD", rates: ECB_RATES, asOf: "2026-11-26", source: "ecb" });
  });
});

describe("PUT /api/admin/settings/fx-rates", () => {
  it("saves the owner's rates, which win when the owner fixes them, and logs the change", async () => {
    await storeEcbRates();
    const res = await put({ use: "owner", rates: OWNER_RATES });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json<FxSettings>()).toMatchObject({
      use: "owner",
      current: { base: "USD", rates: OWNER_RATES, source: "owner", asOf: shopToday() },
      owner: { rates: OWNER_RATES, asOf: shopToday(), updatedAt: expect.any(String) },
      ecb: { configured: false, rates: ECB_RATES, asOf: "2026-11-26", lastError: null },
    });
    expect((await getRates()).json<FxRates>().source).toBe("owner");

    const { entries } = (
      await t.app.inject({ method: "GET", url: "/api/admin/activity", headers: { cookie: t.admin } })
    ).json<ActivityPage>();
    expect(entries[0]).toMatchObject({
      action: "fx_rates.update",
      entityType: "settings",
      entityId: "fx-rates",
      summary: "Set the currency rates per USD (fixed by me): EUR 0.92, GBP 0.79, JPY 156.3, CAD 1.4, AUD 1.536",
      changes: { use: { from: "ecb", to: "owner" }, EUR: { to: 0.92 }, AUD: { to: 1.536 } },
    });

    // Saving the same again changes nothing worth a line.
    await put({ use: "owner", rates: OWNER_RATES });
    const after = (await t.app.inject({ method: "GET", url: "/api/admin/activity", headers: { cookie: t.admin } })).json<ActivityPage>();
    expect(after.entries.filter((entry) => entry.action === "fx_rates.update")).toHaveLength(1);
  });

  it("lets ECB's rates win when the owner chooses ECB daily, and keeps the owner's as the fallback", async () => {
    const chosen = await put({ use: "ecb", rates: OWNER_RATES });
    // No ECB rates yet: the owner's are in force until the first fetch.
    expect(chosen.json<FxSettings>()).toMatchObject({ use: "ecb", current: { source: "owner", rates: OWNER_RATES } });
    await storeEcbRates();
    expect((await getRates()).json<FxRates>()).toMatchObject({ source: "ecb", rates: ECB_RATES });
    expect((await settings()).json<FxSettings>()).toMatchObject({ use: "ecb", owner: { rates: OWNER_RATES } });
  });

  it("is for the owner and staff with the catalog permission", async () => {
    expect((await put({ rates: OWNER_RATES }, null)).statusCode).toBe(401);
    const { cookie: customer } = await loginAsCustomer(t.app, t.deps.db);
    expect((await put({ rates: OWNER_RATES }, customer)).statusCode).toBe(403);
    const orders = await loginAsStaff(t.app, t.deps.db, { permissions: ["orders"] });
    const refused = await put({ rates: OWNER_RATES }, orders.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/permission to manage the catalog/);
    expect((await settings(orders.cookie)).statusCode).toBe(403);
    expect((await getRates()).json<FxRates>().source).toBe("built-in");

    const catalog = await loginAsStaff(t.app, t.deps.db, { permissions: ["catalog"] });
    expect((await put({ rates: OWNER_RATES }, catalog.cookie)).statusCode).toBe(200);
    expect((await settings(catalog.cookie)).json<FxSettings>().owner?.rates).toEqual(OWNER_RATES);
  });

  it.each([
    ["no body", undefined, /body|rates/i],
    ["an empty object", {}, /rates/],
    ["a missing currency", { rates: { EUR: 0.92, GBP: 0.79, JPY: 156.3, CAD: 1.4 } }, /AUD/],
    ["a zero rate", { rates: { ...OWNER_RATES, EUR: 0 } }, /EUR: must be greater than 0/],
    ["a negative rate", { rates: { ...OWNER_RATES, GBP: -0.79 } }, /GBP: must be greater than 0/],
    ["a rate as text", { rates: { ...OWNER_RATES, JPY: "156.3" } }, /JPY: must be a number/],
    ["too many decimals", { rates: { ...OWNER_RATES, CAD: 1.40000001 } }, /CAD: at most 6 decimal places/],
    ["an absurd rate", { rates: { ...OWNER_RATES, JPY: 1e9 } }, /JPY: must be below/],
    ["an unknown choice", { use: "bank", rates: OWNER_RATES }, /use: must be one of owner, ecb/],
    ["rates as a list", { rates: [0.92, 0.79, 156.3, 1.4, 1.536] }, /rates/],
    ["malformed JSON", '{"rates": {"EUR": 0.9', /JSON|body/i],
    ["a huge number", '{"rates": {"EUR": 1e999, "GBP": 1, "JPY": 1, "CAD": 1, "AUD": 1}}', /EUR/],
  ])("answers 400 for %s and changes nothing", async (_name, payload, message) => {
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await getRates()).json<FxRates>().source).toBe("built-in");
  });
});
