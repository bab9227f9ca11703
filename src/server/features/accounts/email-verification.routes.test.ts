import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionCookie } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { createUser, loginAsAdmin, loginAsStaff } from "../../../../tests/support/factories";
import { linkToken, readOutbox, waitForMail } from "../../../../tests/support/mail";
import { accountTokens } from "../../db/schema/accounts";

const t = useTestApp();

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const me = async (cookie: string) => (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json();

async function registerWith(username: string, email: string) {
  const res = await post("/api/register", { username, password: "password-123", email });
  expect(res.statusCode).toBe(201);
  return sessionCookie(res);
}

describe("e-mail on the account", () => {
  it("registers with an e-mail, mails a verification link, and the link verifies it once", async () => {
    const cookie = await registerWith("ada", "ada@example.com");
    expect(await me(cookie)).toMatchObject({ email: "ada@example.com", emailVerified: false });
    const mail = await waitForMail(t.dataDir, "ada@example.com", /Confirm your e-mail/);
    expect(mail.body).toContain("Content-Type: text/plain");
    expect(mail.body).toContain("Content-Type: text/html");
    const token = linkToken(mail, "/verify-email");

    // The token is stored only as its hash.
    const rows = await t.deps.db.select().from(accountTokens);
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);

    const verified = await post("/api/user/email/verify", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: expect.any(String), email: "ada@example.com" });
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
    // Single use.
    expect((await post("/api/user/email/verify", { token })).statusCode).toBe(400);
  });

  it("never tells whether an address is in use: a second account with the same address is created", async () => {
    await createUser(t.deps.db, { username: "first", email: "shared@example.com", emailVerified: true });
    const res = await post("/api/register", { username: "second", password: "password-123", email: "SHARED@example.com" });
    expect(res.statusCode).toBe(201);
    // ... but it cannot verify an address another customer has verified.
    const token = linkToken(await waitForMail(t.dataDir, "shared@example.com", /Confirm/), "/verify-email");
    const refused = await post("/api/user/email/verify", { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already verified on another account/);
    expect(await me(sessionCookie(res))).toMatchObject({ emailVerified: false });
  });

  it("registers a customer with the owner's address without revealing or touching the owner", async () => {
    const owner = await loginAsAdmin(t.app, t.deps.db);
    const res = await post("/api/register", { username: "copycat", password: "password-123", email: "owner@gravensteinrf.com" });
    expect(res.statusCode).toBe(201);
    expect((await me(owner)).role).toBe("owner");
  });

  it("replaces the e-mail with POST /api/user/email, unverified until the new link is used; the old link stops working", async () => {
    const cookie = await registerWith("grace", "grace@old.example");
    const oldToken = linkToken(await waitForMail(t.dataDir, "grace@old.example", /Confirm/), "/verify-email");
    const changed = await post("/api/user/email", { email: "grace@new.example" }, cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: "grace@new.example", emailVerified: false });
    expect((await post("/api/user/email/verify", { token: oldToken })).statusCode).toBe(400);
    const newToken = linkToken(await waitForMail(t.dataDir, "grace@new.example", /Confirm/), "/verify-email");
    expect((await post("/api/user/email/verify", { token: newToken })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ email: "grace@new.example", emailVerified: true });
  });

  it("refuses a wrong, malformed or expired token with 400 and changes nothing", async () => {
    const cookie = await registerWith("linus", "linus@example.com");
    const token = linkToken(await waitForMail(t.dataDir, "linus@example.com", /Confirm/), "/verify-email");
    for (const bad of ["x".repeat(43), "not a token", token.slice(0, -1)]) {
      const res = await post("/api/user/email/verify", { token: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    await t.deps.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, "verify_email"));
    expect((await post("/api/user/email/verify", { token })).statusCode).toBe(400);
    expect(await me(cookie)).toMatchObject({ emailVerified: false });
  });

  it("validates the address, needs a session, and leaves staff addresses to the owner", async () => {
    const cookie = await registerWith("bob", "bob@example.com");
    expect((await post("/api/user/email", { email: "not-an-address" }, cookie)).statusCode).toBe(400);
    expect((await post("/api/user/email", { email: "x@example.com" })).statusCode).toBe(401);
    const staff = await loginAsStaff(t.app, t.deps.db);
    expect((await post("/api/user/email", { email: "elsewhere@example.com" }, staff.cookie)).statusCode).toBe(403);
    expect(readOutbox(t.dataDir).filter((m) => m.to.includes("elsewhere"))).toHaveLength(0);
  });
});
