/**
 * A cookie scripts can read, set beside the httpOnly session cookie and cleared with it: the browser
 * asks GET /api/user only when it is there, so an anonymous visit logs no 401 in the console
 * (Lighthouse's best practices, extensions §5) and makes one request less.
 */
export const SIGNED_IN_COOKIE = "signed_in";

/** Whether a `document.cookie` string carries the hint. */
export const hasSignedInHint = (cookies: string): boolean => cookies.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
