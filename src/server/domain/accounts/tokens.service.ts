import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { accountTokens, type TokenPurpose } from "../../db/schema/accounts";

export const HOUR_MS = 60 * 60_000;
/** How long each kind of link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  password_reset: HOUR_MS,
  staff_invite: 72 * HOUR_MS,
};

export type TokenRow = typeof accountTokens.$inferSelect;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Makes a single-use link token and returns it raw (for the e-mail only); the database keeps its
 * sha-256. Earlier unused tokens of the same kind for the account stop working: the newest link wins.
 */
export async function issueToken(db: DbOrTx, input: { userId: number; purpose: TokenPurpose; email?: string | null }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, input.userId), eq(accountTokens.purpose, input.purpose), isNull(accountTokens.usedAt)));
  await db.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    email: input.email ?? null,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

/** Uses a token up: the row when it was valid (right kind, unused, unexpired), null otherwise. */
export async function consumeToken(db: DbOrTx, token: string, purposes: TokenPurpose[]): Promise<TokenRow | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}
