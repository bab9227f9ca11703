import { QueryClient } from "@tanstack/react-query";

/**
 * The spec's defaults: no retries, no refetch on focus or interval, data never goes stale. There is no
 * default query function: every query names its URL and the contract of its answer (getQueryFn).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
