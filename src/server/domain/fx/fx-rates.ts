// Currency rates (extensions §9, decision 0072): which rates are in force, the owner's, and ECB's
// daily fetch with its lease, so several server processes fetch once between them.
import { eq, sql } from "drizzle-orm";
import {
  fxRateTable,
  foreignCurrencies,
  type FxRateChoice,
  type FxRates,
  type FxRateTable,
  type FxSettings,
} from "../../../shared/contracts/fx";
import { BUILT_IN_RATES } from "../../adapters/fx/built-in-rates";
import type { FeedRates, FxFeed } from "../../adapters/fx/fx-feed";
import type { DbOrTx } from "../../db/client";
import { fxRates, shopSettings } from "../../db/schema/settings";
import type { FieldChange } from "../../db/schema/activity";
import { type Actor, withActivity } from "../activity/record-activity";

/** The setting that holds the owner's choice: "owner" (fixed by me) or "ecb" (ECB daily). */
export const FX_USE_SETTING = "fx.use";

type FxRow = typeof fxRates.$inferSelect;
interface Stored {
  use: FxRateChoice | undefined;
  owner: (FeedRates & { row: FxRow }) | undefined;
  ecb: FxRow | undefined;
  ecbRates: FeedRates | undefined;
}

/** A row's rates when it has whole, valid ones (a row of ECB's before its first fetch has none). */
function ratesOf(row: FxRow | undefined): FeedRates | undefined {
  if (!row?.rates || !row.asOf) return undefined;
  const parsed = fxRateTable.safeParse(row.rates);
  return parsed.success ? { asOf: row.asOf, rates: parsed.data } : undefined;
}

async function readStored(db: DbOrTx): Promise<Stored> {
  const [rows, settings] = await Promise.all([
    db.select().from(fxRates),
    db.select().from(shopSettings).where(eq(shopSettings.name, FX_USE_SETTING)),
  ]);
  const ownerRow = rows.find((row) => row.source === "owner");
  const ecb = rows.find((row) => row.source === "ecb");
  const ownerRates = ratesOf(ownerRow);
  const value = settings[0]?.value;
  return {
    use: value === "owner" || value === "ecb" ? value : undefined,
    owner: ownerRates && ownerRow ? { ...ownerRates, row: ownerRow } : undefined,
    ecb,
    ecbRates: ratesOf(ecb),
  };
}

/**
 * The rates in force: the owner's choice first ("fixed by me": the owner's; "ECB daily": ECB's),
 * the other source when the chosen one has none yet, and the built-in table when neither has any.
 * With no choice saved, ECB's win over the owner's (a shop that set FX_RATES_URL wants them).
 */
export function ratesInForce(stored: Pick<Stored, "use" | "owner" | "ecbRates">): FxRates {
  const owner = stored.owner ? { ...stored.owner, source: "owner" as const } : undefined;
  const ecb = stored.ecbRates ? { ...stored.ecbRates, source: "ecb" as const } : undefined;
  const chosen = stored.use === "owner" ? (owner ?? ecb) : (ecb ?? owner);
  const { asOf, rates, source } = chosen ?? { ...BUILT_IN_RATES, source: "built-in" as const };
  return { base: "USD", rates, asOf, source };
}

/** GET /api/fx-rates. */
export async function currentFxRates(db: DbOrTx): Promise<FxRates> {
  return ratesInForce(await readStored(db));
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

function settingsView(stored: Stored, ecbConfigured: boolean): FxSettings {
  const { ecb, ecbRates, owner } = stored;
  return {
    use: stored.use ?? (ecbRates ? "ecb" : "owner"),
    current: ratesInForce(stored),
    owner: owner ? { rates: owner.rates, asOf: owner.asOf, updatedAt: iso(owner.row.updatedAt) ?? "" } : null,
    ecb: {
      configured: ecbConfigured,
      rates: ecbRates?.rates ?? null,
      asOf: ecbRates?.asOf ?? null,
      fetchedAt: iso(ecb?.updatedAt),
      lastAttemptAt: iso(ecb?.lastAttemptAt),
      lastError: ecb?.lastError ?? null,
    },
  };
}

/** GET /api/admin/settings/fx-rates. */
export async function fxSettingsOf(db: DbOrTx, ecbConfigured: boolean): Promise<FxSettings> {
  return settingsView(await readStored(db), ecbConfigured);
}

const rateList = (rates: FxRateTable) => foreignCurrencies.map((currency) => `${currency} ${rates[currency]}`).join(", ");

/** PUT /api/admin/settings/fx-rates: the owner's rates (of `today`, shop time) and the choice, in the activity log. */
export async function saveOwnerRates(
  db: DbOrTx,
  input: { use: FxRateChoice; rates: FxRateTable },
  options: { actor?: Actor; today: string; ecbConfigured: boolean },
): Promise<FxSettings> {
  await withActivity(db, options.actor, async (tx) => {
    const before = await readStored(tx);
    const now = new Date();
    await tx
      .insert(fxRates)
      .values({ source: "owner", rates: input.rates, asOf: options.today, updatedAt: now })
      .onConflictDoUpdate({ target: fxRates.source, set: { rates: input.rates, asOf: options.today, updatedAt: now } });
    await tx
      .insert(shopSettings)
      .values({ name: FX_USE_SETTING, value: input.use, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.name, set: { value: input.use, updatedAt: now } });
    const changes: Record<string, FieldChange> = {};
    const beforeUse = before.use ?? settingsView(before, options.ecbConfigured).use;
    if (beforeUse !== input.use) changes.use = { from: beforeUse, to: input.use };
    for (const currency of foreignCurrencies) {
      const from = before.owner?.rates[currency];
      if (from !== input.rates[currency]) changes[currency] = { from, to: input.rates[currency] };
    }
    const choice = input.use === "owner" ? "fixed by me" : "ECB daily";
    return {
      result: undefined,
      activity:
        Object.keys(changes).length === 0
          ? null
          : {
              action: "fx_rates.update",
              entityType: "settings",
              entityId: "fx-rates",
              summary: `Set the currency rates per USD (${choice}): ${rateList(input.rates)}`,
              changes,
            },
    };
  });
  return fxSettingsOf(db, options.ecbConfigured);
}

/**
 * Claims the next ECB fetch for this process: moves the lease `refreshS` ahead when it is due and
 * says whether it did. Two processes asking at once: the second waits on the row's lock, then sees
 * the lease moved and gets false.
 */
export async function claimEcbFetch(db: DbOrTx, refreshS: number): Promise<boolean> {
  const next = sql`now() + make_interval(secs => ${refreshS})`;
  const claimed = await db
    .insert(fxRates)
    .values({ source: "ecb", nextCheckAt: next })
    .onConflictDoUpdate({ target: fxRates.source, set: { nextCheckAt: next }, setWhere: sql`${fxRates.nextCheckAt} <= now()` })
    .returning({ source: fxRates.source });
  return claimed.length > 0;
}

export type EcbRefresh = { outcome: "skipped" } | { outcome: "fetched"; asOf: string } | { outcome: "failed"; error: string };

/**
 * One turn of the daily job: when this process wins the lease it fetches ECB's rates and keeps
 * them; an outage keeps the last rates, records why, and tries again after `retryS`.
 */
export async function refreshEcbRates(db: DbOrTx, feed: FxFeed, options: { refreshS: number; retryS: number }): Promise<EcbRefresh> {
  if (!(await claimEcbFetch(db, options.refreshS))) return { outcome: "skipped" };
  try {
    const fetched = await feed.latest();
    await db
      .update(fxRates)
      .set({ rates: fetched.rates, asOf: fetched.asOf, updatedAt: sql`now()`, lastAttemptAt: sql`now()`, lastError: null })
      .where(eq(fxRates.source, "ecb"));
    return { outcome: "fetched", asOf: fetched.asOf };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(fxRates)
      .set({
        lastAttemptAt: sql`now()`,
        lastError: message.slice(0, 500),
        nextCheckAt: sql`least(${fxRates.nextCheckAt}, now() + make_interval(secs => ${options.retryS}))`,
      })
      .where(eq(fxRates.source, "ecb"));
    return { outcome: "failed", error: message };
  }
}
