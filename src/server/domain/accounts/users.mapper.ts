import type { User } from "../../../shared/contracts/users";
import type { users } from "../../db/schema/users";

export type UserRow = typeof users.$inferSelect;

/** The one place a user row becomes API data: the password hash and the TOTP secrets never leave. */
export function toUserDto(row: UserRow, requireTwoFactor = false): User {
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
    ...(admin ? {} : { paymentTerms: row.paymentTerms }),
    createdAt: row.createdAt.toISOString(),
  };
}
