import { Columns3, X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { comparePath } from "../../../shared/compare-query";
import { useCompareSelection } from "../../lib/compare";

/**
 * The products chosen to compare, on every storefront page but the compare page itself: a link to
 * compare them and a button to clear the choice. Nothing on the server's HTML (the choice is this
 * browser's), so it appears after hydration without moving the page (it floats).
 */
export function CompareTray() {
  const { ids, clear } = useCompareSelection();
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === "/compare") return null;
  return (
    <aside
      aria-label="Compare products"
      className="fixed bottom-4 left-1/2 z-30 flex -translate-x-1/2 items-center gap-1 rounded-full bg-slate-900 p-1 pl-1 text-white shadow-lg"
    >
      <Link
        to={comparePath(ids)}
        className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        data-testid="compare-tray-link"
      >
        <Columns3 className="h-4 w-4" aria-hidden="true" />
        Compare {ids.length} {ids.length === 1 ? "product" : "products"}
      </Link>
      <button
        type="button"
        onClick={clear}
        aria-label="Clear the compare list"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
