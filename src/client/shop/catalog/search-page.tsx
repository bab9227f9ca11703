import { lazyNamed } from "../../lib/lazy-page";

/** /search?q= (extensions §8): server-rendered with its results; its code loads on first visit. */
export const SearchPage = lazyNamed(() => import("./search-view"), "SearchView");

/** /compare?ids= (extensions §8): the products side by side, from the catalog the page carries. */
export const ComparePage = lazyNamed(() => import("./compare-view"), "CompareView");

/** Where an alert mail's unsubscribe link ends (GET /api/stock-alerts/unsubscribe redirects here). */
export const StockAlertUnsubscribedPage = lazyNamed(() => import("./stock-alert-unsubscribed-view"), "StockAlertUnsubscribedView");
