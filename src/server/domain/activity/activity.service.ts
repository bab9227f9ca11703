import { count, desc } from "drizzle-orm";
import type { ActivityEntry, ActivityPage } from "../../../shared/contracts/staff";
import type { DbOrTx } from "../../db/client";
import { activityLog } from "../../db/schema/activity";

type ActivityRow = typeof activityLog.$inferSelect;

function toActivityDto(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    changes: row.changes,
  };
}

/** Newest first. */
export async function listActivity(db: DbOrTx, query: { limit: number; offset: number }): Promise<ActivityPage> {
  const [rows, counted] = await Promise.all([
    db.select().from(activityLog).orderBy(desc(activityLog.at), desc(activityLog.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(activityLog),
  ]);
  return { entries: rows.map(toActivityDto), total: Number(counted[0]?.n ?? 0) };
}
