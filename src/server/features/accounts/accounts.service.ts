import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import type { AdminLoginInput, LoginInput, RegisterInput } from "../../../shared/contracts/users";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema/users";
import { AppError, conflict } from "../../http/errors";
import { claimAttempt, clearEvents } from "../../http/rate-limit";
import type { UserRow } from "../../domain/accounts/users.mapper";

// argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

// Verified when the username is unknown, so a miss takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

async function passwordMatches(row: UserRow | undefined, password: string): Promise<boolean> {
  if (!row) {
    dummyHash ??= hash("not-a-real-password");
    await verify(await dummyHash, password);
    return false;
  }
  return verify(row.passwordHash, password).catch(() => false);
}

export interface LimitSettings {
  loginMaxFailures: number;
  registerMaxPerHour: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
const invalidCredentials = () => new AppError(401, "Invalid username or password");

export async function register(db: Db, input: RegisterInput, ip: string, limits: LimitSettings): Promise<UserRow> {
  if (input.username.toLowerCase() === "admin") throw new AppError(400, "username: this name is reserved");
  // Every attempt counts, taken or not, so it is never released.
  await claimAttempt(db, { bucket: "register", windowMs: HOUR, rules: [{ key: `ip:${ip}`, max: limits.registerMaxPerHour }] });
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({ username: input.username, email: input.email ?? null, passwordHash, role: "customer" })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  if (!row) {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.username})`);
    throw conflict(taken.length > 0 ? "Username already exists" : "Email already exists");
  }
  return row;
}

/**
 * Failed logins are limited per IP, and per account name only for the IPs that have themselves
 * failed on it: a stranger's wrong guesses must not lock the owner out from elsewhere.
 * The attempt is claimed as a failure before the (slow) password check, so parallel guesses
 * cannot all slip under the limit; a success takes its claim back.
 */
async function checkedLogin(
  db: Db,
  row: UserRow | undefined,
  password: string,
  account: { bucket: string; name: string; ip: string },
  limits: LimitSettings,
): Promise<UserRow> {
  const ipKey = `ip:${account.ip}`;
  const userKey = `user:${account.name.toLowerCase()}`;
  const pairKey = `${userKey}|${ipKey}`;
  const max = limits.loginMaxFailures;
  const attempt = await claimAttempt(db, {
    bucket: account.bucket,
    windowMs: FIFTEEN_MINUTES,
    // The pair's max of 1 is this attempt alone: refused once this IP has failed on a locked name.
    rules: [
      { key: ipKey, max },
      [
        { key: userKey, max },
        { key: pairKey, max: 1 },
      ],
    ],
  });
  // An unknown name is verified against a dummy hash too, so it answers as slowly as a wrong password.
  const matches = await passwordMatches(row, password);
  if (row && matches) {
    await attempt.release();
    await clearEvents(db, account.bucket, [userKey, pairKey]);
    return row;
  }
  throw invalidCredentials();
}

export async function login(db: Db, input: LoginInput, ip: string, limits: LimitSettings): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`)
    .limit(1);
  return checkedLogin(db, row, input.password, { bucket: "login", name: input.username, ip }, limits);
}

export async function adminLogin(db: Db, input: AdminLoginInput, ip: string, limits: LimitSettings): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email}) and ${users.role} = 'admin'`)
    .limit(1);
  try {
    return await checkedLogin(db, row, input.password, { bucket: "admin-login", name: input.email, ip }, limits);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) throw new AppError(401, "Invalid credentials");
    throw error;
  }
}

/**
 * Creates or updates the admin account (username `admin`) from ADMIN_EMAIL / ADMIN_PASSWORD.
 * A changed password or e-mail ends the admin's sessions: whoever logged in with the old
 * credentials (perhaps the reason they were changed) must not stay logged in.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = 'admin'`)
    .limit(1);
  if (!existing) {
    await db.insert(users).values({ username: "admin", email, passwordHash: await hashPassword(password), role: "admin" });
    return;
  }
  const unchanged = existing.email === email && existing.role === "admin" && (await passwordMatches(existing, password));
  if (unchanged) return;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ email, passwordHash, role: "admin" }).where(eq(users.id, existing.id));
    await tx.delete(sessions).where(eq(sessions.userId, existing.id));
  });
}
