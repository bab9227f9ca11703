import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminCustomer, customerUpdateInput } from "../../../shared/contracts/institutional";
import { visiblePaymentStatuses } from "../../../shared/contracts/orders";
import type { DbOrTx } from "../../db/client";
import { inList } from "../../db/in-list";
import { orders } from "../../db/schema/orders";
import { customerGroups, users } from "../../db/schema/users";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { badRequest, notFound } from "../../lib/errors";

const NOT_FOUND = "Customer not found";

/**
 * Customer accounts with their placed orders and spend (total less refunds of the orders that are
 * not cancelled: the dashboard's revenue rule), and their payment terms. One grouped query.
 */
export async function listCustomers(db: DbOrTx): Promise<AdminCustomer[]> {
  const visible = inList(orders.paymentStatus, visiblePaymentStatuses);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      paymentTerms: users.paymentTerms,
      groupId: users.groupId,
      createdAt: users.createdAt,
      orderCount: sql<number>`count(${orders.id})::int`,
      spend: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}) filter (where ${orders.status} <> 'cancelled'), 0)::numeric(18,2)::text`,
    })
    .from(users)
    .leftJoin(orders, and(eq(orders.userId, users.id), visible))
    .where(eq(users.role, "customer"))
    .groupBy(users.id)
    .orderBy(asc(users.username))
    .limit(1000);
  return rows.map((row) => ({ ...row, orderCount: Number(row.orderCount), createdAt: row.createdAt.toISOString() }));
}

/**
 * PUT /api/admin/customers/{id}: the account's payment terms and/or its customer group (extensions
 * §4, §8), each change logged. Staff and owners are not customers (404); a group that does not exist is 400.
 */
export async function updateCustomer(
  db: DbOrTx,
  id: number,
  input: z.output<typeof customerUpdateInput>,
  actor: Actor,
): Promise<AdminCustomer> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ username: users.username, paymentTerms: users.paymentTerms, groupId: users.groupId })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, "customer")))
      .for("update");
    if (!before) throw notFound(NOT_FOUND);
    const { paymentTerms, groupId } = input;
    if (paymentTerms !== undefined && before.paymentTerms !== paymentTerms) {
      await tx.update(users).set({ paymentTerms }).where(eq(users.id, id));
      await recordActivity(tx, actor, {
        action: "customer.payment_terms",
        entityType: "user",
        entityId: id,
        summary: `Set the payment terms of "${before.username}" to ${paymentTerms === "net30" ? "Net 30" : "card"}`,
        changes: { paymentTerms: { from: before.paymentTerms, to: paymentTerms } },
      });
    }
    if (groupId !== undefined && before.groupId !== groupId) {
      const name = async (gid: number | null) =>
        gid === null
          ? null
          : ((await tx.select({ name: customerGroups.name }).from(customerGroups).where(eq(customerGroups.id, gid)))[0]?.name ?? null);
      const to = await name(groupId);
      if (groupId !== null && to === null) throw badRequest(`groupId: there is no customer group ${groupId}`);
      await tx.update(users).set({ groupId }).where(eq(users.id, id));
      await recordActivity(tx, actor, {
        action: "customer.group",
        entityType: "user",
        entityId: id,
        summary:
          to === null ? `Took "${before.username}" out of its customer group` : `Put "${before.username}" in the customer group "${to}"`,
        changes: { group: { from: await name(before.groupId), to } },
      });
    }
  });
  const found = (await listCustomers(db)).find((c) => c.id === id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}
