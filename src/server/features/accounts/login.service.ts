import { sql } from "drizzle-orm";
import { TWO_FACTOR_REQUIRED_MESSAGE, type AdminLoginInput, type LoginInput } from "../../../shared/contracts/users";
import type { Db, DbOrTx } from "../../db/client";
import { users } from "../../db/schema/users";
import { AppError } from "../../http/errors";
import { claimAttempt, clearEvents, clearEventsWithPairs } from "../../http/rate-limit";
import { passwordMatches } from "../../domain/accounts/credentials";
import { findByUsername } from "./accounts.service";
import { verifySecondFactor } from "./two-factor.service";
import type { UserRow } from "../../domain/accounts/users.mapper";

export interface LoginLimits {
  /** Failures per IP, and per name for the IPs that failed on it, per 15 minutes. */
  loginMaxFailures: number;
  /** Failures per account from all IPs together, per 15 minutes. */
  loginMaxFailuresPerAccount: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const LOGIN_BUCKETS = ["login", "admin-login"];
const invalidCredentials = () => new AppError(401, "Invalid username or password");

const nameKey = (name: string) => `user:${name.normalize("NFKC").trim().toLowerCase()}`;
/** Unknown names get a key of their own, so they answer exactly as known ones do. */
const accountKey = (row: UserRow | undefined, name: string) => (row ? `account:${row.id}` : `account:${nameKey(name)}`);

/**
 * Failed logins are limited per IP; per name only for the IPs that have themselves failed on it
 * (a stranger's wrong guesses must not lock the owner out from elsewhere); and per account
 * across all IPs, so many addresses with a few guesses each cannot go on for ever. The attempt
 * is claimed as a failure before the (slow) password check, so parallel guesses cannot all slip
 * under the limit; a success takes its claim back. The per-account count is not forgotten on a
 * success (that would give a guesser a fresh budget): a password reset clears it.
 */
async function checkedLogin(
  db: Db,
  row: UserRow | undefined,
  password: string,
  account: { bucket: string; name: string; ip: string; secondFactor?: (row: UserRow) => Promise<"ok" | "missing" | "wrong"> },
  limits: LoginLimits,
): Promise<UserRow> {
  const ipKey = `ip:${account.ip}`;
  const userKey = nameKey(account.name);
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
      { key: accountKey(row, account.name), max: limits.loginMaxFailuresPerAccount },
    ],
  });
  // An unknown name is verified against a dummy hash too, so it answers as slowly as a wrong password.
  const matches = await passwordMatches(row, password);
  if (!row || !matches) throw invalidCredentials();
  const second = account.secondFactor ? await account.secondFactor(row) : "ok";
  // The right password without a code is no guess: the form now asks for the code.
  if (second === "missing") {
    await attempt.release();
    throw new AppError(401, TWO_FACTOR_REQUIRED_MESSAGE);
  }
  if (second === "wrong") throw new AppError(401, "Invalid authentication code");
  await attempt.release();
  await clearEvents(db, account.bucket, [userKey, pairKey]);
  return row;
}

export async function login(db: Db, input: LoginInput, ip: string, limits: LoginLimits): Promise<UserRow> {
  const row = await findByUsername(db, input.username);
  return checkedLogin(db, row, input.password, { bucket: "login", name: input.username, ip }, limits);
}

/** Staff and owners sign in by e-mail; once two-factor sign-in is on, with a code too. */
export async function adminLogin(db: Db, input: AdminLoginInput, ip: string, limits: LoginLimits): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email}) and ${users.role} in ('staff', 'owner')`)
    .limit(1);
  const secondFactor = async (user: UserRow) => {
    if (!user.totpEnabledAt) return "ok" as const;
    if (!input.code) return "missing" as const;
    return (await verifySecondFactor(db, user, input.code)) ? ("ok" as const) : ("wrong" as const);
  };
  try {
    return await checkedLogin(db, row, input.password, { bucket: "admin-login", name: input.email, ip, secondFactor }, limits);
  } catch (error) {
    if (error instanceof AppError && error.message === "Invalid username or password") throw new AppError(401, "Invalid credentials");
    throw error;
  }
}

/** After a password reset: every failure counted against the account, by name, e-mail or id, is forgotten. */
export async function clearLoginLimits(db: DbOrTx, row: UserRow): Promise<void> {
  const keys = [nameKey(row.username), `account:${row.id}`];
  if (row.email) keys.push(nameKey(row.email));
  await clearEventsWithPairs(db, LOGIN_BUCKETS, keys);
}
