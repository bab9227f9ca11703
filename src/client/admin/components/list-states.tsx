import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { RequestIdNote } from "../../components/request-id-note";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/utils";

/** What an admin list needs to know of its query. */
export interface ListQuery {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
}

export interface ListSkeleton {
  count: number;
  /** Each placeholder's size. */
  className: string;
  /** The placeholders' container. */
  layout: string;
}

export interface ListStatesProps {
  query: ListQuery;
  isEmpty: boolean;
  errorText: string;
  /**
   * With an icon, the empty state of a page's list; without, one line, for a list inside a section
   * of a card (failed e-mails, overdue invoices), where the error is one line too.
   */
  empty: { icon?: LucideIcon; text: string };
  skeleton: ListSkeleton;
  /** Lists of cards show the error and empty states in a card of their own; a table or a card's list sits in the page's card. */
  framed?: boolean;
  children: ReactNode;
}

/**
 * Every admin list's loading, error and empty states (decision 0010), and the list itself once there
 * is something to show. A failed refresh shows the error even with earlier rows kept.
 */
export function ListStates({ query, isEmpty, errorText, empty, skeleton, framed = false, children }: ListStatesProps) {
  if (query.isLoading) {
    return (
      <div className={skeleton.layout}>
        {Array.from({ length: skeleton.count }, (_, i) => (
          <Skeleton key={i} className={`w-full ${skeleton.className}`} />
        ))}
      </div>
    );
  }
  if (!query.isError && !isEmpty) return <>{children}</>;

  const Frame = framed ? Card : "div";
  const Icon = empty.icon;
  if (query.isError) {
    return (
      <Frame className={cn("text-center text-sm text-destructive", Icon ? "p-10" : "py-4")} role="alert">
        {errorText}
        <RequestIdNote error={query.error} />
      </Frame>
    );
  }
  if (!Icon) return <p className="py-4 text-center text-sm text-muted-foreground">{empty.text}</p>;
  return (
    <Frame className="flex flex-col items-center gap-3 p-12 text-center">
      <Icon className="h-10 w-10 text-slate-300" aria-hidden="true" />
      <p className="text-muted-foreground">{empty.text}</p>
    </Frame>
  );
}
