import { describe, expect, it } from "vitest";
import { sessionCookie, ADMIN_EMAIL, ADMIN_PASSWORD } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { createUser, loginAsAdmin } from "../../../../tests/support/factories";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/users";
import { ensureAdmin } from "./accounts.service";

const t = useTestApp({ env: { LOGIN_MAX_FAILURES: "3", REGISTER_MAX_PER_HOUR: "4", LOGIN_MAX_FAILURES_PER_ACCOUNT: "5" } });

const post = (url: string, payload: unknown, cookie?: string, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {}, remoteAddress: ip });

describe("accounts", () => {
  it("registers, keeps the session, logs out", async () => {
    const res = await post("/api/register", { username: "ada", password: "correct-horse" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ username: "ada", role: "customer" });
    expect(body).not.toHaveProperty("passwordHash");
    const cookie = sessionCookie(res);
    const sid = res.cookies.find((c) => c.name === "sid")!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe("Lax");
    // The readable hint beside it (extensions §5: the storefront asks /api/user only with it), with the same lifetime.
    const hint = res.cookies.find((c) => c.name === "signed_in")!;
    expect(hint).toMatchObject({ value: "1", path: "/", sameSite: "Lax" });
    expect(hint.httpOnly).toBeFalsy();
    expect(hint.expires).toEqual(sid.expires);

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe("ada");

    const out = await post("/api/logout", undefined, cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "signed_in")?.value).toBe("");
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
  });

  it("answers 401 on /api/user without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it("refuses duplicates (any case) with 409 and the name admin in any case", async () => {
    expect((await post("/api/register", { username: "Grace", password: "12345678" })).statusCode).toBe(201);
    const dup = await post("/api/register", { username: "grace", password: "12345678" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: "Username already exists" });
    for (const name of ["admin", "ADMIN", "Admin"]) {
      const res = await post("/api/register", { username: name, password: "12345678" });
      expect(res.statusCode).toBe(400);
    }
  });

  it("validates registration with a field message", async () => {
    const res = await post("/api/register", { username: "bob", password: "short" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("password: Password must be at least 8 characters");
  });

  it("logs in and rotates the session", async () => {
    const user = await createUser(t.deps.db, { username: "linus" });
    const first = await post("/api/login", { username: "LINUS", password: user.password });
    expect(first.statusCode).toBe(200);
    const cookie1 = sessionCookie(first);
    const second = await post("/api/login", { username: "linus", password: user.password }, cookie1);
    const cookie2 = sessionCookie(second);
    expect(cookie2).not.toBe(cookie1);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: cookie1 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: cookie2 } })).statusCode).toBe(200);
  });

  it("rate-limits failed logins per username with 429 and Retry-After for the IPs that failed on it", async () => {
    const user = await createUser(t.deps.db, { username: "mallory" });
    for (let i = 0; i < 3; i++) {
      const res = await post("/api/login", { username: "mallory", password: "wrong-password" }, undefined, `10.0.1.${i}`);
      expect(res.statusCode).toBe(401);
    }
    // 10.0.1.0 has one failure of its own (under the per-IP limit) but failed on the locked name.
    const limited = await post("/api/login", { username: "MALLORY", password: user.password }, undefined, "10.0.1.0");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // An address that never failed on it is not locked out by the others' guesses.
    expect((await post("/api/login", { username: "mallory", password: user.password }, undefined, "10.0.2.1")).statusCode).toBe(200);
  });

  it("lets the owner log in from another IP after a stranger's failures, not the stranger", async () => {
    const user = await createUser(t.deps.db, { username: "owner1" });
    for (let i = 0; i < 3; i++)
      expect((await post("/api/login", { username: "owner1", password: "guess-guess" }, undefined, "10.3.0.1")).statusCode).toBe(401);
    expect((await post("/api/login", { username: "owner1", password: user.password }, undefined, "10.3.0.1")).statusCode).toBe(429);
    expect((await post("/api/login", { username: "owner1", password: user.password }, undefined, "10.3.0.2")).statusCode).toBe(200);
  });

  it("lets the admin log in by e-mail from another IP after a stranger's failures, not the stranger", async () => {
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    for (let i = 0; i < 3; i++)
      expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: "guess-guess" }, undefined, "10.4.0.1")).statusCode).toBe(401);
    const stranger = await post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, undefined, "10.4.0.1");
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers["retry-after"]).toBeDefined();
    const owner = await post("/api/admin/login", { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD }, undefined, "10.4.0.2");
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ role: "owner" });
  });

  it("lets at most the limit of 20 parallel wrong guesses reach the password check", async () => {
    await createUser(t.deps.db, { username: "parallel" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post("/api/login", { username: "parallel", password: "wrong-guess" }, undefined, "10.5.0.1")),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it("does not count a successful login as a failure of its IP", async () => {
    const user = await createUser(t.deps.db, { username: "regular" });
    for (let i = 0; i < 5; i++)
      expect((await post("/api/login", { username: "regular", password: user.password }, undefined, "10.6.0.1")).statusCode).toBe(200);
    // A success also forgets the name's failures: two guesses elsewhere plus one here stay under 3.
    for (const ip of ["10.6.0.2", "10.6.0.3"])
      expect((await post("/api/login", { username: "regular", password: "nope-nope" }, undefined, ip)).statusCode).toBe(401);
    expect((await post("/api/login", { username: "regular", password: user.password }, undefined, "10.6.0.2")).statusCode).toBe(200);
    expect((await post("/api/login", { username: "regular", password: "nope-nope" }, undefined, "10.6.0.4")).statusCode).toBe(401);
    expect((await post("/api/login", { username: "regular", password: "nope-nope" }, undefined, "10.6.0.5")).statusCode).toBe(401);
    expect((await post("/api/login", { username: "regular", password: user.password }, undefined, "10.6.0.4")).statusCode).toBe(200);
  });

  it("rate-limits failed logins per IP across usernames", async () => {
    for (let i = 0; i < 3; i++) await post("/api/login", { username: `nobody${i}`, password: "whatever1" }, undefined, "10.9.9.9");
    const res = await post("/api/login", { username: "someone-else", password: "whatever1" }, undefined, "10.9.9.9");
    expect(res.statusCode).toBe(429);
  });

  it("rate-limits registrations per IP", async () => {
    for (let i = 0; i < 4; i++)
      expect((await post("/api/register", { username: `user${i}`, password: "12345678" }, undefined, "10.7.7.7")).statusCode).toBe(201);
    const res = await post("/api/register", { username: "user9", password: "12345678" }, undefined, "10.7.7.7");
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });

  it("admin logs in by email; a customer cannot use the admin login", async () => {
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const ok = await post("/api/admin/login", { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: "admin", role: "owner" });
    const bad = await post("/api/admin/login", { email: ADMIN_EMAIL, password: "nope-nope" });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: "Invalid credentials" });
    await createUser(t.deps.db, { username: "eve", email: "eve@example.com", password: "eve-password" });
    expect((await post("/api/admin/login", { email: "eve@example.com", password: "eve-password" })).statusCode).toBe(401);
  });

  it("ensureAdmin keeps the password the owner chose; ADMIN_PASSWORD_RESET sets it from ADMIN_PASSWORD again", async () => {
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: "first-password" });
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(401);
    expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: "first-password" })).statusCode).toBe(200);

    expect(await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, resetPassword: true })).toEqual({
      passwordReset: true,
    });
    expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: "first-password" })).statusCode).toBe(401);
    expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it("ensureAdmin ends the admin's sessions when the password or e-mail changes, not otherwise", async () => {
    const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    const cookie = await loginAsAdmin(t.app, t.deps.db);
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect((await me(cookie)).statusCode).toBe(200);
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: "a-new-admin-password" });
    expect((await me(cookie)).statusCode).toBe(200);
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: "a-new-admin-password", resetPassword: true });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(401);

    const second = sessionCookie(await post("/api/admin/login", { email: ADMIN_EMAIL, password: "a-new-admin-password" }));
    await ensureAdmin(t.deps.db, { email: "new-owner@gravensteinrf.com", password: ADMIN_PASSWORD });
    expect((await me(second)).statusCode).toBe(401);
  });

  it("refuses a mutating request from another origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: "https://evil.example" },
      payload: { username: "x", password: "y" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("limits failed logins per account across all IPs: 30 IPs x 2 guesses reach the password check only 5 times", async () => {
    const user = await createUser(t.deps.db, { username: "target" });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      for (let guess = 0; guess < 2; guess++) {
        statuses.push(
          (await post("/api/login", { username: "target", password: `guess-${i}-${guess}` }, undefined, `127.0.${i}.1`)).statusCode,
        );
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Locked for every address now, the owner's too, until a password reset.
    expect((await post("/api/login", { username: "target", password: user.password }, undefined, "10.250.0.1")).statusCode).toBe(429);
    // An unknown name is limited the same way, so the answers do not tell which names exist.
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++)
      unknown.push((await post("/api/login", { username: "ghost", password: "guess-guess" }, undefined, `127.1.${i}.1`)).statusCode);
    expect(unknown).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("compares usernames after NFKC normalisation and refuses names that look like admin", async () => {
    expect((await post("/api/register", { username: "ｇｒａｃｅ", password: "12345678" })).json()).toMatchObject({ username: "grace" });
    expect((await post("/api/register", { username: "GRACE", password: "12345678" })).statusCode).toBe(409);
    expect((await post("/api/login", { username: "Ｇｒａｃｅ", password: "12345678" })).statusCode).toBe(200);
    for (const name of ["аdmin", "ａｄｍｉｎ", "adm\u200bin", "\u202eadmin", "Administrator", "adrnin"]) {
      const res = await post("/api/register", { username: name, password: "12345678" });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toMatch(/^username: /);
    }
  });

  it("ensureAdmin is not stopped by a customer holding ADMIN_EMAIL or a name that normalises to admin", async () => {
    await createUser(t.deps.db, { username: "holder", email: ADMIN_EMAIL, emailVerified: true });
    // Registered before names were compared in NFKC: full-width "admin".
    const [legacy] = await t.deps.db.insert(users).values({ username: "ａｄｍｉｎ", passwordHash: "x", role: "customer" }).returning();
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const owner = await post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(owner.json()).toMatchObject({ username: "admin", role: "owner" });
    const [renamed] = await t.deps.db.select().from(users).where(eq(users.id, legacy!.id));
    expect(renamed).toMatchObject({ role: "customer", username: `ａｄｍｉｎ-${legacy!.id}` });
  });

  it("ensureAdmin leaves the owner alone, with a warning, when a staff member holds ADMIN_EMAIL", async () => {
    await ensureAdmin(t.deps.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await createUser(t.deps.db, { username: "staffer", email: "staffer@gravensteinrf.com", role: "staff" });
    const result = await ensureAdmin(t.deps.db, { email: "staffer@gravensteinrf.com", password: ADMIN_PASSWORD });
    expect(result.warning).toMatch(/belongs to a staff member/);
    expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });
});
