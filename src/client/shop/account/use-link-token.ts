import { useEffect, useState } from "react";

/**
 * The token of an e-mailed link (?token=...). Once the page has shown, it is taken out of the
 * address bar (in an effect: a render may be thrown away and run again), so it is not left in
 * the history, shared with a screenshot or sent on in a Referer.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token"));
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has("token")) return;
    params.delete("token");
    const search = params.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
  }, []);
  return token;
}
