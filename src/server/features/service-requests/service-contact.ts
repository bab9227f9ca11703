// Who a service request is for and where their instrument goes back (extensions §7): the customer's
// account e-mail, and the ship-to of the order the unit came with (when it is theirs), else their
// default saved address, else their newest order's. A service quote is priced for that address.
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userAddresses } from "../../db/schema/accounts";
import { orders } from "../../db/schema/orders";
import { users } from "../../db/schema/users";
import { isVisibleOrder } from "../../domain/orders/order-visibility";

export interface ServiceContact {
  name: string;
  companyName: string | null;
  /** Where the request's mails go: the account's address, else the address of their order; null: none known. */
  email: string | null;
  phone: string | null;
  address: { street: string; city: string; state: string; zipCode: string; country: string } | null;
  /** The account's username, the mails' greeting when no name is known. */
  username: string;
  taxExemptionApproved: boolean;
}

type OrderContact = Pick<
  typeof orders.$inferSelect,
  "customerName" | "customerEmail" | "customerPhone" | "companyName" | "street" | "city" | "state" | "zipCode" | "country"
>;

const fromOrder = (order: OrderContact) => ({
  name: order.customerName,
  companyName: order.companyName,
  email: order.customerEmail,
  phone: order.customerPhone,
  address: { street: order.street, city: order.city, state: order.state, zipCode: order.zipCode, country: order.country },
});

const orderContact = {
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  companyName: orders.companyName,
  street: orders.street,
  city: orders.city,
  state: orders.state,
  zipCode: orders.zipCode,
  country: orders.country,
};

export async function serviceContact(db: DbOrTx, userId: number, unitOrderId: string | null): Promise<ServiceContact> {
  const [user] = await db
    .select({ username: users.username, email: users.email, taxExemptionApproved: users.taxExemptionApproved })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} vanished`);
  const base = { username: user.username, taxExemptionApproved: user.taxExemptionApproved };
  const [unitOrder] = unitOrderId
    ? await db
        .select(orderContact)
        .from(orders)
        .where(and(eq(orders.id, unitOrderId), eq(orders.userId, userId)))
    : [];
  if (unitOrder) return { ...base, ...fromOrder(unitOrder), email: user.email ?? unitOrder.customerEmail };
  const [saved] = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.updatedAt))
    .limit(1);
  if (saved) {
    return {
      ...base,
      name: saved.name,
      companyName: saved.companyName,
      email: user.email,
      phone: saved.phone,
      address: { street: saved.street, city: saved.city, state: saved.state, zipCode: saved.zipCode, country: saved.country },
    };
  }
  const [latest] = await db
    .select(orderContact)
    .from(orders)
    .where(and(eq(orders.userId, userId), isVisibleOrder))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (latest) return { ...base, ...fromOrder(latest), email: user.email ?? latest.customerEmail };
  return { ...base, name: user.username, companyName: null, email: user.email, phone: null, address: null };
}
