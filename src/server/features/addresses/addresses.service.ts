import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { MAX_ADDRESSES, type Address, type AddressData } from "../../../shared/contracts/addresses";
import type { Db, Tx } from "../../db/client";
import { userAddresses } from "../../db/schema/accounts";
import { conflict, notFound } from "../../lib/errors";

type AddressRow = typeof userAddresses.$inferSelect;

function toAddressDto(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    companyName: row.companyName,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    taxId: row.taxId,
    isDefault: row.isDefault,
  };
}

/** The default first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id));
  return rows.map(toAddressDto);
}

/** Serialises one customer's concurrent address writes (the limit and the single default). */
async function lockCustomer(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${userId}::int, 4411)`);
}

/** One default per customer: making one the default takes it from the others. */
async function clearDefault(tx: Tx, userId: number, exceptId?: number): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true), exceptId ? ne(userAddresses.id, exceptId) : undefined));
}

/** The first address becomes the default whatever it says. */
export async function createAddress(db: Db, userId: number, data: AddressData): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [n] = await tx.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
    const existing = Number(n?.n ?? 0);
    if (existing >= MAX_ADDRESSES) throw conflict(`You can keep at most ${MAX_ADDRESSES} addresses. Delete one first.`);
    const isDefault = data.isDefault || existing === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...data, userId, isDefault })
      .returning();
    return toAddressDto(row!);
  });
}

/** Someone else's address is simply not found. Unsetting the default leaves the account without one. */
export async function updateAddress(db: Db, userId: number, id: number, data: AddressData): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    if (data.isDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(userAddresses)
      .set({ ...data, updatedAt: new Date() })
      .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
      .returning();
    if (!row) throw notFound("Address not found");
    return toAddressDto(row);
  });
}

/** Deleting the default makes the oldest remaining address the default. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [deleted] = await tx
      .delete(userAddresses)
      .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
      .returning();
    if (!deleted) throw notFound("Address not found");
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(asc(userAddresses.createdAt), asc(userAddresses.id))
      .limit(1);
    if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id));
  });
}
