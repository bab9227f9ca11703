import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, History } from "lucide-react";
import { useState } from "react";
import { activityPage, type ActivityEntry } from "../../../shared/contracts/staff";
import { apiJson } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { AdminPageHeader } from "../components/admin-page-header";
import { ItemList, type ItemListSpec } from "../components/item-list";
import { formatDate } from "../../lib/dates";
import { adminActivityKey } from "../lib/admin-keys";

const PAGE_SIZE = 50;

const activityListSpec: ItemListSpec = {
  label: "Activity log",
  empty: { icon: History, text: "No changes recorded yet." },
  ordered: true,
  skeleton: { count: 1, className: "h-40", layout: "" },
};

const show = (value: unknown) =>
  value === undefined || value === null || value === "" ? "-" : typeof value === "string" ? value : JSON.stringify(value);

function Changes({ changes }: { changes: ActivityEntry["changes"] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <ul className="grid gap-0.5">
      {fields.slice(0, 8).map(([field, change]) => (
        <li key={field} className="break-words">
          <span className="font-medium">{field}</span>:{" "}
          {"from" in change && "to" in change ? (
            <>
              <span className="text-muted-foreground line-through">{show(change.from).slice(0, 80)}</span> {show(change.to).slice(0, 80)}
            </>
          ) : (
            show("to" in change ? change.to : change.from).slice(0, 80)
          )}
        </li>
      ))}
      {fields.length > 8 ? <li className="text-muted-foreground">and {fields.length - 8} more</li> : null}
    </ul>
  );
}

/** Who changed what on the admin side, newest first (spec §3; the owner's). */
export function ActivityPage() {
  usePageTitle("Admin Activity");
  const [offset, setOffset] = useState(0);
  const activity = useQuery({
    queryKey: adminActivityKey(PAGE_SIZE, offset),
    queryFn: () => apiJson("GET", `/api/admin/activity?limit=${PAGE_SIZE}&offset=${offset}`, activityPage),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
  const total = activity.data?.total ?? 0;

  return (
    <div>
      <AdminPageHeader title="Activity" description="Every change made in the admin panel: who, when, what and the fields it changed." />
      <ItemList
        query={activity}
        items={activity.data?.entries}
        spec={activityListSpec}
        footer={
          total > PAGE_SIZE ? (
            <div className="mt-4 flex items-center justify-between gap-3 text-sm">
              <span className="text-muted-foreground">
                {offset + 1}-{Math.min(offset + PAGE_SIZE, total)} of {total}
              </span>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                  <ChevronLeft aria-hidden="true" />
                  Newer
                </Button>
                <Button variant="outline" size="sm" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
                  Older
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </div>
          ) : null
        }
      >
        {(entry) => (
          <li
            key={entry.id}
            aria-label={entry.summary}
            className="grid gap-1.5 py-4 first:pt-0 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-x-6"
          >
            <div className="text-sm text-muted-foreground md:row-span-2">
              <time dateTime={entry.at} className="block whitespace-nowrap tabular-nums text-slate-700">
                {formatDate(entry.at, "shortDateTime")}
              </time>
              <span className="block break-all">{entry.actorEmail}</span>
            </div>
            <p className="text-sm font-medium text-slate-900">
              {entry.summary} <span className="font-mono text-xs font-normal text-muted-foreground">{entry.action}</span>
            </p>
            <div className="text-xs">
              <Changes changes={entry.changes} />
            </div>
          </li>
        )}
      </ItemList>
    </div>
  );
}
