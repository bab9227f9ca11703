import type { QueryClient } from "@tanstack/react-query";
import { PAPERS_KEY } from "../lib/query-keys";
import { loadPapers } from "../shop/pages/papers-query";

/** The id of the `<script type="application/json">` holding a server-rendered page's dehydrated queries. */
export const PAGE_STATE_ID = "page-state";

/**
 * Queries whose data is code, not the API's: both sides fill them before rendering the path, so the
 * page's state does not carry them (the papers' 65 KB of text are in the HTML once, not twice).
 */
export async function fillLocalQueries(queryClient: QueryClient, pathname: string): Promise<void> {
  if (pathname.replace(/\/+$/, "") === "/technical-papers") await queryClient.prefetchQuery({ queryKey: PAPERS_KEY, queryFn: loadPapers });
}

export const isLocalQuery = (queryKey: readonly unknown[]): boolean => queryKey[0] === "content";
