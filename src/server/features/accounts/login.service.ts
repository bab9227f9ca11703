import { sql } from "drizzle-orm";
import { TWO_FACTOR_REQUIRED_MESSAGE, type AdminLoginInput, type LoginInput } from "../../../shared/contracts/users";
import type { Db, DbOrTx } from "../../db/client";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/errors";
import { claimAttempt, clearEvents, clearEventsWithPairs } from "../../http/rate-limit";
import { passwordMatches } from "../../domain/accounts/credentials";
import { findByUsername } from "./accounts.service";
import { checkCode } from "./code-attempts";
import { verifySecondFactor } from "./two-factor.service";
import { doorOf } from "../../domain/accounts/sessions.service";
import type { SessionDoor } from "../../db/schema/users";
import type { UserRow } from "../../domain/accounts/users.mapper";

export interface LoginLimits {
  /** Failures per IP, and per name for the IPs that failed on it, per 15 minutes. */
  loginMaxFailures: number;
  /** Failures per account from all IPs together, per 15 minutes. */
  loginMaxFailuresPerAccount: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;
/**
 * Both doors count in one bucket: an IP's failures and an account's failures add up whichever
 * door they were made at. The names are kept apart by their prefix (a username may look like an e-mail).
 */
const LOGIN_BUCKET = "login";
/** Before the doors shared a bucket; kept so a reset also clears failures counted then. */
const LOGIN_BUCKETS = [LOGIN_BUCKET, "admin-login"];
const invalidCredentials = () => new AppError(401, "Invalid username or password");

const normalizeName = (name: string) => name.normalize("NFKC").trim().toLowerCase();
const usernameKey = (name: string) => `user:${normalizeName(name)}`;
const emailKey = (email: string) => `email:${normalizeName(email)}`;
/** Unknown names get a key of their own, so they answer exactly as known ones do. */
const accountKey = (row: UserRow | undefined, nameKey: string) => (row ? `account:${row.id}` : `account:${nameKey}`);

type SecondFactor = (row: UserRow) => Promise<"ok" | "missing" | "wrong">;

/**
 * Failed logins are limited per IP; per name only for the IPs that have themselves failed on it
 * (a stranger's wrong guesses must not lock the owner out from elsewhere); and per account
 * across all IPs and both doors, so many addresses with a few guesses each cannot go on for ever.
 * The attempt is claimed as a failure before the (slow) password check, so parallel guesses cannot
 * all slip under the limit; a success takes its claim back. The per-account count is not forgotten
 * on a success (that would give a guesser a fresh budget): a password reset clears it.
 * An account of the other door's kind fails exactly as a wrong password does (spec §11: one door
 * per kind of account), after the same password check, so the answer tells nothing.
 */
async function checkedLogin(
  db: Db,
  row: UserRow | undefined,
  password: string,
  account: { door: SessionDoor; nameKey: string; ip: string; secondFactor?: SecondFactor },
  limits: LoginLimits,
): Promise<UserRow> {
  const ipKey = `ip:${account.ip}`;
  const pairKey = `${account.nameKey}|${ipKey}`;
  const max = limits.loginMaxFailures;
  const attempt = await claimAttempt(db, {
    bucket: LOGIN_BUCKET,
    windowMs: FIFTEEN_MINUTES,
    // The pair's max of 1 is this attempt alone: refused once this IP has failed on a locked name.
    rules: [
      { key: ipKey, max },
      [
        { key: account.nameKey, max },
        { key: pairKey, max: 1 },
      ],
      { key: accountKey(row, account.nameKey), max: limits.loginMaxFailuresPerAccount },
    ],
  });
  // An unknown name is verified against a dummy hash too, so it answers as slowly as a wrong password.
  const matches = await passwordMatches(row, password);
  if (!row || !matches || doorOf(row) !== account.door) throw invalidCredentials();
  const second = account.secondFactor ? await account.secondFactor(row) : "ok";
  // The right password without a code is no guess: the form now asks for the code.
  if (second === "missing") {
    await attempt.release();
    throw new AppError(401, TWO_FACTOR_REQUIRED_MESSAGE);
  }
  if (second === "wrong") throw new AppError(401, "Invalid authentication code");
  await attempt.release();
  await clearEvents(db, LOGIN_BUCKET, [account.nameKey, pairKey]);
  return row;
}

/** The customer door: customers by username. A staff or owner account here is refused like a wrong password. */
export async function login(db: Db, input: LoginInput, ip: string, limits: LoginLimits): Promise<UserRow> {
  const row = await findByUsername(db, input.username);
  return checkedLogin(db, row, input.password, { door: "customer", nameKey: usernameKey(input.username), ip }, limits);
}

/** The admin door: staff and owners by e-mail; once two-factor sign-in is on, with a code too. */
export async function adminLogin(db: Db, input: AdminLoginInput, ip: string, limits: LoginLimits): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email}) and ${users.role} in ('staff', 'owner')`)
    .limit(1);
  const secondFactor: SecondFactor = async (user) => {
    if (!user.totpEnabledAt) return "ok";
    const code = input.code;
    if (!code) return "missing";
    return (await checkCode(db, user, limits.loginMaxFailures, () => verifySecondFactor(db, user, code))) ? "ok" : "wrong";
  };
  try {
    return await checkedLogin(db, row, input.password, { door: "admin", nameKey: emailKey(input.email), ip, secondFactor }, limits);
  } catch (error) {
    if (error instanceof AppError && error.message === "Invalid username or password") throw new AppError(401, "Invalid credentials");
    throw error;
  }
}

/** After a password reset: every failure counted against the account, by name, e-mail or id, is forgotten. */
export async function clearLoginLimits(db: DbOrTx, row: UserRow): Promise<void> {
  // `user:<email>` was the admin door's name key before the doors shared a bucket.
  const keys = [usernameKey(row.username), `account:${row.id}`];
  if (row.email) keys.push(emailKey(row.email), usernameKey(row.email));
  await clearEventsWithPairs(db, LOGIN_BUCKETS, keys);
}
