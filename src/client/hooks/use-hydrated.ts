import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React renders on the server and while it hydrates that HTML, true from the next
 * render on (and at once on a page the client renders itself). What only the browser knows (a query
 * string the server's cached page was not rendered with) is shown once this is true, so the
 * hydrated markup always equals the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
