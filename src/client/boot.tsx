// The app: loaded by main.tsx, which decides when (after the first paint of a server-rendered page).
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { App } from "./app/app";
import { createRouter } from "./app/router";
import { preloadRoute } from "./app/routes";
import { preloadOnIntent } from "./lib/lazy-page";
import { createQueryClient } from "./lib/query-client";
import { fillLocalQueries, PAGE_STATE_ID } from "./ssr/page-state";

const root = document.getElementById("root")!;
// A page's code is fetched when a link to it is pointed at, touched or focused, before the click (decision 0043).
preloadOnIntent(preloadRoute);
const queryClient = createQueryClient();
const router = createRouter();
const pageState = document.getElementById(PAGE_STATE_ID);

if (pageState?.textContent) {
  // A server-rendered public page: its data is in the page, so React hydrates the HTML without fetching it again.
  hydrate(queryClient, JSON.parse(pageState.textContent) as DehydratedState);
  // The page's own module first: it then renders without suspending, so hydration keeps the server's HTML.
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone's Total Blocking Time); input arriving
  // meanwhile is replayed once the part it hit is hydrated.
  void Promise.allSettled([fillLocalQueries(queryClient, window.location.pathname), preloadRoute(window.location.pathname)]).then(() =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} hydrating>
            <RouterProvider router={router} />
          </App>
        </StrictMode>,
      );
    }),
  );
} else {
  // Checkout, account, admin: the client renders them.
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  );
}
