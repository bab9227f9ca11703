import type { ReactNode } from "react";
import { Card, CardContent } from "../../components/ui/card";
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

interface QueryListCardProps<T> {
  query: QueryStatesProps<T[]>["query"];
  errorText: string;
  /** The line shown when the list is empty. */
  emptyText: string;
  /** The list's accessible name. */
  label: string;
  /** One list item (an `<li>` with its key) per element. */
  children: (item: T) => ReactNode;
}

/** A page's card holding one query's list: the placeholder, the error line, a line for an empty list, or the items. */
export function QueryListCard<T>({ query, errorText, emptyText, label, children }: QueryListCardProps<T>) {
  return (
    <Card>
      <CardContent className="pt-6">
        <QueryStates query={query} skeleton="h-32 w-full" errorText={errorText}>
          {(data) =>
            data.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
            ) : (
              <ul className="divide-y" aria-label={label}>
                {data.map(children)}
              </ul>
            )
          }
        </QueryStates>
      </CardContent>
    </Card>
  );
}
