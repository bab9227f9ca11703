// The app: loaded by main.tsx, which decides when (after the first paint of a server-rendered page).
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { App } from "./app/app";
import { createRouter } from "./app/router";
import { preloadRoute } from "./app/routes";
import { replayEarlyTaps, takeEarlyTaps } from "./lib/early-taps";
import { preloadOnIntent } from "./lib/lazy-page";
import { createQueryClient } from "./lib/query-client";
import { PRODUCTS_KEY } from "./lib/query-keys";
import { fillLocalQueries, PAGE_STATE_ID } from "./ssr/page-state";

const root = document.getElementById("root")!;
// A page's code is fetched when a link to it is pointed at, touched or focused, before the click (decision 0043).
preloadOnIntent(preloadRoute);
const queryClient = createQueryClient();
const router = createRouter();
const pageState = document.getElementById(PAGE_STATE_ID);

if (pageState?.textContent) {
  // A server-rendered public page: its data is in the page, so React hydrates the HTML without fetching it again.
  const state = JSON.parse(pageState.textContent) as DehydratedState & { url?: unknown };
  hydrate(queryClient, state);
  // Many URLs share one rendered page (decision 0051): when this one was rendered from another, its
  // answers are put under the keys this URL's views ask (ssr/rendered-url.ts), before hydrating.
  const browserUrl = window.location.pathname + window.location.search;
  const adopted =
    typeof state.url === "string" && state.url !== browserUrl
      ? import("./ssr/rendered-url").then((m) => m.adoptRenderedQueries(queryClient, state.url, browserUrl))
      : undefined;
  // The server keeps a page until the stock of a product it shows changes (decision 0083), and the
  // page carries only those; the products are asked for again on the first move to another page all
  // the same (a page kept by the browser's back-forward cache may be older).
  const initial = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location === initial) return;
    unsubscribe();
    void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
  });
  // The page's own module first: it then renders without suspending, so hydration keeps the server's HTML.
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone's Total Blocking Time); input arriving
  // meanwhile is replayed once the part it hit is hydrated.
  void Promise.allSettled([fillLocalQueries(queryClient, window.location.pathname), preloadRoute(window.location.pathname), adopted]).then(
    () => {
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App queryClient={queryClient} hydrating>
              <RouterProvider router={router} />
            </App>
          </StrictMode>,
        );
      });
      // React listens from here on; the taps the page's inline script noted before it are clicked again
      // once their part is hydrated (decision 0082).
      void replayEarlyTaps(takeEarlyTaps());
    },
  );
} else {
  // No server HTML to tap before the app runs: the inline script stops noting taps.
  takeEarlyTaps();
  // Checkout, account, admin: the client renders them.
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  );
}
