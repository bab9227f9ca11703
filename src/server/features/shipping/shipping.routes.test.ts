import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_UPS_ACCOUNT,
  FAKE_UPS_CLIENT_ID,
  FAKE_UPS_CLIENT_SECRET,
  startFakeUps,
  type FakeUps,
} from "../../../../tests/support/fake-ups";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { quoteShipping } from "../../domain/shipping/shipping-quote";
import { normalizeDestination, ORDER_FIELDS } from "../../domain/shipping/destination";

const t = useTestApp();
let withUps: TestApp;
let ups: FakeUps;
beforeAll(async () => {
  ups = await startFakeUps();
  const env = {
    UPS_CLIENT_ID: FAKE_UPS_CLIENT_ID,
    UPS_CLIENT_SECRET: FAKE_UPS_CLIENT_SECRET,
    UPS_ACCOUNT_NUMBER: FAKE_UPS_ACCOUNT,
    UPS_API_URL: ups.url,
  };
  withUps = await createTestApp({ env, testDb: t.testDb }); // no database use here: share it
});
afterAll(async () => {
  await withUps.close();
  await ups.close();
});

const item = { weight: 5, length: 12, width: 12, height: 12, quantity: 1 };
const body = (overrides: Record<string, unknown> = {}) => ({
  shipToCity: "Cambridge",
  shipToState: "MA",
  shipToZip: "02139",
  shipToCountry: "United States",
  items: [item],
  ...overrides,
});
const rates = (payload: unknown, app: TestApp = t) =>
  app.app.inject({ method: "POST", url: "/api/shipping/rates", payload: payload as object });

describe("POST /api/shipping/rates (built-in table)", () => {
  it("quotes 03, 02 and 01 in the United States, cheapest first, as money strings", async () => {
    expect(t.deps.shippingRates.kind).toBe("table");
    const res = await rates(body());
    expect(res.statusCode).toBe(200);
    const list = res.json<{ service: string; serviceName: string; cost: string }[]>();
    expect(list.map((r) => r.service)).toEqual(["03", "02", "01"]);
    expect(list[0]).toEqual({ service: "03", serviceName: "Delivery in 1-5 business days", cost: expect.stringMatching(/^\d+\.\d{2}$/) });
    const costs = list.map((r) => Number(r.cost));
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it("accepts a state name, a ZIP+4 and numbers sent as strings", async () => {
    const byCode = await rates(body());
    const res = await rates(
      body({ shipToState: "massachusetts", shipToZip: "02139-4307", shipToCountry: "US", items: [{ ...item, weight: "5" }] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(byCode.json());
  });

  it("ships one parcel per unit, so quantity 2 costs twice quantity 1", async () => {
    const one = (await rates(body())).json<{ cost: string }[]>();
    const two = (await rates(body({ items: [{ ...item, quantity: 2 }] }))).json<{ cost: string }[]>();
    expect(Number(two[0]!.cost)).toBeCloseTo(2 * Number(one[0]!.cost), 2);
  });

  it("quotes international express to Canada and the United Kingdom", async () => {
    const canada = await rates(body({ shipToCity: "Ottawa", shipToState: "Ontario", shipToZip: "k1a0b1", shipToCountry: "Canada" }));
    expect(canada.statusCode).toBe(200);
    expect(canada.json()).toEqual([{ service: "07", serviceName: "International express delivery", cost: expect.any(String) }]);
    const uk = await rates(body({ shipToCity: "London", shipToState: "", shipToZip: "SW1A 1AA", shipToCountry: "United Kingdom" }));
    expect(uk.statusCode).toBe(200);
    expect(uk.json<{ service: string }[]>().map((r) => r.service)).toEqual(["07"]);
    expect(Number(uk.json<{ cost: string }[]>()[0]!.cost)).toBeGreaterThan(Number(canada.json<{ cost: string }[]>()[0]!.cost));
  });

  it.each([
    [{ shipToCountry: "Atlantis" }, "shipToCountry: unsupported country"],
    [{ shipToState: "" }, "shipToState: must be one of the 50 US states"],
    [{ shipToState: "Puerto Rico" }, "shipToState: must be one of the 50 US states"],
    [{ shipToZip: "0213" }, "shipToZip: ZIP code 0213 is not a valid code for the United States"],
    [{ shipToZip: "ABCDE" }, "shipToZip: ZIP code ABCDE is not a valid code for the United States"],
    [{ shipToCountry: "CA", shipToState: "Texas", shipToZip: "K1A 0B1" }, "shipToState: must be a Canadian province or territory"],
    [{ shipToCountry: "CA", shipToState: "ON", shipToZip: "12345" }, "shipToZip: Postal code 12345 is not a valid code for Canada"],
    [{ shipToCountry: "GB", shipToState: "", shipToZip: "#!" }, "shipToZip: Postal code #! is not a valid code for United Kingdom"],
    [
      { shipToCountry: "Germany", shipToState: "", shipToZip: "SW1A 1AA" },
      "shipToZip: Postal code SW1A 1AA is not a valid code for Germany",
    ],
    [{ shipToCountry: "Australia", shipToState: "", shipToZip: "20000" }, "shipToZip: Postal code 20000 is not a valid code for Australia"],
    [{ items: [{ ...item, quantity: 201 }] }, "items: at most 200 packages per shipment; please contact us for a freight quote"],
  ])("answers 400 for a bad address or shipment %j", async (overrides, message) => {
    const res = await rates(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it.each([
    ["no body", undefined],
    ["an array", [body()]],
    ["null", null],
    ["no items", body({ items: [] })],
    ["a missing city", body({ shipToCity: undefined })],
    ["a blank ZIP", body({ shipToZip: "   " })],
    ["a zero weight", body({ items: [{ ...item, weight: 0 }] })],
    ["a text weight", body({ items: [{ ...item, weight: "heavy" }] })],
    ["a negative length", body({ items: [{ ...item, length: -3 }] })],
    ["a fractional quantity", body({ items: [{ ...item, quantity: 1.5 }] })],
    ["an item that is a string", body({ items: ["box"] })],
    ["a country that is a number", body({ shipToCountry: 840 })],
    ["too many items", body({ items: Array.from({ length: 201 }, () => item) })],
  ])("answers 400 with a message for %s", async (_label, payload) => {
    const res = await rates(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe("the pricing's own shipping quote (normalizeDestination, then quoteShipping)", () => {
  const lines = [{ weightLbs: "5.00", lengthIn: "12.00", widthIn: "12.00", heightIn: "12.00", quantity: 1 }];

  it("quotes the order's address from the products' stored sizes, like the rates route", async () => {
    const to = normalizeDestination({ city: "Cambridge", state: "Massachusetts", zip: "02139", country: "United States" }, ORDER_FIELDS);
    const quotes = await quoteShipping(t.deps.shippingRates, to, lines);
    const route = (await rates(body())).json<{ service: string; cost: string }[]>();
    expect(quotes.map((q) => q.service)).toEqual(route.map((r) => r.service));
    expect(quotes.map((q) => (q.costCents / 100).toFixed(2))).toEqual(route.map((r) => r.cost));
  });

  it("throws a 400 naming the order's field for a bad address", () => {
    expect(() => normalizeDestination({ city: "Cambridge", state: "", zip: "02139", country: "US" }, ORDER_FIELDS)).toThrow(
      expect.objectContaining({ statusCode: 400, message: "state: must be one of the 50 US states" }),
    );
    expect(() => normalizeDestination({ city: "Cambridge", state: "MA", zip: "02139", country: "Mars" }, ORDER_FIELDS)).toThrow(
      expect.objectContaining({ statusCode: 400, message: "country: unsupported country" }),
    );
  });
});

describe("POST /api/shipping/rates with UPS configured", () => {
  it("uses the UPS adapter and answers its rates", async () => {
    expect(withUps.deps.shippingRates.kind).toBe("ups");
    const res = await rates(body(), withUps);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { service: "03", serviceName: "Delivery in 1-5 business days", cost: "18.42" },
      { service: "02", serviceName: "Delivery in 2 business days", cost: "44.90" },
      { service: "01", serviceName: "Next business day delivery", cost: "96.15" },
    ]);
    expect(ups.rateCalls.at(-1)!.body.RateRequest.Shipment.ShipTo.Address).toEqual({
      City: "Cambridge",
      StateProvinceCode: "MA",
      PostalCode: "02139",
      CountryCode: "US",
    });
  });

  it("passes on UPS's address error as a 400 and a UPS outage as a 502", async () => {
    const bad = await rates(body({ shipToZip: "00000" }), withUps);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "The postal code 00000 is invalid for MA United States." });
    const previous = ups.rating;
    ups.rating = () => ({ status: 503, body: "<html>Service Unavailable</html>" });
    try {
      const down = await rates(body(), withUps);
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({ message: "Shipping rates are temporarily unavailable" });
    } finally {
      ups.rating = previous;
    }
  });
});
