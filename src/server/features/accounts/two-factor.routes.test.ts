import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, sessionCookie, type TestApp } from "../../../../tests/support/test-app";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { loginAsAdmin, loginAsCustomer, loginAsStaff } from "../../../../tests/support/factories";
import { totpCode } from "../../../../tests/support/totp";
import { recoveryCodes } from "../../db/schema/accounts";
import { activityLog } from "../../db/schema/activity";
import { users } from "../../db/schema/users";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "../../../shared/contracts/users";

const t = useTestApp();

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const adminLogin = (code?: string) => post("/api/admin/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, ...(code ? { code } : {}) });

/** Turns two-factor sign-in on for the owner; returns the secret and the recovery codes. */
async function enableForOwner(): Promise<{ secret: string; recoveryCodes: string[]; cookie: string }> {
  const cookie = await loginAsAdmin(t.app, t.deps.db);
  const setup = await post("/api/admin/2fa/setup", undefined, cookie);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json<{ secret: string; otpauthUrl: string; qrSvg: string }>();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
  expect(otpauthUrl).toContain(encodeURIComponent(ADMIN_EMAIL).replace("%40", "%40"));
  expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  const enabled = await post("/api/admin/2fa/enable", { code: totpCode(secret) }, cookie);
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes: codes } = enabled.json<{ recoveryCodes: string[] }>();
  return { secret, recoveryCodes: codes, cookie };
}

describe("two-factor sign-in (TOTP)", () => {
  it("sets up, enables with a code, gives ten single-use recovery codes, and then the login needs a code", async () => {
    const { secret, recoveryCodes: codes, cookie } = await enableForOwner();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ twoFactorEnabled: true });

    // Stored hashed, the secret never answered again.
    const stored = await t.deps.db.select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);

    const withoutCode = await adminLogin();
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toEqual({ message: TWO_FACTOR_REQUIRED_MESSAGE });
    expect(withoutCode.cookies.find((c) => c.name === "sid")).toBeUndefined();
    expect((await adminLogin("000000")).statusCode).toBe(401);

    // The enabling code's step is used up: the next step's code signs in, once.
    const next = totpCode(secret, 1);
    const ok = await adminLogin(next);
    expect(ok.statusCode).toBe(200);
    const replay = await adminLogin(next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Invalid authentication code");
    // An older step's code after a newer one was used: refused too.
    expect((await adminLogin(totpCode(secret, -1))).statusCode).toBe(401);

    // A recovery code works once, typed any way.
    const recovery = codes[3]!;
    expect((await adminLogin(recovery.toLowerCase().replace("-", " "))).statusCode).toBe(200);
    expect((await adminLogin(recovery)).statusCode).toBe(401);
    // A wrong password with a good code is still wrong.
    expect((await post("/api/admin/login", { email: ADMIN_EMAIL, password: "not-the-password", code: codes[4] })).statusCode).toBe(401);
    expect((await adminLogin(codes[4])).statusCode).toBe(200);
  });

  it("refuses a wrong enabling code (400), enabling without a set-up (409) and a second set-up once on (409)", async () => {
    const cookie = await loginAsAdmin(t.app, t.deps.db);
    expect((await post("/api/admin/2fa/enable", { code: "123456" }, cookie)).statusCode).toBe(409);
    const { secret } = (await post("/api/admin/2fa/setup", undefined, cookie)).json<{ secret: string }>();
    const wrong = await post("/api/admin/2fa/enable", { code: totpCode(secret, 5) }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect((await post("/api/admin/2fa/enable", { code: "" }, cookie)).statusCode).toBe(400);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    expect(row!.totpEnabledAt).toBeNull();
    expect((await post("/api/admin/2fa/enable", { code: totpCode(secret) }, cookie)).statusCode).toBe(200);
    expect((await post("/api/admin/2fa/setup", undefined, cookie)).statusCode).toBe(409);
  });

  it("turns off with the password and a code, and records enabling and disabling in the activity log", async () => {
    const { secret, cookie } = await enableForOwner();
    const wrongCode = await post("/api/admin/2fa/disable", { code: "999999", password: ADMIN_PASSWORD }, cookie);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe("code: that code is not valid");
    const wrongPassword = await post("/api/admin/2fa/disable", { code: totpCode(secret, 1), password: "not-the-password" }, cookie);
    expect(wrongPassword.json()).toEqual({ message: "password: the password is not correct" });
    expect((await post("/api/admin/2fa/disable", { code: totpCode(secret, 1) }, cookie)).statusCode).toBe(400);
    expect((await post("/api/admin/2fa/disable", { code: totpCode(secret, 1), password: ADMIN_PASSWORD }, cookie)).statusCode).toBe(200);
    expect((await adminLogin()).statusCode).toBe(200);
    const actions = (await t.deps.db.select().from(activityLog)).map((row) => [row.action, row.actorEmail]);
    expect(actions).toEqual([
      ["two_factor.enable", ADMIN_EMAIL],
      ["two_factor.disable", ADMIN_EMAIL],
    ]);
  });

  it("is for staff and owners only", async () => {
    const customer = await loginAsCustomer(t.app, t.deps.db);
    expect((await post("/api/admin/2fa/setup", undefined, customer.cookie)).statusCode).toBe(403);
    expect((await post("/api/admin/2fa/setup")).statusCode).toBe(401);
    const staff = await loginAsStaff(t.app, t.deps.db);
    expect((await post("/api/admin/2fa/setup", undefined, staff.cookie)).statusCode).toBe(200);
  });
});

describe("ADMIN_REQUIRE_2FA=true", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ env: { ADMIN_REQUIRE_2FA: "true" }, testDb: t.testDb });
  });
  afterAll(() => strict.close());

  it("lets an admin without two-factor sign in only to set it up, then everything works", async () => {
    const cookie = await loginAsAdmin(strict.app, strict.deps.db);
    const get = (url: string) => strict.app.inject({ method: "GET", url, headers: { cookie } });
    const me = await get("/api/user");
    expect(me.json()).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });
    const blocked = await get("/api/admin/stats");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/two-factor/i);
    expect((await get("/api/admin/staff")).statusCode).toBe(403);

    const { secret } = (await strict.app.inject({ method: "POST", url: "/api/admin/2fa/setup", headers: { cookie } })).json<{
      secret: string;
    }>();
    const enabled = await strict.app.inject({
      method: "POST",
      url: "/api/admin/2fa/enable",
      headers: { cookie },
      payload: { code: totpCode(secret) },
    });
    expect(enabled.statusCode).toBe(200);
    expect((await get("/api/admin/stats")).statusCode).toBe(200);
    expect((await get("/api/user")).json()).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    // Turning it off is refused while it is required.
    const off = await strict.app.inject({
      method: "POST",
      url: "/api/admin/2fa/disable",
      headers: { cookie },
      payload: { code: totpCode(secret, 1), password: ADMIN_PASSWORD },
    });
    expect(off.statusCode).toBe(409);
    // Customers are not affected.
    const customer = await loginAsCustomer(strict.app, strict.deps.db);
    expect((await strict.app.inject({ method: "GET", url: "/api/user/orders", headers: { cookie: customer.cookie } })).statusCode).toBe(
      200,
    );
    expect(
      sessionCookie(
        await strict.app.inject({
          method: "POST",
          url: "/api/admin/login",
          payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, code: totpCode(secret, 1) },
        }),
      ),
    ).toMatch(/^sid=/);
  });
});
