import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopServer, type RunningServer } from "../../scripts/lib/spawn-server";
import { openDatabase } from "../../src/server/db/client";
import { accountTokens, recoveryCodes } from "../../src/server/db/schema/accounts";
import { users } from "../../src/server/db/schema/users";
import { linkToken, waitForMail } from "../support/mail";
import { createTestDatabase, testDbKind, type TestDatabase } from "../support/test-database";
import { totpCode } from "../support/totp";

// Real server processes on one database: a customer holding ADMIN_EMAIL (now or later) never stops
// the start-up, and a full run of register / reset / two-factor / login leaves no password hash,
// token, TOTP secret or recovery code in the log (at level trace) or in the admin's Server Logs.

const OWNER = "owner-a@gravensteinrf.com";
const NEXT_OWNER = "owner-b@gravensteinrf.com";
const OWNER_PASSWORD = "owner-password-123";

describe(`start-up and logs on ${testDbKind()}`, () => {
  let dataDir: string;
  let testDb: TestDatabase | undefined;
  let baseEnv: Record<string, string>;
  const logs: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "shop-accounts-"));
    testDb = testDbKind() === "postgres" ? await createTestDatabase("postgres") : undefined;
    baseEnv = { DATA_DIR: dataDir, DATABASE_URL: testDb?.url ?? "", LOG_LEVEL: "trace", ADMIN_PASSWORD: OWNER_PASSWORD };
  }, 60_000);
  afterAll(async () => {
    await testDb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(adminEmail: string): Promise<RunningServer> {
    return startShopServer({ ...baseEnv, ADMIN_EMAIL: adminEmail });
  }
  async function stop(server: RunningServer): Promise<void> {
    expect(await server.stop()).toBe(0);
    logs.push(server.output());
  }

  function api(server: RunningServer) {
    let cookie = "";
    return {
      async call(method: string, url: string, body?: object) {
        const res = await fetch(`${server.base}${url}`, {
          method,
          headers: { ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        const sid = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
        if (sid) cookie = sid.split(";")[0]!;
        const text = await res.text();
        return { status: res.status, json: () => JSON.parse(text) as Record<string, unknown> };
      },
    };
  }

  async function registerVerified(server: RunningServer, username: string, email: string) {
    const client = api(server);
    expect((await client.call("POST", "/api/register", { username, password: "customer-pass-1", email })).status).toBe(201);
    const token = linkToken(await waitForMail(dataDir, email, /Confirm your e-mail/), "/verify-email");
    secrets.push(token);
    expect((await client.call("POST", "/api/user/email/verify", { token })).status).toBe(200);
    return client;
  }

  it("runs register, reset, two-factor and logins; restarts with customers holding ADMIN_EMAIL; logs no secret", async () => {
    let codes: string[];
    const first = await start(OWNER);
    try {
      // Customers holding the owner's address and the address the owner will move to, both verified.
      await registerVerified(first, "holder-now", OWNER);
      const later = await registerVerified(first, "holder-later", NEXT_OWNER);

      // Password reset by e-mail.
      expect((await later.call("POST", "/api/password-reset/request", { login: "holder-later" })).status).toBe(202);
      const reset = linkToken(await waitForMail(dataDir, NEXT_OWNER, /Reset your password/), "/reset-password");
      secrets.push(reset);
      await fetch(`${first.base}/reset-password?token=${reset}`);
      expect((await later.call("POST", "/api/password-reset/confirm", { token: reset, password: "customer-pass-2" })).status).toBe(200);
      expect((await later.call("POST", "/api/login", { username: "holder-later", password: "wrong-password" })).status).toBe(401);
      expect((await later.call("POST", "/api/login", { username: "holder-later", password: "customer-pass-2" })).status).toBe(200);
      expect(
        (await later.call("POST", "/api/user/password", { currentPassword: "customer-pass-2", newPassword: "customer-pass-3" })).status,
      ).toBe(200);

      // The owner turns on two-factor sign-in and signs in with a code and with a recovery code.
      const owner = api(first);
      expect((await owner.call("POST", "/api/admin/login", { email: OWNER, password: OWNER_PASSWORD })).status).toBe(200);
      const setup = (await owner.call("POST", "/api/admin/2fa/setup")).json() as { secret: string };
      secrets.push(setup.secret);
      const enabled = await owner.call("POST", "/api/admin/2fa/enable", { code: totpCode(setup.secret) });
      codes = (enabled.json() as { recoveryCodes: string[] }).recoveryCodes;
      secrets.push(...codes);
      expect((await owner.call("POST", "/api/admin/login", { email: OWNER, password: OWNER_PASSWORD })).status).toBe(401);
      expect(
        (await owner.call("POST", "/api/admin/login", { email: OWNER, password: OWNER_PASSWORD, code: totpCode(setup.secret, 1) })).status,
      ).toBe(200);
      expect((await owner.call("POST", "/api/admin/login", { email: OWNER, password: OWNER_PASSWORD, code: codes[0] })).status).toBe(200);

      // A staff member is invited and sets a password by the mailed link.
      expect(
        (await owner.call("POST", "/api/admin/staff", { email: "clerk@gravensteinrf.com", name: "Clerk", role: "staff" })).status,
      ).toBe(201);
      const invite = linkToken(await waitForMail(dataDir, "clerk@gravensteinrf.com", /staff account/), "/reset-password");
      secrets.push(invite);
      expect((await api(first).call("POST", "/api/password-reset/confirm", { token: invite, password: "clerk-password-1" })).status).toBe(
        200,
      );

      // The admin's Server Logs keep paths only: the reset page's token is not there.
      const serverLogs = await owner.call("GET", "/api/admin/logs");
      expect(serverLogs.status).toBe(200);
      expect(JSON.stringify(serverLogs.json())).toContain("/reset-password");
      for (const secret of secrets) expect(JSON.stringify(serverLogs.json())).not.toContain(secret);
    } finally {
      await stop(first);
    }

    // A second start on the same database with the same ADMIN_EMAIL, held by a verified customer.
    const second = await start(OWNER);
    try {
      const owner = api(second);
      expect((await owner.call("POST", "/api/admin/login", { email: OWNER, password: OWNER_PASSWORD, code: codes[1] })).status).toBe(200);
    } finally {
      await stop(second);
    }

    // The owner moves to the address another verified customer holds: still starts.
    const third = await start(NEXT_OWNER);
    try {
      const owner = api(third);
      // A recovery code: the TOTP step used on the first server may not have passed yet.
      const login = await owner.call("POST", "/api/admin/login", { email: NEXT_OWNER, password: OWNER_PASSWORD, code: codes[2] });
      expect(login.status).toBe(200);
      expect(login.json()).toMatchObject({ role: "owner", email: NEXT_OWNER });
      expect((await api(third).call("POST", "/api/login", { username: "holder-later", password: "customer-pass-3" })).status).toBe(200);
    } finally {
      await stop(third);
    }

    // Every password hash and stored token hash, read from the database after the run.
    const database = await openDatabase({ DATABASE_URL: testDb?.url, DATA_DIR: dataDir });
    try {
      const stored = [
        ...(await database.db.select({ v: users.passwordHash }).from(users)).map((r) => r.v),
        ...(await database.db.select({ v: accountTokens.tokenHash }).from(accountTokens)).map((r) => r.v),
        ...(await database.db.select({ v: recoveryCodes.codeHash }).from(recoveryCodes)).map((r) => r.v),
      ];
      expect(stored.length).toBeGreaterThan(10);
      secrets.push(...stored);
    } finally {
      await database.close();
    }

    const log = logs.join("\n");
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toMatch(/\$argon2/);
    for (const secret of [...secrets, OWNER_PASSWORD, "customer-pass-1", "customer-pass-2", "customer-pass-3", "clerk-password-1"]) {
      expect(log.includes(secret), `the log contains a secret (${secret.slice(0, 6)}...)`).toBe(false);
    }
  }, 180_000);

  it("starts over a database holding names an earlier version let visitors create, and keeps the owner's own password", async () => {
    const oldDir = mkdtempSync(path.join(tmpdir(), "shop-old-names-"));
    const oldDb = testDbKind() === "postgres" ? await createTestDatabase("postgres") : undefined;
    const env = { DATA_DIR: oldDir, DATABASE_URL: oldDb?.url ?? "" };
    try {
      // The database as an earlier version left it: no owner yet, a customer named admin, a visitor's
      // admin-<id> (the name the start-up used to rename it to) and confusable names.
      await stop(await startShopServer(env));
      const database = await openDatabase({ DATABASE_URL: oldDb?.url, DATA_DIR: oldDir });
      try {
        const [legacy] = await database.db.insert(users).values({ username: "admin", passwordHash: "x", role: "customer" }).returning();
        await database.db.insert(users).values(
          [`admin-${legacy!.id}`, "ᴀdmin", "ɐdmin", "st4ff", "ADMIN-X"].map((username) => ({
            username,
            passwordHash: "x",
            role: "customer" as const,
          })),
        );
      } finally {
        await database.close();
      }

      const first = await startShopServer({ ...env, ADMIN_EMAIL: OWNER, ADMIN_PASSWORD: OWNER_PASSWORD });
      try {
        const owner = api(first);
        expect((await owner.call("POST", "/api/admin/login", { email: OWNER, password: OWNER_PASSWORD })).json()).toMatchObject({
          username: "admin",
          role: "owner",
        });
        const changed = await owner.call("POST", "/api/user/password", {
          currentPassword: OWNER_PASSWORD,
          newPassword: "owner-chose-this-1",
        });
        expect(changed.status).toBe(200);
      } finally {
        await stop(first);
      }

      // A restart with the same settings keeps the password the owner chose (ADMIN_PASSWORD only creates).
      const second = await startShopServer({ ...env, ADMIN_EMAIL: OWNER, ADMIN_PASSWORD: OWNER_PASSWORD });
      try {
        expect((await api(second).call("POST", "/api/admin/login", { email: OWNER, password: "owner-chose-this-1" })).status).toBe(200);
        expect((await api(second).call("POST", "/api/admin/login", { email: OWNER, password: OWNER_PASSWORD })).status).toBe(401);
      } finally {
        await stop(second);
      }
    } finally {
      await oldDb?.destroy();
      rmSync(oldDir, { recursive: true, force: true });
    }
  }, 180_000);
});
