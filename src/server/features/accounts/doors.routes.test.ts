import { eq } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { createUser, loginAsAdmin, loginAsStaff } from "../../../../tests/support/factories";
import { totpCode } from "../../../../tests/support/totp";
import { sessions, users } from "../../db/schema/users";
import { ensureAdmin } from "./accounts.service";

// Extensions §11: one door per kind of account, the failed-login limits shared by both doors,
// and code guessing limited wherever a code is taken.

const t = useTestApp({ env: { LOGIN_MAX_FAILURES: "3", LOGIN_MAX_FAILURES_PER_ACCOUNT: "5" } });

const post = (url: string, payload?: object, cookie?: string, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {}, remoteAddress: ip });
const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

/** Turns two-factor sign-in on for a signed-in admin; returns the secret. */
async function enableTwoFactor(cookie: string): Promise<string> {
  const { secret } = (await post("/api/admin/2fa/setup", undefined, cookie)).json<{ secret: string }>();
  expect((await post("/api/admin/2fa/enable", { code: totpCode(secret) }, cookie)).statusCode).toBe(200);
  return secret;
}

describe("one door per kind of account", () => {
  it("refuses the owner with two-factor sign-in on at the customer door, as a wrong password, with no session", async () => {
    await enableTwoFactor(await loginAsAdmin(t.app, t.deps.db));
    const res = await post("/api/login", { username: "admin", password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Invalid username or password" });
    expect(res.cookies.find((c) => c.name === "sid")).toBeUndefined();
    // The admin door still asks for the code.
    expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(401);
  });

  it("refuses a staff member's username at the customer door, with or without two-factor sign-in", async () => {
    const staff = await loginAsStaff(t.app, t.deps.db);
    const plain = await post("/api/login", { username: staff.username, password: staff.password });
    expect(plain.statusCode).toBe(401);
    expect(plain.json()).toEqual({ message: "Invalid username or password" });

    await enableTwoFactor(staff.cookie);
    const withTwoFactor = await post("/api/login", { username: staff.username, password: staff.password });
    expect(withTwoFactor.statusCode).toBe(401);
    expect(withTwoFactor.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("refuses a customer at the admin door, and lets customers in at theirs", async () => {
    const customer = await createUser(t.deps.db, { email: "buyer@example.com", emailVerified: true });
    expect((await post("/api/admin/login", { email: "buyer@example.com", password: customer.password })).statusCode).toBe(401);
    expect((await post("/api/login", { username: customer.username, password: customer.password })).statusCode).toBe(200);
  });

  it("gives no admin route to a staff session made at the customer door by an earlier version", async () => {
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const [owner] = await t.deps.db.select().from(users).where(eq(users.username, "admin"));
    const token = randomBytes(32).toString("base64url");
    await t.deps.db.insert(sessions).values({
      id: createHash("sha256").update(token).digest("hex"),
      userId: owner!.id,
      expiresAt: new Date(Date.now() + 86_400_000),
      door: "customer",
    });
    const cookie = `sid=${token}`;
    expect((await get("/api/admin/staff", cookie)).statusCode).toBe(401);
    expect((await get("/api/user", cookie)).statusCode).toBe(401);
    const created = await post("/api/admin/staff", { email: "second-owner@example.com", name: "Mallory", role: "owner" }, cookie);
    expect(created.statusCode).toBe(401);
  });
});

describe("failed logins per account, both doors together", () => {
  it("counts the owner's failures at the customer door (by username) and the admin door (by e-mail) in one limit", async () => {
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    // 5 per account; per name and IP 3: spread over IPs so only the account limit can bite.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post("/api/admin/login", { email: ADMIN_EMAIL, password: "guess" }, undefined, `10.1.${i}.1`)).statusCode);
    for (let i = 0; i < 2; i++)
      statuses.push((await post("/api/login", { username: "admin", password: "guess" }, undefined, `10.2.${i}.1`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await post("/api/login", { username: "admin", password: "guess" }, undefined, "10.3.0.1")).statusCode).toBe(429);
    const owner = await post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, undefined, "10.4.0.1");
    expect(owner.statusCode).toBe(429);
    expect(owner.headers["retry-after"]).toBeDefined();
  });

  it("counts an IP's failures at both doors together", async () => {
    const customer = await createUser(t.deps.db);
    await post("/api/login", { username: "nobody-1", password: "guess" });
    await post("/api/admin/login", { email: "nobody@example.com", password: "guess" });
    await post("/api/login", { username: "nobody-2", password: "guess" });
    expect((await post("/api/login", { username: customer.username, password: customer.password })).statusCode).toBe(429);
    expect((await post("/api/login", { username: customer.username, password: customer.password }, undefined, "10.9.9.9")).statusCode).toBe(
      200,
    );
  });
});

describe("code guessing", () => {
  it("answers 429 at POST /api/admin/2fa/disable after LOGIN_MAX_FAILURES wrong codes, even to the right code", async () => {
    const cookie = await loginAsAdmin(t.app, t.deps.db);
    const secret = await enableTwoFactor(cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post("/api/admin/2fa/disable", { code: `00000${i}`, password: ADMIN_PASSWORD }, cookie)).statusCode);
    expect(statuses).toEqual([400, 400, 400]);
    const limited = await post("/api/admin/2fa/disable", { code: totpCode(secret, 1), password: ADMIN_PASSWORD }, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    const [owner] = await t.deps.db.select().from(users).where(eq(users.username, "admin"));
    expect(owner!.totpEnabledAt).not.toBeNull();
  });

  it("counts wrong passwords at disable, and 200 wrong codes in parallel reach the check at most LOGIN_MAX_FAILURES times", async () => {
    const cookie = await loginAsAdmin(t.app, t.deps.db);
    await enableTwoFactor(cookie);
    expect((await post("/api/admin/2fa/disable", { code: "123456", password: "wrong-password" }, cookie)).statusCode).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post("/api/admin/2fa/disable", { code: String(100000 + i), password: ADMIN_PASSWORD }, cookie)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
  });

  it("shares the code limit between the admin door and the two-factor settings", async () => {
    const cookie = await loginAsAdmin(t.app, t.deps.db);
    const secret = await enableTwoFactor(cookie);
    for (let i = 0; i < 3; i++) {
      const wrong = await post(
        "/api/admin/login",
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, code: `11111${i}` },
        undefined,
        `10.5.${i}.1`,
      );
      expect(wrong.statusCode).toBe(401);
    }
    expect((await post("/api/admin/2fa/disable", { code: totpCode(secret, 1), password: ADMIN_PASSWORD }, cookie)).statusCode).toBe(429);
    const login = await post(
      "/api/admin/login",
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, code: totpCode(secret, 1) },
      undefined,
      "10.6.0.1",
    );
    expect(login.statusCode).toBe(429);
  });

  it("limits wrong codes while turning two-factor sign-in on", async () => {
    const { cookie } = await loginAsStaff(t.app, t.deps.db);
    const { secret } = (await post("/api/admin/2fa/setup", undefined, cookie)).json<{ secret: string }>();
    for (let i = 0; i < 3; i++) expect((await post("/api/admin/2fa/enable", { code: `22222${i}` }, cookie)).statusCode).toBe(400);
    expect((await post("/api/admin/2fa/enable", { code: totpCode(secret) }, cookie)).statusCode).toBe(429);
  });
});

describe("start-up over names an earlier version let visitors take", () => {
  it("sets up the owner when a customer named admin and a visitor's admin-<id> both exist", async () => {
    const [legacy] = await t.deps.db.insert(users).values({ username: "admin", passwordHash: "x", role: "customer" }).returning();
    await t.deps.db.insert(users).values({ username: `admin-${legacy!.id}`, passwordHash: "x", role: "customer" });
    await t.deps.db.insert(users).values({ username: `ADMIN-${legacy!.id}-1`, passwordHash: "x", role: "customer" });
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const [renamed] = await t.deps.db.select().from(users).where(eq(users.id, legacy!.id));
    expect(renamed).toMatchObject({ role: "customer", username: `admin-${legacy!.id}-2` });
    expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).json()).toMatchObject({ role: "owner" });
  });

  it("starts with confusable names from before they were refused", async () => {
    for (const username of ["ᴀdmin", "ɐdmin", "st4ff", "r00t"])
      await t.deps.db.insert(users).values({ username, passwordHash: "x", role: "customer" });
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(200);
    // Taken or not, such names are refused to new visitors.
    for (const username of ["ᴀdmin", "ɐdmin", "st4ff", "0wn3r"]) {
      const res = await post("/api/register", { username, password: "12345678" }, undefined, "10.8.0.1");
      expect(res.statusCode, username).toBe(400);
      expect(res.json().message).toBe("username: this name is reserved");
    }
  });
});
