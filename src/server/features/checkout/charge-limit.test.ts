import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimitEvents } from "../../db/schema/users";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { createChargeLimit, recordChargeFailure, type ChargeLimit } from "./charge-limit";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.destroy());
beforeEach(() => testDb.reset());

const who = { userId: 7, ip: "203.0.113.9" };

/** A place claimed and checked, as the checkout does before the gateway. */
async function pass(limit: ChargeLimit, whom = who) {
  const place = await limit.claim(whom);
  await place.check();
  return place;
}

const recorded = () => testDb.database.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, "charge_failure"));

describe("the card-testing limit", () => {
  it("counts failures an earlier process recorded (a restart forgets nothing)", async () => {
    for (let i = 0; i < 3; i++) await recordChargeFailure(testDb.database.db, who);
    const limit = createChargeLimit(testDb.database, 3);
    await expect(pass(limit)).rejects.toMatchObject({ statusCode: 429 });
    await expect(pass(limit, { userId: 8, ip: "198.51.100.1" })).resolves.toBeDefined();
  });

  it("refuses once this process has kept the limit's worth of places (declines)", async () => {
    const limit = createChargeLimit(testDb.database, 2);
    await (await pass(limit)).keep();
    await (await pass(limit)).keep();
    const refused = pass(limit);
    await expect(refused).rejects.toMatchObject({ statusCode: 429 });
    await expect(refused).rejects.toMatchObject({ headers: { "retry-after": expect.stringMatching(/^3[0-9]{3}$/) as unknown } });
  });

  it("counts the places of charges still in flight, and frees the ones given back", async () => {
    const limit = createChargeLimit(testDb.database, 2);
    const first = await pass(limit);
    await pass(limit);
    await expect(pass(limit)).rejects.toMatchObject({ statusCode: 429 });
    await first.giveBack();
    await expect(pass(limit)).resolves.toBeDefined();
  });

  it("leaves nothing recorded for places given back or handed over to the paid statement", async () => {
    const limit = createChargeLimit(testDb.database, 2);
    await (await pass(limit)).giveBack();
    const paid = await pass(limit);
    const ids = paid.handOver();
    // PostgreSQL: the claim is two rows, which the paid payment's statement deletes; PGlite: memory only.
    expect(ids).toHaveLength(testDb.kind === "postgres" ? 2 : 0);
    if (ids.length > 0) await testDb.database.db.delete(rateLimitEvents);
    await paid.giveBack(); // once only: nothing more happens
    expect(await recorded()).toEqual([]);
    await (await pass(limit)).keep();
    expect((await recorded()).map((row) => row.key).sort()).toEqual(["account:7", "ip:203.0.113.9"]);
  });

  it("counts for itself: the pricing reads nothing of the limit", async () => {
    const limit = createChargeLimit(testDb.database, 2);
    await (await pass(limit)).keep();
    await (await pass(limit)).keep();
    // Two failures recorded and this place: three is over a limit of two.
    await expect(pass(limit)).rejects.toMatchObject({ statusCode: 429 });
  });
});
