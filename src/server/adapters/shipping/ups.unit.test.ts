import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_UPS_ACCOUNT,
  FAKE_UPS_CLIENT_ID,
  FAKE_UPS_CLIENT_SECRET,
  defaultRating,
  ratedShipment,
  shopAnswer,
  startFakeUps,
  type FakeUps,
} from "../../../../tests/support/fake-ups";
import { AppError } from "../../lib/errors";
import type { RateRequest } from "./shipping-rates";
import { UNAVAILABLE_MESSAGE, createUpsRates, type UpsOptions } from "./ups";

let ups: FakeUps;
beforeAll(async () => {
  ups = await startFakeUps();
});
afterAll(() => ups.close());
beforeEach(() => {
  ups.tokenCalls = 0;
  ups.rateCalls = [];
  ups.expiresIn = 14_399;
  ups.rating = defaultRating;
});

const origin = { city: "Sebastopol", state: "CA", zip: "95472", country: "US" };
const adapter = (overrides: Partial<UpsOptions> = {}) =>
  createUpsRates({
    clientId: FAKE_UPS_CLIENT_ID,
    clientSecret: FAKE_UPS_CLIENT_SECRET,
    accountNumber: FAKE_UPS_ACCOUNT,
    apiUrl: ups.url,
    origin,
    ...overrides,
  });
const toNewYork: RateRequest = {
  to: { city: "New York", state: "NY", zip: "10001", country: "US" },
  parcels: [
    { weightLbs: 5, lengthIn: 12, widthIn: 12, heightIn: 12 },
    { weightLbs: 2.25, lengthIn: 10.5, widthIn: 8, heightIn: 4 },
  ],
};

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("UPS rating adapter", () => {
  it("gets one token for two quotes and sends a documented Shop request", async () => {
    const rates = adapter();
    const first = await rates.quote(toNewYork);
    await rates.quote(toNewYork);
    expect(rates.kind).toBe("ups");
    expect(ups.tokenCalls).toBe(1);
    expect(ups.rateCalls.map((c) => c.token)).toEqual(["token-1", "token-1"]);
    // Only the services we sell, with our names, cheapest first (12, 13, 14 and 59 are dropped).
    expect(first).toEqual([
      { service: "03", serviceName: "Delivery in 1-5 business days", costCents: 1842 },
      { service: "02", serviceName: "Delivery in 2 business days", costCents: 4490 },
      { service: "01", serviceName: "Next business day delivery", costCents: 9615 },
    ]);
    const shipment = ups.rateCalls[0]!.body.RateRequest.Shipment;
    expect(shipment.Shipper).toMatchObject({
      ShipperNumber: FAKE_UPS_ACCOUNT,
      Address: { City: "Sebastopol", StateProvinceCode: "CA", PostalCode: "95472", CountryCode: "US" },
    });
    expect(shipment.ShipTo.Address).toEqual({ City: "New York", StateProvinceCode: "NY", PostalCode: "10001", CountryCode: "US" });
    expect(shipment.Package).toHaveLength(2);
    expect(shipment.Package[1]).toEqual({
      PackagingType: { Code: "02", Description: "Package" },
      Dimensions: { UnitOfMeasurement: { Code: "IN" }, Length: "10.5", Width: "8", Height: "4" },
      PackageWeight: { UnitOfMeasurement: { Code: "LBS" }, Weight: "2.3" },
    });
  });

  it("takes a new token once the cached one is within 60 s of expiring", async () => {
    let clock = 1_000_000;
    const rates = adapter({ now: () => clock });
    ups.expiresIn = 3600;
    await rates.quote(toNewYork);
    clock += (3600 - 61) * 1000;
    await rates.quote(toNewYork);
    expect(ups.tokenCalls).toBe(1);
    clock += 2000;
    await rates.quote(toNewYork);
    expect(ups.tokenCalls).toBe(2);
    expect(ups.rateCalls.at(-1)!.token).toBe("token-2");
  });

  it("on a 401 drops the token, takes a new one and retries once", async () => {
    const rates = adapter();
    await rates.quote(toNewYork);
    ups.revoke("token-1");
    const quotes = await rates.quote(toNewYork);
    expect(quotes).toHaveLength(3);
    expect(ups.tokenCalls).toBe(2);
    expect(ups.rateCalls.map((c) => c.token)).toEqual(["token-1", "token-2"]);
  });

  it("answers 502 when the retry is refused too, without a third try", async () => {
    ups.rating = () => ({
      status: 401,
      body: { response: { errors: [{ code: "250002", message: "Invalid Authentication Information." }] } },
    });
    const error = await rejection(adapter().quote(toNewYork));
    expect(error.statusCode).toBe(502);
    expect(ups.rateCalls).toHaveLength(2);
  });

  it("prefers negotiated charges and falls back to the total", async () => {
    ups.rating = () => shopAnswer([ratedShipment("03", "18.42", "12.10"), ratedShipment("02", "44.90")]);
    expect(await adapter().quote(toNewYork)).toEqual([
      { service: "03", serviceName: "Delivery in 1-5 business days", costCents: 1210 },
      { service: "02", serviceName: "Delivery in 2 business days", costCents: 4490 },
    ]);
  });

  it("reads a single RatedShipment object as well as an array", async () => {
    const toLondon: RateRequest = { to: { city: "London", state: "", zip: "SW1A 1AA", country: "GB" }, parcels: toNewYork.parcels };
    expect(await adapter().quote(toLondon)).toEqual([{ service: "07", serviceName: "International express delivery", costCents: 14218 }]);
    // No StateProvinceCode is sent when there is none.
    expect(ups.rateCalls[0]!.body.RateRequest.Shipment.ShipTo.Address).toEqual({
      City: "London",
      PostalCode: "SW1A 1AA",
      CountryCode: "GB",
    });
  });

  it("turns an address error into a 400 with UPS's message", async () => {
    const error = await rejection(adapter().quote({ ...toNewYork, to: { ...toNewYork.to, zip: "00000" } }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe("The postal code 00000 is invalid for NY United States.");
  });

  it("turns a UPS server error into a 502", async () => {
    ups.rating = () => ({ status: 500, body: { response: { errors: [{ code: "9999", message: "Internal error" }] } } });
    const error = await rejection(adapter().quote(toNewYork));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(UNAVAILABLE_MESSAGE);
  });

  it("gives up on a slow answer with a 502", async () => {
    ups.rating = (request) => ({ ...defaultRating(request), delayMs: 1000 });
    const started = Date.now();
    const error = await rejection(adapter({ timeoutMs: 100 }).quote(toNewYork));
    expect(error.statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(900);
    // On a loaded machine the abandoned call may reach the fake only now: let it land in this test, not the next.
    while (ups.rateCalls.length === 0 && Date.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it("answers 502 when UPS refuses the shop's credentials", async () => {
    const error = await rejection(adapter({ clientSecret: "wrong" }).quote(toNewYork));
    expect(error.statusCode).toBe(502);
    expect(String((error.cause as Error).message)).toContain("ClientId is Invalid");
    expect(ups.rateCalls).toHaveLength(0);
  });
});
