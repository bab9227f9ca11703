export const SIDEBAR_COOKIE = "sidebar_state";
const SEVEN_DAYS_SECONDS = 60 * 60 * 24 * 7;

/** The remembered open state; open when nothing was stored yet. */
export function readSidebarOpen(cookieHeader: string): boolean {
  const entry = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== "false";
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SEVEN_DAYS_SECONDS}; SameSite=Lax`;
}
