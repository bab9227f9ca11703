import { describe, expect, it } from "vitest";
import { FUEL_SURCHARGE_PERCENT, US_PRICES, billableWeight, createRateTable, usZone, worldZone } from "./rate-table";
import type { Parcel, RateRequest } from "./shipping-rates";
import { locateZip } from "./zip-locations";
import { AppError } from "../../lib/errors";

const sebastopol = { city: "Sebastopol", state: "CA", zip: "95472", country: "US" };
const table = createRateTable({ origin: sebastopol, dimDivisor: 139 });
const box: Parcel = { weightLbs: 5, lengthIn: 12, widthIn: 12, heightIn: 12 };
const small: Parcel = { weightLbs: 1, lengthIn: 6, widthIn: 4, heightIn: 2 };
const us = (zip: string, state: string, parcels: Parcel[] = [small]): RateRequest => ({
  to: { city: "Anytown", state, zip, country: "US" },
  parcels,
});
const abroad = (country: string, parcels: Parcel[] = [small]): RateRequest => ({
  to: { city: "Anytown", state: "", zip: "12345", country },
  parcels,
});
const zoneTo = (zip: string, state: string) => usZone(locateZip("95472", "CA")!, locateZip(zip, state)!);
const cost = async (request: RateRequest, service: string) => (await table.quote(request)).find((q) => q.service === service)!.costCents;

describe("billable weight", () => {
  it("bills a 12x12x12 box of 5 lbs as 13 lbs with the 139 divisor", () => {
    expect(billableWeight(box, 139)).toBe(13); // 1728 / 139 = 12.4 -> 13
    expect(billableWeight(box, 166)).toBe(11); // another divisor is a setting
  });

  it("bills the actual weight rounded up when it exceeds the dimensional weight", () => {
    expect(billableWeight({ weightLbs: 20.1, lengthIn: 12, widthIn: 12, heightIn: 12 }, 139)).toBe(21);
    expect(billableWeight({ weightLbs: 0.2, lengthIn: 3, widthIn: 3, heightIn: 3 }, 139)).toBe(1);
  });

  it("is not fooled by binary rounding of an exact dimensional weight", () => {
    expect(billableWeight({ weightLbs: 1, lengthIn: 13.9, widthIn: 10, heightIn: 1 }, 139)).toBe(1);
  });
});

describe("zones from Sebastopol", () => {
  it.each([
    ["94103", "CA", 2], // San Francisco
    ["95814", "CA", 2], // Sacramento
    ["89501", "NV", 3], // Reno
    ["90012", "CA", 4], // Los Angeles
    ["97201", "OR", 4], // Portland
    ["98101", "WA", 5], // Seattle
    ["80202", "CO", 5], // Denver
    ["79401", "TX", 6], // Lubbock
    ["75201", "TX", 7], // Dallas
    ["60601", "IL", 8], // Chicago
    ["10001", "NY", 8], // New York
    ["33101", "FL", 8], // Miami
    ["99501", "AK", 8], // Anchorage: highest zone
    ["96813", "HI", 8], // Honolulu: highest zone
  ])("ZIP %s (%s) is zone %i", (zip, state, zone) => {
    expect(zoneTo(zip, state)).toBe(zone);
  });

  it("places an unassigned ZIP prefix by its state", () => {
    expect(zoneTo("85400", "AZ")).toBe(zoneTo("85004", "AZ"));
  });

  it("groups countries for international rates", () => {
    expect([worldZone("CA"), worldZone("mx"), worldZone("GB"), worldZone("JP"), worldZone("BR")]).toEqual([
      "canada-mexico",
      "canada-mexico",
      "europe",
      "asia-pacific",
      "rest-of-world",
    ]);
  });
});

describe("quotes", () => {
  it("offers 03, 02 and 01 in the United States, cheapest first, with the spec's names", async () => {
    const quotes = await table.quote(us("10001", "NY", [box]));
    expect(quotes.map((q) => q.service)).toEqual(["03", "02", "01"]);
    expect(quotes.map((q) => q.serviceName)).toEqual([
      "Delivery in 1-5 business days",
      "Delivery in 2 business days",
      "Next business day delivery",
    ]);
    const costs = quotes.map((q) => q.costCents);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(costs.every(Number.isSafeInteger)).toBe(true);
  });

  it("offers only 07 outside the United States", async () => {
    for (const country of ["CA", "GB", "AU", "BR"]) {
      expect((await table.quote(abroad(country))).map((q) => q.service)).toEqual(["07"]);
    }
  });

  it("prices base + per-lb by zone plus the fuel surcharge, in UPS-like magnitudes", async () => {
    const ground = US_PRICES["03"][0]!;
    expect(await cost(us("94103", "CA"), "03")).toBe(Math.round((ground.base * (100 + FUEL_SURCHARGE_PERCENT)) / 100));
    expect(await cost(us("94103", "CA"), "03")).toBeGreaterThan(1000);
    expect(await cost(us("94103", "CA"), "03")).toBeLessThan(1500);
    expect(await cost(us("10001", "NY"), "01")).toBeGreaterThan(8000);
    // 13 billable lbs in zone 2 by ground: the first pound at base, twelve more at the per-lb rate.
    expect(await cost(us("94103", "CA", [box]), "03")).toBe(
      Math.round(((ground.base + 12 * ground.perLb) * (100 + FUEL_SURCHARGE_PERCENT)) / 100),
    );
  });

  it("prices each parcel, so two boxes cost twice one", async () => {
    expect(await cost(us("10001", "NY", [box, box]), "02")).toBe(2 * (await cost(us("10001", "NY", [box]), "02")));
  });

  it("never gets cheaper with more weight or a farther zone", async () => {
    const zips: [string, string][] = [
      ["94103", "CA"],
      ["89501", "NV"],
      ["90012", "CA"],
      ["98101", "WA"],
      ["79401", "TX"],
      ["75201", "TX"],
      ["10001", "NY"],
    ];
    for (const service of ["03", "02", "01"]) {
      let previousZone = 0;
      for (const [zip, state] of zips) {
        let previousWeight = 0;
        for (const weightLbs of [1, 2, 5, 13, 40, 150]) {
          const value = await cost(us(zip, state, [{ ...small, weightLbs }]), service);
          expect(value).toBeGreaterThan(previousWeight);
          previousWeight = value;
        }
        const zoneCost = await cost(us(zip, state), service);
        expect(zoneCost).toBeGreaterThan(previousZone);
        previousZone = zoneCost;
      }
    }
    const world = await Promise.all(["CA", "DE", "JP", "BR"].map((country) => cost(abroad(country), "07")));
    expect(world).toEqual([...world].sort((a, b) => a - b));
  });

  it("refuses a ZIP it cannot place and an empty shipment with a 400", async () => {
    await expect(table.quote(us("ABCDE", "XX"))).rejects.toMatchObject({ statusCode: 400 });
    await expect(table.quote({ to: us("10001", "NY").to, parcels: [] })).rejects.toBeInstanceOf(AppError);
  });

  it("refuses an origin outside the United States at start-up", () => {
    expect(() => createRateTable({ origin: { ...sebastopol, country: "DE", zip: "10115" }, dimDivisor: 139 })).toThrow(/US ship-from/);
  });
});
