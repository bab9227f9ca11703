import type { DbOrTx } from "../../db/client";
import { activityLog, type FieldChange } from "../../db/schema/activity";

export type { FieldChange };

/** Who made a change: the signed-in staff member or owner (a user row fits). */
export interface Actor {
  id: number;
  email: string | null;
  username?: string;
}

/**
 * Who made a change that is recorded later, from what was written down when they asked (a refund
 * the sweeper finishes, decision 0066): their id (null once their account is gone) and e-mail.
 */
export interface RecordedActor {
  id: number | null;
  email: string;
}

export interface ActivityInput {
  /** "<entity>.<verb>", e.g. "product.update", "staff.create", "two_factor.enable". */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  /** One line a person reads in the Activity page, e.g. `Updated product "101A EMC Probe Set"`. */
  summary: string;
  changes?: Record<string, FieldChange>;
}

/**
 * Records one admin change. Pass the transaction that makes the change, so the change and its
 * record commit (or roll back) together. Never put secrets in `changes` (password hashes,
 * tokens, TOTP secrets): use `redacted` for such fields.
 */
export async function recordActivity(db: DbOrTx, actor: Actor | RecordedActor, input: ActivityInput): Promise<void> {
  await db.insert(activityLog).values({
    actorId: actor.id,
    actorEmail: actor.email ?? ("username" in actor ? actor.username : undefined) ?? `user #${actor.id}`,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId === undefined || input.entityId === null ? null : String(input.entityId),
    summary: input.summary.slice(0, 500),
    changes: input.changes ?? {},
  });
}

/** Records what the shop itself did (a screening hold): no person's account, "system" as the actor. */
export async function recordSystemActivity(db: DbOrTx, input: ActivityInput): Promise<void> {
  await db.insert(activityLog).values({
    actorId: null,
    actorEmail: "system",
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId === undefined || input.entityId === null ? null : String(input.entityId),
    summary: input.summary.slice(0, 500),
    changes: input.changes ?? {},
  });
}

/** Stands in for a secret field that changed: the log says it changed, never what to. */
export const redacted = "[changed]";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between before and after (only the keys of `after` are compared). */
export function changedFields<T extends object>(before: T, after: Partial<T>, ignore: (keyof T)[] = []): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (ignore.includes(key)) continue;
    if (!same(before[key], after[key])) changes[String(key)] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** Every field of a created entity (`to` only) or of a deleted one (`from` only). */
export function allFields(values: object, side: "to" | "from"): Record<string, FieldChange> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { [side]: value }]));
}

/**
 * Runs a change and, when an actor made it, records it in the same transaction: the change
 * returns its result and what to record (null: nothing changed worth a line).
 */
export async function withActivity<T>(
  db: DbOrTx,
  actor: Actor | undefined,
  change: (tx: DbOrTx) => Promise<{ result: T; activity: ActivityInput | null }>,
): Promise<T> {
  if (!actor) return (await change(db)).result;
  return db.transaction(async (tx) => {
    const { result, activity } = await change(tx);
    if (activity) await recordActivity(tx, actor, activity);
    return result;
  });
}
