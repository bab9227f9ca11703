import { eq } from "drizzle-orm";
import { permissionsOf } from "../../../shared/contracts/permissions";
import type { User } from "../../../shared/contracts/users";
import { normalizeMoney } from "../../../shared/money";
import type { DbOrTx } from "../../db/client";
import { customerGroups, type users } from "../../db/schema/users";

export type UserRow = typeof users.$inferSelect;
type CustomerGroupSummary = NonNullable<User["customerGroup"]>;

/** A customer's group as the account's answer shows it (its percent off the list price); null without one. */
export async function customerGroupOf(db: DbOrTx, row: Pick<UserRow, "groupId" | "role">): Promise<CustomerGroupSummary | null> {
  if (row.role !== "customer" || row.groupId === null) return null;
  const [group] = await db.select().from(customerGroups).where(eq(customerGroups.id, row.groupId));
  return group ? { id: group.id, name: group.name, discountPercent: normalizeMoney(group.discountPercent) } : null;
}

/** The one place a user row becomes API data: the password hash and the TOTP secrets never leave. */
export function toUserDto(row: UserRow, requireTwoFactor = false, group: CustomerGroupSummary | null = null): User {
  const admin = row.role !== "customer";
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
    name: row.name,
    role: row.role,
    twoFactorEnabled: admin && row.totpEnabledAt !== null,
    twoFactorSetupRequired: admin && requireTwoFactor && row.totpEnabledAt === null,
    ...(admin ? { permissions: permissionsOf(row) } : { paymentTerms: row.paymentTerms, customerGroup: group }),
    createdAt: row.createdAt.toISOString(),
  };
}
