import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ecbDailyXml, SAMPLE_ECB_DAY, startFakeEcb, type FakeEcb } from "../../../../tests/support/fake-ecb";
import { createEcbFeed, parseEcbDaily } from "./ecb-rates";

let ecb: FakeEcb;
beforeAll(async () => {
  ecb = await startFakeEcb();
});
afterAll(() => ecb.close());
beforeEach(() => {
  ecb.mode = { kind: "up" };
  ecb.day = SAMPLE_ECB_DAY;
  ecb.calls = 0;
});

describe("parseEcbDaily", () => {
  it("reads the day and turns the per-euro rates into per-dollar ones", () => {
    expect(parseEcbDaily(ecbDailyXml(SAMPLE_ECB_DAY))).toEqual({
      asOf: "2026-11-26",
      rates: { EUR: 0.952381, JPY: 157, GBP: 0.792857, CAD: 1.40229, AUD: 1.536 },
    });
  });

  it("reads double quotes and other spacing too", () => {
    const xml = `<Cube><Cube time="2026-11-27"><Cube currency="USD" rate="1.0"/><Cube currency="GBP"  rate="0.8" /><Cube currency="JPY" rate="160"/><Cube currency="CAD" rate="1.5"/><Cube currency="AUD" rate="1.6"/></Cube></Cube>`;
    expect(parseEcbDaily(xml)).toEqual({ asOf: "2026-11-27", rates: { EUR: 1, GBP: 0.8, JPY: 160, CAD: 1.5, AUD: 1.6 } });
  });

  it.each([
    ["<html>Maintenance</html>", /no <Cube time/],
    [ecbDailyXml({ time: "2026-11-26", rates: { JPY: 164.85, GBP: 0.8325, CAD: 1.4724, AUD: 1.6128 } }), /no USD rate/],
    [ecbDailyXml({ time: "2026-11-26", rates: { USD: 1.05, JPY: 164.85, GBP: 0.8325, CAD: 1.4724 } }), /no AUD rate/],
  ])("refuses what is not a whole daily file", (xml, message) => {
    expect(() => parseEcbDaily(xml)).toThrow(message);
  });
});

describe("the ECB adapter against the stand-in", () => {
  it("fetches the day's rates", async () => {
    const feed = createEcbFeed({ url: ecb.url });
    expect(feed.kind).toBe("ecb");
    await expect(feed.latest()).resolves.toMatchObject({ asOf: "2026-11-26", rates: { JPY: 157 } });
    expect(ecb.calls).toBe(1);
  });

  it.each([
    [{ kind: "down", status: 503 } as const, /answered 503/],
    [{ kind: "down", status: 404 } as const, /answered 404/],
    [{ kind: "reset" } as const, /did not answer \(other side closed\)/],
    [{ kind: "garbage", body: "<html><body>Please come back later</body></html>" } as const, /no <Cube time/],
  ])("fails with a reason when ECB is %j", async (mode, message) => {
    ecb.mode = mode;
    await expect(createEcbFeed({ url: ecb.url }).latest()).rejects.toThrow(message);
  });

  it("gives up on a hanging ECB after its timeout", async () => {
    ecb.mode = { kind: "hang" };
    const started = Date.now();
    await expect(createEcbFeed({ url: ecb.url, timeoutMs: 200 }).latest()).rejects.toThrow(/did not answer \(no answer within 200 ms\)/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("fails when nothing listens at the address", async () => {
    // A port that was free a moment ago.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    await expect(createEcbFeed({ url: `http://127.0.0.1:${port}/eurofxref-daily.xml`, timeoutMs: 2_000 }).latest()).rejects.toThrow(
      /did not answer \(connect ECONNREFUSED/,
    );
  });
});
