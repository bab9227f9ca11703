import type { ReactNode } from "react";
import { Skeleton } from "../../components/ui/skeleton";

interface QueryStatesProps<T> {
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  /** The placeholder's size while the first answer is on its way. */
  skeleton: string;
  errorText: string;
  children: (data: T) => ReactNode;
}

/** A card's content that one query feeds: a placeholder, the error line, or what the data shows. */
export function QueryStates<T>({ query, skeleton, errorText, children }: QueryStatesProps<T>) {
  if (query.isPending) return <Skeleton className={skeleton} />;
  if (query.isError || query.data === undefined) {
    return (
      <p className="py-6 text-center text-sm text-destructive" role="alert">
        {errorText}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
