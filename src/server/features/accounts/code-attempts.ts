import type { Db } from "../../db/client";
import { claimAttempt } from "../../http/rate-limit";
import type { UserRow } from "../../domain/accounts/users.mapper";

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Every call that takes a second-factor code (the admin door, turning two-factor sign-in on and
 * off) counts wrong codes per account in one bucket: `max` (LOGIN_MAX_FAILURES) wrong codes per
 * 15 minutes, whichever call they were tried at, then 429. The attempt is claimed before the check
 * (parallel guesses cannot slip under the limit) and taken back when the check passes.
 * Call it outside any transaction (claimAttempt counts only what other requests can see).
 */
export async function checkCode(db: Db, user: Pick<UserRow, "id">, max: number, check: () => Promise<boolean>): Promise<boolean> {
  const attempt = await claimAttempt(db, {
    bucket: "second-factor",
    windowMs: FIFTEEN_MINUTES,
    rules: [{ key: `account:${user.id}`, max }],
  });
  const passed = await check();
  if (passed) await attempt.release();
  return passed;
}
