import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { sessions, users, type SessionDoor } from "../../db/schema/users";
import { toUserDto, type UserRow } from "./users.mapper";

export const SESSION_COOKIE = "sid";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The door an account signs in at: customers at POST /api/login, staff and owners at POST /api/admin/login. */
export const doorOf = (user: Pick<UserRow, "role">): SessionDoor => (user.role === "customer" ? "customer" : "admin");

/** Creates a session and returns the raw token for the cookie; only its hash is stored. */
export async function createSession(
  db: DbOrTx,
  user: Pick<UserRow, "id" | "role">,
  ttlDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  await db.insert(sessions).values({ id: hashToken(token), userId: user.id, expiresAt, door: doorOf(user) });
  // Expired sessions are swept as new ones are made, so the table never grows without bound.
  if (Math.random() < 0.05) await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

function sessionUserQuery(db: DbOrTx) {
  return (
    db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A session made at the other kind of account's door is no session at all (defence in depth:
      // the doors refuse the other kind, and sessions from before the doors were split are gone).
      .where(
        and(
          eq(sessions.id, sql.placeholder("id")),
          gt(sessions.expiresAt, sql.placeholder("now")),
          sql`${sessions.door} = case when ${users.role} = 'customer' then 'customer' else 'admin' end`,
        ),
      )
      .limit(1)
      .prepare("session_user")
  );
}

// Every signed-in request asks this: built once per database handle (drizzle's query building is
// then skipped) and, on PostgreSQL, a named statement each connection parses and plans once.
const preparedSessionUser = new WeakMap<DbOrTx, ReturnType<typeof sessionUserQuery>>();

export async function findSessionUser(db: DbOrTx, token: string): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  let query = preparedSessionUser.get(db);
  if (!query) preparedSessionUser.set(db, (query = sessionUserQuery(db)));
  const rows = await query.execute({ id: hashToken(token), now: new Date() });
  return rows[0]?.user ?? null;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user, or every one but the caller's own (`keepToken`). */
export async function deleteUserSessions(db: DbOrTx, userId: number, keepToken?: string): Promise<void> {
  const others = keepToken ? ne(sessions.id, hashToken(keepToken)) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}

export { toUserDto };
