import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { PasswordChangeInput } from "../../../shared/contracts/users";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { recordActivity } from "../../domain/activity/record-activity";
import { AppError, badRequest } from "../../lib/errors";
import { claimAttempt } from "../../http/rate-limit";
import { passwordResetMail } from "../../domain/accounts/account-mail";
import { hashPassword, passwordMatches } from "../../domain/accounts/credentials";
import { sameUsername } from "./accounts.service";
import { pageLink, sendInBackground, type LinkContext } from "../../domain/accounts/account-links";
import { clearLoginLimits } from "./login.service";
import { deleteUserSessions } from "../../domain/accounts/sessions.service";
import { consumeToken, HOUR_MS, issueToken } from "../../domain/accounts/tokens.service";
import { mayMail } from "../../domain/mail/mail-cap";
import type { UserRow } from "../../domain/accounts/users.mapper";

export interface ResetLimits {
  perIpPerHour: number;
  perAccountPerHour: number;
}

/**
 * The accounts a login names: a customer by username (with a verified e-mail) or by verified
 * e-mail, and a staff member or owner by e-mail. One address can name several accounts.
 */
async function accountsForLogin(db: Db, login: string): Promise<UserRow[]> {
  const byEmail = sql`lower(${users.email}) = lower(${login})`;
  return db
    .select()
    .from(users)
    .where(
      or(
        and(eq(users.role, "customer"), isNotNull(users.emailVerifiedAt), isNotNull(users.email), or(sameUsername(login), byEmail)),
        and(inArray(users.role, ["staff", "owner"]), byEmail),
      ),
    )
    .limit(5);
}

/**
 * Answers the same for every login (the caller always says 202 with one body). Requests are
 * limited per IP (429: that says nothing about any account) and per account (silently: no more
 * mails, the same answer), and the mail by the cap on mail anyone can trigger (per address and per
 * account). The link (60 minutes, single use) goes to the verified address.
 */
export async function requestPasswordReset(ctx: LinkContext, login: string, ip: string, limits: ResetLimits): Promise<void> {
  await claimAttempt(ctx.db, { bucket: "password-reset", windowMs: HOUR_MS, rules: [{ key: `ip:${ip}`, max: limits.perIpPerHour }] });
  const accounts = await accountsForLogin(ctx.db, login.normalize("NFKC").trim());
  for (const account of accounts) {
    sendInBackground(ctx, "password reset", async (queue) => {
      try {
        await claimAttempt(ctx.db, {
          bucket: "password-reset-account",
          windowMs: HOUR_MS,
          rules: [{ key: `account:${account.id}`, max: limits.perAccountPerHour }],
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 429) return;
        throw error;
      }
      if (!(await mayMail(ctx.db, ctx.log, { kind: "password reset", to: account.email!, accountId: account.id }))) return;
      await queue(async (tx) => {
        const token = await issueToken(tx, { userId: account.id, purpose: "password_reset", email: account.email });
        return passwordResetMail(account.email!, account.username, pageLink(ctx.origin, "/reset-password", token));
      });
    });
  }
}

/**
 * Sets the password from a reset link or a new staff member's link, ends every session of the
 * account and forgets its failed logins. The link proves the mailbox, so the address is verified.
 */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  const row = await db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, ["password_reset", "staff_invite"]);
    if (!used) throw badRequest("This link is invalid or has expired. Ask for a new one.");
    const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
    if (!user) throw badRequest("This link is invalid or has expired. Ask for a new one.");
    const mailboxProven = used.email !== null && used.email.toLowerCase() === user.email?.toLowerCase();
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, ...(mailboxProven && !user.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}) })
      .where(eq(users.id, user.id))
      .returning();
    await deleteUserSessions(tx, user.id);
    if (user.role !== "customer") {
      await recordActivity(tx, user, {
        action: used.purpose === "staff_invite" ? "account.password_set" : "account.password_reset",
        entityType: "user",
        entityId: user.id,
        summary: `${used.purpose === "staff_invite" ? "Set" : "Reset"} the password of ${user.email ?? user.username} by e-mailed link`,
        changes: { password: { to: "[changed]" } },
      });
    }
    return updated!;
  });
  await clearLoginLimits(db, row);
  return row;
}

/** A signed-in user changes the password with the current one; every other session ends. */
export async function changePassword(
  db: Db,
  user: UserRow,
  input: PasswordChangeInput,
  keepToken: string | undefined,
  maxFailures: number,
) {
  const attempt = await claimAttempt(db, {
    bucket: "password-change",
    windowMs: 15 * 60_000,
    rules: [{ key: `account:${user.id}`, max: maxFailures }],
  });
  if (!(await passwordMatches(user, input.currentPassword))) throw badRequest("currentPassword: the current password is not correct");
  await attempt.release();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id, keepToken);
    if (user.role !== "customer") {
      await recordActivity(tx, user, {
        action: "account.password_change",
        entityType: "user",
        entityId: user.id,
        summary: `Changed the password of ${user.email ?? user.username}`,
        changes: { password: { to: "[changed]" } },
      });
    }
  });
}
