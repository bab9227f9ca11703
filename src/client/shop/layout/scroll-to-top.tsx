import { useEffect } from "react";
import { useLocation } from "react-router";

/** Each route change starts at the top of the page (spec §2); a change of query string alone does not. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
