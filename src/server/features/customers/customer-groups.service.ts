// Customer groups (extensions §8): a name and a percent off the list price, e.g. Education 10 %,
// Distributor 25 %; members are charged it (domain/pricing). Each change in the activity log.
import { asc, count, eq } from "drizzle-orm";
import type { CustomerGroup } from "../../../shared/contracts/discounts";
import { normalizeMoney } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { customerGroups, users } from "../../db/schema/users";
import { allFields, changedFields, withActivity, type Actor } from "../../domain/activity/record-activity";
import { conflict, notFound } from "../../lib/errors";

const NOT_FOUND = "Customer group not found";

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505";
const duplicate = (name: string) => conflict(`A customer group named "${name}" already exists`);

type GroupRow = typeof customerGroups.$inferSelect;
const toGroupDto = (row: GroupRow, memberCount: number): CustomerGroup => ({
  id: row.id,
  name: row.name,
  discountPercent: normalizeMoney(row.discountPercent),
  memberCount,
  createdAt: row.createdAt.toISOString(),
});

async function memberCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.groupId, id));
  return Number(row?.n ?? 0);
}

export async function listGroups(db: DbOrTx): Promise<CustomerGroup[]> {
  const rows = await db
    .select({ group: customerGroups, members: count(users.id) })
    .from(customerGroups)
    .leftJoin(users, eq(users.groupId, customerGroups.id))
    .groupBy(customerGroups.id)
    .orderBy(asc(customerGroups.name));
  return rows.map((row) => toGroupDto(row.group, Number(row.members)));
}

export async function createGroup(db: DbOrTx, data: { name: string; discountPercent: string }, actor: Actor): Promise<CustomerGroup> {
  try {
    return await withActivity(db, actor, async (tx) => {
      const [row] = await tx.insert(customerGroups).values(data).returning();
      return {
        result: toGroupDto(row!, 0),
        activity: {
          action: "customer_group.create",
          entityType: "customer_group",
          entityId: row!.id,
          summary: `Created customer group "${row!.name}" (${normalizeMoney(row!.discountPercent)}% off)`,
          changes: allFields(data, "to"),
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(data.name);
    throw error;
  }
}

export async function updateGroup(
  db: DbOrTx,
  id: number,
  data: { name: string; discountPercent: string },
  actor: Actor,
): Promise<CustomerGroup> {
  try {
    return await withActivity(db, actor, async (tx) => {
      const [before] = await tx.select().from(customerGroups).where(eq(customerGroups.id, id));
      if (!before) throw notFound(NOT_FOUND);
      const [row] = await tx.update(customerGroups).set(data).where(eq(customerGroups.id, id)).returning();
      const changes = changedFields({ name: before.name, discountPercent: normalizeMoney(before.discountPercent) }, data);
      return {
        result: toGroupDto(row!, await memberCount(tx, id)),
        activity:
          Object.keys(changes).length === 0
            ? null
            : {
                action: "customer_group.update",
                entityType: "customer_group",
                entityId: id,
                summary: `Updated customer group "${row!.name}"`,
                changes,
              },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(data.name);
    throw error;
  }
}

/** DELETE: its members go back to list prices (users.group_id is set null); their orders keep what they paid. */
export async function deleteGroup(db: DbOrTx, id: number, actor: Actor): Promise<void> {
  await withActivity(db, actor, async (tx) => {
    const members = await memberCount(tx, id);
    const [deleted] = await tx.delete(customerGroups).where(eq(customerGroups.id, id)).returning();
    if (!deleted) throw notFound(NOT_FOUND);
    return {
      result: undefined,
      activity: {
        action: "customer_group.delete",
        entityType: "customer_group",
        entityId: id,
        summary: `Deleted customer group "${deleted.name}" (${members} ${members === 1 ? "member" : "members"} back to list prices)`,
        changes: allFields({ name: deleted.name, discountPercent: normalizeMoney(deleted.discountPercent) }, "from"),
      },
    };
  });
}
