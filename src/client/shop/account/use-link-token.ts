import { useState } from "react";

/**
 * The token of an e-mailed link (?token=...), read once and then taken out of the address bar,
 * so it is not left in the history, shared with a screenshot or sent on in a Referer.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    const value = params.get("token");
    if (value) {
      params.delete("token");
      const search = params.toString();
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
    }
    return value;
  });
  return token;
}
