import { and, asc, eq, sql } from "drizzle-orm";
import type { AdminCustomer, PaymentTerms } from "../../../shared/contracts/institutional";
import { visiblePaymentStatuses } from "../../../shared/contracts/orders";
import type { DbOrTx } from "../../db/client";
import { inList } from "../../db/in-list";
import { orders } from "../../db/schema/orders";
import { users } from "../../db/schema/users";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { notFound } from "../../http/errors";

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

/** PUT /api/admin/customers/{id}: the account's payment terms, logged. Staff and owners are not customers (404). */
export async function setPaymentTerms(db: DbOrTx, id: number, paymentTerms: PaymentTerms, actor: Actor): Promise<AdminCustomer> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ username: users.username, paymentTerms: users.paymentTerms })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, "customer")))
      .for("update");
    if (!before) throw notFound(NOT_FOUND);
    if (before.paymentTerms === paymentTerms) return;
    await tx.update(users).set({ paymentTerms }).where(eq(users.id, id));
    await recordActivity(tx, actor, {
      action: "customer.payment_terms",
      entityType: "user",
      entityId: id,
      summary: `Set the payment terms of "${before.username}" to ${paymentTerms === "net30" ? "Net 30" : "card"}`,
      changes: { paymentTerms: { from: before.paymentTerms, to: paymentTerms } },
    });
  });
  const found = (await listCustomers(db)).find((c) => c.id === id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}
