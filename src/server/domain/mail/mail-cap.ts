import type { FastifyBaseLogger } from "fastify";
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitEvents } from "../../db/schema/users";

/** Mails anyone can trigger, per recipient address and per account, in an hour (extensions §11). */
export const MAIL_CAP_PER_HOUR = 5;
const HOUR = 3_600_000;
const BUCKET = "mail";

/**
 * The address as one mailbox: Unicode-normalised, lower case, without a "+tag" in the local part,
 * and for Gmail without dots (which Gmail ignores): several spellings of one mailbox share its cap.
 * Only the cap's key: mail still goes to the address as written.
 */
export function mailboxKey(address: string): string {
  const text = address.normalize("NFKC").trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  let local = text.slice(0, at).split("+")[0]!;
  let domain = text.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

/** "a***@example.com": enough for the log to show a pattern, not the address. */
export function maskedAddress(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  return at < 1 ? "***" : `${text[0]}***${text.slice(at)}`;
}

export interface MailTrigger {
  /** What is mailed, for the log: "verification", "password reset", "quote", "stock alert". */
  kind: string;
  to: string;
  /** The account that triggered it, or whose mailbox is asked to be mailed (a reset); null for a visitor without one. */
  accountId: number | null;
}

/**
 * Mail that anyone can trigger (verification links, password resets, quote mails, stock alerts):
 * true when it may go out, and then it is counted; false when the address or the account has had
 * MAIL_CAP_PER_HOUR such mails in the last hour. The caller then sends nothing and answers as if it
 * had (decision 0053). Exact also across processes: the keys are locked for the count and the
 * record (a transaction-level advisory lock per key), which costs five statements per mail.
 */
export async function mayMail(db: Db, log: FastifyBaseLogger, trigger: MailTrigger): Promise<boolean> {
  const keys = [`to:${mailboxKey(trigger.to)}`, ...(trigger.accountId === null ? [] : [`account:${trigger.accountId}`])].sort();
  const full = await db.transaction(async (tx) => {
    // Sorted: two mails locking the same pair of keys take them in the same order.
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${BUCKET}:${key}`}, 0))`);
    const rows = await tx
      .select({ key: rateLimitEvents.key, n: count() })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, BUCKET),
          inArray(rateLimitEvents.key, keys),
          gt(rateLimitEvents.createdAt, new Date(Date.now() - HOUR)),
        ),
      )
      .groupBy(rateLimitEvents.key);
    const over = rows.filter((row) => Number(row.n) >= MAIL_CAP_PER_HOUR).map((row) => row.key);
    if (over.length === 0) await tx.insert(rateLimitEvents).values(keys.map((key) => ({ bucket: BUCKET, key })));
    return over;
  });
  if (full.length === 0) return true;
  log.warn(
    {
      kind: trigger.kind,
      to: maskedAddress(trigger.to),
      accountId: trigger.accountId,
      cap: full.map((key) => key.slice(0, key.indexOf(":"))),
    },
    `${trigger.kind} e-mail not sent: ${MAIL_CAP_PER_HOUR} such mails an hour per address and per account`,
  );
  return false;
}
