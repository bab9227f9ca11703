import { useQuery } from "@tanstack/react-query";
import { Download, FileText, RefreshCw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { logsResponse } from "../../../shared/contracts/logs";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { toast } from "../../hooks/use-toast";
import { cn } from "../../lib/utils";
import { AdminPageHeader } from "../components/admin-page-header";
import { ListStates } from "../components/list-states";
import { SearchInput } from "../components/search-input";
import { ADMIN_LOGS_KEY } from "../lib/admin-keys";
import { filterLogs } from "./log-entries";
import { FailedMails } from "./failed-mails";
import { downloadLogsCsv } from "./logs-csv";
import { LOGS_PAGE_SIZE, LogsPager, pageCount } from "./logs-pager";
import { LogsTable } from "./logs-table";

export function LogsPage() {
  usePageTitle("Admin Server Logs");
  // Requests keep arriving; every visit loads the buffer as it is now.
  const logs = useQuery({ queryKey: ADMIN_LOGS_KEY, queryFn: getQueryFn(logsResponse), refetchOnMount: "always" });
  const [search, setSearch] = useState("");
  const all = logs.data?.logs;
  const visible = useMemo(() => filterLogs(all ?? [], search), [all, search]);
  const [requestedPage, setPage] = useState(0);
  // A new search or a refresh with fewer rows never leaves the page past the end.
  const page = Math.min(requestedPage, pageCount(visible.length) - 1);
  const onSearch = (value: string) => {
    setSearch(value);
    setPage(0);
  };

  // One toast per failed load, the first one or a refresh.
  useEffect(() => {
    if (logs.errorUpdatedAt > 0)
      toast({ title: "Error", description: "Failed to load logs. Please try refreshing.", variant: "destructive" });
  }, [logs.errorUpdatedAt]);

  const stats = logs.data?.stats;
  const searching = search.trim() !== "";

  return (
    <div>
      <AdminPageHeader
        title="Server Logs"
        description="Recent requests held in this server process's memory, newest first."
        actions={
          <>
            <Button variant="outline" onClick={() => void logs.refetch()} disabled={logs.isFetching}>
              <RefreshCw className={cn(logs.isFetching && "animate-spin")} aria-hidden="true" /> Refresh
            </Button>
            <Button onClick={() => downloadLogsCsv(visible)} disabled={visible.length === 0}>
              <Download aria-hidden="true" /> Download CSV
            </Button>
          </>
        }
      />
      <Card>
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            className="sm:w-80"
            placeholder="Search path, IP or method"
            aria-label="Search logs"
            value={search}
            onValueChange={onSearch}
          />
          {stats ? (
            <p className="text-sm text-muted-foreground" role="status">
              {searching ? `${visible.length} matching · ` : ""}
              {stats.totalLogs} of {stats.maxLogs} entries
            </p>
          ) : null}
        </div>
        {/* A failed refresh keeps the rows it had (the toast says it failed); only a first load's failure replaces them. */}
        <ListStates
          query={{ ...logs, isError: logs.isError && !all }}
          isEmpty={visible.length === 0}
          errorText="Failed to load logs. Please try refreshing."
          empty={{ icon: FileText, text: searching && (all ?? []).length > 0 ? "No logs match your search" : "No logs available yet" }}
          skeleton={{ count: 4, className: "h-8", layout: "grid gap-2 p-4" }}
        >
          <LogsTable logs={visible.slice(page * LOGS_PAGE_SIZE, (page + 1) * LOGS_PAGE_SIZE)} />
          <LogsPager page={page} rows={visible.length} onPageChange={setPage} />
        </ListStates>
      </Card>
      <FailedMails />
    </div>
  );
}
