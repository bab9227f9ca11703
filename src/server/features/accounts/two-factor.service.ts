import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { TwoFactorDisableInput, TwoFactorSetup } from "../../../shared/contracts/staff";
import type { Db, DbOrTx } from "../../db/client";
import { recoveryCodes } from "../../db/schema/accounts";
import { users } from "../../db/schema/users";
import { recordActivity } from "../../domain/activity/record-activity";
import { badRequest, conflict } from "../../lib/errors";
import { SHOP } from "../../../shared/shop-identity";
import type { UserRow } from "../../domain/accounts/users.mapper";
import { passwordMatches } from "../../domain/accounts/credentials";
import { checkCode } from "./code-attempts";

const PERIOD_S = 30;
const RECOVERY_CODE_COUNT = 10;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 seconds. */
function totpFor(user: UserRow, secret: string): TOTP {
  return new TOTP({
    issuer: SHOP.name,
    label: user.email ?? user.username,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step of a valid code (one step of clock drift either way is accepted), or null.
 * The caller makes sure each step is accepted only once.
 */
function validStep(user: UserRow, secret: string, code: string): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const now = Date.now();
  const delta = totpFor(user, secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z2-7]/g, "");
const hashCode = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => BASE32[b % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Starts (or restarts) the set-up: a new secret waits on the account until a code from it turns two-factor sign-in on. */
export async function setupTwoFactor(db: DbOrTx, user: UserRow): Promise<TwoFactorSetup> {
  if (user.totpEnabledAt) throw conflict("Two-factor sign-in is already on. Turn it off first to set up another device.");
  const secret = new Secret({ size: 20 }).base32;
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
  const otpauthUrl = totpFor(user, secret).toString();
  // Loaded when a staff member sets up two-factor sign-in, not at start-up.
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * A code from the new secret proves the app has it: two-factor sign-in is on, and ten recovery
 * codes are made. Wrong codes count towards the account's code limit (`maxWrongCodes`).
 */
export async function enableTwoFactor(db: Db, user: UserRow, code: string, maxWrongCodes: number): Promise<string[]> {
  if (user.totpEnabledAt) throw conflict("Two-factor sign-in is already on");
  const pending = user.totpPendingSecret;
  if (!pending) throw conflict("Start the two-factor set-up first");
  let step: number | null = null;
  const valid = await checkCode(db, user, maxWrongCodes, async () => (step = validStep(user, pending, code)) !== null);
  if (!valid || step === null) throw badRequest("code: that code is not valid. Enter the current code from your authenticator app.");
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt), eq(users.totpPendingSecret, pending)))
      .returning({ id: users.id });
    if (!updated) throw conflict("Two-factor sign-in changed meanwhile. Start the set-up again.");
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: hashCode(c) })));
    await recordActivity(tx, user, {
      action: "two_factor.enable",
      entityType: "user",
      entityId: user.id,
      summary: `Turned on two-factor sign-in for ${user.email ?? user.username}`,
      changes: { twoFactorEnabled: { from: false, to: true } },
    });
  });
  return codes;
}

/**
 * True for the current TOTP code (each 30-second step is accepted once: a replayed or older
 * code is refused) or an unused recovery code (then used up).
 */
export async function verifySecondFactor(db: DbOrTx, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = validStep(user, user.totpSecret, code);
  if (step !== null) {
    const [accepted] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return accepted !== undefined;
  }
  if (normalizeRecoveryCode(code).length !== 10) return false;
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}

/**
 * Turns two-factor sign-in off with the account's password and a current code or a recovery code
 * (a stolen session alone cannot). Wrong passwords and codes count towards the account's code limit.
 */
export async function disableTwoFactor(db: Db, user: UserRow, input: TwoFactorDisableInput, maxWrongCodes: number): Promise<void> {
  if (!user.totpEnabledAt) throw conflict("Two-factor sign-in is not on");
  let wrong: "password" | "code" | undefined;
  await checkCode(db, user, maxWrongCodes, async () => {
    if (!(await passwordMatches(user, input.password))) wrong = "password";
    else if (!(await verifySecondFactor(db, user, input.code))) wrong = "code";
    return wrong === undefined;
  });
  if (wrong === "password") throw badRequest("password: the password is not correct");
  if (wrong === "code") throw badRequest("code: that code is not valid");
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordActivity(tx, user, {
      action: "two_factor.disable",
      entityType: "user",
      entityId: user.id,
      summary: `Turned off two-factor sign-in for ${user.email ?? user.username}`,
      changes: { twoFactorEnabled: { from: true, to: false } },
    });
  });
}
