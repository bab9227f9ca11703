import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Discount } from "../../../shared/contracts/discounts";
import { activityLog } from "../../db/schema/activity";
import { createDiscountCode } from "../../../../tests/support/discounts";
import { createProduct } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true });
const db = () => t.deps.db;

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: t.admin }, ...(payload ? { payload } : {}) });

const body = (overrides: Record<string, unknown> = {}) => ({
  code: "SPRING10",
  kind: "percent",
  value: "10.00",
  minSubtotal: "500.00",
  startsAt: "2026-03-01T08:00:00Z",
  endsAt: "2026-06-01T07:00:00Z",
  maxUses: 100,
  oncePerCustomer: true,
  ...overrides,
});

describe("Admin › Discounts", () => {
  it("creates a code (201), lists it with its uses, edits and deletes it, each change in the activity log", async () => {
    const probe = await createProduct(db(), { name: "101A EMC Probe Set" });
    const created = await send("POST", "/api/admin/discounts", body({ productIds: [probe.id] }));
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json<Discount>();
    expect(code).toMatchObject({
      code: "SPRING10",
      kind: "percent",
      value: "10.00",
      minSubtotal: "500.00",
      startsAt: "2026-03-01T08:00:00.000Z",
      endsAt: "2026-06-01T07:00:00.000Z",
      maxUses: 100,
      oncePerCustomer: true,
      productIds: [probe.id],
      uses: 0,
    });

    await createDiscountCode(db(), { code: "USED", uses: 7 });
    const list = await send("GET", "/api/admin/discounts");
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json<Discount[]>().map((d) => [d.code, d.uses])).toEqual([
      ["USED", 7],
      ["SPRING10", 0],
    ]);

    const edited = await send(
      "PUT",
      `/api/admin/discounts/${code.id}`,
      body({ kind: "amount", value: "50.00", minSubtotal: null, maxUses: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Discount>()).toMatchObject({ kind: "amount", value: "50.00", minSubtotal: null, maxUses: null, productIds: [] });

    const removed = await send("DELETE", `/api/admin/discounts/${code.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe("");
    expect((await send("DELETE", `/api/admin/discounts/${code.id}`)).statusCode).toBe(404);

    const log = await db().select().from(activityLog).where(eq(activityLog.entityType, "discount")).orderBy(asc(activityLog.id));
    expect(log.map((l) => [l.action, l.summary, l.actorEmail])).toEqual([
      ["discount.create", "Created discount code SPRING10", "owner@gravensteinrf.com"],
      ["discount.update", "Updated discount code SPRING10", "owner@gravensteinrf.com"],
      ["discount.delete", "Deleted discount code SPRING10 (used 0 times)", "owner@gravensteinrf.com"],
    ]);
    expect(log[1]!.changes).toMatchObject({ kind: { from: "percent", to: "amount" }, value: { from: "10.00", to: "50.00" } });
  });

  it("refuses a duplicate code in any case (409), on create and on edit", async () => {
    await createDiscountCode(db(), { code: "SPRING10" });
    const dup = await send("POST", "/api/admin/discounts", body({ code: "spring10" }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'A discount code "spring10" already exists (codes match in any case)' });
    const other = await createDiscountCode(db(), { code: "SUMMER" });
    expect((await send("PUT", `/api/admin/discounts/${other.id}`, body({ code: "Spring10" }))).statusCode).toBe(409);
  });

  it("answers 400 naming the field for a bad code, kind, value, dates, limit or product", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ code: "TEN OFF" }, /^code: A code has only letters, digits, - and _/],
      [{ code: "" }, /^code: /],
      [{ kind: "bogus" }, /^kind: must be percent or amount/],
      [{ value: "0" }, /^value: must be greater than 0/],
      [{ value: "150.00" }, /^value: A percent must be at most 100\.00/],
      [{ value: "10.001" }, /^value: /],
      [{ minSubtotal: "-5" }, /^minSubtotal: /],
      [{ startsAt: "next week" }, /^startsAt: must be an ISO 8601 date-time/],
      [{ endsAt: "2026-02-01T00:00:00Z" }, /^endsAt: must be after startsAt/],
      [{ maxUses: 0 }, /^maxUses: must be at least 1/],
      [{ maxUses: 1.5 }, /^maxUses: /],
      [{ productIds: ["not-a-uuid"] }, /^productIds\.0: /],
      [{ productIds: ["5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e"] }, /^productIds: there is no product 5b0c8f5e/],
    ];
    for (const [change, message] of cases) {
      const res = await send("POST", "/api/admin/discounts", body(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(change)).toMatch(message);
    }
    expect((await send("GET", "/api/admin/discounts")).json()).toEqual([]);
  });

  it("keeps uses already taken: a limit below them is 409, and a missing or malformed id is 404", async () => {
    const code = await createDiscountCode(db(), { code: "BUSY", uses: 3 });
    const lower = await send("PUT", `/api/admin/discounts/${code.id}`, body({ code: "BUSY", maxUses: 2 }));
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toEqual({ message: "maxUses: BUSY has already been used 3 times; the limit cannot be lower" });
    const atUses = await send("PUT", `/api/admin/discounts/${code.id}`, body({ code: "BUSY", maxUses: 3 }));
    expect(atUses.json<Discount>()).toMatchObject({ maxUses: 3, uses: 3 });
    for (const id of ["999999", "abc", "0", "1.5"]) {
      expect((await send("PUT", `/api/admin/discounts/${id}`, body())).statusCode).toBe(404);
      expect((await send("DELETE", `/api/admin/discounts/${id}`)).statusCode).toBe(404);
    }
  });
});
