// The screening list as the checkout and quotes ask it (extensions §9): held in memory as a
// ScreeningIndex, built once from the table and rebuilt after each import, so screening a buyer
// costs no query on the checkout's way. Another process's import is picked up within maxAgeMs
// (the old index serves while the new one is built).
import type { ScreeningAddress } from "../../../shared/contracts/screening";
import type { DbOrTx } from "../../db/client";
import { screeningEntries } from "../../db/schema/screening";
import { recordSystemActivity } from "../activity/record-activity";
import { recordOrderEvent } from "../orders/order-events";
import { describeMatch, ScreeningIndex, type ScreenedParty, type ScreeningMatch } from "./screening";

export interface ScreeningList {
  /** The entry the buyer matches, or null. */
  screen(party: ScreenedParty): Promise<ScreeningMatch | null>;
  /** Rebuilds the index from the table (after an import). */
  reload(): Promise<void>;
}

async function loadIndex(db: DbOrTx): Promise<ScreeningIndex> {
  const rows = await db.select().from(screeningEntries);
  return new ScreeningIndex(rows.map((row) => ({ ...row, addresses: row.addresses as ScreeningAddress[] })));
}

export function createScreeningList(db: DbOrTx, options: { maxAgeMs?: number } = {}): ScreeningList {
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  let current: Promise<ScreeningIndex> | null = null;
  let loadedAt = 0;
  let refreshing = false;

  const load = () => {
    const next = loadIndex(db);
    loadedAt = Date.now();
    return next;
  };

  return {
    async screen(party) {
      if (!current) current = load();
      else if (!refreshing && Date.now() - loadedAt > maxAgeMs) {
        refreshing = true;
        const next = load();
        next.then(
          () => (current = next),
          () => {}, // the old index stays; the next call tries again
        );
        void next.finally(() => (refreshing = false)).catch(() => {});
      }
      let index: ScreeningIndex;
      try {
        index = await current;
      } catch (error) {
        current = null;
        throw error;
      }
      return index.size === 0 ? null : index.screen(party);
    },
    async reload() {
      const next = load();
      await next;
      current = next;
    },
  };
}

/** A held order's history line and the activity log's, in the order's own transaction. */
export async function recordOrderHold(tx: DbOrTx, order: { id: string }, match: ScreeningMatch): Promise<void> {
  const message = describeMatch(match);
  await recordOrderEvent(tx, { orderId: order.id, actor: "system", type: "held", message });
  await recordSystemActivity(tx, {
    action: "order.hold",
    entityType: "order",
    entityId: order.id,
    summary: `Order ${order.id.slice(0, 8).toUpperCase()} on hold. ${message}`,
  });
}
