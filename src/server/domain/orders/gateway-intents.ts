import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { gatewayIntents } from "../../db/schema/orders";

// The rules of a void or refund written down before the gateway is asked (extensions §13, decision
// 0066). At most one per order; while it waits for the gateway's answer it holds the order's money
// for its admin, never longer than the gateway timeout: past it, whoever comes next (the sweeper or
// another admin's change) asks the gateway by the intent's reference and records what happened.

export type GatewayIntent = typeof gatewayIntents.$inferSelect;
/** An intent as read now: with its age by the database's clock (every process reads the same clock). */
export type HeldIntent = GatewayIntent & { ageMs: number };

/** What a pending intent means for another change of the same order. */
export type IntentState =
  | { kind: "none" }
  /** Its own request may still get the gateway's answer: the other change waits (409 with this message). */
  | { kind: "busy"; message: string }
  /** Older than the gateway timeout: its request died or lost the answer; the gateway must be asked. */
  | { kind: "stale"; intent: HeldIntent };

const REFERENCE_CHARS = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/**
 * The shop's own reference for a void or refund: the short order id, V or R, and 8 random characters
 * ("1A2B3C4D-RK3J9Q2XZ", 18 characters: Authorize.Net takes 20 in refId and invoiceNumber). The
 * merchant finds it in the gateway's reports under the order's number.
 */
export function intentReference(orderId: string, action: GatewayIntent["action"]): string {
  const random = Array.from({ length: 8 }, () => REFERENCE_CHARS[randomInt(REFERENCE_CHARS.length)]).join("");
  return `${shortOrderId(orderId)}-${action === "void" ? "V" : "R"}${random}`;
}

/** "the refund of $40.00" / "the cancellation (void of $115.00)" as the messages name an intent. */
export function describeIntent(intent: Pick<GatewayIntent, "purpose" | "action" | "amount">): string {
  const money = `${intent.action} of ${formatPrice(intent.amount)}`;
  return intent.purpose === "cancel" ? `the cancellation (${money})` : `the ${money}`;
}

/** How long until a pending intent may be finished by someone else, in whole seconds (at least 1). */
export const secondsLeft = (intent: Pick<HeldIntent, "ageMs">, timeoutMs: number) =>
  Math.max(1, Math.ceil((timeoutMs - intent.ageMs) / 1000));

export function busyMessage(intent: HeldIntent, timeoutMs: number): string {
  return (
    `${capitalize(describeIntent(intent))} asked by ${intent.actorEmail} is waiting for the payment gateway's answer. ` +
    `Try again in ${secondsLeft(intent, timeoutMs)} s: by then it is recorded, or the shop asks the gateway what happened.`
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A pending intent younger than the gateway timeout is busy; an older one is stale (its answer was lost). */
export function intentState(intent: HeldIntent | null, timeoutMs: number): IntentState {
  if (!intent) return { kind: "none" };
  if (intent.ageMs < timeoutMs) return { kind: "busy", message: busyMessage(intent, timeoutMs) };
  return { kind: "stale", intent };
}

/**
 * A cancel waiting for the gateway keeps shipments and status changes out (its result decides
 * whether the order still exists); a partial refund does not.
 */
export function pendingCancelBlocker(intent: HeldIntent | null): string | null {
  if (intent?.purpose !== "cancel") return null;
  return `This order is being cancelled: ${describeIntent(intent)} asked by ${intent.actorEmail} is waiting for the payment gateway's answer.`;
}

/** The order's pending intent with its age, read in the change's transaction (after the order row is locked). */
export async function pendingIntentOf(tx: DbOrTx, orderId: string): Promise<HeldIntent | null> {
  const [row] = await tx
    .select({ intent: gatewayIntents, ageMs: sql<string>`extract(epoch from clock_timestamp() - ${gatewayIntents.createdAt}) * 1000` })
    .from(gatewayIntents)
    .where(eq(gatewayIntents.orderId, orderId));
  return row ? { ...row.intent, ageMs: Number(row.ageMs) } : null;
}
