import type { ReactNode } from "react";
import { Card, CardContent } from "../../components/ui/card";
import { ListStates, type ListQuery, type ListSkeleton, type ListStatesProps } from "./list-states";

/** What a page's ItemList says, kept beside the page as a DataTable's TableSpec is. */
export interface ItemListSpec {
  /** The list's accessible name. */
  label: string;
  /** Said when the query fails; by default "The <label, lower case> could not be loaded." */
  errorText?: string;
  empty: ListStatesProps["empty"];
  /** Newest-first logs are an ordered list. */
  ordered?: boolean;
  skeleton?: ListSkeleton;
}

/** The rows: the query's data, as a DataTable's; or `items`, picked out of it (a page's entries; undefined until the first answer). */
type Rows<T> = { query: ListQuery & { data: readonly T[] | undefined } } | { query: ListQuery; items: readonly T[] | undefined };

type ItemListProps<T> = Rows<T> & {
  spec: ItemListSpec;
  /** Under the list, inside the card (a pager). */
  footer?: ReactNode;
  /** One row: an `<li>` with its key (an ItemRow, mostly). */
  children: (item: T) => ReactNode;
};

const ROWS_SKELETON: ListSkeleton = { count: 3, className: "h-12", layout: "grid gap-3" };

/**
 * A page's card holding one query's list of rows whose content varies (a title line, badges, the row's
 * own controls): quotes, customers, certificates, staff, activity. Rows with the same columns are a DataTable.
 */
export function ItemList<T>({ spec, footer, children, ...rows }: ItemListProps<T>) {
  const List = spec.ordered ? "ol" : "ul";
  const items = ("items" in rows ? rows.items : rows.query.data) ?? [];
  return (
    <Card>
      <CardContent className="pt-6">
        <ListStates
          query={rows.query}
          isEmpty={items.length === 0}
          errorText={spec.errorText ?? `The ${spec.label.toLowerCase()} could not be loaded.`}
          empty={spec.empty}
          skeleton={spec.skeleton ?? ROWS_SKELETON}
        >
          <List className="divide-y" aria-label={spec.label}>
            {items.map(children)}
          </List>
        </ListStates>
        {footer}
      </CardContent>
    </Card>
  );
}

interface ItemRowProps {
  /** The row's accessible name. */
  label: string;
  /** What the row is about, in the column that takes the room left (its title line and details). */
  main: ReactNode;
  /** The row's figures and controls, after the main column (they wrap under it on a phone). */
  children?: ReactNode;
}

/** One row of an ItemList: the main column, then the row's own figures and controls. */
export function ItemRow({ label, main, children }: ItemRowProps) {
  return (
    <li aria-label={label} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-56">{main}</div>
      {children}
    </li>
  );
}
