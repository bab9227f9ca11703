import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import type { AdminLoginInput, LoginInput, RegisterInput } from "../../../shared/contracts/users";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { AppError, conflict } from "../../http/errors";
import { assertUnderLimit, clearEvents, recordEvent } from "../../http/rate-limit";
import type { UserRow } from "./users.mapper";

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
  await assertUnderLimit(db, { bucket: "register", keys: [`ip:${ip}`], max: limits.registerMaxPerHour, windowMs: HOUR });
  await recordEvent(db, "register", [`ip:${ip}`]);
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({ username: input.username, email: input.email ?? null, passwordHash, role: "customer" })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  if (!row) {
    const taken = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${input.username})`);
    throw conflict(taken.length > 0 ? "Username already exists" : "Email already exists");
  }
  return row;
}

async function checkedLogin(
  db: Db,
  row: UserRow | undefined,
  password: string,
  keys: string[],
  limits: LimitSettings,
  bucket: string,
): Promise<UserRow> {
  await assertUnderLimit(db, { bucket, keys, max: limits.loginMaxFailures, windowMs: FIFTEEN_MINUTES });
  if (row && (await passwordMatches(row, password))) {
    await clearEvents(db, bucket, keys.filter((key) => key.startsWith("user:")));
    return row;
  }
  if (!row) await passwordMatches(undefined, password);
  await recordEvent(db, bucket, keys);
  throw invalidCredentials();
}

export async function login(db: Db, input: LoginInput, ip: string, limits: LimitSettings): Promise<UserRow> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${input.username})`).limit(1);
  const keys = [`ip:${ip}`, `user:${input.username.toLowerCase()}`];
  return checkedLogin(db, row, input.password, keys, limits, "login");
}

export async function adminLogin(db: Db, input: AdminLoginInput, ip: string, limits: LimitSettings): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email}) and ${users.role} = 'admin'`)
    .limit(1);
  const keys = [`ip:${ip}`, `user:${input.email.toLowerCase()}`];
  try {
    return await checkedLogin(db, row, input.password, keys, limits, "admin-login");
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) throw new AppError(401, "Invalid credentials");
    throw error;
  }
}

/** Creates or updates the admin account (username `admin`) from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select().from(users).where(sql`lower(${users.username}) = 'admin'`).limit(1);
  if (existing) {
    await db.update(users).set({ email, passwordHash, role: "admin" }).where(eq(users.id, existing.id));
  } else {
    await db.insert(users).values({ username: "admin", email, passwordHash, role: "admin" });
  }
}
