import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn, type Contract } from "../../lib/api";
import { AdminPageHeader } from "./admin-page-header";
import { ItemList, type ItemListSpec } from "./item-list";

/** An admin page that is one list of rows: what it is called, what it fetches and what its list says. */
export interface ItemListPageSpec<T> {
  /** The browser tab's title ("Admin …"). */
  pageTitle: string;
  title: string;
  description: string;
  queryKey: readonly string[];
  /** The list's answer, as the API's contract says. */
  contract: Contract<T[]>;
  list: ItemListSpec;
}

interface ItemListPageProps<T> {
  spec: ItemListPageSpec<T>;
  /** One row: an `<li>` with its key (an ItemRow, mostly). */
  children: (item: T) => ReactNode;
  /** After the list: a dialog the rows open. */
  after?: ReactNode;
}

/** Admin pages that are their header and one ItemList over one query (quotes, customers, certificates, registrations). */
export function ItemListPage<T>({ spec, children, after }: ItemListPageProps<T>) {
  usePageTitle(spec.pageTitle);
  const query = useQuery({ queryKey: spec.queryKey, queryFn: getQueryFn(spec.contract) });
  return (
    <div>
      <AdminPageHeader title={spec.title} description={spec.description} />
      <ItemList spec={spec.list} query={query}>
        {children}
      </ItemList>
      {after}
    </div>
  );
}
