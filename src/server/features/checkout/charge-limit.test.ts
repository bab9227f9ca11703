import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { createChargeLimit, recordChargeFailure } from "./charge-limit";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.destroy());
beforeEach(() => testDb.reset());

const who = { userId: 7, ip: "203.0.113.9" };

describe("the card-testing limit", () => {
  it("counts failures an earlier process recorded (a restart forgets nothing)", async () => {
    for (let i = 0; i < 3; i++) await recordChargeFailure(testDb.database.db, who);
    const limit = createChargeLimit(testDb.database, 3);
    await expect(limit.check(who)).rejects.toMatchObject({ statusCode: 429 });
    await expect(limit.check({ userId: 8, ip: "198.51.100.1" })).resolves.toBeUndefined();
  });

  it("refuses once this process has recorded the limit's worth of failures", async () => {
    const limit = createChargeLimit(testDb.database, 2);
    await expect(limit.check(who)).resolves.toBeUndefined();
    await limit.record(who);
    await expect(limit.check(who)).resolves.toBeUndefined();
    await limit.record(who);
    await expect(limit.check(who)).rejects.toMatchObject({ statusCode: 429 });
  });

  it("decides from the counts the pricing query read (PostgreSQL asks for them, PGlite does not)", async () => {
    for (let i = 0; i < 2; i++) await recordChargeFailure(testDb.database.db, who);
    const limit = createChargeLimit(testDb.database, 2);
    const request = limit.countRequest(who);
    if (testDb.kind === "postgres") expect(request).toMatchObject({ account: "account:7", ip: "ip:203.0.113.9", bucket: "charge_failure" });
    else expect(request).toBeUndefined();
    await expect(limit.checkCounted(who, { account: 2, ip: 0 })).rejects.toMatchObject({ statusCode: 429 });
    await expect(limit.checkCounted(who, { account: 1, ip: 1 })).resolves.toBeUndefined();
    // Without counts (a quote's order) the limit counts for itself.
    await expect(limit.checkCounted(who, undefined)).rejects.toMatchObject({ statusCode: 429 });
  });
});
