import type { ReactNode } from "react";
import { NotFoundPage } from "../../components/not-found-page";
import { Button } from "../../components/ui/button";
import { SkeletonLines } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api";
import { FailureWithReason } from "./failure-with-reason";

/** What an admin detail page needs to know of its query. */
export interface DetailQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface DetailStatesProps<T> {
  query: DetailQuery<T>;
  /** The loading placeholder's name for screen readers ("Loading the order") and its lines' sizes. */
  loading: { label: string; lines: readonly string[] };
  /** A 404: the page's text and the way back to its list. */
  notFound: { text: string; back: { to: string; label: string } };
  /** Any other failure, above the reason and a "Try again" button. */
  errorText: string;
  children: (data: T) => ReactNode;
}

/**
 * An admin detail page's loading, not-found and error states (an order's, a unit's, a service
 * request's), and the page itself once its record is loaded.
 */
export function DetailStates<T>({ query, loading, notFound, errorText, children }: DetailStatesProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={loading.label}>
        <SkeletonLines className="space-y-4" lines={loading.lines} />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage text={notFound.text} back={notFound.back} />;
    return (
      <div className="rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm text-red-800" role="alert">
        <FailureWithReason text={errorText} error={query.error} />
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
