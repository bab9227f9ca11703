import type { User } from "../../../shared/contracts/users";
import type { users } from "../../db/schema/users";

export type UserRow = typeof users.$inferSelect;

/** The one place a user row becomes API data: the password hash never leaves. */
export function toUserDto(row: UserRow): User {
  return { id: row.id, username: row.username, email: row.email, role: row.role, createdAt: row.createdAt.toISOString() };
}
