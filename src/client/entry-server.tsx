// The server renderer of the public pages (built by `vite build --ssr` into dist/ssr, loaded by
// src/server/features/web/page-renderer.ts): the same route table and providers as the browser.
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { App } from "./app/app";
import { routes } from "./app/routes";
import { CATEGORIES_KEY, searchKey } from "./lib/query-keys";
import { createQueryClient } from "./lib/query-client";
import { fillLocalQueries, isLocalQuery } from "./ssr/page-state";
import { fillProductQueries } from "./ssr/page-queries";
import type { Category, Product } from "../shared/contracts/catalog";
import type { PageData, RenderedPage } from "../shared/ssr-page";

const handler = createStaticHandler(routes);

/** Renders one public page with React's streaming renderer, waiting for every lazy part so the HTML is whole. */
export async function renderPage(url: string, data: PageData): Promise<RenderedPage> {
  const request = new Request(new URL(url, "http://localhost"));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`The route table answered ${url} with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  // Only the products the page shows: never the whole list (issue 23: 10 MB a page at 10,000 products).
  fillProductQueries(queryClient, new URL(request.url), data.products as Product[], data.categories as Category[]);
  queryClient.setQueryData(CATEGORIES_KEY, data.categories);
  if (data.search) queryClient.setQueryData(searchKey(data.search.query), data.search.result);
  await fillLocalQueries(queryClient, new URL(request.url).pathname);

  const page = (
    <StrictMode>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>
  );
  const html = await renderToString(page);
  const dehydrated = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === "success" && !isLocalQuery(query.queryKey),
  });
  // No clock in the page: the same catalog renders the same bytes (a stable ETag). The data is never
  // stale (staleTime Infinity), so its age does not matter to the browser.
  const queries = dehydrated.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } }));
  // The URL it was rendered from: the browser's may differ (boot.tsx, adoptRenderedQueries).
  const state = JSON.stringify({ ...dehydrated, queries, url });
  return { html, state };
}

/** The whole page from React's streaming renderer, once every lazy part has rendered (no fallback in the HTML). */
async function renderToString(element: React.ReactNode): Promise<string> {
  let failed: unknown;
  const stream = await renderToReadableStream(element, {
    onError(error) {
      failed ??= error;
    },
    signal: AbortSignal.timeout(10_000),
    // Never outline a large finished boundary behind a fallback and an inline script that swaps it in
    // (React's default past ~12 KB): the page is sent whole, and the CSP allows no such inline script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  await stream.allReady;
  // A part that failed would be rendered by the browser instead: the server answers the client-rendered shell.
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  const html = await new Response(stream).text();
  if (html.includes('<template id="B:')) throw new Error("A part of the page was outlined behind a fallback");
  return html;
}
