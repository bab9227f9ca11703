import { DEFAULT_STAFF_PERMISSIONS, staffPermissions } from "../../shared/contracts/permissions";
import type { User } from "../../shared/contracts/users";

// The signed-in user the client's tests answer /api/user with: Ada, no e-mail, no second factor; as staff
// with the default permissions, as owner with all (as the server's DTO says).

export function sampleUser(role: User["role"], overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: "ada",
    email: null,
    emailVerified: false,
    name: null,
    role,
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
    ...(role === "customer" ? {} : { permissions: role === "owner" ? [...staffPermissions] : [...DEFAULT_STAFF_PERMISSIONS] }),
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
