import { and, count, desc, eq, gt, inArray, max, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client";
import { rateLimitEvents } from "../../db/schema/users";
import { tooManyRequests } from "../../lib/errors";

const HOUR = 3_600_000;
const BUCKET = "charge_failure";
export const CHARGE_LIMIT_MESSAGE = "Too many declined or failed payments. Please try again later, or contact us to pay another way.";

export interface ChargeWho {
  userId: number;
  ip: string;
}

const keysOf = (who: ChargeWho) => [`account:${who.userId}`, `ip:${who.ip}`] as [string, string];

/**
 * A charge's place in the card-testing limit, claimed before the gateway is called (as a login
 * claims its attempt, http/rate-limit.ts): a charge counts as failed from its claim until it turns
 * out not to have failed. Of any number of charges sent at once, across processes, no more than
 * CHARGE_MAX_FAILURES_PER_HOUR of an account or an IP reach the gateway unless some of them
 * succeed (decision 0052).
 */
export interface ChargeClaim {
  /**
   * 429 with Retry-After when the account or the IP is over the limit; the place is given back
   * first. On PostgreSQL one statement after the claim's (so of parallel claims the last sees the
   * others); the checkout runs it beside the pricing, which reads nothing of the limit.
   */
  check(): Promise<void>;
  /** Approved, held for review, or never sent to the gateway: the place is given back. Once only; later calls do nothing. */
  giveBack(): Promise<void>;
  /** The same, done by the caller's own statement (the paid payment's, decision 0045): the rows it must delete. */
  handOver(): number[];
  /** Declined, failed, or its outcome unknown: the place stays for the hour as the failure's record. */
  keep(): Promise<void>;
}

/** A place as rows for another statement to insert (PostgreSQL): `bucket` under each of `keys`. */
export interface PlaceRows {
  bucket: string;
  keys: [string, string];
}

export interface ChargeLimit {
  /**
   * PostgreSQL: the rows of a place, for the statement that claims the Idempotency-Key to insert
   * with it (decision 0052: no statement of its own on a keyed checkout). PGlite: undefined.
   */
  placeRows(who: ChargeWho): PlaceRows | undefined;
  /**
   * Takes a place for a charge of this account from this IP (not yet checked: `check` decides).
   * `inserted`: the ids of the rows another statement inserted from `placeRows`.
   */
  claim(who: ChargeWho, inserted?: number[]): Promise<ChargeClaim>;
}

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

function claimQuery(db: DbOrTx) {
  return db
    .insert(rateLimitEvents)
    .values([
      { bucket: BUCKET, key: sql.placeholder("account") },
      { bucket: BUCKET, key: sql.placeholder("ip") },
    ])
    .returning({ id: rateLimitEvents.id })
    .prepare("charge_claim");
}

// On the way of every charge on PostgreSQL: built once per database (named statements there).
const preparedCounts = new WeakMap<DbOrTx, ReturnType<typeof countQuery>>();
const preparedClaims = new WeakMap<DbOrTx, ReturnType<typeof claimQuery>>();

/** The recorded failures (and claims) of both keys in the last hour. */
async function countFailures(db: DbOrTx, who: ChargeWho): Promise<Map<string, number>> {
  let query = preparedCounts.get(db);
  if (!query) preparedCounts.set(db, (query = countQuery(db)));
  const [account, ip] = keysOf(who);
  const rows = await query.execute({ account, ip, since: new Date(Date.now() - HOUR) });
  return new Map(rows.map((row) => [row.key, Number(row.n)]));
}

/** The 429 for keys over the limit: each is under it again once its max-th newest recorded failure leaves the hour. */
async function refusal(db: DbOrTx, over: string[], maxPerHour: number) {
  let retryAt = Date.now();
  for (const key of over) {
    const [row] = await db
      .select({ at: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(
        and(eq(rateLimitEvents.bucket, BUCKET), eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, new Date(Date.now() - HOUR))),
      )
      .orderBy(desc(rateLimitEvents.createdAt))
      .offset(maxPerHour - 1)
      .limit(1);
    // None: only charges still in flight fill the limit, and they end within seconds.
    if (row) retryAt = Math.max(retryAt, row.at.getTime() + HOUR);
  }
  return tooManyRequests((retryAt - Date.now()) / 1000, CHARGE_LIMIT_MESSAGE);
}

/** Records a declined or failed charge under the account and the IP (what a kept claim leaves in the database). */
export async function recordChargeFailure(db: DbOrTx, who: ChargeWho): Promise<void> {
  await db.insert(rateLimitEvents).values(keysOf(who).map((key) => ({ bucket: BUCKET, key })));
}

/**
 * Several processes on one PostgreSQL: the claim is a failure recorded in advance (one INSERT,
 * committed before anything counts), and the count that follows includes it. Of any number of
 * parallel claims the last one recorded sees all the others, so no more than the limit pass; a
 * burst past it may refuse all its own claims (each sees the others), erring on the safe side.
 */
function sharedClaims(db: DbOrTx, maxPerHour: number): ChargeLimit {
  const insertPlace = async (who: ChargeWho) => {
    let insert = preparedClaims.get(db);
    if (!insert) preparedClaims.set(db, (insert = claimQuery(db)));
    const [account, ip] = keysOf(who);
    return (await insert.execute({ account, ip })).map((row) => row.id);
  };
  return {
    placeRows: (who) => ({ bucket: BUCKET, keys: keysOf(who) }),
    async claim(who, inserted) {
      const [account, ip] = keysOf(who);
      let ids = inserted ?? (await insertPlace(who));
      const takeIds = () => {
        const taken = ids;
        ids = [];
        return taken;
      };
      const giveBack = async () => {
        const taken = takeIds();
        if (taken.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, taken));
      };
      return {
        async check() {
          const counts = await countFailures(db, who);
          const over = [account, ip].filter((key) => (counts.get(key) ?? 0) > maxPerHour);
          if (over.length === 0) return;
          await giveBack();
          throw await refusal(db, over, maxPerHour);
        },
        giveBack,
        handOver: takeIds,
        keep: async () => void takeIds(),
      };
    },
  };
}

/**
 * PGlite: this process is the data folder's only writer (one process per folder), so the places
 * of charges in flight are counted in memory, and recorded failures in the database only when
 * there may be any: once it has read the newest recorded failure it knows without asking whether
 * one is in the last hour. A shop without recent failures spends no statement on the limit.
 */
function soleWriterClaims(database: Database, maxPerHour: number): ChargeLimit {
  const db = database.db;
  const inFlight = new Map<string, number>();
  const add = (keys: string[], n: number) => {
    for (const key of keys) {
      const left = (inFlight.get(key) ?? 0) + n;
      if (left === 0) inFlight.delete(key);
      else inFlight.set(key, left);
    }
  };
  let newestFailure: Promise<number> | null = null;
  const newest = () =>
    (newestFailure ??= db
      .select({ at: max(rateLimitEvents.createdAt) })
      .from(rateLimitEvents)
      .where(eq(rateLimitEvents.bucket, BUCKET))
      .then(([row]) => row?.at?.getTime() ?? 0));
  return {
    placeRows: () => undefined,
    async claim(who) {
      const keys = keysOf(who);
      add(keys, 1);
      let held = true;
      const release = () => {
        if (held) add(keys, -1);
        held = false;
      };
      return {
        async check() {
          // In flight first, then the database: a charge moving from one to the other (keep) is
          // recorded before it leaves memory, so it is seen in one of them at least.
          const flying = keys.map((key) => inFlight.get(key) ?? 0);
          const recorded = Date.now() - (await newest()) > HOUR ? new Map<string, number>() : await countFailures(db, who);
          const over = keys.filter((key, i) => (recorded.get(key) ?? 0) + flying[i]! > maxPerHour);
          if (over.length === 0) return;
          release();
          throw await refusal(db, over, maxPerHour);
        },
        giveBack: async () => release(),
        handOver: () => {
          release();
          return [];
        },
        async keep() {
          if (!held) return;
          await recordChargeFailure(db, who);
          newestFailure = Promise.resolve(Date.now());
          release();
        },
      };
    },
  };
}

/** The card-testing limit as the checkout uses it: CHARGE_MAX_FAILURES_PER_HOUR per account and per IP. */
export function createChargeLimit(database: Database, maxPerHour: number): ChargeLimit {
  return database.kind === "pglite" ? soleWriterClaims(database, maxPerHour) : sharedClaims(database.db, maxPerHour);
}
