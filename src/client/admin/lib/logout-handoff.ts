// The admin's Logout (layout) hands over to the admin login page (auth), which finishes it: this marker in the
// navigation state says the visit comes from a logout.
export const LOGGED_OUT_STATE = { adminLoggedOut: true } as const;

export function cameFromLogout(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { adminLoggedOut?: unknown }).adminLoggedOut === true;
}
