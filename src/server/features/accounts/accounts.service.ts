import { eq, sql } from "drizzle-orm";
import type { RegisterInput } from "../../../shared/contracts/users";
import type { Db, DbOrTx } from "../../db/client";
import { sessions, users } from "../../db/schema/users";
import { AppError, conflict } from "../../lib/errors";
import { claimAttempt } from "../../http/rate-limit";
import { hashPassword, OWNER_USERNAME, passwordMatches } from "../../domain/accounts/credentials";
import type { UserRow } from "../../domain/accounts/users.mapper";
import { isReservedUsername } from "./username-rules";

/** The username as every comparison sees it: NFKC, lower case (the unique index is on the same expression). */
export const usernameKey = (column: typeof users.username) => sql`lower(normalize(${column}, NFKC))`;
export const sameUsername = (name: string) => sql`${usernameKey(users.username)} = lower(normalize(${name}, NFKC))`;

export async function findByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sameUsername(username)).limit(1);
  return row;
}

const HOUR = 60 * 60_000;

/**
 * Creates a customer. The e-mail, if any, is stored unverified whatever other accounts hold, so
 * no answer tells whether an address is in use; the caller mails the verification link.
 */
export async function register(db: Db, input: RegisterInput, ip: string, registerMaxPerHour: number): Promise<UserRow> {
  if (isReservedUsername(input.username)) throw new AppError(400, "username: this name is reserved");
  // Every attempt counts, taken or not, so it is never released.
  await claimAttempt(db, { bucket: "register", windowMs: HOUR, rules: [{ key: `ip:${ip}`, max: registerMaxPerHour }] });
  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({ username: input.username, email: input.email ?? null, passwordHash, role: "customer" })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  // Only the username is unique among unverified customers.
  if (!row) throw conflict("Username already exists");
  return row;
}

/**
 * A name for a customer who must give up theirs: `<name>-<id>`, or with a further number when
 * a visitor has already registered that (the unique index compares names in NFKC, any case).
 */
async function freeUsername(db: Db, row: UserRow): Promise<string> {
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? `${row.username}-${row.id}` : `${row.username}-${row.id}-${n}`;
    if (!(await findByUsername(db, candidate))) return candidate;
  }
}

export interface OwnerSetup {
  email: string;
  password: string;
  /** ADMIN_PASSWORD_RESET: set the existing owner's password from ADMIN_PASSWORD (else only a new owner gets it). */
  resetPassword?: boolean;
}

/**
 * Creates or updates the owner account (username `admin`) from ADMIN_EMAIL / ADMIN_PASSWORD.
 * The password is the new owner's; later starts keep the password the owner chose in the admin,
 * unless ADMIN_PASSWORD_RESET asks for it to be set again. A changed password or e-mail ends the
 * owner's sessions: whoever logged in with the old credentials (perhaps the reason they were
 * changed) must not stay logged in.
 * Data that visitors created never stops it: customers' e-mails are another namespace, and a
 * customer whose name normalises to "admin" (registered before names were compared in NFKC)
 * is renamed to a free name. Returns a warning when a staff member already holds ADMIN_EMAIL.
 */
export async function ensureAdmin(db: Db, owner: OwnerSetup): Promise<{ warning?: string; passwordReset?: boolean }> {
  const { email, password } = owner;
  let [existing] = await db.select().from(users).where(sameUsername(OWNER_USERNAME)).limit(1);
  if (existing?.role === "customer") {
    await db
      .update(users)
      .set({ username: await freeUsername(db, existing) })
      .where(eq(users.id, existing.id));
    existing = undefined;
  }
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email}) and ${users.role} <> 'customer' and ${users.id} <> ${existing?.id ?? 0}`);
  if (holder) {
    return {
      warning: `ADMIN_EMAIL ${email} belongs to a staff member (#${holder.id}): remove that staff member to make it the owner's address. The owner account was not changed.`,
    };
  }
  if (!existing) {
    await db.insert(users).values({
      username: OWNER_USERNAME,
      email,
      emailVerifiedAt: new Date(),
      name: "Owner",
      passwordHash: await hashPassword(password),
      role: "owner",
    });
    return {};
  }
  const current = existing;
  const resetPassword = owner.resetPassword === true && !(await passwordMatches(current, password));
  if (current.email === email && current.role === "owner" && !resetPassword) return {};
  const passwordHash = resetPassword ? await hashPassword(password) : current.passwordHash;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ email, emailVerifiedAt: new Date(), passwordHash, role: "owner" }).where(eq(users.id, current.id));
    await tx.delete(sessions).where(eq(sessions.userId, current.id));
  });
  return resetPassword ? { passwordReset: true } : {};
}
