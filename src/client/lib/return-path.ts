/** The admin's sign-in page (admin.md): where an admin path without a session goes. */
export const ADMIN_SIGN_IN_PATH = "/bmivopcf";

/**
 * A `?next=` value that is safe to go to after signing in: a path of this site (never "//host"
 * or a full URL, so a link cannot send a person elsewhere), optionally under a prefix.
 */
export function safeReturnPath(value: string | null | undefined, prefix = "/"): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value.startsWith(prefix) ? value : null;
}

/** `path?next=<where>`: the sign-in page sends the person back to `where`. */
export function withReturnPath(path: string, next: string): string {
  return `${path}?${new URLSearchParams({ next }).toString()}`;
}
