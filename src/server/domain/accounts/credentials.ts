import { hash, verify } from "@node-rs/argon2";
import type { UserRow } from "./users.mapper";

/** The owner's username: the account ADMIN_EMAIL / ADMIN_PASSWORD create or update at start-up. */
export const OWNER_USERNAME = "admin";

// argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

// Verified when the username is unknown, so a miss takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function passwordMatches(row: UserRow | undefined, password: string): Promise<boolean> {
  if (!row) {
    dummyHash ??= hash("not-a-real-password");
    await verify(await dummyHash, password);
    return false;
  }
  return verify(row.passwordHash, password).catch(() => false);
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505";
