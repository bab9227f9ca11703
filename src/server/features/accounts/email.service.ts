import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { badRequest, conflict, forbidden } from "../../lib/errors";
import { verificationMail } from "../../domain/accounts/account-mail";
import { isUniqueViolation } from "../../domain/accounts/credentials";
import { pageLink, sendInBackground, type LinkContext } from "../../domain/accounts/account-links";
import { consumeToken, issueToken } from "../../domain/accounts/tokens.service";
import { mayMail } from "../../domain/mail/mail-cap";
import type { UserRow } from "../../domain/accounts/users.mapper";

/**
 * Mails a link to /verify-email (24 hours, single use) for the account's current address, within
 * the cap on mail anyone can trigger (per address and per account; past it nothing is sent).
 */
export function sendVerificationLink(ctx: LinkContext, user: Pick<UserRow, "id" | "username">, email: string): void {
  sendInBackground(ctx, "verification", async (queue) => {
    if (!(await mayMail(ctx.db, ctx.log, { kind: "verification", to: email, accountId: user.id }))) return;
    await queue(async (tx) => {
      const token = await issueToken(tx, { userId: user.id, purpose: "verify_email", email });
      return verificationMail(email, user.username, pageLink(ctx.origin, "/verify-email", token));
    });
  });
}

/** A customer replaces the e-mail: it is unverified until the new link is used. Staff addresses are the owner's to manage. */
export async function changeEmail(ctx: LinkContext, user: UserRow, email: string): Promise<UserRow> {
  if (user.role !== "customer") throw forbidden("Staff e-mail addresses are managed by the owner");
  const same = user.email?.toLowerCase() === email.toLowerCase();
  if (same && user.emailVerifiedAt) return user;
  const [row] = await ctx.db.update(users).set({ email, emailVerifiedAt: null }).where(eq(users.id, user.id)).returning();
  sendVerificationLink(ctx, row!, email);
  return row!;
}

const invalidLink = () => badRequest("This link is invalid or has expired. Ask for a new one from your account page.");

/** The token proves the mailbox: the address becomes verified, unless another customer verified it first (409). */
export async function verifyEmail(db: Db, token: string): Promise<{ email: string }> {
  try {
    return await db.transaction(async (tx) => {
      const used = await consumeToken(tx, token, ["verify_email"]);
      if (!used?.email) throw invalidLink();
      const [owner] = await tx.select().from(users).where(eq(users.id, used.userId));
      // The account has another address by now: this link no longer says anything about it.
      if (!owner || owner.email?.toLowerCase() !== used.email.toLowerCase()) throw invalidLink();
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = lower(${used.email})`,
            eq(users.role, "customer"),
            isNotNull(users.emailVerifiedAt),
            ne(users.id, owner.id),
          ),
        );
      if (taken) throw conflict("This e-mail address is already verified on another account");
      if (!owner.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.id));
      return { email: used.email };
    });
  } catch (error) {
    // Another account verified the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict("This e-mail address is already verified on another account");
    throw error;
  }
}
