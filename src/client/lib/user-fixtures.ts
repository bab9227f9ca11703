import type { User } from "../../shared/contracts/users";

// The signed-in user the client's tests answer /api/user with: Ada, no e-mail, no second factor.

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
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
