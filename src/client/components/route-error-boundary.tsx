import { QueryErrorResetBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { useLocation } from "react-router";
import { ErrorPage } from "./error-page";

/**
 * Around each layout's page: a page that throws (a bug, or a query with `throwOnError`) shows the
 * error page in its place. "Try again" resets the failed queries (they fetch again on the next
 * render) and the boundary; moving to another page resets it too.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          resetKeys={[pathname]}
          fallbackRender={({ error, resetErrorBoundary }) => <ErrorPage error={error} onRetry={resetErrorBoundary} />}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
