import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { rateLimitEvents } from "../db/schema/users";
import { AppError } from "../lib/errors";
import { claimAttempt, type Limit } from "./rate-limit";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.destroy());
beforeEach(() => testDb.reset());

const HOUR = 3_600_000;
const db = () => testDb.database.db;

async function eventCount(bucket: string, key: string): Promise<number> {
  const rows = await db()
    .select()
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
  return rows.length;
}

/** The status an attempt ends with: 200 when it got past the limit. */
async function outcome(limit: Limit): Promise<number> {
  try {
    await claimAttempt(db(), limit);
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

describe("claimAttempt", () => {
  it("lets at most max of 40 parallel attempts past a limit of 10", async () => {
    const limit: Limit = { bucket: "test", windowMs: HOUR, rules: [{ key: "ip:10.0.0.1", max: 10 }] };
    const statuses = await Promise.all(Array.from({ length: 40 }, () => outcome(limit)));
    const passed = statuses.filter((s) => s === 200).length;
    expect(passed).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - passed);
    // Refused attempts took their events back: attempts made afterwards fill exactly the rest.
    expect(await eventCount("test", "ip:10.0.0.1")).toBe(passed);
    let later = 0;
    while ((await outcome(limit)) === 200) later++;
    expect(passed + later).toBe(10);
  });

  it("refuses the attempt after max with 429 and a Retry-After near the window", async () => {
    const limit: Limit = { bucket: "test", windowMs: HOUR, rules: [{ key: "ip:10.0.0.2", max: 2 }] };
    await claimAttempt(db(), limit);
    await claimAttempt(db(), limit);
    const refused = await claimAttempt(db(), limit).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    const { statusCode, headers } = refused as AppError;
    expect(statusCode).toBe(429);
    expect(Number(headers["retry-after"])).toBeGreaterThan(HOUR / 1000 - 60);
    expect(Number(headers["retry-after"])).toBeLessThanOrEqual(HOUR / 1000);
    expect(await eventCount("test", "ip:10.0.0.2")).toBe(2);
  });

  it("release takes back only the attempt's own events", async () => {
    const limit: Limit = { bucket: "test", windowMs: HOUR, rules: [{ key: "ip:10.0.0.3", max: 2 }] };
    await claimAttempt(db(), limit);
    const second = await claimAttempt(db(), limit);
    await second.release();
    expect(await eventCount("test", "ip:10.0.0.3")).toBe(1);
    expect(await outcome(limit)).toBe(200);
    expect(await outcome(limit)).toBe(429);
  });

  it("refuses on a list of keys only when every key in it is over", async () => {
    const lockedName = (ip: string): Limit => ({
      bucket: "test",
      windowMs: HOUR,
      rules: [
        [
          { key: "user:ada", max: 2 },
          { key: `user:ada|ip:${ip}`, max: 1 },
        ],
      ],
    });
    expect(await outcome(lockedName("10.0.0.4"))).toBe(200);
    expect(await outcome(lockedName("10.0.0.5"))).toBe(200);
    // The name is now over its max, but 10.0.0.6 has no events of its own on it.
    expect(await outcome(lockedName("10.0.0.6"))).toBe(200);
    expect(await outcome(lockedName("10.0.0.4"))).toBe(429);
    expect(await eventCount("test", "user:ada")).toBe(3);
  });
});
