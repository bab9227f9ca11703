import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_ECB_DAY, startFakeEcb, type FakeEcb } from "../../../../tests/support/fake-ecb";
import { createTestApp } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import type { FxRates, FxSettings } from "../../../shared/contracts/fx";
import { createEcbFeed } from "../../adapters/fx/ecb-rates";
import { fxRates } from "../../db/schema/settings";
import { refreshEcbRates } from "../../domain/fx/fx-rates";

let ecb: FakeEcb;
beforeAll(async () => {
  ecb = await startFakeEcb();
});
afterAll(() => ecb.close());

const t = useTestApp({ admin: true });
beforeEach(() => {
  ecb.mode = { kind: "up" };
  ecb.day = SAMPLE_ECB_DAY;
  ecb.calls = 0;
});

const TIMES = { refreshS: 21_600, retryS: 900 };
const ECB_RATES = { EUR: 0.952381, GBP: 0.792857, JPY: 157, CAD: 1.40229, AUD: 1.536 };
const refresh = (timeoutMs = 2_000) => refreshEcbRates(t.deps.db, createEcbFeed({ url: ecb.url, timeoutMs }), TIMES);
const publicRates = async () => (await t.app.inject({ method: "GET", url: "/api/fx-rates" })).json<FxRates>();
const adminSettings = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/settings/fx-rates", headers: { cookie: t.admin } })).json<FxSettings>();
/** Seconds until the ECB row's lease is due again. */
const leaseLeftS = async () => {
  const [row] = await t.deps.db
    .select({ left: sql<number>`extract(epoch from ${fxRates.nextCheckAt} - now())::float8` })
    .from(fxRates)
    .where(eq(fxRates.source, "ecb"));
  return Number(row?.left);
};
const makeLeaseDue = () =>
  t.deps.db
    .update(fxRates)
    .set({ nextCheckAt: sql`now() - interval '1 second'` })
    .where(eq(fxRates.source, "ecb"));

describe("ECB's daily fetch (refreshEcbRates against the stand-in)", () => {
  it("fetches, keeps the rates and the day, and then waits for the next turn", async () => {
    expect(await refresh()).toEqual({ outcome: "fetched", asOf: "2026-11-26" });
    expect(await publicRates()).toEqual({ base: "USD", rates: ECB_RATES, asOf: "2026-11-26", source: "ecb" });
    expect((await adminSettings()).ecb).toMatchObject({
      rates: ECB_RATES,
      asOf: "2026-11-26",
      fetchedAt: expect.any(String),
      lastError: null,
    });
    expect(await leaseLeftS()).toBeGreaterThan(TIMES.refreshS - 60);

    expect(await refresh()).toEqual({ outcome: "skipped" });
    expect(ecb.calls).toBe(1);

    // The next day's turn picks up the next publication.
    await makeLeaseDue();
    ecb.day = { time: "2026-11-27", rates: { ...SAMPLE_ECB_DAY.rates, JPY: 166.0 } };
    expect(await refresh()).toEqual({ outcome: "fetched", asOf: "2026-11-27" });
    expect((await publicRates()).rates.JPY).toBe(158.095);
  });

  it.each([
    ["down", { kind: "down", status: 503 } as const, /answered 503/],
    ["dropping the connection", { kind: "reset" } as const, /did not answer/],
    ["answering a maintenance page", { kind: "garbage", body: "<html>Maintenance</html>" } as const, /no <Cube time/],
    ["hanging", { kind: "hang" } as const, /no answer within 300 ms/],
  ])("keeps the last rates when ECB is %s, says why, and tries again soon", async (_name, mode, reason) => {
    await refresh();
    await makeLeaseDue();
    ecb.mode = mode;
    const failed = await refresh(300);
    expect(failed).toMatchObject({ outcome: "failed", error: expect.stringMatching(reason) });
    expect(await publicRates()).toMatchObject({ source: "ecb", rates: ECB_RATES, asOf: "2026-11-26" });
    const { ecb: state } = await adminSettings();
    expect(state.lastError).toMatch(reason);
    expect(state.lastAttemptAt).not.toBeNull();
    const left = await leaseLeftS();
    expect(left).toBeGreaterThan(TIMES.retryS - 60);
    expect(left).toBeLessThanOrEqual(TIMES.retryS);

    // ECB back: the retry clears the error.
    await makeLeaseDue();
    ecb.mode = { kind: "up" };
    expect((await refresh()).outcome).toBe("fetched");
    expect((await adminSettings()).ecb.lastError).toBeNull();
  });

  it("leaves the shop on its own or built-in rates when ECB was never reached", async () => {
    ecb.mode = { kind: "down", status: 500 };
    expect((await refresh()).outcome).toBe("failed");
    const res = await t.app.inject({ method: "GET", url: "/api/fx-rates" });
    expect(res.statusCode).toBe(200);
    expect(res.json<FxRates>().source).toBe("built-in");
    expect((await t.app.inject({ method: "GET", url: "/products" })).statusCode).toBe(200);
  });

  it("fetches once when several processes' turns come at the same moment", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => refresh()));
    expect(results.filter((result) => result.outcome === "fetched")).toHaveLength(1);
    expect(results.filter((result) => result.outcome === "skipped")).toHaveLength(5);
    expect(ecb.calls).toBe(1);
  });
});

describe("the job in the app (FX_RATES_URL set)", () => {
  it("fetches at start-up in the background, and a second process on the same database does not fetch again", async () => {
    const env = { FX_RATES_URL: ecb.url, SWEEP_INTERVAL_S: "1" };
    const first = await createTestApp({ env });
    try {
      await vi.waitFor(
        async () => {
          const rates = (await first.app.inject({ method: "GET", url: "/api/fx-rates" })).json<FxRates>();
          expect(rates).toMatchObject({ source: "ecb", asOf: "2026-11-26" });
        },
        { timeout: 10_000, interval: 100 },
      );
      const second = await createTestApp({ env, testDb: first.testDb });
      try {
        await new Promise((resolve) => setTimeout(resolve, 2_500)); // both processes sweep twice or more
        expect(ecb.calls).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
