import { and, count, desc, eq, gt, inArray, max, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { rateLimitEvents } from "../../db/schema/users";
import { tooManyRequests } from "../../http/errors";

const HOUR = 3_600_000;
const BUCKET = "charge_failure";
export const CHARGE_LIMIT_MESSAGE = "Too many declined or failed payments. Please try again later, or contact us to pay another way.";

const keysOf = (who: { userId: number; ip: string }) => [`account:${who.userId}`, `ip:${who.ip}`];

/**
 * Card testing (stolen numbers tried against a small shop): declined and failed charges are
 * counted per account and per IP in the database (every process sees the same counts); past
 * CHARGE_MAX_FAILURES_PER_HOUR a charge is refused with 429 and Retry-After before it reaches the
 * gateway. Only failures are recorded, so customers behind one address (a campus, a company) are
 * never refused for paying in parallel; a burst of parallel attempts may each pass before the
 * first failure is recorded, which bounds the overshoot by the burst (docs/payments.md).
 */
function countQuery(db: DbOrTx) {
  return db
    .select({ key: rateLimitEvents.key, n: count() })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, BUCKET),
        inArray(rateLimitEvents.key, [sql.placeholder("account"), sql.placeholder("ip")]),
        gt(rateLimitEvents.createdAt, sql.placeholder("since")),
      ),
    )
    .groupBy(rateLimitEvents.key)
    .prepare("charge_failure_count");
}

// On the way of every charge on PostgreSQL: built once per database (a named statement there).
const preparedCounts = new WeakMap<DbOrTx, ReturnType<typeof countQuery>>();

/** What the pricing query counts along with the cart's products (PostgreSQL's way of checking the limit). */
export interface FailureCountRequest {
  account: string;
  ip: string;
  bucket: string;
  since: Date;
}

/** The failures of an account and an IP in the last hour: counted here, or by the pricing query. */
export interface FailureCounts {
  account: number;
  ip: number;
}

export async function checkChargeFailures(
  db: DbOrTx,
  who: { userId: number; ip: string },
  maxPerHour: number,
  counted?: FailureCounts,
): Promise<void> {
  const since = new Date(Date.now() - HOUR);
  const inWindow = (keys: string[]) =>
    and(eq(rateLimitEvents.bucket, BUCKET), inArray(rateLimitEvents.key, keys), gt(rateLimitEvents.createdAt, since));
  const [account, ip] = keysOf(who) as [string, string];
  let counts: { key: string; n: number }[];
  if (counted) {
    counts = [
      { key: account, n: counted.account },
      { key: ip, n: counted.ip },
    ];
  } else {
    // One query on the way of every charge; the Retry-After is worked out only for a refusal.
    let query = preparedCounts.get(db);
    if (!query) preparedCounts.set(db, (query = countQuery(db)));
    counts = await query.execute({ account, ip, since });
  }
  const over = counts.filter((row) => Number(row.n) >= maxPerHour).map((row) => row.key);
  if (over.length === 0) return;
  let retryAt = Date.now();
  for (const key of over) {
    // The max-th newest failure: the key is under its limit again once it leaves the window.
    const [row] = await db
      .select({ at: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(inWindow([key]))
      .orderBy(desc(rateLimitEvents.createdAt))
      .offset(maxPerHour - 1)
      .limit(1);
    if (row) retryAt = Math.max(retryAt, row.at.getTime() + HOUR);
  }
  throw tooManyRequests((retryAt - Date.now()) / 1000, CHARGE_LIMIT_MESSAGE);
}

export async function recordChargeFailure(db: DbOrTx, who: { userId: number; ip: string }): Promise<void> {
  await db.insert(rateLimitEvents).values(keysOf(who).map((key) => ({ bucket: BUCKET, key })));
}

export interface ChargeLimit {
  /** 429 when the account or the IP is over the limit. */
  check(who: { userId: number; ip: string }): Promise<void>;
  /**
   * On PostgreSQL the counts are read by the charge's pricing query (one statement fewer per
   * charge): what that query should count; undefined where `check` alone decides (PGlite).
   */
  countRequest(who: { userId: number; ip: string }): FailureCountRequest | undefined;
  /** `check` with the counts the pricing query read (a 429 when over the limit); without them, `check`. */
  checkCounted(who: { userId: number; ip: string }, counted: FailureCounts | undefined): Promise<void>;
  /** Counts a declined or failed charge. */
  record(who: { userId: number; ip: string }): Promise<void>;
}

/**
 * The limit as the checkout uses it. On PGlite this process is the data folder's only writer
 * (one process per folder), so once it has read the newest recorded failure it knows without
 * asking whether any failure is in the last hour: a shop without recent failures skips the count
 * (one statement fewer on every checkout). On PostgreSQL other processes record failures too, so
 * every charge counts in the database.
 */
export function createChargeLimit(database: Database, maxPerHour: number): ChargeLimit {
  const soleWriter = database.kind === "pglite";
  let newestFailure: Promise<number> | null = null;
  const newest = () =>
    (newestFailure ??= database.db
      .select({ at: max(rateLimitEvents.createdAt) })
      .from(rateLimitEvents)
      .where(eq(rateLimitEvents.bucket, BUCKET))
      .then(([row]) => row?.at?.getTime() ?? 0));
  return {
    async check(who) {
      if (soleWriter && Date.now() - (await newest()) > HOUR) return;
      await checkChargeFailures(database.db, who, maxPerHour);
    },
    countRequest(who) {
      if (soleWriter) return undefined;
      const [account, ip] = keysOf(who) as [string, string];
      return { account, ip, bucket: BUCKET, since: new Date(Date.now() - HOUR) };
    },
    async checkCounted(who, counted) {
      if (!counted) return this.check(who);
      await checkChargeFailures(database.db, who, maxPerHour, counted);
    },
    async record(who) {
      await recordChargeFailure(database.db, who);
      if (soleWriter) newestFailure = Promise.resolve(Date.now());
    },
  };
}
