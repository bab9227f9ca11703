import { Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { CartPanel } from "../components/cart-panel";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { preloadLazyModules } from "../lib/lazy-page";
import { CompareTray } from "../shop/layout/compare-tray";
import { ScrollToTop } from "../shop/layout/scroll-to-top";
import { SiteFooter } from "../shop/layout/site-footer";
import { SiteHeader } from "../shop/layout/site-header";
import { FullPageSpinner } from "./guards";

/** Every storefront path: header, page, footer and the cart panel (admin paths have their own layout). */
export function StoreLayout() {
  usePreloadWhenIdle();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" className="flex-1" tabIndex={-1}>
        {/* Pages may load their heavier parts on demand; this boundary shows a spinner meanwhile. */}
        <RouteErrorBoundary>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <CartPanel />
      <CompareTray />
    </div>
  );
}

/** How long after the page's load event the remaining pages' code is fetched. */
const PRELOAD_AFTER_LOAD_MS = 4000;

/**
 * Some seconds after the page has loaded, and then when the browser is idle, fetch the on-demand
 * pages and panels in the background: fetching and compiling them during the first load was most
 * of a phone's blocking time (decision 0043). Links preload their page on intent before that.
 */
function usePreloadWhenIdle() {
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => {
        if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(preloadLazyModules, { timeout: 3000 });
        else preloadLazyModules();
      }, PRELOAD_AFTER_LOAD_MS);
    };
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    return () => {
      window.removeEventListener("load", later);
      if (timer !== undefined) clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
}
