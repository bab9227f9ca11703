import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, type TestApp } from "../../../../tests/support/test-app";
import { createUser, loginAsStaff } from "../../../../tests/support/factories";
import { linkToken, readOutbox, waitForMail } from "../../../../tests/support/mail";
import { accountTokens } from "../../db/schema/accounts";
import { PASSWORD_RESET_REQUESTED } from "../../../shared/contracts/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_MAX_FAILURES: "3",
      LOGIN_MAX_FAILURES_PER_ACCOUNT: "4",
      PASSWORD_RESET_MAX_PER_HOUR: "4",
      PASSWORD_RESET_MAX_PER_ACCOUNT_PER_HOUR: "2",
    },
  });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

let ipCounter = 0;
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const post = (url: string, payload: object, options: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.ip ?? freshIp(),
  });
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
// Links are queued in the background after the answer; then the outbox worker delivers them.
const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await t.deps.mailWorker.drain();
};

describe("password reset", () => {
  it("answers 202 with the same body for a username, an e-mail and an unknown login", async () => {
    await createUser(t.deps.db, { username: "ada", email: "ada@example.com", emailVerified: true });
    const answers = await Promise.all(
      ["ada", "ADA@example.com", "nobody", "nobody@example.com"].map((login) => post("/api/password-reset/request", { login })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    }
    await waitForMail(t.dataDir, "ada@example.com", /Reset your password/);
    await settle();
    expect(readOutbox(t.dataDir).filter((m) => m.to.includes("nobody"))).toHaveLength(0);
  });

  it("mails nothing for an account without a verified e-mail", async () => {
    await createUser(t.deps.db, { username: "unverified", email: "unverified@example.com" });
    expect((await post("/api/password-reset/request", { login: "unverified" })).statusCode).toBe(202);
    await settle();
    expect(readOutbox(t.dataDir).filter((m) => m.to.includes("unverified@"))).toHaveLength(0);
  });

  it("sets the password by the link once, ends every session and unlocks the login limit", async () => {
    const user = await createUser(t.deps.db, { username: "grace", email: "grace@example.com", emailVerified: true });
    const session = sessionCookie(await post("/api/login", { username: "grace", password: user.password }));
    // Lock the account: four failures from four IPs reach the per-account limit, for every IP.
    for (let i = 0; i < 4; i++) expect((await post("/api/login", { username: "grace", password: "wrong-guess" })).statusCode).toBe(401);
    expect((await post("/api/login", { username: "grace", password: user.password })).statusCode).toBe(429);

    await post("/api/password-reset/request", { login: "grace" });
    const mail = await waitForMail(t.dataDir, "grace@example.com", /Reset your password/);
    expect(mail.body).toMatch(/60 minutes/);
    const token = linkToken(mail, "/reset-password");
    const done = await post("/api/password-reset/confirm", { token, password: "brand-new-password" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: expect.any(String), signInPath: "/auth" });

    expect((await me(session)).statusCode).toBe(401);
    expect((await post("/api/login", { username: "grace", password: user.password })).statusCode).toBe(401);
    expect((await post("/api/login", { username: "grace", password: "brand-new-password" })).statusCode).toBe(200);
    // Single use.
    expect((await post("/api/password-reset/confirm", { token, password: "another-password" })).statusCode).toBe(400);
  });

  it("refuses an expired or wrong token and a short password with 400, changing nothing", async () => {
    const user = await createUser(t.deps.db, { username: "linus", email: "linus@example.com", emailVerified: true });
    await post("/api/password-reset/request", { login: "linus@example.com" });
    const token = linkToken(await waitForMail(t.dataDir, "linus@example.com", /Reset/), "/reset-password");
    expect((await post("/api/password-reset/confirm", { token, password: "short" })).statusCode).toBe(400);
    expect((await post("/api/password-reset/confirm", { token: `${token}x`, password: "long-enough-1" })).statusCode).toBe(400);
    await t.deps.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.purpose, "password_reset"));
    const expired = await post("/api/password-reset/confirm", { token, password: "long-enough-1" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/invalid or has expired/);
    expect((await post("/api/login", { username: "linus", password: user.password })).statusCode).toBe(200);
  });

  it("limits requests per IP with 429 and per account silently", async () => {
    await createUser(t.deps.db, { username: "mallory", email: "mallory@example.com", emailVerified: true });
    const ip = "10.98.0.1";
    for (let i = 0; i < 4; i++) expect((await post("/api/password-reset/request", { login: `x${i}` }, { ip })).statusCode).toBe(202);
    const limited = await post("/api/password-reset/request", { login: "mallory" }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();

    // Per account: from many IPs, only two mails an hour; every answer stays the same 202.
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/password-reset/request", { login: "mallory" });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    }
    await settle();
    expect(readOutbox(t.dataDir).filter((m) => m.to.includes("mallory@"))).toHaveLength(2);
  });

  it("resets a staff member's password too, and points them to the admin login", async () => {
    const staff = await loginAsStaff(t.app, t.deps.db, { email: "clerk@gravensteinrf.com" });
    await post("/api/password-reset/request", { login: "clerk@gravensteinrf.com" });
    const token = linkToken(await waitForMail(t.dataDir, "clerk@gravensteinrf.com", /Reset/), "/reset-password");
    const done = await post("/api/password-reset/confirm", { token, password: "staff-new-password" });
    expect(done.json().signInPath).toBe("/bmivopcf");
    expect((await me(staff.cookie)).statusCode).toBe(401);
    const login = await post("/api/admin/login", { email: "clerk@gravensteinrf.com", password: "staff-new-password" });
    expect(login.statusCode).toBe(200);
  });
});

describe("POST /api/user/password", () => {
  it("changes the password with the current one and ends the other sessions, not this one", async () => {
    const user = await createUser(t.deps.db, { username: "hopper" });
    const here = sessionCookie(await post("/api/login", { username: "hopper", password: user.password }));
    const elsewhere = sessionCookie(await post("/api/login", { username: "hopper", password: user.password }));
    const wrong = await post("/api/user/password", { currentPassword: "not-it-at-all", newPassword: "next-password-1" }, { cookie: here });
    expect(wrong.statusCode).toBe(400);
    const ok = await post("/api/user/password", { currentPassword: user.password, newPassword: "next-password-1" }, { cookie: here });
    expect(ok.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await post("/api/login", { username: "hopper", password: "next-password-1" })).statusCode).toBe(200);
  });

  it("needs a session and a new password of 8 characters, and limits wrong current passwords", async () => {
    expect((await post("/api/user/password", { currentPassword: "x", newPassword: "long-enough-1" })).statusCode).toBe(401);
    const user = await createUser(t.deps.db, { username: "turing" });
    const cookie = sessionCookie(await post("/api/login", { username: "turing", password: user.password }));
    expect((await post("/api/user/password", { currentPassword: user.password, newPassword: "short" }, { cookie })).statusCode).toBe(400);
    for (let i = 0; i < 3; i++)
      await post("/api/user/password", { currentPassword: "guess-guess", newPassword: "long-enough-1" }, { cookie });
    expect(
      (await post("/api/user/password", { currentPassword: user.password, newPassword: "long-enough-1" }, { cookie })).statusCode,
    ).toBe(429);
  });
});
